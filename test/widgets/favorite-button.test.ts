import { expect } from 'chai';
import sinon from 'sinon';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/favorite-button/define';
import { $wishList } from '../../runtime/account';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token } from '../../runtime/session';
import { $toasts } from '../../runtime/toast';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const button = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="favorite"]')!;
const article = { slug: 'care-guide', title: 'Care guide', thumbnail: '/media/a.jpg' };

describe('<shop-favorite-button>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $toasts.set([]);
    $token.set(undefined);
    $languagePrefix.set('');
    $wishList.set({ product: [], article: [] });
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    document.querySelector('shop-toast')?.remove();
    await setLocale('en');
  });

  it('toggles an article favourite by keyboard, with aria-pressed and the change event', async () => {
    $token.set('tok');
    await reply({ path: '/favorite/add', body: ok({ favorite: true }) }, { path: '/favorite/whishList', body: ok({ product: [], article: [article] }) }, { path: '/favorite/cancel', body: ok({ favorite: false }) });
    const el = mount('<shop-favorite-button kind="article" slug="care-guide"></shop-favorite-button>').firstElementChild as HTMLElement;
    const changes: unknown[] = [];
    el.addEventListener('shop:favorite-change', (e) => changes.push((e as CustomEvent).detail));
    await shadowPart(el, '[part="favorite"]');
    expect(button(el).getAttribute('aria-pressed')).to.equal('false');
    expect(button(el).textContent).to.equal('Favourite');
    await expectAccessible(el);
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => changes.length === 1);
    expect(button(el).getAttribute('aria-pressed')).to.equal('true');
    // The stand-in entry is filled from the server's list.
    await waitFor(() => $wishList.get().article[0]?.title === 'Care guide');
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => changes.length === 2);
    expect(button(el).getAttribute('aria-pressed')).to.equal('false');
    expect(changes).to.deep.equal([
      { kind: 'article', slug: 'care-guide', favorite: true },
      { kind: 'article', slug: 'care-guide', favorite: false },
    ]);
    const sent = (await requests()).filter((r) => r.path !== '/favorite/whishList');
    expect(sent.map((r) => [r.path, r.body])).to.deep.equal([
      ['/favorite/add', { kind: 'article', slug: 'care-guide' }],
      ['/favorite/cancel', { kind: 'article', slug: 'care-guide' }],
    ]);
  });

  it('is pressed when the wish list holds the article, wherever the list changes', async () => {
    $token.set('tok');
    const el = mount('<shop-favorite-button slug="care-guide"></shop-favorite-button>').firstElementChild as HTMLElement;
    await shadowPart(el, '[part="favorite"]');
    $wishList.set({ product: [], article: [article] });
    await waitFor(() => button(el).getAttribute('aria-pressed') === 'true');
    // A product with the same slug is another item.
    const product = mount('<shop-favorite-button kind="product" slug="care-guide"></shop-favorite-button>').firstElementChild as HTMLElement;
    await shadowPart(product, '[part="favorite"]');
    expect(button(product).getAttribute('aria-pressed')).to.equal('false');
  });

  it('goes back and says why when the server refuses', async () => {
    $token.set('tok');
    await reply({ path: '/favorite/add', body: { code: 40, msg: 'No such article', data: { field: 'slug' } }, hold: 'add' });
    const el = mount('<shop-favorite-button slug="gone"></shop-favorite-button>').firstElementChild as HTMLElement;
    await shadowPart(el, '[part="favorite"]');
    button(el).click();
    await waitFor(() => button(el).getAttribute('aria-pressed') === 'true');
    await release('add');
    await waitFor(() => button(el).getAttribute('aria-pressed') === 'false', { message: 'rollback' });
    await waitFor(() => $toasts.get().some((toast) => toast.message === 'No such article'));
  });

  it('sends a signed-out shopper to sign-in, with the way back', async () => {
    $languagePrefix.set('/zh');
    const el = mount('<shop-favorite-button slug="care-guide"></shop-favorite-button>').firstElementChild as HTMLElement;
    await shadowPart(el, '[part="favorite"]');
    button(el).click();
    await waitFor(() => assign.called);
    expect(assign.firstCall.args[0]).to.equal(`/zh/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    expect(button(el).getAttribute('aria-pressed')).to.equal('false');
    expect(await requests()).to.deep.equal([]);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mount('<shop-favorite-button slug="care-guide"></shop-favorite-button>').firstElementChild as HTMLElement;
    await shadowPart(el, '[part="favorite"]');
    expect(button(el).textContent).to.equal('收藏');
    await expectAccessible(el);
  });

  it('shows its error state for a missing slug or an unknown kind', async () => {
    const errors = collectErrors();
    const root = mount('<shop-favorite-button></shop-favorite-button><shop-favorite-button kind="page" slug="x"></shop-favorite-button>');
    const [a, b] = [...root.children] as HTMLElement[];
    await waitFor(() => a!.hasAttribute('data-invalid') && b!.hasAttribute('data-invalid'));
    errors.stop();
    expect(errors.events).to.have.length(2);
  });
});
