// <shop-user-security> (one render): drawn by the server renderer for a guest (the sign-in
// prompt) and, with data (the user/sessions answer: the page was asked for with a session), as
// the devices in words with 'This device' marked and the sign-out buttons of the others (times
// in UTC until hydrated); hydrated with no mismatch, in another language too, and with this
// device alone; nothing fetched again; then working: another device is signed out after the
// confirmation dialog.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-security/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const sessions = [
  { id: 'aaaaaaaaaaaaaaaa', ip: '203.0.113.5', device: CHROME_WINDOWS, method: 'password:email', createdAt: '2025-03-04T23:06:07.000Z', current: true },
  { id: 'bbbbbbbbbbbbbbbb', ip: '198.51.100.7', device: SAFARI_IPHONE, method: 'qr', createdAt: '2025-03-01T10:00:00.000Z', current: false },
];
const here = () => `${location.pathname}${location.search}`;
const devices = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="session"] h3')].map((n) => n.textContent);

describe('<shop-user-security> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-security', '[part="sessions"]');

  it("hydrates the shopper's devices, this one marked, and does not fetch them again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security', {}, { url: here(), data: sessions });
    expectHydrated(result);
    expect(devices(result.el)).to.deep.equal(['Chrome on Windows', 'Safari on iOS']);
    const items = [...result.el.shadowRoot!.querySelectorAll('[part="session"]')];
    expect(items[0]!.querySelector('[part="current"]')!.textContent).to.equal('This device');
    expect(items[0]!.querySelector('[part="revoke"]')).to.equal(null);
    expect(items[1]!.querySelector('[part="revoke"]')).to.not.equal(null);
    expect(items[1]!.textContent).to.contain('QR code');
    // The server wrote the times in UTC.
    expect(result.server).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(sessions[0]!.createdAt)));
    expect(result.el.shadowRoot!.querySelector('[part="activity-link"]')!.getAttribute('href')).to.equal('/user/security/activity');
    expect(result.el.shadowRoot!.querySelector('dialog')!.open).to.equal(false);
    expect((await requests()).filter((r) => r.path === '/user/sessions')).to.have.length(0);
  });

  it('hydrates this device alone: nothing else to sign out', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security', {}, { url: here(), data: [sessions[0]] });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="revoke-all"]')).to.equal(null);
    expect(result.el.shadowRoot!.querySelector('.actions')!.textContent).to.equal('No other device is signed in.');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security', {}, { url: here(), locale: 'zh', data: sessions });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="current"]')!.textContent).to.equal('当前设备');
  });

  it('works once hydrated: another device is signed out after the confirmation dialog', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security', {}, { url: here(), data: sessions });
    expectHydrated(result);
    const dialog = result.el.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!;
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="revoke"]')!.click();
    await waitFor(() => dialog.open);
    await reply({ path: '/user/sessions/revoke', body: ok(null) }, { path: '/user/sessions', body: ok([sessions[0]]) });
    result.el.shadowRoot!.querySelector<HTMLButtonElement>('[part="dialog-confirm"]')!.click();
    await waitFor(() => devices(result.el).length === 1, { message: 'the other device gone' });
    expect((await requests()).filter((r) => r.path === '/user/sessions/revoke').map((r) => r.body)).to.deep.equal([{ id: 'bbbbbbbbbbbbbbbb' }]);
    expect(result.el.shadowRoot!.querySelector('[part="done"]')!.textContent).to.equal('Safari on iOS is signed out.');
  });
});
