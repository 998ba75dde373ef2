import { expect } from 'chai';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/product-buttons/define';
import { $wishList } from '../../runtime/account';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $cartNumber, $languagePrefix, $token } from '../../runtime/session';
import { $productDisplay } from '../../runtime/theme';
import { $toasts } from '../../runtime/toast';
import { $productSelection } from '../../widgets/shared/product-selection';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const cart = (count: number) => ({ lines: [], count, subtotal: 0 });
const sku = (code: string, stock: number) => ({ code, options: { color: code }, price: 4900, linePrice: null, stock, image: '' });

function buttons(attrs = 'product="linen-shirt" sku="LS-RED-S" stock="3"') {
  return mount(`<shop-product-buttons ${attrs}></shop-product-buttons>`).firstElementChild as HTMLElement;
}
const part = <E extends HTMLElement = HTMLButtonElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`)!;
const steps = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="step"]')];
const field = (el: Element) => part<HTMLInputElement>(el, 'quantity-input');

describe('<shop-product-buttons>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $languagePrefix.set('');
    $cartNumber.set(0);
    $wishList.set({ product: [], article: [] });
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    $productSelection.set({});
    $productDisplay.set({ showSlideImage: true, showFavorite: true, showCart: true });
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('shows a stepper from 1 to the stock, add to cart, buy now and the favourite toggle', async () => {
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    expect(field(el).value).to.equal('1');
    expect(field(el).max).to.equal('3');
    const [minus, plus] = steps(el);
    expect(minus!.disabled).to.equal(true);
    plus!.click();
    plus!.click();
    await waitFor(() => field(el).value === '3');
    expect(plus!.disabled).to.equal(true);
    expect(shadowText(el)).to.include('Only 3 left in stock.');
    expect(part(el, 'add').textContent).to.equal('Add to cart');
    expect(part(el, 'buy').textContent).to.equal('Buy now');
    expect(part(el, 'favorite').getAttribute('aria-pressed')).to.equal('false');
    expect(part(el, 'favorite').getAttribute('aria-pressed')).to.equal('false');
  });

  it('clamps a typed quantity to 1..stock when the field is left', async () => {
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    field(el).focus();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '12' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => field(el).value === '3');
    field(el).select();
    await sendKeys({ type: '0' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => field(el).value === '1');
  });

  it('adds the chosen quantity by keyboard, updating the cart count and toasting', async () => {
    await reply({ path: '/cart/add', body: ok(cart(2)) });
    const updates: CustomEvent[] = [];
    const onUpdate = (e: Event) => updates.push(e as CustomEvent);
    document.addEventListener('shop:cart-update', onUpdate);
    try {
      const el = buttons();
      await shadowPart(el, '[part="add"]');
      steps(el)[1]!.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => field(el).value === '2');
      part(el, 'add').focus();
      await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
      await waitFor(() => $cartNumber.get() === 2, { message: 'cart count' });
      const [request] = await requests();
      expect(request).to.deep.include({ path: '/cart/add', body: { sku: 'LS-RED-S', quantity: 2 } });
      expect(updates[0]!.detail.cart.count).to.equal(2);
      expect($toasts.get().map((t) => t.message)).to.deep.equal(['Added to cart']);
    } finally {
      document.removeEventListener('shop:cart-update', onUpdate);
    }
  });

  it('adds once for a double click, saying it is adding meanwhile', async () => {
    await reply({ path: '/cart/add', body: ok(cart(1)), hold: 'add' });
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    part(el, 'add').click();
    part(el, 'add').click();
    await waitFor(() => part(el, 'add').textContent === 'Adding…');
    expect(part(el, 'add').getAttribute('aria-disabled')).to.equal('true');
    await release('add');
    await waitFor(() => part(el, 'add').textContent === 'Add to cart');
    expect(await requests()).to.have.length(1);
  });

  it('changes nothing when the add is refused', async () => {
    await reply({ path: '/cart/add', body: { code: 40, msg: 'Not enough stock: 1 left', data: { field: 'quantity' } } });
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    part(el, 'add').click();
    await waitFor(() => $toasts.get().length === 1);
    expect($toasts.get()[0]!.message).to.equal('Not enough stock: 1 left');
    expect($cartNumber.get()).to.equal(0);
    expect(assign.called).to.equal(false);
  });

  it('buy now adds, then goes to the checkout under the language prefix (no success toast)', async () => {
    $languagePrefix.set('/zh-HK');
    await reply({ path: '/cart/add', body: ok(cart(1)) });
    const el = buttons();
    await shadowPart(el, '[part="buy"]');
    part(el, 'buy').click();
    await waitFor(() => assign.called, { message: 'navigation' });
    expect(new URL(assign.firstCall.args[0] as string).pathname).to.equal('/zh-HK/checkout/information');
    expect((await requests())[0]!.path).to.equal('/cart/add');
    expect($toasts.get()).to.deep.equal([]);
  });

  it('buy now stays when shop:buy-now is cancelled, and honours checkout-href', async () => {
    await reply({ path: '/cart/add', body: ok(cart(1)) }, { path: '/cart/add', body: ok(cart(2)) });
    const el = buttons('product="linen-shirt" sku="LS-RED-S" stock="3" checkout-href="/cart"');
    await shadowPart(el, '[part="buy"]');
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('shop:buy-now', cancel, { once: true });
    part(el, 'buy').click();
    await waitFor(() => $cartNumber.get() === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(assign.called).to.equal(false);
    part(el, 'buy').click();
    await waitFor(() => assign.called);
    expect(new URL(assign.firstCall.args[0] as string).pathname).to.equal('/cart');
  });

  it('follows the picked variant: its SKU is added, its stock bounds the stepper, sold out disables add', async () => {
    await reply({ path: '/cart/add', body: ok(cart(1)) });
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    $productSelection.setKey('linen-shirt', sku('LS-BLUE-S', 0));
    await waitFor(() => part(el, 'add').disabled);
    expect(part(el, 'buy').disabled).to.equal(true);
    expect(field(el).disabled).to.equal(true);
    expect(part(el, 'message').textContent).to.equal('Out of stock: this option cannot be added to the cart.');
    expect(part(el, 'add').getAttribute('aria-describedby')).to.equal(part(el, 'message').id);
    $productSelection.setKey('linen-shirt', sku('LS-BLUE-M', 5));
    await waitFor(() => !part(el, 'add').disabled);
    expect(field(el).max).to.equal('5');
    part(el, 'add').click();
    await waitFor(() => $cartNumber.get() === 1);
    expect((await requests())[0]!.body).to.deep.equal({ sku: 'LS-BLUE-M', quantity: 1 });
  });

  it('shows the picked variant’s stock line with show-stock (the product page), none without', async () => {
    const plain = buttons();
    await shadowPart(plain, '[part="add"]');
    expect(part(plain, 'stock')).to.equal(null);
    cleanup();
    const el = buttons('product="linen-shirt" sku="LS-RED-S" stock="1200" show-stock');
    expect((await shadowPart(el, '[part="stock"]')).textContent).to.equal('In stock: 1,200');
    $productSelection.setKey('linen-shirt', sku('LS-BLUE-S', 0));
    await waitFor(() => part(el, 'stock').textContent === 'Sold out');
    expect(part(el, 'stock').className).to.equal('stock out');
  });

  it('says a sold-out pick once (the stock line, on the product page) and disables every control', async () => {
    const el = buttons('product="linen-shirt" sku="LS-RED-S" stock="4" show-stock');
    await shadowPart(el, '[part="stock"]');
    $productSelection.setKey('linen-shirt', sku('LS-BLUE-S', 0));
    await waitFor(() => part(el, 'stock').textContent === 'Sold out');
    // One message: the stock line; the message under the buttons says nothing more.
    expect(part(el, 'message').textContent).to.equal('');
    expect(part(el, 'message').getClientRects().length).to.equal(0);
    expect(part(el, 'stock').getAttribute('aria-live')).to.equal('polite');
    for (const control of [part(el, 'add'), part(el, 'buy'), field(el)]) expect(control.getAttribute('aria-describedby')).to.equal(part(el, 'stock').id);
    // Every control off, and looking it: −, the field, +, add, buy now.
    const steps = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="step"]')];
    expect([...steps, field(el), part(el, 'add'), part(el, 'buy')].map((c) => c.disabled)).to.deep.equal([true, true, true, true, true]);
    for (const control of [...steps, field(el)]) expect(Number(getComputedStyle(control).opacity)).to.be.below(0.6);
  });

  it('ignores another product’s pick', async () => {
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    $productSelection.setKey('other', sku('X', 0));
    await new Promise((r) => setTimeout(r, 30));
    expect(part(el, 'add').disabled).to.equal(false);
  });

  it('toggles the favourite with aria-pressed when signed in', async () => {
    $token.set('tok');
    await reply({ path: '/favorite/add', body: ok({ favorite: true }) }, { path: '/favorite/cancel', body: ok({ favorite: false }) });
    const changes: boolean[] = [];
    const el = buttons();
    el.addEventListener('shop:favorite-change', (e) => changes.push((e as CustomEvent).detail.favorite));
    await shadowPart(el, '[part="favorite"]');
    part(el, 'favorite').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, 'favorite').getAttribute('aria-pressed') === 'true');
    await waitFor(() => changes.length === 1);
    part(el, 'favorite').click();
    await waitFor(() => part(el, 'favorite').getAttribute('aria-pressed') === 'false');
    await waitFor(() => changes.length === 2);
    expect(changes).to.deep.equal([true, false]);
    expect((await requests()).map((r) => r.path).filter((p) => p !== '/favorite/whishList')).to.deep.equal(['/favorite/add', '/favorite/cancel']);
    // Pressed follows the wish list wherever it changes.
    $wishList.set({ product: [{ slug: 'linen-shirt' } as never], article: [] });
    await waitFor(() => part(el, 'favorite').getAttribute('aria-pressed') === 'true');
  });

  it('rolls the favourite back when the server refuses', async () => {
    $token.set('tok');
    await reply({ path: '/favorite/add', status: 500, body: 'x', hold: 'favorite' });
    const el = buttons();
    await shadowPart(el, '[part="favorite"]');
    part(el, 'favorite').click();
    await waitFor(() => part(el, 'favorite').getAttribute('aria-pressed') === 'true');
    await release('favorite');
    await waitFor(() => part(el, 'favorite').getAttribute('aria-pressed') === 'false', { message: 'rollback' });
    expect($toasts.get()).to.have.length(1);
  });

  it('sends a signed-out shopper to sign-in from the favourite', async () => {
    const el = buttons();
    await shadowPart(el, '[part="favorite"]');
    part(el, 'favorite').click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal(`/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    expect(part(el, 'favorite').getAttribute('aria-pressed')).to.equal('false');
  });

  it('honours the theme flags showCart and showFavorite', async () => {
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    $productDisplay.setKey('showFavorite', false);
    await waitFor(() => !el.shadowRoot!.querySelector('[part="favorite"]'));
    $productDisplay.set({ showSlideImage: true, showFavorite: true, showCart: false });
    await waitFor(() => !el.shadowRoot!.querySelector('[part="add"]') && el.shadowRoot!.querySelector('[part="favorite"]'));
    expect(el.shadowRoot!.querySelector('[part="quantity"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="buy"]')).to.equal(null);
    $productDisplay.setKey('showFavorite', false);
    await waitFor(() => !el.shadowRoot!.querySelector('[part="base"]'));
  });

  it('hides buy now with no-buy-now', async () => {
    const el = buttons('product="linen-shirt" sku="LS-RED-S" stock="3" no-buy-now');
    await shadowPart(el, '[part="add"]');
    expect(el.shadowRoot!.querySelector('[part="buy"]')).to.equal(null);
  });

  it('speaks zh and zh-HK', async () => {
    const el = buttons('product="linen-shirt" sku="LS-RED-S" stock="0"');
    await shadowPart(el, '[part="add"]');
    await setLocale('zh');
    await waitFor(() => part(el, 'add').textContent === '加入购物车');
    expect(part(el, 'buy').textContent).to.equal('立即购买');
    expect(part(el, 'message').textContent).to.equal('缺货：此规格无法加入购物车。');
    expect(steps(el)[1]!.getAttribute('aria-label')).to.equal('增加数量');
    await setLocale('zh-HK');
    await waitFor(() => part(el, 'add').textContent === '加入購物車');
  });

  it('shows its error state for bad attributes', async () => {
    const errors = collectErrors();
    try {
      buttons('product="linen-shirt" sku="LS-RED-S" stock="-1"');
      buttons('sku="LS-RED-S" stock="2"');
      for (const el of document.querySelectorAll('shop-product-buttons')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'));
      }
      await waitFor(() => errors.events.length >= 2);
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-buttons> "stock" must be at least 0.');
      expect(messages).to.include('<shop-product-buttons> "product" is required.');
    } finally {
      errors.stop();
    }
  });

  it('is accessible, in stock and sold out', async () => {
    const el = buttons();
    await shadowPart(el, '[part="add"]');
    await expectAccessible(el);
    const sold = buttons('product="linen-shirt" sku="LS-RED-S" stock="0"');
    await shadowPart(sold, '[part="add"]');
    await expectAccessible(sold);
  });
});
