// <shop-account-menu> (one render): drawn by the server renderer and hydrated with no mismatch:
// signed out, the sign-in link coming back to the page, the default sign-in path under the
// language prefix, another language; with data (the page came with the session) the menu
// button, with a no-JavaScript name and sign-out form; then working: a session in the browser
// turns the link into the menu button, which opens its menu.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/account-menu/define';
import { resetApi } from '../../helpers/browser/api';
import { resetAccount, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = <E extends HTMLElement = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const here = () => `${location.pathname}${location.search}`;

describe('<shop-account-menu> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    await resetAccount();
    $languagePrefix.set('');
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('hydrates the signed-out sign-in link, coming back to the page', async () => {
    const result = await renderThenHydrate('shop-account-menu', { 'signin-href': '/auth/signin', 'account-href': '/user/center' }, { url: here() });
    expectHydrated(result);
    const link = part<HTMLAnchorElement>(result.el, 'a[part="signin"]')!;
    expect(link.textContent).to.equal('Sign in');
    expect(link.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent(here())}`);
    expect(part(result.el, '[part="button"]')).to.equal(null);
    expect(part(result.el, '.no-script')).to.equal(null);
  });

  it('hydrates the default sign-in path under the language prefix, in another language', async () => {
    $languagePrefix.set('/zh');
    await setLocale('zh');
    const result = await renderThenHydrate('shop-account-menu', {}, { url: here(), locale: 'zh', prefix: '/zh' });
    expectHydrated(result);
    const link = part<HTMLAnchorElement>(result.el, 'a[part="signin"]')!;
    expect(link.textContent).to.equal('登录');
    expect(link.getAttribute('href')).to.equal(`/zh/auth/signin?redirect=${encodeURIComponent(here())}`);
  });

  it('with data (the page came with the session): the menu button, and a disclosure in its likeness with a sign-out form shown only without JavaScript', async () => {
    // A browser holding the session, as the runtime leaves it (it takes up the cookie's session at start).
    $token.set('tok-1');
    const data = { signedInAs: 'Demo', signOutAction: '/auth/signout' };
    const result = await renderThenHydrate('shop-account-menu', { 'signin-href': '/auth/signin' }, { url: here(), data });
    expectHydrated(result);
    expect(result.server).to.contain('part="button"');
    expect(result.server).to.not.contain('part="signin"');
    const form = part<HTMLFormElement>(result.el, 'form[part="signout-form"]')!;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/auth/signout', 'post']);
    expect(form.textContent).to.equal('Sign out');
    expect(part(result.el, 'button[part="button"] [part="name"]')!.textContent).to.equal('Demo');
    // Without JavaScript: a disclosure whose summary is the button's face, holding the same items.
    const disclosure = part<HTMLDetailsElement>(result.el, 'details.no-script')!;
    expect(disclosure.querySelector('summary')!.innerHTML).to.equal(part(result.el, 'button[part="button"]')!.innerHTML);
    expect([...disclosure.querySelectorAll('[part="item"]')].map((item) => item.textContent)).to.deep.equal(['My account', 'Orders', 'Sign out']);
    expect(disclosure.contains(form)).to.equal(true);
    // With scripting on, the no-script parts are hidden and the menu button shows.
    expect(getComputedStyle(disclosure).display).to.equal('none');
    expect(form.checkVisibility()).to.equal(false);
    expect(part(result.el, 'button[part="button"]')!.checkVisibility()).to.equal(true);
  });

  it("with data naming the account's picture: the server draws it in the button, and the hydration keeps it", async () => {
    $token.set('tok-1');
    const avatar = picture('teal', 64, 64);
    const result = await renderThenHydrate('shop-account-menu', { 'signin-href': '/auth/signin' }, { url: here(), data: { signedInAs: 'Demo', avatar, signOutAction: '/auth/signout' } });
    expectHydrated(result);
    const img = part<HTMLImageElement>(result.el, 'button[part="button"] img[part="avatar"]')!;
    expect(img.getAttribute('src')).to.equal(avatar);
    expect(img.getAttribute('alt')).to.equal('');
    expect(part(result.el, 'button[part="button"]')!.textContent).to.equal('Demo');
  });

  it('works once hydrated: signing in turns it into the menu button, which opens its menu', async () => {
    const result = await renderThenHydrate('shop-account-menu', { 'account-href': '/user/center', 'orders-href': '/user/order' }, { url: here() });
    expectHydrated(result);
    // The server drew the sign-in link; a session in the browser turns it into the menu button.
    expect(result.server).to.contain('part="signin"');
    $token.set('tok-1');
    $userInfo.set(user);
    await waitFor(() => part(result.el, 'button[part="button"]'), { message: 'menu button' });
    const button = part<HTMLButtonElement>(result.el, 'button[part="button"]')!;
    expect(part(result.el, '[part="name"]')!.textContent).to.equal('Ada');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true' && !part(result.el, '[part="menu"]')!.hidden, { message: 'menu open' });
    expect([...result.el.shadowRoot!.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).to.deep.equal(['My account', 'Orders', 'Sign out']);
  });
});
