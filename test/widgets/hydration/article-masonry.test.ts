// <shop-article-masonry> (one render): the articles as a masonry wall (CSS columns over one
// list), drawn by the server renderer with the server's article/list answer as data, hydrated
// with no mismatch and no fetch, keeping its columns, then working.
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../widgets/article-masonry/define';
import { setLocale } from '../../../runtime/i18n';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { article, articlePage, articleRequests, cards, here, part } from './article-listing.shared';

before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

const six = () => [1, 2, 3, 4, 5, 6].map((n) => article(n));

describe('<shop-article-masonry> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the wall of articles in the columns it keeps, with no fetch', async () => {
    await setViewport({ width: 1100, height: 700 });
    const result = await renderThenHydrate('shop-article-masonry', { 'page-size': 6, 'no-url': true }, { data: articlePage(six(), 6, 1, 6), url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('cards masonry');
    expect(server).to.contain('Story 6');
    expect(cards(el)).to.have.length(6);
    const columns = getComputedStyle(part(el, 'list')!).columnCount;
    expect(columns).to.not.equal('auto');
    expect(await articleRequests()).to.have.length(0);
  });

  it('hydrates the empty state, the loading skeleton and the error state', async () => {
    const empty = await renderThenHydrate('shop-article-masonry', {}, { data: articlePage([]), url: here() });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')).to.not.equal(null);
    await reply({ path: '/article/list', body: ok(articlePage([article(7)])) });
    const loading = await renderThenHydrate('shop-article-masonry', { 'no-url': true }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('masonry skeleton');
    await waitFor(() => cards(loading.el).length === 1, { message: 'the articles loaded' });
    const bad = await renderThenHydrate('shop-article-masonry', { 'page-size': 51 }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-article-masonry', { 'no-url': true }, { locale: 'de', data: articlePage([article(1)]), url: here() });
    expectHydrated(de);
    expect(part(de.el, 'meta')!.textContent).to.equal('Von Mei Chan · 05.03.2024');
  });

  it('works once hydrated: a page link loads the next page in place', async () => {
    const { el } = await renderThenHydrate('shop-article-masonry', { 'page-size': 6, 'no-url': true }, { data: articlePage(six(), 12, 1, 6), url: here() });
    await reply({ path: '/article/list', body: ok(articlePage([article(12)], 12, 2, 6)) });
    part(el, 'pagination')!.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => cards(el)[0]?.textContent?.includes('Story 12'), { message: 'page 2' });
    expect((await articleRequests())[0]).to.deep.equal({ page: 2, pageSize: 6 });
  });
});
