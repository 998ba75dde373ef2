import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/qr-confirm/define';
import { readDevice } from '../../widgets/qr-confirm/device';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { resetAccount } from '../helpers/browser/auth-form';
import { expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { waitForTimer } from '../helpers/browser/clock';

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const createdAt = '2026-03-05T14:30:00.000Z';
const info = (over: Record<string, unknown> = {}) => ({ status: 'pending', device: chromeOnWindows, ip: '203.0.113.9', createdAt, expiresAt: new Date(Date.now() + 120_000).toISOString(), ...over });

const mountConfirm = (attrs = 'qr-id="qr-1"') => mount(`<shop-qr-confirm ${attrs}></shop-qr-confirm>`).querySelector('shop-qr-confirm')!;
const title = (el: Element) => el.shadowRoot?.querySelector('[part="title"]')?.textContent;
const details = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="details"] dd')].map((dd) => dd.textContent);
const calls = async (path: string) => (await requests()).filter((r) => r.path === path);

describe('<shop-qr-confirm>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-phone');
  });
  afterEach(resetAccount);

  it('shows what is being approved: the device made readable, the IP address and the time', async () => {
    await reply({ path: '/auth/qr/info', body: ok(info()) });
    const el = mountConfirm();
    await waitFor(() => title(el) === 'Sign in on another device?');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
    expect(details(el)).to.deep.equal(['Chrome on Windows', '203.0.113.9', when]);
    expect(shadowText(el)).to.include('Approve only if you started this sign-in yourself');
    const sent = await calls('/auth/qr/info');
    expect(sent.map((r) => r.body)).to.deep.equal([{ id: 'qr-1' }]);
    expect(sent[0]!.headers['x-auth']).to.equal('tok-phone');
  });

  it('confirms, then says the other device is signed in and takes focus to that line', async () => {
    await reply({ path: '/auth/qr/info', body: ok(info()) }, { path: '/auth/qr/confirm', body: ok(null), hold: 'confirm' });
    const el = mountConfirm();
    const confirm = await shadowPart<HTMLButtonElement>(el, '[part="confirm"]');
    expect(confirm.textContent).to.equal('Confirm sign-in');
    confirm.click();
    await waitFor(() => confirm.getAttribute('aria-busy') === 'true');
    confirm.click(); // a second press while busy sends nothing more
    await release('confirm');
    await waitFor(() => title(el) === 'You are now signed in on the other device');
    await waitFor(() => el.shadowRoot!.activeElement === el.shadowRoot!.querySelector('[part="title"]'), { message: 'focus on the outcome' });
    expect(el.shadowRoot!.querySelector('[part="confirm"]')).to.equal(null);
    expect((await calls('/auth/qr/confirm')).map((r) => r.body)).to.deep.equal([{ id: 'qr-1' }]);
    expect(await calls('/auth/qr/decline')).to.have.length(0);
  });

  it('declines', async () => {
    await reply({ path: '/auth/qr/info', body: ok(info()) });
    const el = mountConfirm();
    (await shadowPart<HTMLButtonElement>(el, '[part="decline"]')).click();
    await waitFor(() => title(el) === 'Sign-in declined');
    expect(shadowText(el)).to.include('The other device was not signed in.');
    expect((await calls('/auth/qr/decline')).map((r) => r.body)).to.deep.equal([{ id: 'qr-1' }]);
    expect(await calls('/auth/qr/confirm')).to.have.length(0);
  });

  it('says when the request has expired or was already answered', async () => {
    await reply({ path: '/auth/qr/info', body: ok(info({ status: 'expired' })) }, { path: '/auth/qr/info', body: ok(info({ status: 'used' })) });
    const expired = mountConfirm();
    await waitFor(() => title(expired) === 'This sign-in request has expired');
    expect(shadowText(expired)).to.include('Show a new QR code on the other device');
    expect(expired.shadowRoot!.querySelector('[part="confirm"]')).to.equal(null);
    const used = mountConfirm();
    await waitFor(() => title(used) === 'This sign-in request has already been answered');
  });

  it('says it has expired when the request runs out while the shopper reads, or the server refuses the confirmation', async () => {
    await reply(
      { path: '/auth/qr/info', body: ok(info()) },
      { path: '/auth/qr/info', body: ok(info()) },
      { path: '/auth/qr/confirm', body: { code: 40, msg: 'This sign-in request has expired', data: null } },
    );
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const running = mountConfirm();
    await shadowPart(running, '[part="confirm"]');
    // The expiry timer is set in an effect, which runs a moment after the request shows.
    await waitForTimer(clock, 'the expiry timer', 60_000, 120_000);
    clock.tick(110_000);
    expect(title(running)).to.equal('Sign in on another device?');
    clock.tick(10_000);
    await waitFor(() => title(running) === 'This sign-in request has expired', { message: 'expired on screen' });
    clock.restore();
    const refused = mountConfirm();
    (await shadowPart<HTMLButtonElement>(refused, '[part="confirm"]')).click();
    await waitFor(() => title(refused) === 'This sign-in request has expired');
  });

  it('asks a signed-out shopper to sign in first, then shows the request once they do', async () => {
    $token.set(undefined);
    await reply({ path: '/auth/qr/info', body: ok(info()) });
    const el = mountConfirm('qr-id="qr-1" signin-href="/auth/signin?qr=qr-1"');
    await waitFor(() => title(el) === 'Sign in first to approve the sign-in on your other device');
    expect(el.shadowRoot!.querySelector('a[part="link"]')!.getAttribute('href')).to.equal('/auth/signin?qr=qr-1');
    expect(await calls('/auth/qr/info')).to.have.length(0);
    $token.set('tok-new');
    await waitFor(() => title(el) === 'Sign in on another device?', { message: 'the signed-in view' });
    expect((await calls('/auth/qr/info'))[0]!.headers['x-auth']).to.equal('tok-new');
  });

  it('makes user agents readable', () => {
    expect(readDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).to.include({ browser: 'Safari', system: 'iPhone' });
    expect(readDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).to.include({ browser: 'Chrome', system: 'Android' });
    expect(readDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).to.include({ browser: 'Edge', system: 'Windows' });
    expect(readDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0')).to.include({ browser: 'Firefox', system: 'macOS' });
    expect(readDevice('curl/8.5.0')).to.deep.equal({ browser: undefined, system: undefined, raw: 'curl/8.5.0' });
    expect(readDevice('unknown').raw).to.equal('');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await reply({ path: '/auth/qr/info', body: ok(info()) });
    const el = mountConfirm();
    await waitFor(() => title(el) === '要在另一台设备上登录吗？');
    expect(details(el)[0]).to.equal('Windows 上的 Chrome');
    expect((await shadowPart(el, '[part="confirm"]')).textContent).to.equal('确认登录');
  });

  it('is accessible: signed out, the request, and done', async () => {
    $token.set(undefined);
    await reply({ path: '/auth/qr/info', body: ok(info()) });
    const root = mount('<main><shop-qr-confirm qr-id="qr-1"></shop-qr-confirm></main>');
    const el = root.querySelector('shop-qr-confirm')!;
    await waitFor(() => title(el));
    await expectAccessible(root);
    $token.set('tok-phone');
    (await shadowPart<HTMLButtonElement>(el, '[part="confirm"]')).focus();
    await expectAccessible(root);
    (el.shadowRoot!.querySelector('[part="confirm"]') as HTMLButtonElement).click();
    await waitFor(() => title(el) === 'You are now signed in on the other device');
    await expectAccessible(root);
  });
});
