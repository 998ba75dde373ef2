import { expect } from 'chai';
import '../../widgets/article-masonry/define';
import type { ArticleListItem } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const svg = (h: number) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="100" height="${h}"><rect width="100" height="${h}" fill="teal"/></svg>`)}`;
const article = (n: number): ArticleListItem => ({ slug: `a${n}`, title: `Article ${n}`, summary: 'Text '.repeat(n * 3), thumbnail: svg(60 + (n % 3) * 50), author: { name: 'Oliver Grant', avatar: '' }, publishedAt: '2024-02-02T00:00:00.000Z', category: null });
const page = (list: ArticleListItem[], total = list.length) => ok({ list, total, page: 1, pageSize: 12, category: null });
const wall = (attrs = '') => mount(`<div style="width: 900px"><shop-article-masonry ${attrs}></shop-article-masonry></div>`).querySelector('shop-article-masonry') as HTMLElement;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="card"]')];

describe('<shop-article-masonry>', () => {
  const start = location.pathname + location.search;
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it('leaves no hole on a wide page: at most three columns, so six cards stand two by two', async () => {
    const equal = (n: number): ArticleListItem => ({ ...article(n), summary: 'Same length.', thumbnail: svg(100) });
    await reply({ path: '/article/list', body: page(Array.from({ length: 6 }, (_, i) => equal(i + 1))) });
    const el = mount('<div style="width: 1280px"><shop-article-masonry></shop-article-masonry></div>').querySelector('shop-article-masonry') as HTMLElement;
    // (Pictures load lazily near the screen; unloaded ones keep the same placeholder height.)
    await waitFor(() => cards(el).length === 6);
    const perColumn = new Map<number, number>();
    for (const card of cards(el)) {
      const left = Math.round(card.getBoundingClientRect().left);
      perColumn.set(left, (perColumn.get(left) ?? 0) + 1);
    }
    expect([...perColumn.values()]).to.deep.equal([2, 2, 2]);
    // And the columns fill the wall's width: no empty columns on the right.
    const wallBox = el.shadowRoot!.querySelector<HTMLElement>('[part="list"]')!.getBoundingClientRect();
    const right = Math.max(...cards(el).map((c) => c.getBoundingClientRect().right));
    expect(wallBox.right - right, 'space left of the rightmost column').to.be.below(24);
  });

  it('lays the cards out in columns, in reading order = DOM order = tab order', async () => {
    await reply({ path: '/article/list', body: page(Array.from({ length: 6 }, (_, i) => article(i + 1))) });
    const el = wall('category="stories"');
    await waitFor(() => cards(el).length === 6);
    expect((await requests()).find((r) => r.path === '/article/list')!.body).to.deep.equal({ category: 'stories', page: 1, pageSize: 12 });
    const list = el.shadowRoot!.querySelector<HTMLElement>('[part="list"]')!;
    expect(getComputedStyle(list).columnWidth).to.not.equal('auto');
    // Several columns at 900px; within a column the next card is lower, and the columns go left to right.
    await waitFor(() => cards(el).every((c) => c.querySelector('img')));
    const boxes = cards(el).map((c) => c.getBoundingClientRect());
    const lefts = [...new Set(boxes.map((b) => Math.round(b.left)))];
    expect(lefts.length).to.be.greaterThan(1);
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1]!, boxes[i]!];
      expect(Math.round(b.left) > Math.round(a.left) || (Math.round(b.left) === Math.round(a.left) && b.top > a.top), `card ${i + 1} follows card ${i}`).to.equal(true);
    }
    // One link per card, in DOM order.
    const links = [...el.shadowRoot!.querySelectorAll('a[part="card-link"]')].map((a) => a.textContent);
    expect(links).to.deep.equal(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
  });

  it('shows the empty state', async () => {
    await reply({ path: '/article/list', body: page([], 0) });
    const el = wall();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => shadowText(empty).includes('No data'));
  });

  it('shows the failure and retries', async () => {
    await reply({ path: '/article/list', status: 503, body: 'busy' }, { path: '/article/list', body: page([article(1)]) });
    const el = wall();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.getAttribute('role')).to.equal('alert');
    problem.querySelector('button')!.click();
    await waitFor(() => cards(el).length === 1);
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = wall('page-size="lots"');
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 1);
      expect(errors.events[0]!.detail.attribute).to.equal('page-size');
    } finally {
      errors.stop();
    }
  });

  it('speaks zh', async () => {
    await reply({ path: '/article/list', body: page([article(1)], 40) });
    const el = wall();
    await waitFor(() => cards(el).length === 1);
    await setLocale('zh');
    await waitFor(() => el.shadowRoot!.querySelector('[part="pagination"]')?.getAttribute('aria-label') === '分页');
    expect(el.shadowRoot!.querySelector('a[rel="next"]')!.textContent).to.contain('下一页');
  });

  it('is accessible', async () => {
    await reply({ path: '/article/list', body: page([article(1), article(2), article(3)], 30) });
    const el = wall();
    await waitFor(() => cards(el).length === 3);
    await expectAccessible(el);
  });
});
