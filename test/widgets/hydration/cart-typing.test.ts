// <shop-cart> drawn by the server takes a quantity typed before its code came: the shopper types
// 99 into a line's field and moves on while the element's code loads. Once hydrated, the cart
// has that change (held to the stock, with the stock note) and saves it; nothing typed is lost.
// (It was: the typed value reached the element before its cart had started from the served one,
// and the change was dropped; the field went back to 1.)
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { Cart } from '../../../runtime/api/types';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { loadElement, registerElements } from '../../../runtime/elements';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

registerElements({ 'shop-cart': () => import('../../../widgets/cart/define') });

const LIVE = Symbol.for('shop-elements.live');
const lineOf = (quantity: number) => ({ sku: 'TEE', product: { slug: 'tee', name: 'Classic tee', image: '/media/x.svg' }, options: [], price: 1250, linePrice: null, quantity, stock: 5, selected: true });
const cartOf = (quantity: number): Cart => ({ lines: [lineOf(quantity)], count: quantity, subtotal: 1250 * quantity });
const totalsOf = (cart: Cart) => ({ lines: cart.lines, subtotal: cart.subtotal, coupon: null, discount: 0, shippingFee: 0, total: cart.subtotal, address: null, shippingMethod: null });

describe('<shop-cart> typed into before its code came', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(() => cleanupPages());

  it('keeps a quantity typed and left before hydration: held to the stock, noted, and saved', async () => {
    await reply({ path: '/cart/list', body: ok(cartOf(1)) }, { path: '/cart/update', body: ok(cartOf(5)) }, { path: '/checkout/summary', body: ok(totalsOf(cartOf(5))) });
    const html = await serverRender('shop-cart', {}, { data: { cart: cartOf(1), totals: totalsOf(cartOf(1)) } });
    const result = await hydratePage(html, 'shop-cart', { live: false });
    expect(customElements.get('shop-cart'), 'the code is not loaded yet').to.equal(undefined);
    const field = () => result.el.shadowRoot!.querySelector<HTMLInputElement>('input.quantity')!;
    field().focus();
    field().select();
    await sendKeys({ type: '99' });
    await sendKeys({ press: 'Tab' });
    expect(field().value, 'typed into the server drawn field').to.equal('99');

    await loadElement('shop-cart');
    await waitFor(() => (result.el as HTMLElement & { [LIVE]?: boolean })[LIVE], { message: '<shop-cart> live' });
    expectHydrated(result);
    await waitFor(() => field().value === '5', { message: `the typed quantity, held to the stock (the field reads ${field().value})` });
    expect(result.el.shadowRoot!.querySelector('.warning')!.textContent).to.equal('Only 5 left');
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/update'), { message: 'the change saved' });
    expect((await requests()).filter((r) => r.path === '/cart/update').map((r) => r.body)).to.deep.equal([{ sku: 'TEE', quantity: 5 }]);
  });
});
