// <shop-qr-login> (one render): drawn by the server renderer in its neutral state (no code: a
// code is random and timed, so it is created once hydrated) with a line shown only without
// JavaScript, hydrated with no mismatch, in another language too; then working: once hydrated it
// creates a code and shows its address, and the no-JavaScript line is gone.
import { expect } from 'chai';
import sinon from 'sinon';
import type { QrLogin } from '../../../runtime/api/types';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import { closeSocket, stopSocket } from '../../../runtime/socket';
import '../../../widgets/qr-login/define';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);
const code = (id: string): QrLogin => ({ id, secret: `secret-${id}`, expiresAt: new Date(Date.now() + 120_000).toISOString(), confirmUrl: `/auth/signin?qr=${id}` });
const control = () => fetch('/__test/ws', { method: 'DELETE' });

describe('<shop-qr-login> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    await control();
    $languagePrefix.set('');
    sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanupPages();
    stopSocket();
    closeSocket();
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    await setLocale('en');
  });

  it('draws its neutral state on the server (no code, the no-JavaScript line) and hydrates it', async () => {
    // The code is created only once hydrated: hold the answer back so the neutral state is checked first.
    await reply({ path: '/auth/qr/create', body: ok(code('q1')), delayMs: 400 });
    const html = await serverRender('shop-qr-login', { redirect: '/cart' });
    const result = await hydratePage(html, 'shop-qr-login');
    expect(result.server).to.not.contain('part="code"');
    expect(result.server).to.contain('Signing in by QR code needs JavaScript.');
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal('Sign in with your phone');
    // Once hydrated it is creating a code (the no-JavaScript line, hidden with scripting anyway, is gone).
    await waitFor(() => part(result.el, 'status')?.textContent === 'Creating a code…', { message: 'creating' });
    expect(part(result.el, 'no-script')).to.equal(null);
  });

  it('hydrates in another language', async () => {
    await reply({ path: '/auth/qr/create', body: ok(code('q2')), delayMs: 400 });
    await setLocale('de');
    const result = await hydratePage(await serverRender('shop-qr-login', {}, { locale: 'de' }), 'shop-qr-login');
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal(result.server.match(/part="title"[^>]*>([^<]*)</)![1]);
    expect(result.server).to.contain('Die Anmeldung per QR-Code benötigt JavaScript.');
  });

  it('works once hydrated: creates a code and shows its address and the QR code', async () => {
    await reply({ path: '/auth/qr/create', body: ok(code('q3')) });
    const result = await hydratePage(await serverRender('shop-qr-login', { redirect: '/cart' }), 'shop-qr-login');
    expectHydrated(result);
    await waitFor(() => part<HTMLAnchorElement>(result.el, 'link')?.getAttribute('href')?.endsWith('qr=q3'), { message: 'the code address' });
    expect(part(result.el, 'code')).to.not.equal(null);
    expect(part(result.el, 'expiry')!.textContent).to.match(/^Expires in [12]:\d\d$/);
    expect(part(result.el, 'no-script')).to.equal(null);
  });
});
