import { expect } from 'chai';
import '../../widgets/article-list/define';
import type { ArticleListItem } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix } from '../../runtime/session';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const image = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E';
const article = (n: number): ArticleListItem => ({
  slug: `post-${n}`, title: `Post ${n}`, summary: `About ${n}.`, thumbnail: image, author: { name: 'Mei Chan', avatar: '' }, publishedAt: '2024-03-05T10:00:00.000Z', category: null,
});
const page = (list: ArticleListItem[], total = list.length, pageNo = 1, category: unknown = null) => ok({ list, total, page: pageNo, pageSize: 10, category });
const bodies = async () => (await requests()).filter((r) => r.path === '/article/list').map((r) => r.body as Record<string, unknown>);
const articles = (attrs = '') => mount(`<shop-article-list ${attrs}></shop-article-list>`).firstElementChild as HTMLElement;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="card"]')];

describe('<shop-article-list>', () => {
  const start = location.pathname + location.search;
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('lists articles with thumbnail, linked title, author, date and excerpt', async () => {
    $languagePrefix.set('/zh');
    await reply({ path: '/article/list', body: page([article(1), article(2)]) });
    const el = articles('author="Mei Chan"');
    await waitFor(() => cards(el).length === 2);
    expect((await bodies())[0]).to.deep.equal({ author: 'Mei Chan', page: 1, pageSize: 10 });
    const card = cards(el)[0]!;
    expect(card.querySelector('a')!.getAttribute('href')).to.equal('/zh/article/post-1');
    expect(card.querySelector('[part="title"]')!.textContent).to.equal('Post 1');
    expect(card.querySelector('[part="meta"]')!.textContent).to.equal('By Mei Chan · Mar 5, 2024');
    expect(card.querySelector('time')!.getAttribute('datetime')).to.equal('2024-03-05T10:00:00.000Z');
    expect(card.querySelector('[part="excerpt"]')!.textContent).to.equal('About 1.');
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Articles');
    await waitFor(() => card.querySelector('img'));
    expect(card.querySelector('img')!.getAttribute('alt')).to.equal('');
  });

  it('pages, with the page in the address', async () => {
    await reply({ path: '/article/list', body: page([article(1)], 25) });
    const el = articles();
    await waitFor(() => cards(el).length === 1);
    const nav = el.shadowRoot!.querySelector('[part="pagination"]')!;
    expect(nav.querySelector('[aria-current="page"]')!.textContent).to.equal('1');
    await reply({ path: '/article/list', body: page([article(11)], 25, 2) });
    nav.querySelector<HTMLAnchorElement>('a[rel="next"]')!.click();
    await waitFor(() => cards(el)[0]?.textContent?.includes('Post 11'));
    expect((await bodies())[1]).to.include({ page: 2 });
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    expect(el.shadowRoot!.querySelector('[part="pagination"] [aria-current="page"]')!.textContent).to.equal('2');
  });

  it('shows the empty state', async () => {
    await reply({ path: '/article/list', body: page([], 0) });
    const el = articles();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => shadowText(empty).includes('No data'));
  });

  it("shows the server's message on failure and tries again", async () => {
    await reply({ path: '/article/list', body: { code: 40, msg: 'No such category', data: { field: 'category' } } }, { path: '/article/list', body: page([article(1)]) });
    const el = articles('category="gossip"');
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('This list could not be loaded: No such category');
    problem.querySelector('button')!.click();
    await waitFor(() => cards(el).length === 1);
  });

  it('shows its error state for bad attributes', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-article-list page-size="51"></shop-article-list><shop-article-list category="no/slashes"></shop-article-list><shop-article-list no-url="maybe"></shop-article-list>');
      for (const el of root.querySelectorAll('shop-article-list')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['category', 'no-url', 'page-size']);
    } finally {
      errors.stop();
    }
  });

  it('speaks zh-HK, dates included', async () => {
    await reply({ path: '/article/list', body: page([article(1)]) });
    const el = articles();
    await waitFor(() => cards(el).length === 1);
    await setLocale('zh-HK');
    await waitFor(() => el.shadowRoot!.querySelector('[part="meta"]')!.textContent === `作者：Mei Chan · ${new Intl.DateTimeFormat('zh-HK', { dateStyle: 'medium' }).format(new Date('2024-03-05T10:00:00.000Z'))}`);
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('文章');
  });

  it('is accessible', async () => {
    await reply({ path: '/article/list', body: page([article(1), article(2)], 25) });
    const el = articles();
    await waitFor(() => cards(el).length === 2);
    await expectAccessible(el);
  });
});
