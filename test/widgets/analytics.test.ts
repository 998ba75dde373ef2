// The elements report what the shopper does as shop:analytics events (runtime/analytics.ts),
// each where it happens: lists, product buttons, cart, checkout, search, sign-in and sign-up.
import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/cart/define';
import '../../widgets/cart-drawer/define';
import '../../widgets/category-product/define';
import '../../widgets/checkout/define';
import '../../widgets/product-buttons/define';
import '../../widgets/product-list/define';
import '../../widgets/search/define';
import '../../widgets/signin/define';
import '../../widgets/signup/define';
import type { AnalyticsDetail } from '../../runtime/analytics';
import type { Cart } from '../../runtime/api/types';
import { browser } from '../../runtime/browser';
import { $cart, $cartStatus } from '../../runtime/cart-lines';
import { resetCheckout } from '../../runtime/checkout';
import { $page } from '../../runtime/navigation/navigator';
import { $languagePrefix, $token, $userInfo, clearSession } from '../../runtime/session';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { inputNamed, passwordInput, typeInto, user } from '../helpers/browser/auth-form';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '' }, options: [{ name: 'Color', value: 'Red' }], price: 2500, linePrice: null, quantity: 2, stock: 9, selected: true };
const teeItem = { item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 2 };
const cart: Cart = { lines: [line], count: 2, subtotal: 5000 };
const empty: Cart = { lines: [], count: 0, subtotal: 0 };
const summary = (slug: string, name: string, price: number) => ({ id: 1, slug, name, price, linePrice: null, image: '', score: null, inStock: true });
const totals = { lines: [line], subtotal: 5000, coupon: { code: 'TENOFF', applied: true, error: null }, discount: 1000, shippingFee: 0, total: 4000, address: null, shippingMethod: null };
const order = {
  number: 'SE000007', status: 'in_progress', payStatus: 'paid', shippingMethod: 'express', shippingMethodName: 'Express', paymentMethod: 'test-card', paymentMethodName: 'Card', couponCode: null,
  price: 5000, discount: 0, shippingFee: 1500, paymentAmount: 6500, createdAt: '2026-11-22T10:00:00Z', products: [{ slug: 'tee', name: 'Classic tee', sku: 'TEE-RED-M', price: 2500, quantity: 2, image: '', options: [] }], shipments: [],
  address: { id: 5, firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: '', postalCode: '', address: '1 Harbour Road', apartment: '', countryCode: '+852', phone: '5555 1234', isDefault: false },
};

describe('analytics from the elements', () => {
  let events: AnalyticsDetail[];
  const record = (event: Event) => events.push((event as CustomEvent<AnalyticsDetail>).detail);
  const named = (name: string) => events.filter((e) => e.event === name);
  // Card links are followed for real otherwise: the test page must stay.
  const stay = (event: Event) => event.composedPath().some((target) => target instanceof HTMLAnchorElement) && event.preventDefault();
  beforeEach(async () => {
    await resetApi();
    events = [];
    $languagePrefix.set('');
    $cart.set(undefined);
    $cartStatus.set('idle');
    resetCheckout();
    document.addEventListener('shop:analytics', record);
    document.addEventListener('click', stay);
  });
  afterEach(() => {
    document.removeEventListener('shop:analytics', record);
    document.removeEventListener('click', stay);
    cleanup();
    sinon.restore();
    $page.set(undefined);
    clearSession();
  });

  it('product list: view_item_list with the list named and each item numbered; select_item on a card', async () => {
    const products = [summary('mug', 'Mug', 1299), summary('cup', 'Cup', 800)];
    const el = mount(`<shop-product-list label="New in" products='${JSON.stringify(products)}'></shop-product-list>`).firstElementChild!;
    await waitFor(() => named('view_item_list').length === 1);
    expect(named('view_item_list')[0]!.ecommerce).to.deep.equal({
      currency: 'USD',
      value: 20.99,
      items: [
        { item_id: 'mug', item_name: 'Mug', price: 12.99, quantity: 1, index: 0, item_list_id: 'product-list', item_list_name: 'New in' },
        { item_id: 'cup', item_name: 'Cup', price: 8, quantity: 1, index: 1, item_list_id: 'product-list', item_list_name: 'New in' },
      ],
    });
    (await shadowPart<HTMLAnchorElement>(el, '[part="card"]:nth-child(2) [part="card-link"]')).click();
    expect(named('select_item')).to.have.length(1);
    expect(named('select_item')[0]!.ecommerce.items).to.deep.equal([{ item_id: 'cup', item_name: 'Cup', price: 8, quantity: 1, index: 1, item_list_id: 'product-list', item_list_name: 'New in' }]);
  });

  it("category listing: view_item_list numbered from the page's first product", async () => {
    await reply({ path: '/product/list', body: ok({ list: [summary('mug', 'Mug', 1299)], total: 13, page: 2, pageSize: 12 }) });
    mount('<shop-category-product category="kitchen" no-url></shop-category-product>');
    await waitFor(() => named('view_item_list').length === 1);
    expect(named('view_item_list')[0]!.ecommerce.items).to.deep.equal([{ item_id: 'mug', item_name: 'Mug', price: 12.99, quantity: 1, index: 12, item_list_id: 'category:kitchen', item_list_name: 'category:kitchen' }]);
  });

  it("product buttons: view_item for the page's product, add_to_cart with the line the server added", async () => {
    const product = { ...summary('tee', 'Classic tee', 2500), description: '', category: { slug: 'tops', name: 'Tops' }, images: [], options: [], tags: [], skus: [{ code: 'TEE-RED-M', options: {}, price: 2500, linePrice: 3000, stock: 9, image: '' }] };
    $page.set({ url: location.href, route: undefined, data: { product, sku: 'TEE-RED-M' } } as never);
    await reply({ path: '/cart/add', body: ok(cart) });
    const el = mount('<shop-product-buttons product="tee" sku="TEE-RED-M" stock="9"></shop-product-buttons>').firstElementChild!;
    await waitFor(() => named('view_item').length === 1);
    expect(named('view_item')[0]!.ecommerce).to.deep.equal({
      currency: 'USD',
      value: 25,
      items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', item_category: 'Tops', price: 25, quantity: 1, discount: 5 }],
    });
    (await shadowPart<HTMLButtonElement>(el, '[part="add"]')).click();
    await waitFor(() => named('add_to_cart').length === 1);
    // The quantity added (1), not the line's whole quantity in the cart (2).
    expect(named('add_to_cart')[0]!.ecommerce).to.deep.equal({ currency: 'USD', value: 25, items: [{ ...teeItem, quantity: 1 }] });
    expect(named('view_item')).to.have.length(1);
  });

  it('cart: view_cart once the cart is in, remove_from_cart once the server let the line go', async () => {
    await reply({ path: '/cart/list', body: ok(cart) }, { path: '/cart/remove', body: ok(empty) });
    const el = mount('<shop-cart></shop-cart>').firstElementChild!;
    await waitFor(() => named('view_cart').length === 1);
    expect(named('view_cart')[0]!.ecommerce).to.deep.equal({ currency: 'USD', value: 50, items: [teeItem] });
    (await shadowPart<HTMLButtonElement>(el, '[aria-label="Remove Classic tee"]')).click();
    await waitFor(() => named('remove_from_cart').length === 1);
    expect(named('remove_from_cart')[0]!.ecommerce).to.deep.equal({ currency: 'USD', value: 50, items: [teeItem] });
  });

  it('cart drawer: view_cart when it opens', async () => {
    await reply({ path: '/cart/list', body: ok(cart) });
    const el = mount('<shop-cart-drawer></shop-cart-drawer>').firstElementChild!;
    const trigger = await shadowPart<HTMLButtonElement>(el, '[part="trigger"]');
    expect(named('view_cart')).to.have.length(0);
    trigger.click();
    await waitFor(() => named('view_cart').length === 1);
    expect(named('view_cart')[0]!.ecommerce.items).to.deep.equal([teeItem]);
  });

  it('checkout: begin_checkout at the start with the value after the coupon; purchase once per order', async () => {
    await reply({ path: '/checkout/summary', body: ok(totals) });
    mount('<shop-checkout step="information"></shop-checkout>');
    await waitFor(() => named('begin_checkout').length === 1);
    expect(named('begin_checkout')[0]!.ecommerce).to.deep.equal({ currency: 'USD', value: 40, items: [teeItem], coupon: 'TENOFF' });
    cleanup();

    await reply({ path: '/order/detail', body: ok(order) }, { path: '/order/detail', body: ok(order) });
    const success = mount('<shop-checkout step="success" order="SE000007"></shop-checkout>').firstElementChild!;
    await shadowPart(success, '[part="order-number"]');
    cleanup();
    // The success page again (a reload): the same order is not a second sale.
    const again = mount('<shop-checkout step="success" order="SE000007"></shop-checkout>').firstElementChild!;
    await shadowPart(again, '[part="order-number"]');
    expect(named('purchase')).to.have.length(1);
    expect(named('purchase')[0]!.ecommerce).to.deep.equal({ currency: 'USD', value: 50, shipping: 15, transaction_id: 'SE000007', shipping_tier: 'express', payment_type: 'test-card', items: [teeItem] });
    expect(events.map((e) => e.event)).to.deep.equal(['begin_checkout', 'purchase']);
  });

  it('search results: search once per term, when its results are in', async () => {
    const startUrl = location.pathname + location.search;
    history.replaceState(history.state, '', `${location.pathname}?q=mug`);
    try {
      await reply({ path: '/search', body: ok({ list: [summary('mug', 'Mug', 1299)], total: 1, page: 1, pageSize: 12 }) });
      mount('<shop-search results></shop-search>');
      await waitFor(() => named('search').length === 1);
      expect(named('search')[0]!.ecommerce).to.deep.equal({ search_term: 'mug' });
    } finally {
      history.replaceState(history.state, '', startUrl);
    }
  });

  it('sign-in: login with the method used; sign-up: sign_up with the kind of account', async () => {
    sinon.stub(browser, 'assign');
    $token.set(undefined);
    $userInfo.set(null);
    await reply({ path: '/auth/signin', body: ok({ token: 'tok-a', user }) });
    const signin = mount('<shop-signin></shop-signin>').firstElementChild!;
    await typeInto(await inputNamed(signin, 'account'), 'ada@example.com');
    await typeInto(await passwordInput(signin), 'secret-pass');
    signin.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await waitFor(() => named('login').length === 1);
    expect(named('login')[0]!.ecommerce).to.deep.equal({ method: 'password' });
    cleanup();
    clearSession();

    await reply({ path: '/auth/signup', body: ok({ token: 'tok-u', user }) });
    const signup = mount('<shop-signup></shop-signup>').firstElementChild!;
    await typeInto(await inputNamed(signup, 'firstName'), 'Ada');
    await typeInto(await inputNamed(signup, 'lastName'), 'Lee');
    await typeInto(await inputNamed(signup, 'account'), 'ada@example.com');
    await typeInto(await passwordInput(signup), 'secret-pass-1');
    signup.shadowRoot!.querySelector<HTMLInputElement>('input[name="terms"]')!.click();
    signup.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await waitFor(() => named('sign_up').length === 1);
    expect(named('sign_up')[0]!.ecommerce).to.deep.equal({ method: 'email' });
  });
});
