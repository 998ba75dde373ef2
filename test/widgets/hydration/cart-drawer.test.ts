// <shop-cart-drawer> (one render): drawn by the server renderer with the shopper's cart (its
// data): the button with the count, and, shown only without JavaScript, the same face as a link
// to the cart page; the drawer closed, holding the lines. Hydrated with no mismatch, for a first
// visit (no data), in another language and in its error state; then working: the button opens
// the drawer with the server's lines, before the browser's cart has answered.
import { expect } from 'chai';
import '../../../widgets/cart-drawer/define';
import type { Cart } from '../../../runtime/api/types';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { setLocale } from '../../../runtime/i18n';
import { $cartNumber } from '../../../runtime/session';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const line = (sku: string, name: string, quantity: number) => ({ sku, product: { slug: sku.toLowerCase(), name, image: '/media/x.svg' }, options: [], price: 1250, linePrice: null, quantity, stock: 5, selected: true });
const cartOf = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.reduce((n, l) => n + l.price * l.quantity, 0) });
const two = cartOf(line('TEE', 'Classic tee', 2), line('MUG', 'Mug', 1));
const part = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);

describe('<shop-cart-drawer> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
    $cartNumber.set(0);
  });
  afterEach(async () => {
    cleanupPages();
    $cartNumber.set(0);
    await setLocale('en');
  });

  it("hydrates the shopper's count, a no-JavaScript link to the cart page, and the closed drawer with the lines", async () => {
    // A browser whose stored count is the server's (as the runtime keeps it).
    $cartNumber.set(3);
    const result = await renderThenHydrate('shop-cart-drawer', { 'cart-href': '/cart' }, { data: { cart: two } });
    expectHydrated(result);
    expect(part(result.el, 'button[part="trigger"] [part="count"]')!.textContent).to.equal('3');
    const link = part<HTMLAnchorElement>(result.el, 'a.trigger.no-script')!;
    expect(link.getAttribute('href')).to.equal('/cart');
    expect(getComputedStyle(link).display, 'shown only without JavaScript').to.equal('none');
    expect(part<HTMLDialogElement>(result.el, 'dialog')!.open).to.equal(false);
    expect(result.server).to.contain('Classic tee');
  });

  it('hydrates a first visit: no count, an empty closed drawer', async () => {
    const result = await renderThenHydrate('shop-cart-drawer', {});
    expectHydrated(result);
    expect(part(result.el, '[part="count"]')).to.equal(null);
    expect(part(result.el, 'button[part="trigger"] .visually-hidden')!.textContent).to.equal('Cart, 0 items');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $cartNumber.set(3);
    const result = await renderThenHydrate('shop-cart-drawer', {}, { data: { cart: two }, locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, '[part="count"]')!.textContent).to.equal('3');
  });

  it('hydrates its error state for a bad boolean', async () => {
    const bad = await renderThenHydrate('shop-cart-drawer', { 'no-trigger': 'maybe' }, { data: { cart: two } });
    expectHydrated(bad);
    expect(part(bad.el, '.element-error')).to.not.equal(null);
  });

  it("works once hydrated: the button opens the drawer with the server's lines while the browser's cart loads", async () => {
    $cartNumber.set(3);
    await reply({ path: '/cart/list', body: ok(two) });
    const result = await renderThenHydrate('shop-cart-drawer', {}, { data: { cart: two } });
    expectHydrated(result);
    part<HTMLButtonElement>(result.el, 'button[part="trigger"]')!.click();
    await waitFor(() => part<HTMLDialogElement>(result.el, 'dialog')!.open);
    expect([...result.el.shadowRoot!.querySelectorAll('[part="line"] a.name')].map((a) => a.textContent)).to.deep.equal(['Classic tee', 'Mug']);
    expect(result.el.hasAttribute('open')).to.equal(true);
  });
});
