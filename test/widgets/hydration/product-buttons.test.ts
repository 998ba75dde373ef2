// <shop-product-buttons>: drawn by the server renderer (stock line, quantity stepper, add to
// cart, buy now, the favourite unpressed), hydrated with no mismatch in each of its states, then
// working: the stepper and Add to cart send the chosen quantity; a listed favourite shows once live.
import { expect } from 'chai';
import '../../../widgets/product-buttons/define';
import { $wishList } from '../../../runtime/account';
import { setLocale } from '../../../runtime/i18n';
import { $cartNumber, $token } from '../../../runtime/session';
import { $toasts } from '../../../runtime/toast';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = <E extends HTMLElement = HTMLButtonElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);
const steps = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="step"]')];
const field = (el: Element) => part<HTMLInputElement>(el, 'quantity-input')!;

describe('<shop-product-buttons> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $cartNumber.set(0);
    $wishList.set({ product: [], article: [] });
  });
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('hydrates the stock line, the stepper at 1 and both buttons, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3, 'show-stock': true });
    expectHydrated(result);
    expect(part(result.el, 'stock')!.textContent).to.equal('In stock: 3');
    expect(field(result.el).value).to.equal('1');
    expect(field(result.el).max).to.equal('3');
    expect(steps(result.el).map((b) => b.disabled)).to.deep.equal([true, false]);
    expect(part(result.el, 'add')!.textContent).to.equal('Add to cart');
    expect(part(result.el, 'buy')!.textContent).to.equal('Buy now');
    expect(part(result.el, 'favorite')!.getAttribute('aria-pressed')).to.equal('false');
  });

  it('hydrates a sold-out variant: add disabled, the reason said', async () => {
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-M', stock: 0, 'show-stock': true, 'no-buy-now': true });
    expectHydrated(result);
    expect(part(result.el, 'stock')!.textContent).to.equal('Sold out');
    expect(part(result.el, 'add')!.disabled).to.equal(true);
    expect(part(result.el, 'add')!.getAttribute('aria-describedby')).to.equal(part(result.el, 'stock')!.id);
    expect(part(result.el, 'buy')).to.equal(null);
    // Said once: by the stock line (show-stock); without it, by the message.
    expect(part(result.el, 'message')!.textContent).to.equal('');
    const plain = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-M', stock: 0 });
    expectHydrated(plain);
    expect(part(plain.el, 'stock')).to.equal(null);
    expect(part(plain.el, 'message')!.textContent).to.equal('Out of stock: this option cannot be added to the cart.');
  });

  it('hydrates unpressed, then shows the favourite the wish list holds', async () => {
    $wishList.set({ product: [{ slug: 'linen-shirt' } as never], article: [] });
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3 });
    expectHydrated(result);
    expect(result.server).to.contain('aria-pressed="false"');
    await waitFor(() => part(result.el, 'favorite')!.getAttribute('aria-pressed') === 'true', { message: 'favourite pressed' });
  });

  it('hydrates its error state for bad attributes', async () => {
    for (const attributes of [{ product: 'linen-shirt', sku: 'LS-RED-S' }, { product: 'linen-shirt', sku: 'LS-RED-S', stock: -1 }] as Record<string, string | number>[]) {
      const bad = await renderThenHydrate('shop-product-buttons', attributes);
      expectHydrated(bad);
      expect(part(bad.el, 'error')).to.not.equal(null);
      expect(part(bad.el, 'add')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3, 'show-stock': true }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'stock')!.textContent).to.equal('Auf Lager: 3');
    expect(part(de.el, 'add')!.textContent).to.equal('In den Warenkorb');
    expect(de.el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal('Dieses Produkt kaufen');
  });

  it('works once hydrated: the stepper sets the quantity and Add to cart sends it', async () => {
    await reply({ path: '/cart/add', body: ok({ lines: [], count: 2, subtotal: 0 }) });
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3 });
    expectHydrated(result);
    steps(result.el)[1]!.click();
    await waitFor(() => field(result.el).value === '2', { message: 'quantity 2' });
    part(result.el, 'add')!.click();
    await waitFor(() => $cartNumber.get() === 2, { message: 'cart count' });
    const [request] = await requests();
    expect(request).to.deep.include({ path: '/cart/add', body: { sku: 'LS-RED-S', quantity: 2 } });
  });

  it('with data (the host takes a form post): a form that buys without JavaScript; hydrated, its clicks add through the API and never submit', async () => {
    await reply({ path: '/cart/add', body: ok({ lines: [], count: 1, subtotal: 0 }) });
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3 }, { data: { addAction: '/cart/add' } });
    expectHydrated(result);
    const form = result.el.shadowRoot!.querySelector('form')!;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/cart/add', 'post']);
    // What it posts: the SKU, the quantity and, from Buy now, where to go next.
    expect([...new FormData(form, part(result.el, 'buy')).entries()]).to.deep.equal([['sku', 'LS-RED-S'], ['quantity', '1'], ['then', 'checkout']]);
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      submitted += 1;
      event.preventDefault();
    });
    // Enter in the quantity sets it and submits nothing; Add to cart adds through the API.
    field(result.el).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    part(result.el, 'add')!.click();
    await waitFor(() => $cartNumber.get() === 1, { message: 'cart count' });
    expect(submitted).to.equal(0);
    expect((await requests()).map((r) => r.path)).to.deep.equal(['/cart/add']);
  });

  it('without data: no form (the page has nowhere to post it)', async () => {
    const result = await renderThenHydrate('shop-product-buttons', { product: 'linen-shirt', sku: 'LS-RED-S', stock: 3 });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelectorAll('form').length).to.equal(0);
  });
});
