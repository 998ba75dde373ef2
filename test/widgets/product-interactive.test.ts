import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/product-interactive/define';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $cartNumber, $token } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { $productSelection } from '../../widgets/shared/product-selection';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const sku = (code: string, color: string, stock: number, price: number, linePrice: number | null = null) => ({ code, options: { color }, price, linePrice, stock, image: `/img/${code}.svg` });
const product = {
  slug: 'linen-shirt',
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }, { value: 'green', label: 'Green' }] }],
  skus: [sku('LS-RED', 'red', 3, 4900, 5900), sku('LS-BLUE', 'blue', 7, 5200), sku('LS-GREEN', 'green', 0, 5000)],
};

function block(value: unknown = product, attrs = 'no-url currency="USD"') {
  const el = mount(`<shop-product-interactive ${attrs}></shop-product-interactive>`).firstElementChild as HTMLElement;
  el.setAttribute('product', JSON.stringify(value));
  return el;
}
const inner = <E extends Element = HTMLElement>(el: Element, tag: string) => el.shadowRoot?.querySelector<E>(tag) as E;
const deep = (el: Element, tag: string, selector: string) => inner(el, tag)?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const radio = (el: Element, value: string) => deep(el, 'shop-product-spec', `input[value="${value}"]`) as HTMLInputElement;

describe('<shop-product-interactive>', () => {
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $cartNumber.set(0);
    sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    $productSelection.set({});
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('shows picker, price, stock and buttons for the first variant in stock', async () => {
    const el = block();
    await shadowPart(el, '[part="stock"]');
    await waitFor(() => deep(el, 'shop-product-price', '[part="sale"]')?.textContent === '$49.00');
    expect(deep(el, 'shop-product-price', '[part="line"]')!.textContent).to.equal('$59.00');
    expect(inner(el, '[part="stock"]').textContent).to.equal('In stock: 3');
    await waitFor(() => radio(el, 'red')?.checked);
    const buttons = inner(el, 'shop-product-buttons');
    expect(buttons.getAttribute('product')).to.equal('linen-shirt');
    expect(buttons.getAttribute('sku')).to.equal('LS-RED');
  });

  it('starts at `selected`', async () => {
    const el = block({ ...product, selected: 'LS-BLUE' });
    await waitFor(() => radio(el, 'blue')?.checked);
    expect(inner(el, '[part="stock"]').textContent).to.equal('In stock: 7');
  });

  it('moves price, stock and the added SKU with a pick; a sold-out pick disables adding', async () => {
    await reply({ path: '/cart/add', body: ok({ lines: [], count: 1, subtotal: 5200 }) });
    const el = block();
    await waitFor(() => radio(el, 'blue'));
    radio(el, 'blue').click();
    await waitFor(() => inner(el, '[part="stock"]').textContent === 'In stock: 7');
    await waitFor(() => deep(el, 'shop-product-price', '[part="sale"]')?.textContent === '$52.00');
    (deep(el, 'shop-product-buttons', '[part="add"]') as HTMLButtonElement).click();
    await waitFor(() => $cartNumber.get() === 1);
    expect((await requests())[0]!.body).to.deep.equal({ sku: 'LS-BLUE', quantity: 1 });
    radio(el, 'green').click();
    await waitFor(() => (deep(el, 'shop-product-buttons', '[part="add"]') as HTMLButtonElement).disabled);
    // Said once, by the buttons: no stock line of its own, nothing from the picker.
    expect(inner(el, '[part="stock"]')).to.equal(null);
    expect(deep(el, 'shop-product-spec', '[role="status"]')).to.equal(null);
    expect(deep(el, 'shop-product-buttons', '[part="message"]')!.textContent).to.equal('Out of stock: this option cannot be added to the cart.');
  });

  it('leaves out the picker for a product without options', async () => {
    const el = block({ slug: 'mug', options: [], skus: [{ code: 'MUG', options: {}, price: 1200, linePrice: null, stock: 2, image: '' }] });
    await shadowPart(el, '[part="stock"]');
    expect(el.shadowRoot!.querySelector('shop-product-spec')).to.equal(null);
    expect(el.shadowRoot!.querySelector('shop-product-buttons')!.getAttribute('sku')).to.equal('MUG');
  });

  it('hides buy now with no-buy-now', async () => {
    const el = block(product, 'no-url no-buy-now');
    await waitFor(() => deep(el, 'shop-product-buttons', '[part="add"]'));
    expect(deep(el, 'shop-product-buttons', '[part="buy"]')).to.equal(null);
  });

  it('speaks zh-HK and zh', async () => {
    const el = block({ ...product, selected: 'LS-BLUE' });
    await shadowPart(el, '[part="stock"]');
    await setLocale('zh-HK');
    await waitFor(() => inner(el, '[part="stock"]').textContent!.startsWith('有貨'), { message: String(inner(el, '[part="stock"]')?.textContent) });
    await setLocale('zh');
    await waitFor(() => shadowText(inner(el, 'shop-product-buttons')).includes('加入购物车'));
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = block({ slug: 'x', options: [], skus: [] });
      await shadowPart(el, '[part="error"]');
      const bad = block(product, 'currency="dollars"');
      await shadowPart(bad, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      await waitFor(() => el.hasAttribute('data-invalid'));
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-interactive> "product" needs at least one SKU in "skus".');
      expect(messages.some((m) => m.startsWith('<shop-product-interactive> "currency" must be an ISO 4217'))).to.equal(true);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = block();
    await waitFor(() => radio(el, 'red') && deep(el, 'shop-product-buttons', '[part="add"]'));
    await expectAccessible(el);
  });
});
