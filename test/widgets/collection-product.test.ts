import { expect } from 'chai';
import '../../widgets/collection-product/define';
import type { ProductSummary } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const product = (n: number): ProductSummary => ({ id: n, slug: `item-${n}`, name: `Item ${n}`, price: 1500, linePrice: 1800, image: '/media/none.svg', score: null, inStock: true });
const page = (list: ProductSummary[], total = list.length) => ok({ list, total, page: 1, pageSize: 12 });
const listRequests = async () => (await requests()).filter((r) => r.path === '/product/list').map((r) => r.body as Record<string, unknown>);
const collection = (attrs = 'collection="summer-edit"') => mount(`<shop-collection-product ${attrs}></shop-collection-product>`).firstElementChild as HTMLElement;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="card"]')];

describe('<shop-collection-product>', () => {
  const start = location.pathname + location.search;
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it("lists the collection's products with the shared listing (sort in the address)", async () => {
    await reply({ path: '/product/list', body: page([product(1), product(2)], 2) });
    const el = collection('collection="summer-edit" sort="price-desc" no-filters');
    await waitFor(() => cards(el).length === 2);
    expect((await listRequests())[0]).to.deep.equal({ collection: 'summer-edit', sort: 'price-desc', page: 1, pageSize: 12 });
    expect(el.shadowRoot!.querySelector('[part="filters"]')).to.equal(null);
    expect(cards(el)[0]!.querySelector('a')!.getAttribute('href')).to.equal('/product/item-1');
    await reply({ path: '/product/list', body: page([product(3)]) });
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[part="sort"]')!;
    select.value = 'newest';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => cards(el).length === 1);
    expect((await listRequests())[1]).to.include({ collection: 'summer-edit', sort: 'newest' });
    // The element's own default sort stays out of the address; another one is written.
    expect(new URLSearchParams(location.search).get('sort')).to.equal('newest');
  });

  it('shows the empty state', async () => {
    await reply({ path: '/product/list', body: page([], 0) });
    const el = collection();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => shadowText(empty).includes('No data'));
  });

  it("shows the catalogue's message on failure and retries", async () => {
    await reply({ path: '/product/list', status: 500, body: { code: 500, msg: 'An unknown error occurred.', data: null } }, { path: '/product/list', body: page([product(1)]) });
    const el = collection();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('This list could not be loaded:');
    problem.querySelector('button')!.click();
    await waitFor(() => cards(el).length === 1);
  });

  it('shows its error state without a collection or with a bad page size', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-collection-product></shop-collection-product><shop-collection-product collection="x" page-size="2.5"></shop-collection-product>');
      for (const el of root.querySelectorAll('shop-collection-product')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['collection', 'page-size']);
    } finally {
      errors.stop();
    }
  });

  it('speaks zh-HK', async () => {
    await reply({ path: '/product/list', body: page([product(1)]) });
    const el = collection();
    await waitFor(() => cards(el).length === 1);
    await setLocale('zh-HK');
    await waitFor(() => el.shadowRoot!.querySelector('[part="summary"]')!.textContent === '1 件貨品');
    expect(el.shadowRoot!.querySelector('[part="in-stock"]')!.parentElement!.textContent).to.equal('只顯示有貨');
  });

  it('is accessible', async () => {
    await reply({ path: '/product/list', body: page([product(1), product(2)]) });
    const el = collection();
    await waitFor(() => cards(el).length === 2);
    await expectAccessible(el);
  });
});
