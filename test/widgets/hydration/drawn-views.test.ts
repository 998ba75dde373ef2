// The view each element reports on mount (view_item, view_item_list, view_cart, search,
// begin_checkout), for an element the server drew: the server writes it into the element's
// markup (widgets/shared/drawn-view.tsx), the runtime reports it from there without the
// element's code (runtime/analytics-switch.ts, reportDrawnViews), the hydration keeps that node
// as it is, and the hydrated element does not report the same view again; a later view it does.
import { expect } from 'chai';
import '../../../widgets/cart/define';
import '../../../widgets/category-product/define';
import '../../../widgets/checkout/define';
import '../../../widgets/product-buttons/define';
import '../../../widgets/product-list/define';
import '../../../widgets/search/define';
import type { AnalyticsDetail } from '../../../runtime/analytics';
import { reportDrawnViews } from '../../../runtime/analytics-switch';
import type { Cart, ProductSummary } from '../../../runtime/api/types';
import { $cart, $cartStatus, loadCart } from '../../../runtime/cart-lines';
import { resetCheckout } from '../../../runtime/checkout';
import { $page } from '../../../runtime/navigation/navigator';
import { clearSession } from '../../../runtime/session';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { cleanupPages, expectHydrated, hydratePage, parsePage, serverRender, type Hydration } from '../../helpers/browser/server-render';

// Far below the viewport: the pictures stay placeholders, as the server drew them, while each test looks.
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

let pictures = 0;
const image = () => `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="${++pictures}" height="6"/%3E`;
const product = (n: number): ProductSummary => ({ id: n, slug: `item-${n}`, name: `Item ${n}`, price: 1000 + n, linePrice: null, image: image(), score: 4.5, inStock: true });
const paged = (list: ProductSummary[], total = list.length, page = 1, pageSize = 12) => ({ list, total, page, pageSize });
const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: image() }, options: [{ name: 'Color', value: 'Red' }], price: 2500, linePrice: null, quantity: 2, stock: 9, selected: true };
const cart: Cart = { lines: [line], count: 2, subtotal: 5000 };
const totals = { lines: [line], subtotal: 5000, coupon: { code: 'SAVE5', applied: true, error: null }, discount: 500, shippingFee: 0, total: 4500, address: null, shippingMethod: null };
const tee = { item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 2 };
const itemOf = (n: number, index: number, list: string) => ({ item_id: `item-${n}`, item_name: `Item ${n}`, price: (1000 + n) / 100, quantity: 1, index, item_list_id: list, item_list_name: list });

/** The view the server wrote into the element's markup (the attribute as the html has it, unescaped). */
function drawnView(html: string): AnalyticsDetail | undefined {
  const el = parsePage(html).firstElementChild!;
  const node = el.shadowRoot!.querySelector('[data-shop-view]');
  return node ? (JSON.parse(node.getAttribute('data-shop-view')!) as AnalyticsDetail) : undefined;
}

describe('views of drawn elements: reported from the markup, once', () => {
  const start = location.pathname + location.search;
  let events: AnalyticsDetail[];
  const record = (event: Event) => events.push((event as CustomEvent<AnalyticsDetail>).detail);
  beforeEach(async () => {
    await resetApi();
    events = [];
    $cart.set(undefined);
    $cartStatus.set('idle');
    document.addEventListener('shop:analytics', record);
  });
  afterEach(() => {
    document.removeEventListener('shop:analytics', record);
    cleanupPages();
    $page.set(undefined);
    resetCheckout();
    clearSession();
    history.replaceState(null, '', start);
  });

  /**
   * The browser's cart is in, and the element has heard it: a load still under way is shared
   * (the element's callback, chained first, has run when this one resolves); one that is over
   * leaves this a request of its own, a round trip after it.
   */
  async function cartLoaded(): Promise<void> {
    await waitFor(() => $cartStatus.get() === 'ready', { message: "the browser's cart" });
    await loadCart();
  }

  /**
   * The server's html holds the view; hydrated, the element keeps that node and reports nothing
   * (`settled`: what the element's mount still waits for); the runtime then reports the view,
   * once, from the live page.
   */
  async function reportedOnce(html: string, tag: string, expected: AnalyticsDetail, settled?: () => Promise<unknown>): Promise<Hydration> {
    expect(drawnView(html)).to.deep.equal(expected);
    const result = await hydratePage(html, tag);
    expectHydrated(result);
    await settled?.();
    expect(events, 'the hydrated element reports no view').to.deep.equal([]);
    reportDrawnViews(document);
    reportDrawnViews(document);
    expect(events).to.deep.equal([expected]);
    return result;
  }

  it("<shop-product-buttons>: view_item of the page's product (its data's `viewed`), not again once hydrated; another page shown is", async () => {
    const viewed = { slug: 'tee', name: 'Classic tee', category: { slug: 'tops', name: 'Tops' }, sku: 'TEE-RED-M', price: 2500, linePrice: 3000 };
    const detail = { product: { ...product(1), slug: 'tee', name: 'Classic tee', price: 2500, linePrice: 3000, description: '', category: viewed.category, images: [], options: [], tags: [], skus: [{ code: 'TEE-RED-M', options: {}, price: 2500, linePrice: 3000, stock: 9, image: '' }] }, sku: 'TEE-RED-M' };
    // The page the element reads on mount is the same product's: a mount report would be heard.
    $page.set({ url: location.href, route: undefined, data: detail } as never);
    const html = await serverRender('shop-product-buttons', { product: 'tee', sku: 'TEE-RED-M', stock: 9 }, { data: { viewed } });
    const expected = { event: 'view_item' as const, ecommerce: { currency: 'USD', value: 25, items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', item_category: 'Tops', price: 25, quantity: 1, discount: 5 }] } };
    await reportedOnce(html, 'shop-product-buttons', expected);
    // The page shown again (an in-page navigation back to it): the element reports it.
    $page.set({ url: location.href, route: undefined, data: detail } as never);
    await waitFor(() => events.length === 2, { message: 'view_item of the next page' });
    expect(events[1]).to.deep.equal(expected);
  });

  it('<shop-product-buttons> drawn without `viewed` writes no view: the element reports on mount', async () => {
    const html = await serverRender('shop-product-buttons', { product: 'tee', sku: 'TEE-RED-M', stock: 9 });
    expect(drawnView(html)).to.equal(undefined);
  });

  it('<shop-product-list>: view_item_list of the drawn products', async () => {
    const html = await serverRender('shop-product-list', { products: JSON.stringify([product(1), product(2)]), label: 'New in' });
    await reportedOnce(html, 'shop-product-list', { event: 'view_item_list', ecommerce: { currency: 'USD', value: 20.03, items: [{ ...itemOf(1, 0, 'product-list'), item_list_name: 'New in' }, { ...itemOf(2, 1, 'product-list'), item_list_name: 'New in' }] } });
  });

  it('<shop-product-list> with `query` drawn without data writes no view (its cards come with its code)', async () => {
    const html = await serverRender('shop-product-list', { query: JSON.stringify({ tag: 'new' }) });
    expect(drawnView(html)).to.equal(undefined);
  });

  it("<shop-category-product>: view_item_list of the server's page, numbered from its first product; the next page is reported by the element", async () => {
    history.replaceState(null, '', `${start}&page=2`);
    const html = await serverRender('shop-category-product', { category: 'home' }, { data: paged([product(3), product(4)], 26, 2), url: location.pathname + location.search });
    const { el } = await reportedOnce(html, 'shop-category-product', { event: 'view_item_list', ecommerce: { currency: 'USD', value: 20.07, items: [itemOf(3, 12, 'category:home'), itemOf(4, 13, 'category:home')] } });
    await reply({ path: '/product/list', body: ok(paged([product(5)], 26, 3)) });
    el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="pagination"] a[rel="next"]')!.click();
    await waitFor(() => events.length === 2, { message: 'view_item_list of page 3' });
    expect(events[1]!.ecommerce.items).to.deep.equal([itemOf(5, 24, 'category:home')]);
  });

  it('<shop-cart>: view_cart of the cart the server drew; the cart the browser loads is not a second view', async () => {
    await reply({ path: '/cart/list', body: ok(cart) });
    const html = await serverRender('shop-cart', {}, { data: { cart, totals } });
    await reportedOnce(html, 'shop-cart', { event: 'view_cart', ecommerce: { currency: 'USD', value: 50, items: [tee] } }, cartLoaded);
  });

  it('<shop-cart>: an empty cart drawn is viewed too, as the element reports one', async () => {
    await reply({ path: '/cart/list', body: ok({ lines: [], count: 0, subtotal: 0 }) });
    const html = await serverRender('shop-cart', {}, { data: { cart: { lines: [], count: 0, subtotal: 0 } } });
    await reportedOnce(html, 'shop-cart', { event: 'view_cart', ecommerce: { currency: 'USD', value: 0, items: [] } }, cartLoaded);
  });

  it('<shop-search results>: search for the drawn term; a new term is reported by the element', async () => {
    history.replaceState(null, '', `${start}&q=mug`);
    const html = await serverRender('shop-search', { results: true }, { data: paged([product(1)], 1), url: location.pathname + location.search });
    await reportedOnce(html, 'shop-search', { event: 'search', ecommerce: { search_term: 'mug' } });
    await reply({ path: '/search', body: ok(paged([product(2)], 1)) });
    // Back to an earlier search for another term: the element fetches it and reports it.
    history.pushState(null, '', `${start}&q=cup`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => events.length === 2, { message: 'search for cup' });
    expect(events[1]).to.deep.equal({ event: 'search', ecommerce: { search_term: 'cup' } });
  });

  it("<shop-checkout step=\"information\">: begin_checkout with the server's totals (the value after the coupon)", async () => {
    const html = await serverRender('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals } });
    await reportedOnce(html, 'shop-checkout', { event: 'begin_checkout', ecommerce: { currency: 'USD', value: 45, items: [tee], coupon: 'SAVE5' } });
  });

  it('drawn in another language than the browser has, the element draws afresh and still does not report the view the page did', async () => {
    const html = await serverRender('shop-product-list', { products: JSON.stringify([product(6)]) }, { locale: 'de' });
    expect(drawnView(html)!.event).to.equal('view_item_list');
    const { el } = await hydratePage(html, 'shop-product-list');
    expect((el as HTMLElement & { [key: symbol]: string })[RENDERED]).to.equal('rendered');
    expect(events).to.deep.equal([]);
  });

  it('a page drawn in another currency writes its view in the shop currency the server used', async () => {
    const html = await serverRender('shop-cart', {}, { data: { cart }, currency: 'HKD' });
    expect(drawnView(html)!.ecommerce).to.include({ currency: 'HKD', value: 50 });
  });
});
