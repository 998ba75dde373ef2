import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/user-log/define';
import '../../widgets/user-security-activity/define';
import '../../widgets/user-security/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { signInAs, signOutHere } from './user-fixtures';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const sessions = [
  { id: 'aaaaaaaaaaaaaaaa', ip: '203.0.113.5', device: CHROME_WINDOWS, method: 'password:email', createdAt: '2025-03-04T05:06:07.000Z', current: true },
  { id: 'bbbbbbbbbbbbbbbb', ip: '198.51.100.7', device: SAFARI_IPHONE, method: 'qr', createdAt: '2025-03-01T10:00:00.000Z', current: false },
  { id: 'cccccccccccccccc', ip: '192.0.2.9', device: FIREFOX_LINUX, method: 'oauth:test', createdAt: '2025-02-01T10:00:00.000Z', current: false },
];

describe('<shop-user-security>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  it('lists the devices in words, marks this one, and links to the activity log', async () => {
    await reply({ path: '/user/sessions', body: ok(sessions) });
    signInAs();
    const root = mount('<shop-user-security></shop-user-security>');
    const el = root.querySelector('shop-user-security')!;
    const items = await waitFor(() => {
      const found = el.shadowRoot?.querySelectorAll('[part="session"]');
      return found?.length === 3 ? [...found] : undefined;
    });
    expect(items.map((li) => li.querySelector('h3')!.textContent)).to.deep.equal(['Chrome on Windows', 'Safari on iOS', 'Firefox on Linux']);
    expect(items[0]!.querySelector('[part="current"]')!.textContent).to.equal('This device');
    expect(items[0]!.querySelector('[part="revoke"]')).to.equal(null);
    const first = items[0]!.textContent!;
    expect(first).to.contain('203.0.113.5');
    expect(first).to.contain('Password (e-mail)');
    expect(first).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sessions[0]!.createdAt)));
    expect(items[1]!.textContent).to.contain('QR code');
    expect(items[2]!.textContent).to.contain('Third-party sign-in (test)');
    expect(el.shadowRoot!.querySelector('[part="activity-link"]')!.getAttribute('href')).to.equal('/user/security/activity');
    await expectAccessible(root);
  });

  it('signs out one device after a confirmation dialog, by keyboard; Escape cancels', async () => {
    await reply({ path: '/user/sessions', body: ok(sessions) });
    signInAs();
    const root = mount('<shop-user-security></shop-user-security>');
    const el = root.querySelector('shop-user-security')!;
    const revoke = await shadowPart<HTMLButtonElement>(el, '[part="revoke"]');
    // Every device has one: its name says which (the visible 'Sign out' begins it, WCAG 2.5.3).
    const device = el.shadowRoot!.getElementById(revoke.getAttribute('aria-describedby')!)!.textContent;
    expect(revoke.getAttribute('aria-label')).to.equal(`Sign out ${device}`);
    const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!;
    revoke.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Sign out this device?');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Safari on iOS (198.51.100.7) will need to sign in again.');
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Cancel');
    await expectAccessible(root);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    await waitFor(() => el.shadowRoot!.activeElement === revoke, { message: 'focus back on the button' });
    expect((await requests()).filter((r) => r.path === '/user/sessions/revoke')).to.have.length(0);

    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open);
    await reply({ path: '/user/sessions', body: ok([sessions[0], sessions[2]]) });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Sign out');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('Safari on iOS is signed out.'));
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="session"]').length === 2);
    expect(dialog.open).to.equal(false);
    expect((await requests()).find((r) => r.path === '/user/sessions/revoke')!.body).to.deep.equal({ id: 'bbbbbbbbbbbbbbbb' });
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'done', { message: 'focus on what happened' });
  });

  it('signs out every other device, and shows a refusal', async () => {
    await reply({ path: '/user/sessions', body: ok(sessions) });
    signInAs();
    const el = mount('<shop-user-security></shop-user-security>').querySelector('shop-user-security')!;
    (await shadowPart<HTMLButtonElement>(el, '[part="revoke-all"]')).click();
    const dialog = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog')!;
    await waitFor(() => dialog.open);
    expect(shadowText(el)).to.contain('Every device except this one will need to sign in again.');
    await reply({ path: '/user/sessions/revoke', body: ok(null) }, { path: '/user/sessions/revoke', body: { code: 40, msg: 'No such session', data: { field: 'id' } } }, { path: '/user/sessions', body: ok([sessions[0], sessions[2]]) });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="dialog-confirm"]')!.click();
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.textContent).to.equal('No such session');
    const ids = (await requests()).filter((r) => r.path === '/user/sessions/revoke').map((r) => (r.body as { id: string }).id);
    expect(ids).to.deep.equal(['bbbbbbbbbbbbbbbb', 'cccccccccccccccc']);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await reply({ path: '/user/sessions', body: ok(sessions) });
    signInAs();
    const el = mount('<shop-user-security></shop-user-security>').querySelector('shop-user-security')!;
    await waitFor(() => shadowText(el).includes('当前设备'));
    expect(shadowText(el)).to.contain('Windows 上的 Chrome');
    expect(shadowText(el)).to.contain('扫码登录');
  });
});

describe('<shop-user-log> and <shop-user-security-activity>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  const log = [
    { action: 'signin:code:mobile', ip: '203.0.113.5', createdAt: '2025-03-04T05:06:07.000Z' },
    { action: 'order:place:SO2025001', ip: '203.0.113.5', createdAt: '2025-03-03T05:06:07.000Z' },
    { action: 'session:revoke', ip: '203.0.113.5', createdAt: '2025-03-02T05:06:07.000Z' },
    { action: 'password:change', ip: '198.51.100.7', createdAt: '2025-03-01T05:06:07.000Z' },
    { action: 'something:new', ip: '198.51.100.7', createdAt: '2025-02-01T05:06:07.000Z' },
  ];

  it('writes each action in words with its IP and time', async () => {
    await reply({ path: '/user/log', body: ok(log) });
    signInAs();
    const root = mount('<shop-user-log></shop-user-log>');
    const el = root.querySelector('shop-user-log')!;
    const actions = await waitFor(() => {
      const found = [...(el.shadowRoot?.querySelectorAll('[part="action"]') ?? [])].map((e) => e.textContent);
      return found.length ? found : undefined;
    });
    expect(actions).to.deep.equal(['Signed in: One-time code (mobile number)', 'Placed order SO2025001', 'Signed out another device', 'Changed the password', 'Other activity (something:new)']);
    const meta = el.shadowRoot!.querySelector('[part="meta"]')!.textContent!;
    expect(meta).to.contain('From 203.0.113.5');
    expect(meta).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(log[0]!.createdAt)));
    expect(el.shadowRoot!.querySelector('[part="back"]')).to.equal(null);
    await expectAccessible(root);
  });

  it('is the same log under the security route, with a way back; empty says No records', async () => {
    await reply({ path: '/user/log', body: ok([]) });
    signInAs();
    const el = mount('<shop-user-security-activity></shop-user-security-activity>').querySelector('shop-user-security-activity')!;
    expect((await shadowPart(el, '[part="empty"]')).textContent).to.equal('No records');
    expect(el.shadowRoot!.querySelector('[part="back"]')!.getAttribute('href')).to.equal('/user/security');
  });

  it('speaks zh; a guest gets the sign-in prompt', async () => {
    await setLocale('zh');
    await reply({ path: '/user/log', body: ok(log) });
    signInAs();
    const el = mount('<shop-user-log></shop-user-log>').querySelector('shop-user-log')!;
    await waitFor(() => shadowText(el).includes('提交了订单 SO2025001'));
    cleanup();
    signOutHere();
    const guest = mount('<shop-user-security-activity></shop-user-security-activity>').querySelector('shop-user-security-activity')!;
    expect((await shadowPart(guest, '[part="signin-link"]')).textContent).to.equal('登录');
  });
});
