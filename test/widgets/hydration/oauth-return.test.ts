// <shop-oauth-return> (one render): drawn by the server renderer "signing in" (the server checks
// nothing: the state is this tab's, in its sessionStorage), with the advice and sign-in link for
// pages without JavaScript, and hydrated with no mismatch; another language (its attributes are
// free text: no value is bad); a return the server checked itself (its data: refused, failed)
// hydrates as that outcome and sends nothing; then working: once hydrated it refuses a state this
// tab did not send, and signs in with its own.
import { expect } from 'chai';
import sinon from 'sinon';
import { oauthAuthorizeUrl } from '../../../runtime/auth';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/oauth-return/define';
import { ok, release, reply, requests } from '../../helpers/browser/api';
import { resetAccount, startSignedOut, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const title = (el: Element) => part(el, '[part="title"]')!.textContent;
const leave = () => new URL(oauthAuthorizeUrl('/dev/oauth/authorize')).searchParams.get('state')!;
const oauthCalls = async () => (await requests()).filter((r) => r.path === '/auth/oauth');
/** Lets the held sign-in go and waits until it has arrived: it never lands in the next test's count. */
const settle = async () => {
  await release('sign-in');
  await waitFor(async () => (await oauthCalls()).length === 1, { message: 'the sign-in sent' });
};
const attrs = { provider: 'test', code: '654321', redirect: '/user/order', 'signin-href': '/auth/signin' };

describe('<shop-oauth-return> server render and hydration', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    assign = await startSignedOut();
    sessionStorage.clear();
  });
  afterEach(async () => {
    cleanupPages();
    sessionStorage.clear();
    await resetAccount();
  });

  it('hydrates "signing in", with the advice and sign-in link shown only without JavaScript', async () => {
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }), hold: 'sign-in' });
    const result = await renderThenHydrate('shop-oauth-return', { ...attrs, state: leave() });
    expectHydrated(result);
    expect(title(result.el)).to.equal('Signing you in…');
    const advice = part(result.el, '[part="no-script"]')!;
    expect(advice.textContent).to.contain('Signing in with another account needs JavaScript.');
    expect(advice.querySelector('a')!.getAttribute('href')).to.equal('/auth/signin');
    expect(getComputedStyle(advice).display).to.equal('none');
    await settle();
  });

  it('hydrates in another language', async () => {
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }), hold: 'sign-in' });
    await setLocale('zh');
    const result = await renderThenHydrate('shop-oauth-return', { ...attrs, state: leave() }, { locale: 'zh' });
    expectHydrated(result);
    expect(title(result.el)).to.equal('正在为您登录…');
    expect(part(result.el, '[part="no-script"] a')!.textContent).to.equal('登录');
    await settle();
  });

  it('hydrates the server\'s refusal (its data) and checks and sends nothing, though this tab holds the state', async () => {
    const state = leave();
    const result = await renderThenHydrate('shop-oauth-return', { ...attrs, state }, { data: { outcome: 'refused' } });
    expectHydrated(result);
    expect(result.server).to.contain('This sign-in did not start in this browser');
    expect(title(result.el)).to.equal('This sign-in did not start in this browser');
    expect(part(result.el, '[part="no-script"]')).to.equal(null);
    expect(part(result.el, '[part="actions"] a')!.getAttribute('href')).to.equal('/auth/signin');
    expect(sessionStorage.getItem('shop.oauthState'), 'the state is not used up').to.equal(state);
    expect(await oauthCalls()).to.have.length(0);
    expect(assign.called).to.equal(false);
  });

  it('hydrates the server\'s failure (its data), with a reason that is not the code\'s, and sends nothing', async () => {
    const failed = await renderThenHydrate('shop-oauth-return', { ...attrs, state: leave() }, { data: { outcome: 'failed' } });
    expectHydrated(failed);
    expect(title(failed.el)).to.equal('Verification failed');
    const advice = part(failed.el, '[part="text"]')!.textContent!;
    cleanupPages();
    const busy = await renderThenHydrate('shop-oauth-return', { ...attrs, state: leave() }, { data: { outcome: 'failed', message: 'Too many requests' } });
    expectHydrated(busy);
    expect(part(busy.el, '[part="text"]')!.textContent).to.equal(`Too many requests ${advice}`);
    expect(await oauthCalls()).to.have.length(0);
  });

  it('works once hydrated: a state this tab did not send is refused, and nothing is sent', async () => {
    const result = await renderThenHydrate('shop-oauth-return', { ...attrs, state: 'someone-else' });
    expectHydrated(result);
    await waitFor(() => title(result.el) === 'This sign-in did not start in this browser', { message: 'refused' });
    expect(part(result.el, '[part="no-script"]')).to.equal(null);
    expect(part(result.el, '[part="actions"] a')!.getAttribute('href')).to.equal('/auth/signin');
    expect(await oauthCalls()).to.have.length(0);
  });

  it('works once hydrated: with its own state it signs in and goes to the redirect', async () => {
    await reply({ path: '/auth/oauth', body: ok({ token: 'tok-oauth', user }) });
    const result = await renderThenHydrate('shop-oauth-return', { ...attrs, state: leave() });
    expectHydrated(result);
    await waitFor(() => assign.called, { message: 'left for the redirect' });
    expect(assign.args).to.deep.equal([['/user/order']]);
    expect($token.get()).to.equal('tok-oauth');
    expect((await oauthCalls()).map((r) => r.body)).to.deep.equal([{ provider: 'test', code: '654321' }]);
  });
});
