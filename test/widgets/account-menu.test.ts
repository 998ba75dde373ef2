import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import '../../widgets/account-menu/define';
import { release, reply, requests, resetApi } from '../helpers/browser/api';
import { resetAccount, user as accountUser } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { missing, picture } from '../helpers/browser/images';

const user = { ...accountUser, nickName: 'ada_l', emailVerified: true, mobile: '13800138000' };

const mountMenu = (attrs = 'account-href="/user/center" orders-href="/user/order"') => mount(`<header><shop-account-menu ${attrs}></shop-account-menu></header>`).querySelector('shop-account-menu')!;
const part = <E extends HTMLElement = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`)!;
const items = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitem"]')];
const focused = (el: Element) => el.shadowRoot!.activeElement?.textContent;
const here = () => encodeURIComponent(`${location.pathname}${location.search}`);

async function signedInMenu(attrs?: string) {
  $token.set('tok-1');
  $userInfo.set(user);
  const el = mountMenu(attrs);
  await shadowPart(el, '[part="button"]');
  return el;
}

describe('<shop-account-menu>', () => {
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
  });
  afterEach(resetAccount);

  it('signed out, links to sign-in with the current page to come back to', async () => {
    const el = mountMenu('signin-href="/auth/signin"');
    const link = await shadowPart<HTMLAnchorElement>(el, 'a[part="signin"]');
    expect(link.textContent).to.equal('Sign in');
    expect(link.getAttribute('href')).to.equal(`/auth/signin?redirect=${here()}`);
    $languagePrefix.set('/zh-HK');
    const plain = mountMenu();
    await waitFor(() => part<HTMLAnchorElement>(plain, 'signin')?.getAttribute('href') === `/zh-HK/auth/signin?redirect=${here()}`, { message: 'default sign-in path' });
  });

  it('signed in, is a menu button named with the first name, else the nickname, e-mail or mobile', async () => {
    const el = await signedInMenu();
    const button = part<HTMLButtonElement>(el, 'button');
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(part(el, 'name').textContent).to.equal('Ada');
    expect(part(el, 'avatar').textContent).to.equal('A');
    expect(part(el, 'avatar').getAttribute('aria-hidden')).to.equal('true');
    const menu = part(el, 'menu');
    expect(menu.getAttribute('role')).to.equal('menu');
    expect(menu.getAttribute('aria-labelledby')).to.equal(button.id);
    expect(menu.hidden).to.equal(true);
    expect(items(el).map((item) => [item.textContent, item.getAttribute('href')])).to.deep.equal([
      ['My account', '/user/center'],
      ['Orders', '/user/order'],
      ['Sign out', null],
    ]);
    for (const [change, name] of [[{ firstName: '' }, 'ada_l'], [{ firstName: '', nickName: '' }, 'ada@example.com'], [{ firstName: '', nickName: '', email: null }, '13800138000']] as const) {
      $userInfo.set({ ...user, ...change });
      await waitFor(() => part(el, 'name').textContent === name, { message: name });
    }
  });

  it("shows the account's picture and follows it as it changes (an upload on the profile screen), the initial without one", async () => {
    const el = await signedInMenu();
    expect(part(el, 'avatar').localName).to.equal('span');
    // A new picture saved on the profile screen goes into the account store (widgets/user-info).
    const uploaded = picture('teal', 64, 64);
    $userInfo.set({ ...user, avatar: uploaded });
    await waitFor(() => part(el, 'avatar').localName === 'img', { message: 'the picture' });
    const img = part<HTMLImageElement>(el, 'avatar');
    expect(img.getAttribute('src')).to.equal(uploaded);
    // Drawn for the eye: the button's name is still the shopper's name.
    expect(img.getAttribute('alt')).to.equal('');
    expect(part(el, 'button').textContent).to.equal('Ada');
    await waitFor(() => img.complete && img.naturalWidth > 0, { message: 'loaded' });
    expect(img.getBoundingClientRect().width).to.equal(32);
    // A picture that does not load: the initial again.
    $userInfo.set({ ...user, avatar: missing() });
    await waitFor(() => part(el, 'avatar').localName === 'span' && part(el, 'avatar').textContent === 'A', { message: 'the initial for a broken picture' });
    $userInfo.set({ ...user, avatar: '' });
    await waitFor(() => part(el, 'avatar').localName === 'span');
    await expectAccessible(el);
  });

  it('follows the APG menu button keyboard pattern', async () => {
    const el = await signedInMenu();
    const button = part<HTMLButtonElement>(el, 'button');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => focused(el) === 'My account', { message: 'first item focused' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(part(el, 'menu').hidden).to.equal(false);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('Orders');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('Sign out');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal('My account');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal('Sign out');
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal('My account');
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal('Sign out');
    await sendKeys({ press: 'o' });
    expect(focused(el)).to.equal('Orders');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    expect(el.shadowRoot!.activeElement).to.equal(button);
    // Up opens on the last item; Space opens on the first.
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => focused(el) === 'Sign out', { message: 'last item focused' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false');
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => focused(el) === 'My account');
    // Tab closes it and moves on.
    await sendKeys({ press: 'Tab' });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', { message: 'closed by Tab' });
    expect(part(el, 'menu').hidden).to.equal(true);
  });

  it('opens by click and closes on a click elsewhere', async () => {
    const el = await signedInMenu();
    const outside = mount('<button type="button">Elsewhere</button>').querySelector('button')!;
    part<HTMLButtonElement>(el, 'button').click();
    await waitFor(() => part(el, 'button').getAttribute('aria-expanded') === 'true');
    await waitFor(() => focused(el) === 'My account');
    outside.click();
    await waitFor(() => part(el, 'button').getAttribute('aria-expanded') === 'false', { message: 'closed by an outside click' });
  });

  it('closes when the shopper signs out elsewhere, and is closed when they sign in again', async () => {
    const el = await signedInMenu();
    part<HTMLButtonElement>(el, 'button').click();
    await waitFor(() => focused(el) === 'My account');
    $token.set(undefined);
    await shadowPart(el, 'a[part="signin"]');
    $token.set('tok-2');
    const button = await shadowPart(el, '[part="button"]');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(part(el, 'menu').hidden).to.equal(true);
  });

  it('signs out on the server (busy meanwhile), then forgets the session and reloads', async () => {
    const reload = sinon.stub(browser, 'reload');
    const el = await signedInMenu();
    part<HTMLButtonElement>(el, 'button').click();
    await waitFor(() => focused(el) === 'My account');
    const signOut = items(el)[2]!;
    signOut.click();
    await waitFor(() => reload.calledOnce, { message: 'reload' });
    const call = (await requests()).filter((r) => r.path === '/auth/signout');
    expect(call).to.have.length(1);
    expect(call[0]!.headers['x-auth']).to.equal('tok-1');
    expect($token.get()).to.equal(undefined);
    expect($userInfo.get()).to.equal(null);
    await shadowPart(el, 'a[part="signin"]');
  });

  it('shows the busy sign-out item while the server answers', async () => {
    const reload = sinon.stub(browser, 'reload');
    await reply({ path: '/auth/signout', body: { code: 0, msg: '', data: null }, hold: 'signout' });
    const el = await signedInMenu();
    part<HTMLButtonElement>(el, 'button').click();
    const signOut = await waitFor(() => items(el)[2]);
    signOut.click();
    await waitFor(() => signOut.getAttribute('aria-busy') === 'true');
    expect(signOut.textContent).to.equal('Signing out…');
    expect(signOut.getAttribute('aria-disabled')).to.equal('true');
    await release('signout');
    // Done before the stub goes: a real reload would end the test run.
    await waitFor(() => reload.calledOnce, { message: 'reload' });
  });

  it('on a phone shows only the initial, keeping the name as the accessible name, in 44 px', async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = await signedInMenu();
      const button = part(el, 'button');
      await waitFor(() => getComputedStyle(part(el, 'name')).position === 'absolute', { message: 'name hidden visually' });
      expect(part(el, 'name').getBoundingClientRect().width).to.be.at.most(1);
      const box = button.getBoundingClientRect();
      expect(box.width).to.be.at.least(44);
      expect(box.height).to.be.at.least(44);
      expect(button.textContent).to.include('Ada');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const out = mountMenu();
    await waitFor(() => part(out, 'signin')?.textContent === '登录');
    cleanup();
    const el = await signedInMenu();
    expect(items(el).map((item) => item.textContent)).to.deep.equal(['我的账户', '订单', '退出登录']);
  });

  it('is accessible: signed out, closed and open', async () => {
    const out = mountMenu();
    await shadowPart(out, 'a[part="signin"]');
    await expectAccessible(out.parentElement!);
    cleanup();
    const el = await signedInMenu();
    await expectAccessible(el.parentElement!);
    part<HTMLButtonElement>(el, 'button').click();
    await waitFor(() => focused(el) === 'My account');
    await expectAccessible(el.parentElement!);
  });
});
