import { expect } from 'chai';
import '../../widgets/category-page/define';
import type { PageSummary } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix } from '../../runtime/session';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const help = { slug: 'help', name: 'Help' };
const pages: PageSummary[] = [
  { slug: 'shipping', title: 'Shipping', excerpt: 'We ship to most countries.', custom: false },
  { slug: 'lookbook', title: 'Lookbook', excerpt: 'A custom page.', custom: true },
];
const pagesOf = (attrs = 'category="help"', inner = '') => mount(`<shop-category-page ${attrs}>${inner}</shop-category-page>`).firstElementChild as HTMLElement;
const items = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="item"]')];

describe('<shop-category-page>', () => {
  const start = location.pathname + location.search;
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    $languagePrefix.set('');
    await setLocale('en');
  });

  it("lists the category's pages with excerpts, custom pages under custom/, the current one marked", async () => {
    $languagePrefix.set('/zh-HK');
    history.replaceState(null, '', `/zh-HK/page/shipping${location.search}`);
    await reply({ path: '/page/list', body: ok({ list: pages, category: help }) });
    const el = pagesOf();
    await waitFor(() => items(el).length === 2);
    expect((await requests()).find((r) => r.path === '/page/list')!.body).to.deep.equal({ category: 'help' });
    const links = items(el).map((li) => li.querySelector('a')!);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/zh-HK/page/shipping', '/zh-HK/custom/lookbook']);
    expect(links.map((a) => a.getAttribute('aria-current'))).to.deep.equal(['page', null]);
    expect(items(el)[0]!.querySelector('[part="excerpt"]')!.textContent).to.equal('We ship to most countries.');
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('Help');
  });

  it('shows titles only with no-excerpt, and the fallback while loading', async () => {
    await reply({ path: '/page/list', body: ok({ list: pages, category: help }), hold: 'list' });
    const el = pagesOf('category="help" no-excerpt', '<ul><li><a href="/page/shipping">Shipping</a></li></ul>');
    const slot = await shadowPart<HTMLSlotElement>(el, 'slot');
    expect(slot.assignedElements()).to.have.length(1);
    await release('list');
    await waitFor(() => items(el).length === 2);
    expect(el.shadowRoot!.querySelector('[part="excerpt"]')).to.equal(null);
  });

  it('shows the empty state', async () => {
    await reply({ path: '/page/list', body: ok({ list: [], category: help }) });
    const el = pagesOf();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => shadowText(empty).includes('No data'));
  });

  it("shows the server's message and tries again", async () => {
    await reply({ path: '/page/list', body: { code: 40, msg: 'No such category', data: { field: 'category' } } }, { path: '/page/list', body: ok({ list: pages, category: help }) });
    const el = pagesOf();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('This list could not be loaded: No such category');
    problem.querySelector('button')!.click();
    await waitFor(() => items(el).length === 2);
  });

  it('shows its error state without a category or with a bad one', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-category-page></shop-category-page><shop-category-page category="../x"></shop-category-page>');
      for (const el of root.querySelectorAll('shop-category-page')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute)).to.deep.equal(['category', 'category']);
    } finally {
      errors.stop();
    }
  });

  it('speaks zh', async () => {
    await reply({ path: '/page/list', body: ok({ list: pages, category: null }) });
    await setLocale('zh');
    const el = pagesOf();
    await waitFor(() => items(el).length === 2);
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('页面');
  });

  it('is accessible', async () => {
    await reply({ path: '/page/list', body: ok({ list: pages, category: help }) });
    const el = pagesOf();
    await waitFor(() => items(el).length === 2);
    await expectAccessible(el);
  });
});
