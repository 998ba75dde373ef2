import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import '../../widgets/user-header/define';
import '../../widgets/user/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { picture } from '../helpers/browser/images';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { shopper, signInAs, signOutHere } from './user-fixtures';

const original = `${location.pathname}${location.search}`;
/** Moves the test page to `path`, keeping the query (the scripted API tells test pages apart by it). */
const visit = (path: string) => history.pushState(null, '', `${path}${location.search}`);

describe('<shop-user>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    $languagePrefix.set('');
    history.replaceState(null, '', original);
    await setLocale('en');
  });

  it('lists the sections under the user prefix and marks the current one, around the screen in its slot', async () => {
    signInAs();
    visit('/user/order/SO100');
    const root = mount('<shop-user><shop-user-header slot="header"></shop-user-header><p id="screen">The screen</p></shop-user>');
    const el = root.querySelector('shop-user')!;
    const nav = await shadowPart(el, 'nav');
    expect(nav.getAttribute('aria-label')).to.equal('Your account');
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Account centre', 'Orders', 'Returns', 'Addresses', 'Favourites', 'Articles', 'Profile', 'Account', 'Security', 'Activity log']);
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(['center', 'order', 'return', 'address', 'favorite', 'article', 'info', 'account', 'security', 'log'].map((s) => `/user/${s}`));
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).to.deep.equal(['Orders']);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedElements().map((e) => e.id)).to.deep.equal(['screen']);
    // The header sits above the navigation, across the layout's whole width.
    const header = root.querySelector('shop-user-header')!.getBoundingClientRect();
    const base = el.shadowRoot!.querySelector('[part="base"]')!.getBoundingClientRect();
    expect(header.width).to.be.closeTo(base.width, 1);
    expect(header.bottom).to.be.at.most(nav.getBoundingClientRect().top);
    await expectAccessible(root);
  });

  it('leaves no gap above the navigation when no header is slotted (the same before and after hydration)', async () => {
    signInAs();
    visit('/user/order');
    const el = mount('<shop-user><p>The screen</p></shop-user>').querySelector('shop-user')!;
    const nav = await shadowPart(el, 'nav');
    expect(nav.getBoundingClientRect().top).to.equal(el.getBoundingClientRect().top);
  });

  it('follows the page shell: the activity page marks the activity log, and the language prefix goes in front', async () => {
    signInAs();
    $languagePrefix.set('/zh');
    await setLocale('zh');
    visit('/zh/user/center');
    const el = mount('<shop-user></shop-user>').querySelector('shop-user')!;
    await waitFor(() => el.shadowRoot?.querySelector('[aria-current="page"]')?.textContent === '账户中心');
    expect(el.shadowRoot!.querySelector('a')!.getAttribute('href')).to.equal('/zh/user/center');
    // Live (its effects in, the page-load listener among them) before the shell says a page loaded.
    await waitFor(() => (el as HTMLElement & { [key: symbol]: unknown })[Symbol.for('shop-elements.live')] === true);
    visit('/zh/user/security/activity');
    document.dispatchEvent(new CustomEvent('shop:load'));
    await waitFor(() => el.shadowRoot!.querySelector('[aria-current="page"]')?.textContent === '活动日志');
  });

  it('is reached by Tab, one link after another', async () => {
    signInAs();
    visit('/user/info');
    const el = mount('<button id="before">before</button><shop-user></shop-user>').querySelector('shop-user')!;
    await shadowPart(el, 'nav a');
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Account centre');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Orders');
  });

  it('shows no navigation to a guest: the screen in its slot speaks for itself', async () => {
    visit('/user/center');
    const el = mount('<shop-user><p>screen</p></shop-user>').querySelector('shop-user')!;
    await shadowPart(el, '[part="main"]');
    expect(el.shadowRoot!.querySelector('nav')).to.equal(null);
  });

  it("shows a guest one sign-in prompt, the screen's: the header's is not drawn, and comes back on sign-in", async () => {
    visit('/user/order');
    const root = mount('<shop-user><shop-user-header slot="header"></shop-user-header><p id="screen">Sign in to see your orders.</p></shop-user>');
    const el = root.querySelector('shop-user')!;
    const header = root.querySelector('shop-user-header')!;
    await shadowPart(el, '[part="main"]');
    await shadowPart(header, '[part="signin"]');
    // Slotted nowhere: not drawn, not in the accessibility tree.
    expect(header.assignedSlot === null, 'the header is slotted nowhere').to.equal(true);
    expect(header.getClientRects().length).to.equal(0);
    expect(root.querySelector('#screen')!.getClientRects().length).to.be.above(0);
    await expectAccessible(el);

    await reply({ path: '/user/info', body: ok(shopper) });
    signInAs();
    await waitFor(() => header.assignedSlot !== null, { message: 'the header shown once signed in' });
  });
});

describe('<shop-user-header>', () => {
  let reload: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    reload = sinon.stub(browser, 'reload');
  });
  afterEach(async () => {
    reload.restore();
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  it('shows the stored name at once, then the server\'s fresh info (a new picture appears)', async () => {
    const avatar = picture();
    await reply({ path: '/user/info', body: ok({ ...shopper, firstName: 'Augusta', fullName: 'Augusta Lovelace', avatar }), hold: 'info' });
    signInAs();
    const root = mount('<shop-user-header></shop-user-header>');
    const el = root.querySelector('shop-user-header')!;
    expect((await shadowPart(el, '[part="name"]')).textContent).to.equal('Ada Lovelace');
    expect(shadowText(el)).to.contain('ada@example.com · 13800138000');
    expect(el.shadowRoot!.querySelector('.avatar.initial')!.textContent).to.equal('A');
    await release('info');
    await waitFor(() => el.shadowRoot!.querySelector('[part="name"]')!.textContent === 'Augusta Lovelace', { message: 'fresh name' });
    const img = el.shadowRoot!.querySelector<HTMLImageElement>('img[part="avatar"]')!;
    expect(img.getAttribute('src')).to.equal(avatar);
    expect(img.alt).to.equal('');
    expect($userInfo.get()!.firstName).to.equal('Augusta');
    await expectAccessible(root);
  });

  it('signs out from the keyboard: the server first, then the page reloads signed out', async () => {
    await reply({ path: '/user/info', body: ok(shopper) });
    signInAs();
    const el = mount('<shop-user-header></shop-user-header>').querySelector('shop-user-header')!;
    const button = await shadowPart<HTMLButtonElement>(el, '[part="signout"]');
    expect(button.textContent).to.equal('Sign out');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => reload.called, { message: 'reload' });
    const signout = (await requests()).find((r) => r.path === '/auth/signout')!;
    expect(signout.headers['x-auth']).to.equal('test-token');
    expect($token.get()).to.equal(undefined);
  });

  it('offers a guest the sign-in page, which brings them back', async () => {
    const root = mount('<shop-user-header></shop-user-header>');
    const el = root.querySelector('shop-user-header')!;
    const link = await shadowPart<HTMLAnchorElement>(el, '[part="signin-link"]');
    expect(link.textContent).to.equal('Sign in');
    expect(link.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    expect(shadowText(el)).to.contain('Sign in to see your account.');
    expect((await requests()).filter((r) => r.path === '/user/info')).to.have.length(0);
    await expectAccessible(root);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await reply({ path: '/user/info', body: ok(shopper) });
    signInAs();
    const el = mount('<shop-user-header></shop-user-header>').querySelector('shop-user-header')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part="signout"]')?.textContent === '退出登录');
  });
});
