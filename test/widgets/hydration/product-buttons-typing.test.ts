// <shop-product-buttons> drawn by the server takes a quantity typed before its code came: the
// shopper types 3 and leaves the field while the code loads, then adds to the cart. What is
// added is what the field shows. (It was not: the field showed 3 and the cart got 1, since the
// field had been left before the element could read it.)
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $cart, $cartStatus } from '../../../runtime/cart-lines';
import { loadElement, registerElements } from '../../../runtime/elements';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

registerElements({ 'shop-product-buttons': () => import('../../../widgets/product-buttons/define') });

const LIVE = Symbol.for('shop-elements.live');
const line = (quantity: number) => ({ sku: 'TEE-M', product: { slug: 'tee', name: 'Classic tee', image: '/media/x.svg' }, options: [], price: 1250, linePrice: null, quantity, stock: 9, selected: true });

describe('<shop-product-buttons> typed into before its code came', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(() => cleanupPages());

  it('adds the quantity typed and left before hydration', async () => {
    await reply({ path: '/cart/add', body: ok({ lines: [line(3)], count: 3, subtotal: 3750 }) });
    const html = await serverRender('shop-product-buttons', { product: 'tee', sku: 'TEE-M', stock: 9 });
    const result = await hydratePage(html, 'shop-product-buttons', { live: false });
    expect(customElements.get('shop-product-buttons'), 'the code is not loaded yet').to.equal(undefined);
    const field = () => result.el.shadowRoot!.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    field().focus();
    field().select();
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Tab' });

    await loadElement('shop-product-buttons');
    await waitFor(() => (result.el as HTMLElement & { [LIVE]?: boolean })[LIVE], { message: '<shop-product-buttons> live' });
    expectHydrated(result);
    expect(field().value).to.equal('3');
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="add"]')!.click();
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/add'), { message: 'the line added' });
    expect((await requests()).filter((r) => r.path === '/cart/add').map((r) => r.body)).to.deep.equal([{ sku: 'TEE-M', quantity: 3 }]);
  });
});
