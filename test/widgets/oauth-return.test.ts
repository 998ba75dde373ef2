import { expect } from 'chai';
import sinon from 'sinon';
import { oauthAuthorizeUrl } from '../../runtime/auth';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import '../../widgets/oauth-return/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const user = { id: 9, firstName: 'Tess', lastName: 'Provider', fullName: 'Tess Provider', nickName: '', avatar: '', bio: '', birthday: '', email: 'oauth@example.com', emailVerified: true, mobile: null, credits: 0, spendingAmount: 0, paymentAmount: 0, unpaidOrderCount: 0, orderCount: 0, lastLogin: null };

/** Leaves for the provider as the sign-in page does: the state this tab will accept back. */
const leave = () => new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')!;
const mountReturn = (attrs: string) => mount(`<shop-oauth-return ${attrs}></shop-oauth-return>`).querySelector('shop-oauth-return')!;
const title = (el: Element) => el.shadowRoot?.querySelector('[part="title"]')?.textContent;
const link = (el: Element) => el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part="link"]');
const oauthCalls = async () => (await requests()).filter((r) => r.path === '/auth/oauth');

describe('<shop-oauth-return>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    sessionStorage.clear();
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    sessionStorage.clear();
    await setLocale('en');
  });

  it('with its own state, signs in (busy, announced) and goes to the checked redirect', async () => {
    const state = leave();
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }), hold: 'oauth' });
    const el = mountReturn(`provider="test" code="654321" state="${state}" redirect="/user/order"`);
    const status = await shadowPart(el, '[part="title"]');
    expect(status.textContent).to.equal('Signing you in…');
    expect(status.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    await release('oauth');
    await waitFor(() => assign.called, { message: 'left for the redirect' });
    expect(assign.args).to.deep.equal([['/user/order']]);
    expect($token.get()).to.equal('tok-oauth');
    expect($userInfo.get()?.email).to.equal('oauth@example.com');
    expect((await oauthCalls()).map((r) => r.body)).to.deep.equal([{ provider: 'test', code: '654321' }]);
  });

  it('never leaves the shop: another site as the redirect goes home under the language prefix', async () => {
    $languagePrefix.set('/zh');
    const state = leave();
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }) });
    mountReturn(`provider="test" code="654321" state="${state}" redirect="https://evil.example"`);
    await waitFor(() => assign.called);
    expect(assign.args).to.deep.equal([['/zh/']]);
  });

  it('refuses a state this tab did not send, without asking the server', async () => {
    leave();
    const el = mountReturn('provider="test" code="654321" state="someone-elses-state" redirect="/user/order"');
    await waitFor(() => title(el) === 'This sign-in did not start in this browser');
    expect(shadowText(el)).to.include('Please sign in again.');
    expect(link(el)!.textContent).to.equal('Sign in again');
    expect(link(el)!.getAttribute('href')).to.equal('/auth/signin?redirect=%2Fuser%2Forder');
    // The state is used up either way: the real one cannot be replayed later either.
    expect(sessionStorage.length).to.equal(0);
    expect(await oauthCalls()).to.have.length(0);
    expect($token.get()).to.equal(undefined);
    expect(assign.called).to.equal(false);
  });

  it('refuses a missing state (also when nothing was stored), without asking the server', async () => {
    leave();
    const missing = mountReturn('provider="test" code="654321" state="" signin-href="/auth/signin"');
    await waitFor(() => title(missing) === 'This sign-in did not start in this browser');
    expect(link(missing)!.getAttribute('href')).to.equal('/auth/signin');
    const nothingStored = mountReturn('provider="test" code="654321" state="abc"');
    await waitFor(() => title(nothingStored) === 'This sign-in did not start in this browser');
    expect(await oauthCalls()).to.have.length(0);
  });

  it('says Verification failed with the sign-in link when the provider\'s code is refused', async () => {
    const state = leave();
    await reply({ path: '/auth/oauth', body: { code: 40, msg: 'Verification failed', data: { field: 'code' } } });
    const el = mountReturn(`provider="test" code="000000" state="${state}"`);
    await waitFor(() => title(el) === 'Verification failed');
    expect(shadowText(el)).to.include('did not go through');
    expect(link(el)!.getAttribute('href')).to.equal('/auth/signin');
    expect($token.get()).to.equal(undefined);
    expect(assign.called).to.equal(false);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = mountReturn('provider="test" code="654321" state="x"');
    await waitFor(() => title(el) === '此次登录并非从本浏览器发起');
    expect(link(el)!.textContent).to.equal('重新登录');
  });

  it('is accessible, busy and refused', async () => {
    const state = leave();
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }), hold: 'oauth' });
    const busy = mount(`<main><shop-oauth-return provider="test" code="1" state="${state}"></shop-oauth-return></main>`);
    await shadowPart(busy.querySelector('shop-oauth-return')!, '[part="title"]');
    await expectAccessible(busy);
    await release('oauth');
    const refused = mount('<main><shop-oauth-return provider="test" code="1" state="nope"></shop-oauth-return></main>');
    await waitFor(() => link(refused.querySelector('shop-oauth-return')!));
    await expectAccessible(refused);
    // The busy one leaves once answered: while the stub is still in place.
    await waitFor(() => assign.called, { message: 'left' });
  });
});
