// <shop-cart>: drawn by the server renderer from the shopper's cart and totals (its data),
// hydrated in the browser with no mismatch; the browser starts from that cart (nothing shown
// changes while its own cart loads), in another language, empty, and loading with no data; then
// working: a quantity change is saved.
import { expect } from 'chai';
import '../../../widgets/cart/define';
import type { Cart } from '../../../runtime/api/types';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { setLocale } from '../../../runtime/i18n';
import { ok, release, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const line = (sku: string, name: string, quantity: number, selected = true) => ({ sku, product: { slug: sku.toLowerCase(), name, image: '/media/x.svg' }, options: [{ name: 'Color', value: 'Red' }], price: 1250, linePrice: null, quantity, stock: 5, selected });
const cartOf = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.filter((l) => l.selected).reduce((n, l) => n + l.price * l.quantity, 0) });
const totalsOf = (cart: Cart, extra: object = {}) => ({ lines: cart.lines, subtotal: cart.subtotal, coupon: null, discount: 0, shippingFee: 0, total: cart.subtotal, address: null, shippingMethod: null, ...extra });
const two = cartOf(line('TEE', 'Classic tee', 2), line('MUG', 'Mug', 1));
const saved = totalsOf(two, { coupon: { code: 'SAVE5', applied: true, error: null }, discount: 500, total: 3250 });
const shown = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map((n) => n.textContent!.replace(/\s+/g, ' ').trim());

describe('<shop-cart> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it("hydrates the shopper's lines and the server's totals, and keeps them while the browser's cart loads", async () => {
    await reply({ path: '/cart/list', body: ok(two) });
    const result = await renderThenHydrate('shop-cart', { 'checkout-href': '/checkout/information' }, { data: { cart: two, totals: saved } });
    expectHydrated(result);
    expect(result.server).to.contain('Classic tee');
    expect(shown(result.el, '[part="line"] a.name')).to.deep.equal(['Classic tee', 'Mug']);
    expect(shown(result.el, '[part="totals"] dd')).to.deep.equal(['$37.50', '−$5.00', '$32.50']);
    expect(shown(result.el, '[part="checkout"]')).to.deep.equal(['Check out (3)']);
    // The browser's own cart arrives: the same lines, nothing moves; the totals are not asked for again.
    await waitFor(() => $cartStatus.get() === 'ready');
    expect(shown(result.el, '[part="totals"] dd')).to.deep.equal(['$37.50', '−$5.00', '$32.50']);
    expect((await requests()).filter((r) => r.path === '/checkout/summary')).to.have.length(0);
  });

  it('hydrates the empty cart with its way on', async () => {
    const result = await renderThenHydrate('shop-cart', { 'continue-href': '/zh' }, { data: { cart: cartOf() } });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="empty"]')).to.not.equal(null);
    expect(result.server).to.contain('Your cart is empty');
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-cart', {}, { data: { cart: two, totals: totalsOf(two) }, locale: 'de' });
    expectHydrated(de);
    expect(shown(de.el, '[part="totals"] dd')).to.deep.equal(['37,50 $', '37,50 $']);
  });

  it('hydrates its loading state when the server had no cart to draw', async () => {
    // The browser's cart is held back: the loading state is what hydrates (an unanswered
    // request would fail and move the element on before the check, fast in WebKit).
    await reply({ path: '/cart/list', body: ok(two), hold: 'cart' });
    const bare = await renderThenHydrate('shop-cart', {});
    expectHydrated(bare);
    expect(bare.el.shadowRoot!.querySelector('shop-loading')).to.not.equal(null);
    await release('cart');
    await waitFor(() => shown(bare.el, '[part="line"] a.name').length === 2);
  });

  it('works once hydrated: a quantity change is shown at once and saved', async () => {
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/update', body: ok(cartOf(line('TEE', 'Classic tee', 3), line('MUG', 'Mug', 1))) }, { path: '/checkout/summary', body: ok(totalsOf(two)) });
    const result = await renderThenHydrate('shop-cart', {}, { data: { cart: two, totals: totalsOf(two) } });
    expectHydrated(result);
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Increase quantity of Classic tee"]')!.click();
    await waitFor(() => result.el.shadowRoot!.querySelector<HTMLInputElement>('input.quantity')!.value === '3');
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/update'));
    expect((await requests()).filter((r) => r.path === '/cart/update').map((r) => r.body)).to.deep.equal([{ sku: 'TEE', quantity: 3 }]);
  });
});
