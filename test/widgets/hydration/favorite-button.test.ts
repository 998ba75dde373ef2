// <shop-favorite-button> (the favourite toggle, of one render): drawn by the server renderer
// unpressed (the server knows no shopper's wish list), hydrated with no mismatch, then showing
// the favourite the wish list holds, and working: a press adds the article.
import { expect } from 'chai';
import sinon from 'sinon';
import { $wishList } from '../../../runtime/account';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import { $toasts } from '../../../runtime/toast';
import '../../../widgets/favorite-button/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="favorite"]')!;
const article = { slug: 'care-guide', title: 'Care guide', thumbnail: '/img/care.svg' };

describe('<shop-favorite-button> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $wishList.set({ product: [], article: [] });
    sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanupPages();
    sinon.restore();
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('hydrates the unpressed toggle for an article and for a product, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-favorite-button', { kind: 'article', slug: 'care-guide' });
    expectHydrated(result);
    expect(result.server).to.contain('aria-pressed="false"');
    expect(button(result.el).getAttribute('aria-pressed')).to.equal('false');
    expect(button(result.el).textContent).to.equal('Favourite');
    const product = await renderThenHydrate('shop-favorite-button', { kind: 'product', slug: 'linen-shirt' });
    expectHydrated(product);
    expect(button(product.el).getAttribute('aria-pressed')).to.equal('false');
  });

  it('hydrates unpressed, then shows the favourite the wish list holds', async () => {
    $wishList.set({ product: [], article: [article as never] });
    const result = await renderThenHydrate('shop-favorite-button', { slug: 'care-guide' });
    expectHydrated(result);
    expect(result.server).to.contain('aria-pressed="false"');
    await waitFor(() => button(result.el).getAttribute('aria-pressed') === 'true', { message: 'pressed once live' });
  });

  it('hydrates its error state for a bad kind or a missing slug', async () => {
    const bad = await renderThenHydrate('shop-favorite-button', { kind: 'page', slug: 'care-guide' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const missing = await renderThenHydrate('shop-favorite-button');
    expectHydrated(missing);
    expect(missing.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh-HK');
    const zh = await renderThenHydrate('shop-favorite-button', { slug: 'care-guide' }, { locale: 'zh-HK' });
    expectHydrated(zh);
    expect(button(zh.el).textContent).to.equal('收藏');
  });

  it('works once hydrated: a signed-in shopper\'s press adds the article and says so', async () => {
    $token.set('tok');
    await reply({ path: '/favorite/add', body: ok({ favorite: true }) }, { path: '/favorite/whishList', body: ok({ product: [], article: [article] }) });
    const result = await renderThenHydrate('shop-favorite-button', { kind: 'article', slug: 'care-guide' });
    expectHydrated(result);
    const changes: unknown[] = [];
    result.el.addEventListener('shop:favorite-change', (e) => changes.push((e as CustomEvent).detail));
    button(result.el).click();
    await waitFor(() => button(result.el).getAttribute('aria-pressed') === 'true', { message: 'pressed' });
    await waitFor(() => changes.length === 1, { message: 'the change event' });
    expect(changes[0]).to.deep.equal({ kind: 'article', slug: 'care-guide', favorite: true });
    expect((await requests()).find((r) => r.path === '/favorite/add')!.body).to.deep.equal({ kind: 'article', slug: 'care-guide' });
  });
});
