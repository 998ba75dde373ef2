// Elements drawn by the server take what the shopper types before their code comes: a quantity
// typed (and the field left) while the code loads is the element's once it is live. It was lost:
// <shop-cart> dropped it (its cart started from the served one only after the typed value was put
// back) and <shop-product-buttons> showed 3 and added 1 (the field had been left before the
// element could read it). Each element's code is imported only when the test asks (loadElement).
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { Cart } from '../../../runtime/api/types';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { loadElement, registerElements } from '../../../runtime/elements';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender, type Hydration } from '../../helpers/browser/server-render';

registerElements({
  'shop-cart': () => import('../../../widgets/cart/define'),
  'shop-product-buttons': () => import('../../../widgets/product-buttons/define'),
});

const LIVE = Symbol.for('shop-elements.live');
const lineOf = (quantity: number) => ({ sku: 'TEE', product: { slug: 'tee', name: 'Classic tee', image: '/media/x.svg' }, options: [], price: 1250, linePrice: null, quantity, stock: 5, selected: true });
const cartOf = (quantity: number): Cart => ({ lines: [lineOf(quantity)], count: quantity, subtotal: 1250 * quantity });
const totalsOf = (cart: Cart) => ({ lines: cart.lines, subtotal: cart.subtotal, coupon: null, discount: 0, shippingFee: 0, total: cart.subtotal, address: null, shippingMethod: null });
const asked = async (path: string) => (await requests()).filter((r) => r.path === path).map((r) => r.body);

/** Types `text` into `field` and leaves it (Tab), with `tag`'s code not loaded yet; then loads it and waits until it is live. */
async function typeThenLoad(result: Hydration, tag: string, field: () => HTMLInputElement, text: string): Promise<void> {
  expect(customElements.get(tag), 'the code is not loaded yet').to.equal(undefined);
  field().focus();
  field().select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Tab' });
  expect(field().value, 'typed into the server drawn field').to.equal(text);
  await loadElement(tag);
  await waitFor(() => (result.el as HTMLElement & { [LIVE]?: boolean })[LIVE], { message: `<${tag}> live` });
  expectHydrated(result);
}

describe('typed into before the code came', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(() => cleanupPages());

  it('<shop-cart> keeps a quantity typed and left: held to the stock, noted, and saved', async () => {
    await reply({ path: '/cart/list', body: ok(cartOf(1)) }, { path: '/cart/update', body: ok(cartOf(5)) }, { path: '/checkout/summary', body: ok(totalsOf(cartOf(5))) });
    const result = await hydratePage(await serverRender('shop-cart', {}, { data: { cart: cartOf(1), totals: totalsOf(cartOf(1)) } }), 'shop-cart', { live: false });
    const field = () => result.el.shadowRoot!.querySelector<HTMLInputElement>('input.quantity')!;
    await typeThenLoad(result, 'shop-cart', field, '99');
    await waitFor(() => field().value === '5', { message: `the typed quantity, held to the stock (the field reads ${field().value})` });
    expect(result.el.shadowRoot!.querySelector('.warning')!.textContent).to.equal('Only 5 left');
    await waitFor(async () => (await asked('/cart/update')).length > 0, { message: 'the change saved' });
    expect(await asked('/cart/update')).to.deep.equal([{ sku: 'TEE', quantity: 5 }]);
  });

  it('<shop-product-buttons> adds the quantity typed and left', async () => {
    await reply({ path: '/cart/add', body: ok(cartOf(3)) });
    const result = await hydratePage(await serverRender('shop-product-buttons', { product: 'tee', sku: 'TEE', stock: 9 }), 'shop-product-buttons', { live: false });
    const field = () => result.el.shadowRoot!.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    await typeThenLoad(result, 'shop-product-buttons', field, '3');
    expect(field().value).to.equal('3');
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="add"]')!.click();
    await waitFor(async () => (await asked('/cart/add')).length > 0, { message: 'the line added' });
    expect(await asked('/cart/add')).to.deep.equal([{ sku: 'TEE', quantity: 3 }]);
  });
});
