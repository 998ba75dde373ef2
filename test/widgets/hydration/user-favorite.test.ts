// <shop-user-favorite> (one render): drawn by the server renderer for a guest (the sign-in
// prompt, coming back to the page) and, with data (the page was asked for with a session), as
// the shopper's wish list: the two tabs with their counts (links to the page with ?tab=, which
// a page without JavaScript follows) and the selected tab's list; hydrated with no
// mismatch, in another language, empty, and in its error state for a bad attribute; the
// browser does not read the list again and takes the server's as its wish list; then working:
// a removal is saved and announced, and the tabs switch.
import { expect } from 'chai';
import { $wishList } from '../../../runtime/account';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-favorite/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const product = (slug: string, name: string, price = 4900) => ({ id: slug.length, slug, name, price, linePrice: null, image: `/media/${slug}.svg`, score: null, inStock: true });
const article = (slug: string, title: string) => ({ slug, title, thumbnail: '' });
const list = { product: [product('linen-shirt', 'Linen shirt'), product('wool-hat', 'Wool hat', 1500)], article: [article('care-guide', 'Care guide')] };

const all = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const tabs = (el: Element) => all<HTMLAnchorElement>(el, '[role="tab"]');
const panel = (el: Element) => all(el, '[role="tabpanel"]').find((p) => !p.hidden)!;
const here = () => `${location.pathname}${location.search}`;

describe('<shop-user-favorite> server render and hydration', () => {
  userScreenHooks({ each: () => $wishList.set({ product: [], article: [] }) });

  itHydratesTheSignInPrompt('shop-user-favorite', '[role="tab"]', 'Sign in to see your favourites.');

  it("hydrates the shopper's wish list: the tabs as links and the selected tab's list, the same in the server's page and live; not read again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-favorite', {}, { url: here(), data: list });
    expectHydrated(result);
    // Without JavaScript: the same tabs, links to the page with the other tab first, and the first tab's list.
    const server = new DOMParser().parseFromString(`<div>${result.server}</div>`, 'text/html');
    expect([...server.querySelectorAll('a[role="tab"]')].map((a) => [text(a), a.getAttribute('href')])).to.deep.equal([['Products (2)', '?tab=product'], ['Articles (1)', '?tab=article']]);
    expect([...server.querySelectorAll('[part="item"] .name')].map(text)).to.deep.equal(['Linen shirt', 'Wool hat']);
    // Live: the tabs, the first one's list.
    expect(tabs(result.el).map(text)).to.deep.equal(['Products (2)', 'Articles (1)']);
    await waitFor(() => all(result.el, '[part="item"]').length === 2);
    expect(text(panel(result.el))).to.include('Linen shirt').and.include('$49.00').and.include('Wool hat');
    expect(panel(result.el).querySelector('a')!.getAttribute('href')).to.equal('/product/linen-shirt');
    expect($wishList.get()).to.deep.equal(list);
    expect((await requests()).filter((r) => r.path === '/favorite/whishList')).to.have.length(0);
  });

  it('hydrates in another language, the articles tab first', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-favorite', { tab: 'article' }, { url: here(), locale: 'zh', data: list });
    expectHydrated(result);
    expect(tabs(result.el).map(text)).to.deep.equal(['商品（2）', '文章（1）']);
    await waitFor(() => all(result.el, '[part="item"]').length === 1);
    expect(text(panel(result.el))).to.include('Care guide').and.include('移除');
  });

  it('hydrates the empty wish list with its ways to browse', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-favorite', {}, { url: here(), data: { product: [], article: [] } });
    expectHydrated(result);
    expect(tabs(result.el).map(text)).to.deep.equal(['Products (0)', 'Articles (0)']);
    // The selected tab's empty list with its way to browse (the other tab's comes with its page, ?tab=article).
    expect(result.server).to.contain('href="/search"');
    expect(result.server).to.not.contain('Browse articles');
    await waitFor(() => all(result.el, '[part="empty"]').length === 1);
    expect(panel(result.el).querySelector<HTMLAnchorElement>('a.browse')!.getAttribute('href')).to.equal('/search');
    tabs(result.el)[1]!.click();
    await waitFor(() => text(panel(result.el)).includes('Browse articles'));
  });

  it('hydrates its error state for a bad attribute', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-favorite', { tab: 'basket' }, { url: here(), data: list });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(tabs(bad.el)).to.have.length(0);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('works once hydrated: a removal is saved and announced, and the tabs switch', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-favorite', {}, { url: here(), data: list });
    expectHydrated(result);
    await reply({ path: '/favorite/cancel', body: ok({ favorite: false }) });
    await waitFor(() => all(result.el, '[part="remove"]').length === 2);
    all<HTMLButtonElement>(result.el, '[part="remove"]')[0]!.click();
    await waitFor(() => all(result.el, '[part="item"]').length === 1);
    await waitFor(() => result.el.shadowRoot!.querySelector('.favorites > [role="status"]')!.textContent === 'Linen shirt was removed from your favourites.');
    expect(tabs(result.el).map(text)).to.deep.equal(['Products (1)', 'Articles (1)']);
    expect((await requests()).find((r) => r.path === '/favorite/cancel')!.body).to.deep.equal({ kind: 'product', slug: 'linen-shirt' });
    tabs(result.el)[1]!.click();
    await waitFor(() => text(panel(result.el)).includes('Care guide'));
  });
});
