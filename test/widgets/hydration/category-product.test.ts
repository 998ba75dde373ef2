// <shop-category-product> and <shop-collection-product> (the product listings of one render):
// drawn by the server renderer with the page of products the server queried (the API's answer,
// Paged<ProductSummary>), hydrated with no mismatch and no second fetch, then working.
import { expect } from 'chai';
import '../../../widgets/category-product/define';
import '../../../widgets/collection-product/define';
import type { ProductSummary } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

// A picture of its own for each product drawn: none is in the loader's cache when hydrated.
let pictures = 0;
const image = () => `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="${++pictures}" height="4"/%3E`;
const product = (n: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  id: n, slug: `item-${n}`, name: `Item ${n}`, price: 1000 + n, linePrice: null, image: image(), score: 4.5, inStock: true, ...extra,
});
const paged = (list: ProductSummary[], total = list.length, page = 1, pageSize = 12) => ({ list, total, page, pageSize });
const listRequests = async () => (await requests()).filter((r) => r.path === '/product/list').map((r) => r.body as Record<string, unknown>);
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="card"]')];
/** The address the server rendered for: the test page's own, as the browser reads it. */
const here = () => location.pathname + location.search;

// The listings are put far below the viewport: their pictures (through the lazy loader) then
// stay placeholders, as the server drew them, while each test looks (a loaded picture replaces
// its placeholder, a change after hydration that the node check would count).
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-category-product> server render and hydration', () => {
  const start = location.pathname + location.search;
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it('hydrates the server\'s page of products: cards, prices, scores, badges, count and sort, with no fetch', async () => {
    const data = paged([product(1, { linePrice: 2000 }), product(2, { inStock: false, score: null })]);
    const result = await renderThenHydrate('shop-category-product', { category: 'home' }, { data, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    // In the server's html, before any script: the count, the sort, the cards, the badge.
    expect(server).to.contain('2 products');
    expect(server).to.contain('Item 1');
    expect(server).to.contain('Sold out');
    expect(server).to.contain('part="sort"');
    expect(cards(el)).to.have.length(2);
    expect(part(el, 'summary')!.textContent).to.equal('2 products');
    expect(cards(el)[0]!.querySelector('a')!.getAttribute('href')).to.equal('/product/item-1');
    // The price and score elements inside the cards are drawn by the server too.
    const price = cards(el)[0]!.querySelector('shop-product-price')!;
    expect(price.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('$10.01');
    expect(cards(el)[0]!.querySelector('shop-product-score')!.shadowRoot).to.not.equal(null);
    expect(cards(el)[1]!.querySelector('shop-product-score')).to.equal(null);
    expect(part(el, 'sold-out')!.textContent).to.equal('Sold out');
    expect(part(el, 'base')!.hasAttribute('aria-busy')).to.equal(false);
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates the sort and page the address names, with real page links', async () => {
    history.replaceState(null, '', `${start}&sort=price-asc&page=2`);
    const data = paged([product(13), product(14)], 30, 2);
    const result = await renderThenHydrate('shop-category-product', { category: 'home' }, { data, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(part(el, 'sort')).to.have.property('value', 'price-asc');
    expect(server).to.contain('30 products');
    const pager = part(el, 'pagination')!;
    expect(pager.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
    const next = new URL(pager.querySelector<HTMLAnchorElement>('a[rel="next"]')!.href);
    expect(next.pathname).to.equal(location.pathname);
    expect(next.searchParams.get('page')).to.equal('3');
    expect(next.searchParams.get('sort')).to.equal('price-asc');
    expect(next.searchParams.has('wtr-session-id')).to.equal(true);
    expect(server).to.contain('rel="next"');
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates the empty state and the loading state (no data), then loads', async () => {
    const empty = await renderThenHydrate('shop-category-product', { tag: 'sale' }, { data: paged([]), url: here() });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.localName).to.equal('shop-empty');
    expect(part(empty.el, 'summary')!.textContent).to.equal('0 products');

    await reply({ path: '/product/list', body: ok(paged([product(5)])) });
    const loading = await renderThenHydrate('shop-category-product', { category: 'home', 'page-size': 3 }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('skeleton');
    await waitFor(() => cards(loading.el).length === 1);
    expect((await listRequests())[0]).to.deep.equal({ category: 'home', sort: 'newest', page: 1, pageSize: 3 });
  });

  it('hydrates its error state for a bad or missing attribute', async () => {
    const bad = await renderThenHydrate('shop-category-product', { category: 'home', 'page-size': '0' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const missing = await renderThenHydrate('shop-category-product', {}, { url: here() });
    expectHydrated(missing);
    expect(part(missing.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-category-product', { category: 'home' }, { locale: 'de', data: paged([product(1), product(2)]), url: here() });
    expectHydrated(de);
    expect(part(de.el, 'summary')!.textContent).to.equal('2 Produkte');
    expect(part(de.el, 'sort')!.querySelector('option[value="price-asc"]')!.textContent).to.equal('Preis: aufsteigend');
  });

  it('works once hydrated: a new sort and a page link fetch in place', async () => {
    const { el } = await renderThenHydrate('shop-category-product', { category: 'home' }, { data: paged([product(1)], 24), url: here() });
    await reply({ path: '/product/list', body: ok(paged([product(7)], 24)) });
    const select = part(el, 'sort') as unknown as HTMLSelectElement;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => cards(el)[0]?.textContent?.includes('Item 7'));
    expect((await listRequests())[0]).to.include({ sort: 'price-asc', page: 1 });
    expect(new URLSearchParams(location.search).get('sort')).to.equal('price-asc');

    await reply({ path: '/product/list', body: ok(paged([product(8)], 24, 2)) });
    part(el, 'pagination')!.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => cards(el)[0]?.textContent?.includes('Item 8'));
    expect((await listRequests())[1]).to.include({ sort: 'price-asc', page: 2 });
  });
});

describe('<shop-collection-product> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(() => cleanupPages());

  it('hydrates the collection\'s page of products with no fetch, and its error state', async () => {
    const result = await renderThenHydrate('shop-collection-product', { collection: 'summer', 'no-filters': true }, { data: paged([product(3)]), url: here() });
    expectHydrated(result);
    expect(cards(result.el)).to.have.length(1);
    expect(part(result.el, 'filters')).to.equal(null);
    expect(part(result.el, 'summary')!.textContent).to.equal('1 product');
    expect(await listRequests()).to.have.length(0);
    const bad = await renderThenHydrate('shop-collection-product', {}, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
  });
});
