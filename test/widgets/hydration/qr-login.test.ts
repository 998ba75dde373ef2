// <shop-qr-login> (one render): drawn by the server renderer in its neutral state (no code: a
// code is random and timed, and made only when the shopper asks) with the 'Show QR code' button
// (hidden without JavaScript) and a line shown only without JavaScript, hydrated with no
// mismatch, in another language too; then working: no code is asked for until the button is
// pressed; the press creates one and shows it, its address and its countdown.
import { expect } from 'chai';
import sinon from 'sinon';
import type { QrLogin } from '../../../runtime/api/types';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import { closeSocket, stopSocket } from '../../../runtime/socket';
import '../../../widgets/qr-login/define';
import { ok, release, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, serverRender } from '../../helpers/browser/server-render';

const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);
const code = (id: string): QrLogin => ({ id, secret: `secret-${id}`, expiresAt: new Date(Date.now() + 120_000).toISOString(), confirmUrl: `/auth/signin?qr=${id}` });
const control = () => fetch('/__test/ws', { method: 'DELETE' });
const created = async () => (await requests()).filter((r) => r.path === '/auth/qr/create').length;

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

  it('draws its neutral state on the server (the show button, the no-JavaScript line, no code) and hydrates it, asking for no code', async () => {
    await reply({ path: '/auth/qr/create', body: ok(code('q1')) });
    const html = await serverRender('shop-qr-login', { redirect: '/cart' });
    const result = await hydratePage(html, 'shop-qr-login');
    expect(result.server).to.not.contain('part="code"');
    expect(result.server).to.contain('Signing in by QR code needs JavaScript.');
    expect(result.server).to.match(/<button part="show" type="button" class="action scripted">Show QR code<\/button>/);
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal('Sign in with your phone');
    const show = part<HTMLButtonElement>(result.el, 'show')!;
    expect(show.textContent).to.equal('Show QR code');
    // The button sits in the frame, at least 44 x 44 px.
    expect(show.parentElement).to.equal(part(result.el, 'frame'));
    const box = show.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
    // Live, and still no code asked for: a page view makes no sign-in session.
    expect(await created()).to.equal(0);
    expect(part(result.el, 'status')!.textContent).to.equal('');
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const result = await hydratePage(await serverRender('shop-qr-login', {}, { locale: 'de' }), 'shop-qr-login');
    expectHydrated(result);
    expect(part(result.el, 'title')!.textContent).to.equal(result.server.match(/part="title"[^>]*>([^<]*)</)![1]);
    expect(result.server).to.contain('Die Anmeldung per QR-Code benötigt JavaScript.');
    expect(part(result.el, 'show')!.textContent).to.equal('QR-Code anzeigen');
  });

  it('works once hydrated: the button creates a code and shows it, its address and the countdown; the frame keeps its size', async () => {
    await reply({ path: '/auth/qr/create', body: ok(code('q3')), hold: 'create' });
    const result = await hydratePage(await serverRender('shop-qr-login', { redirect: '/cart' }), 'shop-qr-login');
    expectHydrated(result);
    const frame = part(result.el, 'frame')!;
    const before = frame.getBoundingClientRect();
    expect(await created()).to.equal(0);
    const show = part<HTMLButtonElement>(result.el, 'show')!;
    show.focus();
    show.click();
    await waitFor(() => part(result.el, 'status')?.textContent === 'Creating a code…', { message: 'creating' });
    expect(part(result.el, 'show'), 'the button is gone once pressed').to.equal(null);
    expect(part(result.el, 'no-script')).to.equal(null);
    await release('create');
    await waitFor(() => part<HTMLAnchorElement>(result.el, 'link')?.getAttribute('href')?.endsWith('qr=q3'), { message: 'the code address' });
    expect(part(result.el, 'code')).to.not.equal(null);
    expect(part(result.el, 'expiry')!.textContent).to.match(/^Expires in [12]:\d\d$/);
    // Read out by the live status line (not shown: the code shows it); focus on the code's address.
    const status = part(result.el, 'status')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('Your QR code is ready.');
    expect(status.classList.contains('visually-hidden')).to.equal(true);
    await waitFor(() => result.el.shadowRoot!.activeElement === part(result.el, 'link'), { message: 'focus on the address' });
    const after = frame.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([before.width, before.height]);
    expect(await created()).to.equal(1);
  });
});
