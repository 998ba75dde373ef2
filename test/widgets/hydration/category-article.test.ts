// <shop-category-article> (one render): an article category's listing drawn by the server
// renderer with the server's article/list answer as data, named after the category, hydrated
// with no mismatch and no fetch, then working.
import { expect } from 'chai';
import '../../../widgets/category-article/define';
import { setLocale } from '../../../runtime/i18n';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { article, articlePage, articleRequests, cards, here, part } from './article-listing.shared';

before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

const guides = { slug: 'guides', name: 'Guides' };

describe('<shop-category-article> server render and hydration', () => {
  const start = location.pathname + location.search;
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it("hydrates the category's articles, named after it, the current article marked, with no fetch and no page links in one page", async () => {
    history.replaceState(null, '', `/article/story-2${location.search}`);
    const result = await renderThenHydrate('shop-category-article', { category: 'guides', 'page-size': 4, 'no-url': true }, { data: articlePage([article(1), article(2)], 2, 1, 4, guides), url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('aria-label="Guides"');
    expect(server).to.contain('Story 1');
    expect(cards(el)).to.have.length(2);
    expect(cards(el).map((c) => c.querySelector('a')!.getAttribute('aria-current'))).to.deep.equal([null, 'page']);
    expect(part(el, 'pagination')).to.equal(null);
    expect(await articleRequests()).to.have.length(0);
  });

  it('hydrates the empty and loading states, then loads', async () => {
    const empty = await renderThenHydrate('shop-category-article', { category: 'guides' }, { data: articlePage([], 0, 1, 10, guides), url: here() });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')).to.not.equal(null);
    await reply({ path: '/article/list', body: ok(articlePage([article(4)], 1, 1, 10, guides)) });
    const loading = await renderThenHydrate('shop-category-article', { category: 'guides', 'no-url': true }, { url: here() });
    expectHydrated(loading);
    await waitFor(() => cards(loading.el).length === 1, { message: 'the articles loaded' });
    expect((await articleRequests())[0]).to.deep.equal({ category: 'guides', page: 1, pageSize: 10 });
  });

  it('hydrates its error state for a bad or missing category', async () => {
    const bad = await renderThenHydrate('shop-category-article', { category: '../x' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    const missing = await renderThenHydrate('shop-category-article', {}, { url: here() });
    expectHydrated(missing);
    expect(part(missing.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-category-article', { category: 'guides' }, { locale: 'de', data: articlePage([article(1)], 1, 1, 10, { slug: 'guides', name: 'Ratgeber' }), url: here() });
    expectHydrated(de);
    expect(part(de.el, 'list')!.getAttribute('aria-label')).to.equal('Ratgeber');
    expect(part(de.el, 'meta')!.textContent).to.contain('Von Mei Chan');
  });

  it('works once hydrated: a page link loads the next page in place (no-url: the address stays)', async () => {
    const { el } = await renderThenHydrate('shop-category-article', { category: 'guides', 'page-size': 1, 'no-url': true }, { data: articlePage([article(1)], 2, 1, 1, guides), url: here() });
    await reply({ path: '/article/list', body: ok(articlePage([article(2)], 2, 2, 1, guides)) });
    part(el, 'pagination')!.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => cards(el)[0]?.textContent?.includes('Story 2'), { message: 'page 2' });
    expect((await articleRequests())[0]).to.deep.equal({ category: 'guides', page: 2, pageSize: 1 });
    expect(location.pathname + location.search).to.equal(start);
  });
});
