import { expect } from 'chai';
import '../../widgets/category-article/define';
import type { ArticleListItem } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const guides = { slug: 'guides', name: 'Guides' };
const article = (slug: string): ArticleListItem => ({ slug, title: slug, summary: '', thumbnail: '', author: { name: 'Lin Wei', avatar: '' }, publishedAt: '2024-01-01T00:00:00.000Z', category: guides });
const page = (list: ArticleListItem[], category: unknown = guides) => ok({ list, total: list.length, page: 1, pageSize: 10, category });
const section = (attrs = 'category="guides"') => mount(`<shop-category-article ${attrs}></shop-category-article>`).firstElementChild as HTMLElement;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="card"]')];

describe('<shop-category-article>', () => {
  const start = location.pathname + location.search;
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it("lists the category's articles, named after it, the current article marked", async () => {
    // This test page plays the article page of "here".
    history.replaceState(null, '', `/article/here${location.search}`);
    await reply({ path: '/article/list', body: page([article('here'), article('there')]) });
    const el = section('category="guides" page-size="5"');
    await waitFor(() => cards(el).length === 2);
    const body = (await requests()).find((r) => r.path === '/article/list')!.body;
    expect(body).to.deep.equal({ category: 'guides', page: 1, pageSize: 5 });
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Guides');
    const links = cards(el).map((c) => c.querySelector('a')!);
    expect(links.map((a) => a.getAttribute('aria-current'))).to.deep.equal(['page', null]);
    // No thumbnail and no excerpt: neither frame nor empty paragraph.
    expect(cards(el)[0]!.querySelector('.media, [part="excerpt"]')).to.equal(null);
  });

  it('shows the empty state', async () => {
    await reply({ path: '/article/list', body: page([]) });
    const el = section();
    await waitFor(() => shadowText(el.shadowRoot!.querySelector('shop-empty') ?? el).includes('No data'));
  });

  it('shows the failure and retries', async () => {
    await reply({ path: '/article/list', body: { code: 40, msg: 'No such category', data: { field: 'category' } } }, { path: '/article/list', body: page([article('a')]) });
    const el = section();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('No such category');
    problem.querySelector('button')!.click();
    await waitFor(() => cards(el).length === 1);
  });

  it('needs a category', async () => {
    const errors = collectErrors();
    try {
      const el = section('');
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 1);
      expect(errors.events[0]!.detail.attribute).to.equal('category');
      await waitFor(() => el.hasAttribute('data-invalid'));
    } finally {
      errors.stop();
    }
  });

  it('speaks zh', async () => {
    await reply({ path: '/article/list', body: page([article('a')], { slug: 'guides', name: '指南' }) });
    await setLocale('zh');
    const el = section();
    await waitFor(() => cards(el).length === 1);
    expect(el.shadowRoot!.querySelector('[part="meta"]')!.textContent).to.match(/^作者：Lin Wei · 2024年1月1日$/);
  });

  it('is accessible', async () => {
    await reply({ path: '/article/list', body: page([article('a'), article('b')]) });
    const el = section();
    await waitFor(() => cards(el).length === 2);
    await expectAccessible(el);
  });
});
