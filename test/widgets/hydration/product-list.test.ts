// <shop-product-list> (a grid of one render): drawn by the server renderer from its `products`,
// or from its `query` with the server's product/list answer as data, hydrated with no mismatch
// and no fetch, keeping its columns, then working (the quick view).
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/product-list/define';
import type { ProductSummary } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { ok, release, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

// A picture of its own for each product drawn: none is in the loader's cache when hydrated.
let pictures = 0;
const image = () => `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="${++pictures}" height="4"/%3E`;
const product = (n: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  id: n, slug: `item-${n}`, name: `Item ${n}`, price: 1000 + n, linePrice: null, image: image(), score: 4.5, inStock: true, ...extra,
});
const products = () => JSON.stringify([product(1, { linePrice: 2000 }), product(2, { inStock: false, score: null }), product(3)]);
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll(`[part~="${name}"]`)];
const columns = (el: Element) => getComputedStyle(part(el, 'list')!).gridTemplateColumns.split(' ').length;
const listRequests = async () => (await requests()).filter((r) => r.path === '/product/list');

// The lists are put far below the viewport: their pictures then stay placeholders, as the server
// drew them, while each test looks (a loaded picture replaces its placeholder after hydration).
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-product-list> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates its products: links, names, badges, prices and scores, in the columns it keeps', async () => {
    await setViewport({ width: 1100, height: 700 });
    const result = await renderThenHydrate('shop-product-list', { products: products(), columns: 3 });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Item 1');
    expect(server).to.contain('Sold out');
    expect(server).to.contain('data-columns="3"');
    expect(all(el, 'card')).to.have.length(3);
    expect(part(el, 'card-link')!.getAttribute('href')).to.equal('/product/item-1');
    expect(part(el, 'sold-out')!.textContent).to.equal('Sold out');
    expect(part(el, 'price')!.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('$10.01');
    expect(all(el, 'score')).to.have.length(2);
    expect(columns(el)).to.equal(3);
    await setViewport({ width: 500, height: 700 });
    await waitFor(() => columns(el) === 2, { message: 'two columns on a phone' });
  });

  it('hydrates from its query with the server\'s answer, and fetches nothing', async () => {
    const data = { list: [product(4), product(5)], total: 2, page: 1, pageSize: 12 };
    const result = await renderThenHydrate('shop-product-list', { query: JSON.stringify({ tag: 'new' }) }, { data });
    expectHydrated(result);
    expect(result.server).to.contain('Item 5');
    expect(all(result.el, 'card')).to.have.length(2);
    expect(part(result.el, 'base')!.hasAttribute('aria-busy')).to.equal(false);
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates its query\'s loading state without data, then loads', async () => {
    // Held until the hydration is judged: the loaded list is drawn afresh, and a quick answer
    // (WebKit's) would otherwise land before the check.
    await reply({ path: '/product/list', body: ok({ list: [product(6)], total: 1, page: 1, pageSize: 12 }), hold: 'list' });
    const result = await renderThenHydrate('shop-product-list', { query: JSON.stringify({ category: 'home' }) });
    expectHydrated(result);
    expect(result.server).to.contain('aria-busy="true"');
    await release('list');
    await waitFor(() => all(result.el, 'card').length === 1);
    expect((await listRequests())[0]!.body).to.deep.equal({ category: 'home' });
  });

  it('hydrates the empty list with the shop\'s message, and its error state', async () => {
    const empty = await renderThenHydrate('shop-product-list', { products: '[]', 'empty-message': 'Nothing new yet' });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.shadowRoot!.textContent).to.contain('Nothing new yet');
    const bad = await renderThenHydrate('shop-product-list', { products: products(), columns: 0 });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const none = await renderThenHydrate('shop-product-list');
    expectHydrated(none);
    expect(part(none.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-list', { products: products(), 'quick-view': true }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'sold-out')!.textContent).to.equal('Ausverkauft');
    expect(part(de.el, 'quick-view')!.getAttribute('aria-label')).to.equal('Schnellansicht: Item 1');
    expect(part(de.el, 'list')!.getAttribute('aria-label')).to.equal('Produkte');
  });

  it('works once hydrated: the server-drawn quick view button asks for the product', async () => {
    const result = await renderThenHydrate('shop-product-list', { products: products(), 'quick-view': true });
    expectHydrated(result);
    const asked: CustomEvent[] = [];
    result.el.addEventListener('shop:quick-view', (event) => asked.push(event as CustomEvent));
    all(result.el, 'quick-view')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitFor(() => asked.length === 1);
    expect(asked[0]!.detail.slug).to.equal('item-2');
  });
});
