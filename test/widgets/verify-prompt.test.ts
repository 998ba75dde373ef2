import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import '../../widgets/verify-prompt/define';
import { reply, requests, resetApi } from '../helpers/browser/api';
import { resetAccount, user } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';


const mountPrompt = (attrs = '') => mount(`<shop-verify-prompt ${attrs}></shop-verify-prompt>`).querySelector('shop-verify-prompt')!;
const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part="link"]')].map((a) => [a.textContent, a.getAttribute('href')]);
const resends = async () => (await requests()).filter((r) => r.path === '/auth/verify/resend');

describe('<shop-verify-prompt>', () => {
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
  });
  afterEach(resetAccount);

  it('names the account from the attribute, or else the signed-in shopper\'s e-mail', async () => {
    $token.set('tok-1');
    $userInfo.set(user);
    const named = mountPrompt('account="new@example.com"');
    expect((await shadowPart(named, '[part="title"]')).textContent).to.equal('We sent a verification link to new@example.com');
    const fromUser = mountPrompt();
    expect((await shadowPart(fromUser, '[part="title"]')).textContent).to.equal('We sent a verification link to ada@example.com');
  });

  it('resends when signed in, says so politely, and counts down 60 s before the next', async () => {
    $token.set('tok-1');
    $userInfo.set(user);
    const el = mountPrompt('home-href="/"');
    const button = await shadowPart<HTMLButtonElement>(el, '[part="resend-button"]');
    const clock = sinon.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    button.click();
    const status = el.shadowRoot!.querySelector('[part="resend-status"]')!;
    await waitFor(() => status.textContent === 'A new verification link is on its way to ada@example.com.', { message: 'sent' });
    expect(status.getAttribute('role')).to.equal('status');
    expect(button.textContent).to.equal('Send again in 60 s');
    expect((await resends())[0]!.headers['x-auth']).to.equal('tok-1');
    // The countdown's interval starts in an effect, a moment after the text shows.
    await waitFor(() => clock.countTimers() > 0, { message: 'the countdown' });
    clock.tick(30_000);
    await waitFor(() => button.textContent === 'Send again in 30 s');
    clock.tick(30_000);
    await waitFor(() => button.textContent === 'Send a new link');
    button.click();
    await waitFor(async () => (await resends()).length === 2, { message: 'second resend' });
    expect(links(el)).to.deep.equal([['Continue shopping', '/']]);
  });

  it('shows why a resend did not go through, under the button', async () => {
    $token.set('tok-1');
    $userInfo.set(user);
    await reply({ path: '/auth/verify/resend', status: 429, body: { code: 41, msg: 'Too many requests; try again in 30 s', data: null } });
    const el = mountPrompt();
    (await shadowPart<HTMLButtonElement>(el, '[part="resend-button"]')).click();
    const error = await shadowPart(el, '[part="resend-error"]');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.equal('Too many requests; try again in 30 s');
    expect(el.shadowRoot!.querySelector('[part="resend-button"]')!.textContent).to.equal('Send a new link');
  });

  it('offers a sign-in link that comes back here when signed out, and no resend', async () => {
    $languagePrefix.set('/zh');
    const el = mountPrompt('account="new@example.com"');
    await shadowPart(el, '[part="title"]');
    expect(el.shadowRoot!.querySelector('[part="resend-button"]')).to.equal(null);
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    expect(links(el)).to.deep.equal([
      ['Sign in', `/zh/auth/signin?redirect=${back}`],
      ['Continue shopping', '/zh/'],
    ]);
    expect(shadowText(el)).to.include('Sign in to get a new verification link.');
    expect(await resends()).to.have.length(0);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    $token.set('tok-1');
    $userInfo.set(user);
    const el = mountPrompt();
    await waitFor(() => el.shadowRoot?.querySelector('[part="title"]')?.textContent === '我们已向 ada@example.com 发送验证链接');
    expect((await shadowPart(el, '[part="resend-button"]')).textContent).to.equal('重新发送链接');
  });

  it('is accessible, signed out and signed in after a resend', async () => {
    const out = mount('<main><shop-verify-prompt account="new@example.com"></shop-verify-prompt></main>');
    await shadowPart(out.querySelector('shop-verify-prompt')!, '[part="title"]');
    await expectAccessible(out);
    cleanup();
    $token.set('tok-1');
    $userInfo.set(user);
    const root = mount('<main><shop-verify-prompt></shop-verify-prompt></main>');
    const el = root.querySelector('shop-verify-prompt')!;
    (await shadowPart<HTMLButtonElement>(el, '[part="resend-button"]')).click();
    await waitFor(() => el.shadowRoot!.querySelector('[part="resend-status"]')!.textContent);
    await expectAccessible(root);
  });
});
