// Links to the shop's pages from elements pasted on another site (issue 23): with the shop
// elsewhere, what an element links to or sends the shopper to is the shop's page, at its origin
// (the embedding site has no such page); on the shop's own pages every link stays relative.
import { expect } from 'chai';
import sinon from 'sinon';
import type { Cart } from '../../runtime/api/types';
import { browser } from '../../runtime/browser';
import { $cart, $cartStatus } from '../../runtime/cart-lines';
import { toggleFavorite } from '../../runtime/favorites';
import { post } from '../../runtime/http/client';
import { $cartNumber, $languagePrefix, $token, $userInfo } from '../../runtime/session';
import { setShopAddress } from '../../runtime/shop-address';
import '../../widgets/cart-drawer/define';
import '../../widgets/product-list/define';
import '../../widgets/verify-prompt/define';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const SHOP = 'https://shop.example';
const hrefs = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll('a')].filter((a) => a.matches(selector)).map((a) => a.getAttribute('href'));
const back = () => encodeURIComponent(`${location.pathname}${location.search}`);

/** The shop's API is the test API: requests to the shop's origin are answered from this page's. */
function answerTheShopHere(): void {
  const real = window.fetch;
  sinon.replace(window, 'fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== SHOP) return real(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return real(new Request(`${location.origin}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body, signal: request.signal }));
  });
}

const cart: Cart = {
  lines: [{ sku: 'TEE', product: { slug: 'tee', name: 'Classic tee', image: '/media/x.svg' }, options: [], price: 1000, linePrice: null, quantity: 1, stock: 5, selected: true }],
  count: 1,
  subtotal: 1000,
} as unknown as Cart;
const products = [{ id: 1, slug: 'linen-shirt', name: 'Linen shirt', price: 4900, linePrice: null, image: '', score: null, inStock: true }];

async function openDrawer(): Promise<Element> {
  await reply({ path: '/cart/list', body: ok(cart) });
  const el = mount('<shop-cart-drawer></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
  (await shadowPart<HTMLButtonElement>(el, '[part="trigger"]')).click();
  await waitFor(() => el.shadowRoot!.querySelector('[part="checkout"]'), { message: 'the drawer with its line' });
  return el;
}

function productList(): Element {
  const el = mount('<shop-product-list currency="USD"></shop-product-list>').querySelector('shop-product-list')!;
  el.setAttribute('products', JSON.stringify(products));
  return el;
}

describe("links to the shop's pages", () => {
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    $cart.set(undefined);
    $cartStatus.set('idle');
    $cartNumber.set(1);
  });
  afterEach(() => {
    cleanup();
    setShopAddress(undefined);
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    $cartNumber.set(0);
    $languagePrefix.set('');
  });

  describe('with the shop on another site', () => {
    beforeEach(() => {
      setShopAddress(SHOP);
      answerTheShopHere();
    });

    it("<shop-cart-drawer>: the cart, the checkout and the product at the shop's origin", async () => {
      const el = await openDrawer();
      expect(hrefs(el, '.trigger.no-script')).to.deep.equal([`${SHOP}/cart`]);
      expect(hrefs(el, '[part="checkout"]')).to.deep.equal([`${SHOP}/checkout/information`]);
      expect(hrefs(el, '.foot .secondary')).to.deep.equal([`${SHOP}/cart`]);
      expect(hrefs(el, '.line .name')).to.deep.equal([`${SHOP}/product/tee`]);
    });

    it('<shop-cart-drawer>: addresses the page gives stay as given', async () => {
      await reply({ path: '/cart/list', body: ok(cart) });
      const el = mount('<shop-cart-drawer cart-href="/basket" checkout-href="https://pay.example/go"></shop-cart-drawer>').querySelector('shop-cart-drawer')!;
      (await shadowPart<HTMLButtonElement>(el, '[part="trigger"]')).click();
      await waitFor(() => el.shadowRoot!.querySelector('[part="checkout"]'));
      expect(hrefs(el, '.trigger.no-script')).to.deep.equal(['/basket']);
      expect(hrefs(el, '[part="checkout"]')).to.deep.equal(['https://pay.example/go']);
    });

    it("<shop-verify-prompt>: sign-in (coming back to a path) and home at the shop's origin, under the language prefix", async () => {
      $languagePrefix.set('/zh');
      const el = mount('<shop-verify-prompt account="new@example.com"></shop-verify-prompt>').querySelector('shop-verify-prompt')!;
      await shadowPart(el, '[part="title"]');
      expect(hrefs(el, '[part="link"]')).to.deep.equal([`${SHOP}/zh/auth/signin?redirect=${back()}`, `${SHOP}/zh/`]);
    });

    it("<shop-product-list>: each card links to the product at the shop's origin", async () => {
      const el = productList();
      await shadowPart(el, '[part="card-link"]');
      expect(hrefs(el, '[part="card-link"]')).to.deep.equal([`${SHOP}/product/linen-shirt`]);
    });

    it("sends a signed-out shopper to the shop's sign-in page", async () => {
      const assign = sinon.stub(browser, 'assign');
      await toggleFavorite('product', 'tee');
      $token.set('stale');
      await reply({ path: '/user/info', body: { code: 50, msg: 'login error', data: null } });
      await post('user/info').catch(() => undefined);
      expect(assign.args).to.deep.equal([[`${SHOP}/auth/signin?redirect=${back()}`], [`${SHOP}/auth/signin?redirect=${back()}`]]);
    });
  });

  describe("on the shop's own pages (the default)", () => {
    it('every link stays a path', async () => {
      const drawer = await openDrawer();
      expect(hrefs(drawer, '.trigger.no-script, [part="checkout"], .foot .secondary, .line .name')).to.deep.equal(['/cart', '/product/tee', '/checkout/information', '/cart']);
      const prompt = mount('<shop-verify-prompt account="new@example.com"></shop-verify-prompt>').querySelector('shop-verify-prompt')!;
      await shadowPart(prompt, '[part="title"]');
      expect(hrefs(prompt, '[part="link"]')).to.deep.equal([`/auth/signin?redirect=${back()}`, '/']);
      const list = productList();
      await shadowPart(list, '[part="card-link"]');
      expect(hrefs(list, '[part="card-link"]')).to.deep.equal(['/product/linen-shirt']);
    });

    it('sends a signed-out shopper to the sign-in path', async () => {
      const assign = sinon.stub(browser, 'assign');
      await toggleFavorite('product', 'tee');
      expect(assign.args).to.deep.equal([[`/auth/signin?redirect=${back()}`]]);
    });
  });
});
