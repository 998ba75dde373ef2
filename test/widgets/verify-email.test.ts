import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import { browser } from '../../runtime/browser';
import { $languagePrefix, $signedIn, $token, $userInfo, logout } from '../../runtime/session';
import '../../widgets/verify-email/define';
import { VERIFIED_KEY } from '../../widgets/verify-email/verify-email';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { resetAccount, user } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const refused = { code: 40, msg: 'Verification failed', data: null };

const mountVerify = (attrs = 'account="ada@example.com" token="123456"') => mount(`<shop-verify-email ${attrs}></shop-verify-email>`).querySelector('shop-verify-email')!;
const title = (el: Element) => el.shadowRoot!.querySelector('[part="title"]')!;
const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part="link"]')].map((a) => [a.textContent, a.getAttribute('href')]);
const calls = async (path: string) => (await requests()).filter((r) => r.path === path);

describe('<shop-verify-email>', () => {
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    sessionStorage.removeItem(VERIFIED_KEY);
  });
  afterEach(() => {
    sinon.restore();
    resetAccount();
  });

  it('stays Verification success when signing out reloads the page: the spent link is not checked again', async () => {
    const reload = sinon.stub(browser, 'reload');
    $token.set('tok-1');
    $userInfo.set(user);
    // The demo's tokens are single use: a second check is refused.
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }) }, { path: '/auth/verify-email', body: refused }, { path: '/user/info', body: ok({ ...user, emailVerified: true }) });
    const first = mountVerify();
    await waitFor(() => title(first)?.textContent === 'Verification success');
    // Sign out: the session ends and the page reloads (the element is drawn again, signed out).
    logout();
    expect(reload.calledOnce).to.equal(true);
    expect($signedIn.get()).to.equal(false);
    cleanup();
    const again = mountVerify();
    await waitFor(() => title(again)?.textContent === 'Verification success', { message: 'still a success after the reload' });
    expect(links(again).map(([text]) => text)).to.deep.equal(['Sign in', 'Continue shopping']);
    expect(await calls('/auth/verify-email')).to.have.length(1);
    // Another link in the same tab is checked as usual.
    cleanup();
    const other = mountVerify('account="ada@example.com" token="654321"');
    await waitFor(() => title(other)?.textContent === 'Verification failed');
    expect(await calls('/auth/verify-email')).to.have.length(2);
  });

  it('checks the link once, busy and announced, then says Verification success with the way on', async () => {
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }), hold: 'verify' });
    const el = mountVerify('account="ada@example.com" token="123456" home-href="/shop" signin-href="/auth/signin"');
    const status = await shadowPart(el, '[part="title"]');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Checking your link…');
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-busy')).to.equal('true');
    await release('verify');
    await waitFor(() => title(el).textContent === 'Verification success', { message: 'success' });
    // The same live region, so the change is announced.
    expect(title(el)).to.equal(status);
    expect(el.shadowRoot!.querySelector('[part="base"]')!.hasAttribute('aria-busy')).to.equal(false);
    expect(shadowText(el)).to.include('Your e-mail address ada@example.com is verified.');
    expect(links(el)).to.deep.equal([
      ['Sign in', '/auth/signin'],
      ['Continue shopping', '/shop'],
    ]);
    const sent = await calls('/auth/verify-email');
    expect(sent.map((r) => r.body)).to.deep.equal([{ account: 'ada@example.com', token: '123456' }]);
    expect(await calls('/user/info')).to.have.length(0);
  });

  it('refreshes the signed-in shopper\'s info after success and offers continue shopping under the language prefix', async () => {
    $languagePrefix.set('/zh-HK');
    $token.set('tok-1');
    $userInfo.set(user);
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }) }, { path: '/user/info', body: ok({ ...user, emailVerified: true }) });
    const el = mountVerify();
    await waitFor(() => title(el)?.textContent === 'Verification success');
    await waitFor(() => $userInfo.get()?.emailVerified === true, { message: 'user info refreshed' });
    expect((await calls('/user/info'))[0]!.headers['x-auth']).to.equal('tok-1');
    expect(links(el)).to.deep.equal([['Continue shopping', '/zh-HK/']]);
  });

  it('says Verification failed and why; a signed-in shopper resends with a 60 s countdown', async () => {
    $token.set('tok-1');
    $userInfo.set(user);
    await reply({ path: '/auth/verify-email', body: refused });
    const el = mountVerify();
    await waitFor(() => title(el)?.textContent === 'Verification failed');
    expect(shadowText(el)).to.include('The link may have been used already, or it has expired.');
    const button = await shadowPart<HTMLButtonElement>(el, '[part="resend-button"]');
    expect(button.textContent).to.equal('Send a new link');
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    button.focus();
    button.click();
    const status = el.shadowRoot!.querySelector('[part="resend-status"]')!;
    expect(status.getAttribute('role')).to.equal('status');
    await waitFor(() => status.textContent === 'A new verification link is on its way to ada@example.com.', { message: 'sent status' });
    expect(button.textContent).to.equal('Send again in 60 s');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    // Still focused: the countdown does not take the button away from the keyboard.
    expect(el.shadowRoot!.activeElement).to.equal(button);
    button.click();
    // The countdown's interval starts in an effect, a moment after the text shows.
    await waitFor(() => clock.countTimers() > 0, { message: 'the countdown' });
    clock.tick(1000);
    await waitFor(() => button.textContent === 'Send again in 59 s');
    clock.tick(59_000);
    await waitFor(() => button.textContent === 'Send a new link', { message: 'resend offered again' });
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
    // The click during the countdown sent nothing.
    expect(await calls('/auth/verify/resend')).to.have.length(1);
  });

  it('offers a sign-in link instead of a resend when signed out', async () => {
    await reply({ path: '/auth/verify-email', body: refused });
    const el = mountVerify('account="ada@example.com" token="999999" signin-href="/auth/signin?redirect=%2Fauth%2Fverify-prompt"');
    await waitFor(() => title(el)?.textContent === 'Verification failed');
    expect(el.shadowRoot!.querySelector('[part="resend-button"]')).to.equal(null);
    expect(shadowText(el)).to.include('Sign in to get a new verification link.');
    expect(links(el)).to.deep.equal([['Sign in', '/auth/signin?redirect=%2Fauth%2Fverify-prompt']]);
  });

  it('fails a link without a token or an account, without asking the server', async () => {
    for (const attrs of ['account="ada@example.com"', 'token="123456"', 'account="" token=""']) {
      const el = mountVerify(attrs);
      await waitFor(() => title(el)?.textContent === 'Verification failed', { message: attrs });
      expect(shadowText(el)).to.include('This link is incomplete.');
    }
    expect(await calls('/auth/verify-email')).to.have.length(0);
  });

  it('offers to try again when the server cannot be reached, and then checks again', async () => {
    await reply({ path: '/auth/verify-email', status: 503, body: 'down' }, { path: '/auth/verify-email', body: ok({ verified: true }) });
    const el = mountVerify();
    const retry = await shadowPart<HTMLButtonElement>(el, '[part="retry"]');
    expect(title(el).textContent).to.equal('Verification failed');
    retry.click();
    await waitFor(() => title(el).textContent === 'Verification success');
    expect(await calls('/auth/verify-email')).to.have.length(2);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    $token.set('tok-1');
    $userInfo.set(user);
    await reply({ path: '/auth/verify-email', body: { code: 40, msg: '验证失败', data: null } });
    const el = mountVerify();
    await waitFor(() => title(el)?.textContent === '验证失败');
    expect(shadowText(el)).to.include('该链接可能已被使用或已过期');
    expect((await shadowPart(el, '[part="resend-button"]')).textContent).to.equal('重新发送链接');
  });

  it('is accessible: checking, success and failure', async () => {
    await reply({ path: '/auth/verify-email', body: ok({ verified: true }), hold: 'verify' }, { path: '/auth/verify-email', body: refused });
    const root = mount('<main><shop-verify-email account="ada@example.com" token="123456"></shop-verify-email></main>');
    const el = root.querySelector('shop-verify-email')!;
    await shadowPart(el, '[part="title"]');
    await expectAccessible(root);
    await release('verify');
    await waitFor(() => title(el).textContent === 'Verification success');
    await expectAccessible(root);
    $token.set('tok-1');
    $userInfo.set(user);
    const failed = mountVerify('account="ada@example.com" token="000000"');
    await waitFor(() => title(failed)?.textContent === 'Verification failed');
    await shadowPart(failed, '[part="resend-button"]');
    await expectAccessible(failed.parentElement!);
  });
});
