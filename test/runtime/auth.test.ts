import { expect } from 'chai';
import sinon from 'sinon';
import { checkOauthState, oauthAuthorizeUrl, signInAndGo, signOut } from '../../runtime/auth';
import { adoptCookieSession } from '../../runtime/cookie-session';
import { browser } from '../../runtime/browser';
import { $languagePrefix, $signedIn, $token, $userInfo } from '../../runtime/session';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';

const user = { id: 7, firstName: 'Ada', lastName: 'Lee', fullName: 'Ada Lee', nickName: '', avatar: '', bio: '', birthday: '', email: 'ada@example.com', emailVerified: true, mobile: null, credits: 0, spendingAmount: 0, paymentAmount: 0, unpaidOrderCount: 0, orderCount: 0, lastLogin: null };

describe('auth', () => {
  let assign: sinon.SinonStub;
  let reload: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
    reload = sinon.stub(browser, 'reload');
  });
  afterEach(() => {
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    sessionStorage.clear();
  });

  it('signs in through the session, then goes to the checked address under the language prefix', () => {
    $languagePrefix.set('/zh');
    signInAndGo({ token: 'tok-1', user }, '/user/order');
    expect($token.get()).to.equal('tok-1');
    expect($userInfo.get()?.firstName).to.equal('Ada');
    expect(assign.calledOnceWithExactly('/zh/user/order')).to.equal(true);
  });

  it('never leaves the shop after sign-in (open redirect)', () => {
    for (const target of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) signInAndGo({ token: 'tok', user }, target);
    expect(assign.args.map((a) => a[0])).to.deep.equal(['/', '/', '/']);
  });

  it('signs out on the server first, then forgets the session and reloads', async () => {
    $token.set('tok-2');
    await signOut();
    const call = (await requests()).find((r) => r.path === '/auth/signout');
    expect(call?.headers['x-auth']).to.equal('tok-2');
    expect($signedIn.get()).to.equal(false);
    expect(reload.calledOnce).to.equal(true);
  });

  it('still signs out here when the server cannot be reached', async () => {
    await reply({ path: '/auth/signout', drop: true });
    $token.set('tok-3');
    await signOut();
    expect($token.get()).to.equal(undefined);
    expect(reload.calledOnce).to.equal(true);
  });

  it('remembers a fresh OAuth state in this tab, and accepts it once', () => {
    const first = new URL(oauthAuthorizeUrl('/dev/oauth/authorize'));
    expect(first.pathname).to.equal('/dev/oauth/authorize');
    expect(first.searchParams.get('redirect')).to.equal('/auth/oauth');
    const state = first.searchParams.get('state')!;
    expect(state).to.match(/^[\w-]{20,}$/);
    expect(new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')).to.not.equal(state);
    const second = new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')!;
    expect(checkOauthState('forged')).to.equal(false);
    expect(checkOauthState(second), 'used up by the failed check').to.equal(false);
    const third = new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')!;
    expect(checkOauthState(third)).to.equal(true);
    expect(checkOauthState(third)).to.equal(false);
    expect(checkOauthState(null)).to.equal(false);
  });

  it('keeps the OAuth state in the shop_oauth_state cookie too, for a server that takes the return', () => {
    const state = new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')!;
    expect(document.cookie.split('; ')).to.include(`shop_oauth_state=${state}`);
    document.cookie = 'shop_oauth_state=; Max-Age=0; Path=/';
  });

  it('takes over a no-JavaScript sign-in once, only when the page says there is one', async () => {
    await adoptCookieSession({});
    expect((await requests()).some((r) => r.path === '/auth/session')).to.equal(false);
    await reply({ path: '/auth/session', body: ok({ token: 'from-cookie', user }) });
    await adoptCookieSession({ cookieSession: true });
    expect($token.get()).to.equal('from-cookie');
    await adoptCookieSession({ cookieSession: true });
    expect((await requests()).filter((r) => r.path === '/auth/session')).to.have.length(1);
  });

  it('stays signed out when the cookie no longer works', async () => {
    await reply({ path: '/auth/session', body: { code: 40, msg: 'No session', data: null } });
    await adoptCookieSession({ cookieSession: true });
    expect($signedIn.get()).to.equal(false);
  });
});
