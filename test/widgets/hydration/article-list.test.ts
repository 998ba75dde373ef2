// <shop-article-list> (one render): drawn by the server renderer with the server's
// article/list answer for the address as data (ArticlePage), hydrated with no mismatch and no
// fetch (cards, author and date, real page links), then working.
import { expect } from 'chai';
import '../../../widgets/article-list/define';
import { setLocale } from '../../../runtime/i18n';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { article, articlePage, articleRequests, cards, here, part } from './article-listing.shared';

before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-article-list> server render and hydration', () => {
  const start = location.pathname + location.search;
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it("hydrates the server's page of articles the address names: cards, author, date (UTC), page links, with no fetch", async () => {
    history.replaceState(null, '', `/article/story-1${location.search}&page=2`);
    const data = articlePage([article(1), article(2, { summary: '' })], 25, 2);
    const result = await renderThenHydrate('shop-article-list', { author: 'Mei Chan' }, { data, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Story 2');
    expect(server).to.contain('By Mei Chan');
    expect(server).to.contain('Mar 5, 2024');
    expect(server).to.contain('rel="next"');
    expect(cards(el)).to.have.length(2);
    const link = cards(el)[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/article/story-1');
    expect(link.getAttribute('aria-current')).to.equal('page');
    expect(part(el, 'meta')!.textContent).to.equal('By Mei Chan · Mar 5, 2024');
    expect(cards(el)[1]!.querySelector('[part="excerpt"]')).to.equal(null);
    const pager = part(el, 'pagination')!;
    expect(pager.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
    const next = new URL(pager.querySelector<HTMLAnchorElement>('a[rel="next"]')!.href);
    expect([next.pathname, next.searchParams.get('page'), String(next.searchParams.has('wtr-session-id'))]).to.deep.equal(['/article/story-1', '3', 'true']);
    expect(part(el, 'list')!.getAttribute('aria-label')).to.equal('Articles');
    expect(await articleRequests()).to.have.length(0);
  });

  it('hydrates the empty state, and the loading state (skeleton, no data), then loads', async () => {
    const empty = await renderThenHydrate('shop-article-list', {}, { data: articlePage([]), url: here() });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.localName).to.equal('shop-empty');

    await reply({ path: '/article/list', body: ok(articlePage([article(3)])) });
    const loading = await renderThenHydrate('shop-article-list', { 'page-size': 3, 'no-url': true }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('skeleton');
    await waitFor(() => cards(loading.el).length === 1, { message: 'the articles loaded' });
    expect((await articleRequests())[0]).to.deep.equal({ page: 1, pageSize: 3 });
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-article-list', { 'page-size': 0 }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-article-list', {}, { locale: 'de', data: articlePage([article(1)]), url: here() });
    expectHydrated(de);
    expect(part(de.el, 'meta')!.textContent).to.equal('Von Mei Chan · 05.03.2024');
    expect(part(de.el, 'list')!.getAttribute('aria-label')).to.equal('Beiträge');
  });

  it('works once hydrated: a page link loads the next page in place and follows the address', async () => {
    const { el } = await renderThenHydrate('shop-article-list', {}, { data: articlePage([article(1)], 20), url: here() });
    await reply({ path: '/article/list', body: ok(articlePage([article(11)], 20, 2)) });
    part(el, 'pagination')!.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => cards(el)[0]?.textContent?.includes('Story 11'), { message: 'page 2' });
    expect((await articleRequests())[0]).to.deep.equal({ page: 2, pageSize: 10 });
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
  });
});
