// <shop-search> (one render): in results mode drawn by the server renderer with the server's
// search answer for the address (Paged<ProductSummary>) as data, hydrated with no mismatch and
// no fetch (query, sort, filters, count, cards, real page links), then working; the field alone
// (a header's) drawn as a GET form to the search page; with dialog-media, the host's fallback.
import { expect } from 'chai';
import '../../../widgets/search/define';
import type { ProductSummary } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

// A picture of its own for each product drawn: none is in the loader's cache when hydrated.
let pictures = 0;
const image = () => `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="${++pictures}" height="5"/%3E`;
const product = (n: number, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  id: n, slug: `mug-${n}`, name: `Mug ${n}`, price: 1000 + n, linePrice: null, image: image(), score: null, inStock: true, ...extra,
});
const paged = (list: ProductSummary[], total = list.length, page = 1, pageSize = 12) => ({ list, total, page, pageSize });
const searchCalls = async () => (await requests()).filter((r) => r.path === '/search').map((r) => r.body as Record<string, unknown>);
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const results = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="result"]')];
const field = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('input[role="combobox"]')!;
/** The address the server rendered for: the test page's own, as the browser reads it. */
const here = () => location.pathname + location.search;

// Far below the viewport: the pictures stay placeholders, as the server drew them, while each test looks.
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-search> server render and hydration', () => {
  const start = location.pathname + location.search;
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it("hydrates the results the server found for the address: field, count, sort, cards, badges, page links, with no fetch", async () => {
    history.replaceState(null, '', `${start}&q=mug&sort=price-asc&page=2`);
    const data = paged([product(1, { linePrice: 2000 }), product(2, { inStock: false })], 25, 2);
    const result = await renderThenHydrate('shop-search', { results: true, value: 'ignored' }, { data, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    // In the server's html, before any script.
    expect(server).to.contain('25 results for “mug”');
    expect(server).to.contain('Mug 2');
    expect(server).to.contain('Sold out');
    expect(server).to.contain('<option value="price-asc" selected="">');
    expect(server).to.contain('rel="next"');
    expect(field(el).value).to.equal('mug');
    expect(part(el, 'summary')!.textContent).to.equal('25 results for “mug”');
    expect(results(el)).to.have.length(2);
    expect(results(el)[0]!.querySelector('a')!.getAttribute('href')).to.equal('/product/mug-1');
    expect(results(el)[0]!.querySelector('.line-price')!.textContent).to.contain('$20.00');
    expect(el.shadowRoot!.querySelector('select')!.value).to.equal('price-asc');
    const pager = part(el, 'pagination')!;
    expect(pager.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
    const next = new URL(pager.querySelector<HTMLAnchorElement>('a[rel="next"]')!.href);
    expect(next.pathname).to.equal(location.pathname);
    expect([next.searchParams.get('q'), next.searchParams.get('sort'), next.searchParams.get('page')]).to.deep.equal(['mug', 'price-asc', '3']);
    // Without JavaScript the forms ask the page itself.
    expect(part(el, 'form')!.getAttribute('action')).to.equal(location.pathname);
    expect(part(el, 'form')!.getAttribute('method')).to.equal('get');
    expect(await searchCalls()).to.have.length(0);
  });

  it('hydrates no results with its hint, and the loading state without data, then loads', async () => {
    history.replaceState(null, '', `${start}&q=zzz`);
    const none = await renderThenHydrate('shop-search', { results: true }, { data: paged([]), url: here() });
    expectHydrated(none);
    expect(part(none.el, 'summary')!.textContent).to.equal('0 results for “zzz”');
    expect(part(none.el, 'empty')!.localName).to.equal('shop-empty');

    await reply({ path: '/search', body: ok(paged([product(5)])) });
    const loading = await renderThenHydrate('shop-search', { results: true }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('Searching');
    await waitFor(() => results(loading.el).length === 1, { message: 'the results loaded' });
    expect((await searchCalls())[0]).to.deep.equal({ q: 'zzz', sort: 'relevance', page: 1, pageSize: 12 }); // a query is ranked by relevance
  });

  it('hydrates the field alone as a GET form to the search page, and the fallback of a foldable field', async () => {
    const box = await renderThenHydrate('shop-search', { value: 'linen' }, { url: here() });
    expectHydrated(box);
    expect(field(box.el).value).to.equal('linen');
    expect(field(box.el).name).to.equal('q');
    expect(part(box.el, 'form')!.getAttribute('action')).to.equal('/search');
    expect(part(box.el, 'results')).to.equal(null);

    const html = (await serverRender('shop-search', { 'dialog-media': '(min-width: 0px)' }, { url: here() })).replace('</shop-search>', '<a class="fallback-link" href="/search">Search</a></shop-search>');
    const folded = await hydratePage(html, 'shop-search');
    // Hydrated with no mismatch; its top nodes (the fallback's slot) give way on purpose once mounted.
    expect((folded.el as HTMLElement & { [RENDERED]?: string })[RENDERED]).to.equal('hydrated');
    expect(folded.errors).to.have.length(0);
    expect(folded.server).to.contain('<slot>');
    // Once mounted it knows the screen: the button that opens the dialog replaces the fallback.
    await waitFor(() => part(folded.el, 'open'), { message: 'the search button' });
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-search', { action: 'https://elsewhere.example/search' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    history.replaceState(null, '', `${start}&q=mug`);
    await setLocale('de');
    const de = await renderThenHydrate('shop-search', { results: true }, { locale: 'de', data: paged([product(1), product(2, { inStock: false })], 2), url: here() });
    expectHydrated(de);
    expect(part(de.el, 'summary')!.textContent).to.equal('2 Ergebnisse für „mug“');
    expect(de.el.shadowRoot!.querySelector('option[value="price-asc"]')!.textContent).to.equal('Preis: aufsteigend');
    expect(field(de.el).placeholder).to.equal('Produkte suchen');
  });

  it('works once hydrated: a new sort and a page link fetch in place and follow the address', async () => {
    history.replaceState(null, '', `${start}&q=mug`);
    const { el } = await renderThenHydrate('shop-search', { results: true }, { data: paged([product(1)], 24), url: here() });
    await reply({ path: '/search', body: ok(paged([product(7)], 24)) });
    const select = el.shadowRoot!.querySelector('select')!;
    select.value = 'price-asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => results(el)[0]?.textContent?.includes('Mug 7'), { message: 'the sorted results' });
    expect((await searchCalls())[0]).to.deep.include({ q: 'mug', sort: 'price-asc', page: 1 });
    expect(new URLSearchParams(location.search).get('sort')).to.equal('price-asc');

    await reply({ path: '/search', body: ok(paged([product(8)], 24, 2)) });
    part(el, 'pagination')!.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => results(el)[0]?.textContent?.includes('Mug 8'), { message: 'page 2' });
    expect((await searchCalls())[1]).to.deep.include({ q: 'mug', sort: 'price-asc', page: 2 });
  });
});
