// <shop-qr-confirm> (one render): drawn by the server renderer in its signed-out state (the
// server knows no session): the ask to sign in first, its sign-in link, a line shown only
// without JavaScript; hydrated with no mismatch, in another language too; then working: once
// the shopper signs in it loads the request and confirms it.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/qr-confirm/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);
const info = () => ({ status: 'pending', device: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', ip: '203.0.113.9', createdAt: '2026-01-05T10:00:00Z', expiresAt: new Date(Date.now() + 120_000).toISOString() });

describe('<shop-qr-confirm> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $languagePrefix.set('');
    $token.set(undefined);
    $userInfo.set(null);
  });
  afterEach(async () => {
    cleanupPages();
    $token.set(undefined);
    $userInfo.set(null);
    await setLocale('en');
  });

  it('hydrates the signed-out state: sign in first, the sign-in link, the no-JavaScript line', async () => {
    const result = await renderThenHydrate('shop-qr-confirm', { 'qr-id': 'abcdefghijklmnopqrstuvwx', 'signin-href': '/auth/signin' });
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal('Sign in first to approve the sign-in on your other device');
    expect(part<HTMLAnchorElement>(result.el, 'link')!.getAttribute('href')).to.equal('/auth/signin');
    const line = part(result.el, 'no-script')!;
    expect(line.textContent).to.equal('Confirming a sign-in on another device needs JavaScript.');
    expect(getComputedStyle(line).display).to.equal('none');
  });

  it('hydrates without a sign-in link, in another language', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-qr-confirm', { 'qr-id': 'abcdefghijklmnopqrstuvwx' }, { locale: 'zh' });
    expectHydrated(result);
    expect(part(result.el, 'link')).to.equal(null);
    expect(part(result.el, 'no-script')!.textContent).to.equal('确认其他设备的登录需要启用 JavaScript。');
  });

  it('works once hydrated: signing in loads the request, and Confirm confirms it', async () => {
    await reply({ path: '/auth/qr/info', body: ok(info()) }, { path: '/auth/qr/confirm', body: ok(null) });
    const result = await renderThenHydrate('shop-qr-confirm', { 'qr-id': 'qr-1', 'signin-href': '/auth/signin' });
    expectHydrated(result);
    $token.set('tok-1');
    $userInfo.set(user);
    await waitFor(() => part(result.el, 'confirm'), { message: 'the request' });
    expect(part(result.el, 'title')!.textContent).to.equal('Sign in on another device?');
    part<HTMLButtonElement>(result.el, 'confirm')!.click();
    await waitFor(() => part(result.el, 'title')?.textContent === 'You are now signed in on the other device', { message: 'confirmed' });
    expect((await requests()).map((r) => r.path)).to.include('/auth/qr/confirm');
  });
});
