import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../widgets/product-list/define';
import { setLocale } from '../../runtime/i18n';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { $languagePrefix } from '../../runtime/session';
import { applyTheme } from '../../runtime/theme';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="tan"/></svg>')}`;
const item = (slug: string, name: string, extra: object = {}) => ({ id: 1, slug, name, price: 4900, linePrice: null, image, score: 4.2, inStock: true, ...extra });
const products = [item('linen-shirt', 'Linen shirt', { linePrice: 5900 }), item('silk-scarf', 'Silk scarf', { inStock: false, score: null }), item('wool-hat', 'Wool hat')];

function list(value: unknown = products, attrs = 'currency="USD"') {
  const el = mount(`<shop-product-list ${attrs}></shop-product-list>`).firstElementChild as HTMLElement;
  el.setAttribute('products', JSON.stringify(value));
  return el;
}
const all = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const columns = (el: Element) => getComputedStyle(el.shadowRoot!.querySelector('[part="list"]')!).gridTemplateColumns.split(' ').length;

describe('<shop-product-list>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    $languagePrefix.set('');
    await setViewport({ width: 800, height: 600 });
    await setLocale('en');
  });

  it('shows a named list of cards: link, name, price, score, sold-out badge', async () => {
    const el = list();
    const grid = await shadowPart(el, '[part="list"]');
    expect(grid.localName).to.equal('ul');
    expect(grid.getAttribute('aria-label')).to.equal('Products');
    const links = all(el, '[part="card-link"]');
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['/product/linen-shirt', '/product/silk-scarf', '/product/wool-hat']);
    expect(all(el, '[part="name"]').map((n) => n.textContent)).to.deep.equal(['Linen shirt', 'Silk scarf', 'Wool hat']);
    const prices = all(el, 'shop-product-price');
    await waitFor(() => prices[0]!.shadowRoot?.querySelector('[part="sale"]')?.textContent === '$49.00');
    expect(prices[0]!.shadowRoot!.querySelector('[part="line"]')!.textContent).to.equal('$59.00');
    expect(all(el, 'shop-product-score')).to.have.length(2);
    expect(all(el, '[part="sold-out"]').map((b) => b.closest('li')!.querySelector('[part="name"]')!.textContent)).to.deep.equal(['Silk scarf']);
    await waitFor(() => all(el, '[part="image"]')[0]!.dataset.state === 'loaded', { message: 'lazy image' });
  });

  it('links under the language prefix', async () => {
    $languagePrefix.set('/zh-HK');
    const el = list();
    await shadowPart(el, '[part="card-link"]');
    expect(all(el, '[part="card-link"]')[0]!.getAttribute('href')).to.equal('/zh-HK/product/linen-shirt');
  });

  it('takes its column count from the theme screens: 2, 3 from md, `columns` from lg', async () => {
    await setViewport({ width: 500, height: 700 });
    const el = list(products, 'columns="5"');
    await shadowPart(el, '[part="list"]');
    await waitFor(() => columns(el) === 2);
    await setViewport({ width: 800, height: 700 });
    await waitFor(() => columns(el) === 3, { message: 'md columns' });
    await setViewport({ width: 1100, height: 700 });
    await waitFor(() => columns(el) === 5, { message: 'lg columns' });
  });

  it('breaks at the page theme’s screens, and follows a theme a navigation brings', async () => {
    const root = document.createElement('div');
    try {
      await setViewport({ width: 900, height: 700 });
      const el = list(products, 'columns="5"');
      await shadowPart(el, '[part="list"]');
      await waitFor(() => columns(el) === 3, { message: 'default md and lg: 3 columns at 900 px' });
      applyTheme({ container: { screen: { md: '1000px', lg: '1200px' } } }, root);
      await waitFor(() => columns(el) === 2, { message: 'below the theme md: 2 columns' });
      await setViewport({ width: 1250, height: 700 });
      await waitFor(() => columns(el) === 5, { message: 'from the theme lg: 5 columns' });
      // A breakpoint that is not a plain length cannot reach the sheet's text: the default stays.
      applyTheme({ container: { screen: { md: '1px) { .list { display: none } } @media (x', lg: '1200px' } } }, root);
      await setViewport({ width: 900, height: 700 });
      await waitFor(() => columns(el) === 3, { message: 'the default md again' });
      expect(getComputedStyle(el.shadowRoot!.querySelector('[part="list"]')!).display).to.equal('grid');
    } finally {
      applyTheme({}, root);
    }
  });

  it('shows shop-empty for no products, with the shop’s message', async () => {
    const el = list([], 'empty-message="Nothing here yet"');
    const empty = await shadowPart(el, 'shop-empty');
    expect(empty.getAttribute('message')).to.equal('Nothing here yet');
    expect(el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    const plain = list([]);
    await waitFor(() => plain.shadowRoot?.querySelector('shop-empty')?.shadowRoot?.querySelector('[part="message"]')?.textContent === 'No data');
  });

  it('fires shop:quick-view from a card’s quick view button, by keyboard', async () => {
    const el = list(products, 'quick-view');
    const seen: string[] = [];
    document.addEventListener('shop:quick-view', (e) => seen.push((e as CustomEvent).detail.slug), { once: true });
    const button = (await shadowPart(el, '[part="quick-view"]')) as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).to.equal('Quick view: Linen shirt');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => seen.length === 1);
    expect(seen).to.deep.equal(['linen-shirt']);
  });

  it('loads its products from product/list with `query`, showing the fallback until then', async () => {
    await reply({ path: '/product/list', body: ok({ list: products.slice(0, 2), total: 2, page: 1, pageSize: 12 }), hold: 'list' });
    const el = mount('<shop-product-list query=\'{"tag":"new","pageSize":4}\'><ul><li><a href="/product/linen-shirt">Linen shirt</a></li></ul></shop-product-list>').firstElementChild as HTMLElement;
    const slot = await shadowPart<HTMLSlotElement>(el, 'slot');
    expect(slot.assignedElements()[0]!.localName).to.equal('ul');
    await release('list');
    await waitFor(() => all(el, '[part="card"]').length === 2, { message: 'loaded cards' });
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    expect((await requests())[0]).to.deep.include({ path: '/product/list', body: { tag: 'new', pageSize: 4 } });
  });

  it('keeps the fallback when the query fails', async () => {
    await reply({ path: '/product/list', status: 500, body: 'down' });
    const el = mount('<shop-product-list query=\'{"tag":"new"}\'><p>Fallback</p></shop-product-list>').firstElementChild as HTMLElement;
    await shadowPart(el, 'slot');
    await waitFor(async () => (await requests()).length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
    document.querySelector('shop-toast')?.remove();
  });

  it('speaks zh', async () => {
    const el = list(products, 'quick-view');
    await shadowPart(el, '[part="sold-out"]');
    await setLocale('zh');
    await waitFor(() => all(el, '[part="sold-out"]')[0]!.textContent === '已售罄');
    expect(el.shadowRoot!.querySelector('[part="list"]')!.getAttribute('aria-label')).to.equal('商品');
    expect(all(el, '[part="quick-view"]')[0]!.getAttribute('aria-label')).to.equal('快速查看：Linen shirt');
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = list({ slug: 'x' });
      await shadowPart(el, '[part="error"]');
      const bad = list([{ slug: 'x' }]);
      await shadowPart(bad, '[part="error"]');
      const cols = list(products, 'columns="0"');
      await shadowPart(cols, '[part="error"]');
      const neither = mount('<shop-product-list></shop-product-list>').firstElementChild!;
      await shadowPart(neither, '[part="error"]');
      await waitFor(() => errors.events.length >= 4);
      expect(errors.events.map((e) => e.detail.message)).to.include('<shop-product-list> needs "products" or "query".');
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-list> "products" must be a JSON array of products.');
      expect(messages).to.include('<shop-product-list> "products" has a product without "slug", "name" and "price".');
      expect(messages).to.include('<shop-product-list> "columns" must be at least 1.');
      await waitFor(() => el.hasAttribute('data-invalid'));
    } finally {
      errors.stop();
    }
  });

  it('is accessible, full and empty', async () => {
    const el = list(products, 'quick-view');
    await waitFor(() => all(el, '[part="image"]').every((i) => i.dataset.state === 'loaded'));
    await expectAccessible(el);
    const empty = list([]);
    await shadowPart(empty, 'shop-empty');
    await expectAccessible(empty);
  });
});
