// <shop-category-page> (a page category's pages, of one render): drawn by the server renderer
// with the server's page/list answer as data (PageList), hydrated with no mismatch and no
// fetch, the current page marked from the address the server rendered for, then working.
import { expect } from 'chai';
import '../../../widgets/category-page/define';
import type { PageSummary } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix } from '../../../runtime/session';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const help = { slug: 'help', name: 'Help' };
const pages: PageSummary[] = [
  { slug: 'shipping', title: 'Shipping', excerpt: 'We ship to most countries.', custom: false },
  { slug: 'lookbook', title: 'Lookbook', excerpt: 'A custom page.', custom: true },
];
const data = (list = pages) => ({ list, category: help });
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const items = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="item"]')];
const links = (el: Element) => items(el).map((li) => li.querySelector('a')!);
const pageRequests = async () => (await requests()).filter((r) => r.path === '/page/list');
/** The address the server rendered for: the test page's own, as the browser reads it. */
const here = () => location.pathname + location.search;

describe('<shop-category-page> server render and hydration', () => {
  const start = location.pathname + location.search;
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', start);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it("hydrates the server's pages: links, excerpts, the category's name and the current page, with no fetch", async () => {
    history.replaceState(null, '', `/page/shipping${location.search}`);
    const result = await renderThenHydrate('shop-category-page', { category: 'help' }, { data: data(), url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Shipping');
    expect(server).to.contain('We ship to most countries.');
    expect(server).to.contain('aria-current="page"');
    expect(links(el).map((a) => a.getAttribute('href'))).to.deep.equal(['/page/shipping', '/custom/lookbook']);
    expect(links(el).map((a) => a.getAttribute('aria-current'))).to.deep.equal(['page', null]);
    expect(part(el, 'list')!.getAttribute('aria-label')).to.equal('Help');
    expect(part(el, 'base')!.hasAttribute('aria-busy')).to.equal(false);
    expect(await pageRequests()).to.have.length(0);
  });

  it('hydrates titles only with no-excerpt, and the empty state', async () => {
    const titles = await renderThenHydrate('shop-category-page', { category: 'help', 'no-excerpt': true }, { data: data(), url: here() });
    expectHydrated(titles);
    expect(items(titles.el)).to.have.length(2);
    expect(part(titles.el, 'excerpt')).to.equal(null);
    const empty = await renderThenHydrate('shop-category-page', { category: 'help' }, { data: data([]), url: here() });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.localName).to.equal('shop-empty');
    expect(part(empty.el, 'empty')!.shadowRoot!.textContent).to.contain('No data');
  });

  it('hydrates the loading state without data (the host fallback in view), then loads', async () => {
    await reply({ path: '/page/list', body: ok(data()) });
    const loading = await renderThenHydrate('shop-category-page', { category: 'help' }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('aria-busy="true"');
    expect(loading.server).to.contain('<slot>');
    await waitFor(() => items(loading.el).length === 2, { message: 'the pages loaded' });
    expect((await pageRequests())[0]!.body).to.deep.equal({ category: 'help' });
  });

  it('hydrates its error state for a bad or missing category', async () => {
    const bad = await renderThenHydrate('shop-category-page', { category: 'Not a slug!' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const missing = await renderThenHydrate('shop-category-page', {}, { url: here() });
    expectHydrated(missing);
    expect(part(missing.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language, under its prefix', async () => {
    await setLocale('de');
    $languagePrefix.set('/de');
    const de = await renderThenHydrate('shop-category-page', { category: 'help' }, { locale: 'de', prefix: '/de', data: { list: pages, category: null }, url: here() });
    expectHydrated(de);
    expect(links(de.el).map((a) => a.getAttribute('href'))).to.deep.equal(['/de/page/shipping', '/de/custom/lookbook']);
    expect(part(de.el, 'list')!.getAttribute('aria-label')).to.equal('Seiten');
  });

  it("works once hydrated: a failed request's retry (after a new category) loads again", async () => {
    const { el } = await renderThenHydrate('shop-category-page', { category: 'help' }, { data: data(), url: here() });
    await reply({ path: '/page/list', body: { code: 40, msg: 'No such category', data: { field: 'category' } } }, { path: '/page/list', body: ok({ list: [pages[0]!], category: { slug: 'legal', name: 'Legal' } }) });
    el.setAttribute('category', 'legal');
    const problem = await waitFor(() => part(el, 'error-message'), { message: 'the error message' });
    expect(problem!.textContent).to.contain('No such category');
    problem!.querySelector('button')!.click();
    await waitFor(() => items(el).length === 1 && part(el, 'list')!.getAttribute('aria-label') === 'Legal', { message: 'the pages after retry' });
    expect((await pageRequests()).map((r) => r.body)).to.deep.equal([{ category: 'legal' }, { category: 'legal' }]);
  });
});
