// The loader with elements the server drew (declarative shadow roots), in a page of its own:
// the tags here must not have been defined by another test. A press on a server-drawn button
// before the element's code arrived is replayed on that very button once hydrated; the header's
// elements keep waiting while the browser holds the state the page was drawn for.
import { expect } from 'chai';
import type { Cart } from '../../runtime/api/types';
import { observe, registerElements, restate, upgrade } from '../../runtime/elements';
import { INITIAL_DATA_ID } from '../../runtime/initial-data';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';
import { cleanupPages, parsePage, serverRender } from '../helpers/browser/server-render';

const asked: string[] = [];
const release = new Map<string, () => Promise<void>>();

/** `tag`'s code is asked for (recorded) and arrives when the test releases it: `define` runs then. */
function held(tag: string, define: () => Promise<unknown>): void {
  registerElements({
    [tag]: () => {
      asked.push(tag);
      return new Promise<void>((resolve) => release.set(tag, () => define().then(() => resolve())));
    },
  });
}

function onPage(html: string): HTMLElement {
  const container = document.createElement('div');
  container.append(parsePage(html));
  document.body.append(container);
  upgrade(container);
  return container;
}

const line = (sku: string, name: string, quantity: number) => ({ sku, product: { slug: sku.toLowerCase(), name, image: '/media/x.svg' }, options: [], price: 1250, linePrice: null, quantity, stock: 5, selected: true });
const cartOf = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.reduce((n, l) => n + l.price * l.quantity, 0) });

describe('the loader and server-drawn elements', () => {
  before(() => observe());
  afterEach(() => {
    cleanupPages();
    document.querySelectorAll('body > div').forEach((div) => div.remove());
    for (const key of ['shop.token', 'shop.cartNumber']) localStorage.removeItem(key);
  });

  it("a cart drawn by the server waits for the shopper; pressing the second line's + before its code arrived changes that line, once", async () => {
    await resetApi();
    const two = cartOf(line('TEE', 'Classic tee', 1), line('MUG', 'Mug', 1));
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/update', body: ok(cartOf(line('TEE', 'Classic tee', 1), line('MUG', 'Mug', 2))) }, { path: '/checkout/summary', body: ok({ lines: two.lines, subtotal: 3750, coupon: null, discount: 0, shippingFee: 0, total: 3750, address: null, shippingMethod: null }) });
    held('shop-cart', () => import('../../widgets/cart/define'));
    const page = onPage(await serverRender('shop-cart', {}, { data: { cart: two } }));
    const el = page.querySelector('shop-cart')!;
    const plus = el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Increase quantity of Mug"]')!;
    expect(asked, 'drawn by the server: no code before use').not.to.include('shop-cart');
    plus.click();
    await waitFor(() => asked.includes('shop-cart'), { message: 'the press asks for the code' });
    await release.get('shop-cart')!();
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/update'), { message: 'the replayed press saved' });
    expect((await requests()).filter((r) => r.path === '/cart/update').map((r) => r.body)).to.deep.equal([{ sku: 'MUG', quantity: 2 }]);
    expect(el.shadowRoot!.querySelector('[aria-label="Increase quantity of Mug"]'), 'hydrated: the same button').to.equal(plus);
  });

  it("the header's account menu and cart drawer keep waiting while the browser holds what the page was drawn for (initial data config.drawnFor)", async () => {
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: INITIAL_DATA_ID, textContent: JSON.stringify({ config: { drawnFor: { 'shop.token': true, 'shop.cartNumber': 2 } } }) });
    document.head.append(data);
    try {
      localStorage.setItem('shop.token', 'a-token');
      localStorage.setItem('shop.cartNumber', '2');
      held('shop-account-menu', async () => undefined);
      held('shop-cart-drawer', async () => undefined);
      held('shop-t-after', async () => undefined);
      const drawn = '<template shadowrootmode="open"><button type="button">Drawn</button></template>';
      onPage(`<shop-account-menu>${drawn}</shop-account-menu><shop-cart-drawer>${drawn}</shop-cart-drawer><shop-t-after></shop-t-after>`);
      await waitFor(() => asked.includes('shop-t-after'), { message: 'the loader went past both' });
      expect(asked, 'drawn for this shopper').not.to.include('shop-account-menu');
      expect(asked).not.to.include('shop-cart-drawer');
      localStorage.setItem('shop.cartNumber', '3');
      restate();
      expect(asked, 'the count changed since the page was drawn').to.include('shop-cart-drawer');
      expect(asked).not.to.include('shop-account-menu');
    } finally {
      data.remove();
    }
  });
});
