// <shop-user-article> (one render): drawn by the server renderer for a guest (the sign-in
// prompt, coming back to the page) and, with data (the page was asked for with a session), as
// the shopper's saved articles (the wish list's article list) under the screen's heading;
// hydrated with no mismatch, in another language, and empty with its way to browse; the
// browser does not read the list again and takes the server's as its wish list; then working:
// a removal is saved and announced, and focus goes to the heading when none is left.
import { expect } from 'chai';
import { $wishList } from '../../../runtime/account';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-article/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const product = (slug: string, name: string) => ({ id: slug.length, slug, name, price: 4900, linePrice: null, image: '', score: null, inStock: true });
const article = (slug: string, title: string, thumbnail = '') => ({ slug, title, thumbnail });
const list = { product: [product('linen-shirt', 'Linen shirt')], article: [article('care-guide', 'Care guide', '/media/care.svg'), article('wash-day', 'Wash day')] };

const all = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const here = () => `${location.pathname}${location.search}`;

describe('<shop-user-article> server render and hydration', () => {
  userScreenHooks({ each: () => $wishList.set({ product: [], article: [] }) });

  itHydratesTheSignInPrompt('shop-user-article', '[part="heading"]', 'Sign in to see the articles you saved.');

  it("hydrates the shopper's saved articles, and does not read the list again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-article', {}, { url: here(), data: list });
    expectHydrated(result);
    expect(result.server).to.contain('Wash day');
    expect(text(all(result.el, '[part="heading"]')[0]!)).to.equal('Saved articles');
    expect(all(result.el, '[part="item"] .name').map(text)).to.deep.equal(['Care guide', 'Wash day']);
    expect(all<HTMLAnchorElement>(result.el, '[part="item"] a').map((a) => a.getAttribute('href'))).to.deep.equal(['/article/care-guide', '/article/wash-day']);
    expect(all(result.el, '[part="remove"]').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Remove Care guide', 'Remove Wash day']);
    expect(text(result.el.shadowRoot!.querySelector('.user-article')!), 'the article list alone').to.not.contain('Linen shirt');
    expect($wishList.get()).to.deep.equal(list);
    expect((await requests()).filter((r) => r.path === '/favorite/whishList')).to.have.length(0);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-article', {}, { url: here(), locale: 'zh', data: list });
    expectHydrated(result);
    expect(text(all(result.el, '[part="heading"]')[0]!)).to.equal('收藏的文章');
    expect(all(result.el, '[part="remove"]').map(text)).to.deep.equal(['移除', '移除']);
  });

  it('hydrates the empty list with its way to browse', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-article', { 'articles-href': '/blog' }, { url: here(), data: { product: list.product, article: [] } });
    expectHydrated(result);
    expect(all(result.el, '[part="empty"]')).to.have.length(1);
    expect(result.el.shadowRoot!.querySelector('a.browse')!.getAttribute('href')).to.equal('/blog');
    expect(all(result.el, '[part="item"]')).to.have.length(0);
  });

  it('works once hydrated: removals are saved and announced; focus goes to the heading when none is left', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-article', {}, { url: here(), data: { product: [], article: [article('care-guide', 'Care guide')] } });
    expectHydrated(result);
    await reply({ path: '/favorite/cancel', body: ok({ favorite: false }) });
    all<HTMLButtonElement>(result.el, '[part="remove"]')[0]!.click();
    await waitFor(() => all(result.el, '[part="empty"]').length === 1);
    await waitFor(() => result.el.shadowRoot!.querySelector('.user-article > [role="status"]')!.textContent === 'Care guide was removed from your favourites.');
    await waitFor(() => result.el.shadowRoot!.activeElement === all(result.el, '[part="heading"]')[0]);
    expect((await requests()).find((r) => r.path === '/favorite/cancel')!.body).to.deep.equal({ kind: 'article', slug: 'care-guide' });
  });
});
