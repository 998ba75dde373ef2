import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import type { QrLogin } from '../../runtime/api/types';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import { $socket, closeSocket, connectSocket, stopSocket } from '../../runtime/socket';
import { qrMatrix, qrPath, QUIET_ZONE } from '../../widgets/qr-login/qr-code';
import '../../widgets/qr-login/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const user = { id: 7, firstName: 'Ada', lastName: 'Lee', fullName: 'Ada Lee', nickName: '', avatar: '', bio: '', birthday: '', email: 'ada@example.com', emailVerified: true, mobile: null, credits: 0, spendingAmount: 0, paymentAmount: 0, unpaidOrderCount: 0, orderCount: 0, lastLogin: null };
const code = (id: string, lifetimeMs = 120_000): QrLogin => ({ id, secret: `secret-${id}`, expiresAt: new Date(Date.now() + lifetimeMs).toISOString(), confirmUrl: `/auth/signin?qr=${id}` });
const control = (path: string, body?: unknown) => fetch(`/__test/ws${path}`, { method: path ? 'POST' : 'DELETE', body: body === undefined ? undefined : JSON.stringify(body) });

/** An element on the page with no server render, asked for its code ('Show QR code' pressed). */
async function mountQr(attrs = ''): Promise<HTMLElement> {
  const el = mount(`<shop-qr-login ${attrs}></shop-qr-login>`).querySelector('shop-qr-login')!;
  (await shadowPart<HTMLButtonElement>(el, '[part="show"]')).click();
  return el;
}
const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part="${name}"]`);
const drawnFor = (el: Element, id: string) => shadowPart<SVGSVGElement>(el, `[part="link"][href$="qr=${id}"]`).then(() => shadowPart<SVGSVGElement>(el, 'svg[part="code"]'));

/** The dark modules a path draws: each `M x y h n v1 h-n z` run covers n modules of row y. */
function modulesOf(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) for (let i = 0; i < Number(n); i++) cells.add(`${Number(x) + i},${y}`);
  return cells;
}

async function push(message: Record<string, unknown>): Promise<void> {
  let seen = false;
  const listener = (event: Event) => {
    if ((event as CustomEvent).detail?.id === message.id) seen = true;
  };
  document.addEventListener('shop:message', listener);
  try {
    await control('/push', { message });
    await waitFor(() => seen, { message: `socket message ${String(message.action)}` });
  } finally {
    document.removeEventListener('shop:message', listener);
  }
}

describe('<shop-qr-login>', () => {
  let assign: sinon.SinonStub;
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(async () => {
    await resetApi();
    await control('');
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    cleanup();
    stopSocket();
    closeSocket();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    $socket.set({ ...$socket.get(), message: null, reconnectError: false });
    await setLocale('en');
  });

  const connect = async () => {
    connectSocket({ url: ((await (await fetch('/__test/ws')).json()) as { url: string }).url });
    await waitFor(() => $socket.get().isConnected, { message: 'socket connected' });
  };

  it('takes the module matrix from the QR library', () => {
    // Version 1 (21 x 21 modules) holds 'HELLO WORLD' at level M; longer text needs a bigger version.
    expect(qrMatrix('HELLO WORLD').size).to.equal(21);
    expect(qrMatrix('HELLO WORLD').data).to.have.length(21);
    const long = qrMatrix(`${location.origin}/auth/signin?qr=${'a'.repeat(32)}`);
    expect(long.size).to.be.at.least(25);
    expect((long.size - 17) % 4, 'sizes are 17 + 4 x version').to.equal(0);
    // Finder pattern: the top-left corner's first row is seven dark modules.
    expect(long.data[0]!.slice(0, 8)).to.deep.equal([true, true, true, true, true, true, true, false]);
  });

  it('asks for no code until the shopper presses Show QR code (Enter), then focuses its address', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q0')) });
    const el = mount('<shop-qr-login></shop-qr-login>').querySelector('shop-qr-login')!;
    const show = await shadowPart<HTMLButtonElement>(el, '[part="show"]');
    expect(show.textContent).to.equal('Show QR code');
    expect(show.classList.contains('scripted'), 'hidden without JavaScript').to.equal(true);
    expect(part(el, 'code')).to.equal(null);
    expect(part(el, 'status')!.textContent).to.equal('');
    expect((await requests()).filter((r) => r.path === '/auth/qr/create')).to.have.length(0);
    show.focus();
    // A key pressed with focus there makes it a keyboard focus (:focus-visible), whatever input
    // an earlier test made last.
    await sendKeys({ press: 'Shift' });
    expect(getComputedStyle(show).outlineStyle, 'a visible focus ring').to.equal('solid');
    await sendKeys({ press: 'Enter' });
    await drawnFor(el, 'q0');
    expect(part(el, 'show')).to.equal(null);
    expect(part(el, 'status')!.textContent).to.equal('Your QR code is ready.');
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'link'), { message: 'focus on the address' });
    expect((await requests()).filter((r) => r.path === '/auth/qr/create')).to.have.length(1);
  });

  it('a failed code offers Refresh, with focus on it', async () => {
    await reply({ path: '/auth/qr/create', body: { code: 40, msg: 'No codes now', data: null } }, { path: '/auth/qr/create', body: ok(code('q11')) });
    const el = await mountQr();
    const refresh = await shadowPart<HTMLButtonElement>(el, '[part="refresh"]');
    await waitFor(() => el.shadowRoot!.activeElement === refresh, { message: 'focus on Refresh' });
    refresh.click();
    await drawnFor(el, 'q11');
  });

  it('draws the QR code of the absolute confirm address, with its address as a link and the expiry', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q1')) });
    const el = await mountQr();
    const svg = await drawnFor(el, 'q1');
    const href = `${location.origin}/auth/signin?qr=q1`;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal('QR code to sign in with your phone');
    const matrix = qrMatrix(href);
    const side = matrix.size + 2 * QUIET_ZONE;
    expect(svg.getAttribute('viewBox')).to.equal(`-4 -4 ${side} ${side}`);
    const drawn = modulesOf(svg.querySelector('path')!.getAttribute('d')!);
    const dark = matrix.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(drawn.size).to.equal(dark.length);
    expect(drawn.size, 'many modules').to.be.above(200);
    for (const cell of dark) expect(drawn.has(cell), cell).to.equal(true);
    expect(qrPath(matrix.data)).to.equal(svg.querySelector('path')!.getAttribute('d'));
    const link = part<HTMLAnchorElement>(el, 'link')!;
    expect(link.href).to.equal(href);
    expect(link.textContent).to.equal(href);
    expect(part(el, 'expiry')!.textContent).to.match(/^Expires in (2:00|1:59)$/);
  });

  it('ignores another code, and signs in when the phone confirms this one', async () => {
    $languagePrefix.set('/zh-HK');
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q2')) }, { path: '/auth/qr/status', body: ok({ status: 'confirmed', token: 'tok-qr', user }) });
    const el = await mountQr('redirect="/user/order"');
    await drawnFor(el, 'q2');
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q-other' });
    expect(part(el, 'status')!.textContent).to.equal('Your QR code is ready.');
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q2' });
    await waitFor(() => assign.called, { message: 'sent on' });
    expect(assign.args).to.deep.equal([['/zh-HK/user/order']]);
    expect($token.get()).to.equal('tok-qr');
    expect((await requests()).filter((r) => r.path === '/auth/qr/status').map((r) => r.body)).to.deep.equal([{ id: 'q2', secret: 'secret-q2' }]);
    await waitFor(() => part(el, 'status')!.textContent === 'Signed in. Taking you on…');
  });

  it('counts down the expiry and offers Refresh, which draws a new code', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q3')) }, { path: '/auth/qr/create', body: ok(code('q4')) });
    const el = await mountQr();
    await drawnFor(el, 'q3');
    expect(part(el, 'expiry')!.textContent).to.equal('Expires in 2:00');
    clock.tick(1_000);
    await waitFor(() => part(el, 'expiry')?.textContent === 'Expires in 1:59', { message: '1:59' });
    clock.tick(61_000);
    await waitFor(() => part(el, 'expiry')?.textContent === 'Expires in 0:58', { message: '0:58' });
    clock.tick(58_000);
    const refresh = await shadowPart<HTMLButtonElement>(el, '[part="refresh"]');
    expect(part(el, 'status')!.textContent).to.equal('This code has expired.');
    expect(part(el, 'code'), 'an expired code is not shown').to.equal(null);
    expect(part(el, 'expiry')).to.equal(null);
    expect(refresh.textContent).to.equal('Refresh');
    refresh.focus();
    await sendKeys({ press: 'Enter' });
    await drawnFor(el, 'q4');
    expect(part(el, 'refresh')).to.equal(null);
    await waitFor(() => el.shadowRoot!.activeElement === part(el, 'link'), { message: 'focus on the new address' });
    expect((await requests()).filter((r) => r.path === '/auth/qr/create')).to.have.length(2);
  });

  it('shows Refresh when the phone declines', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q5')) }, { path: '/auth/qr/create', body: ok(code('q6')) });
    const el = await mountQr();
    await drawnFor(el, 'q5');
    await push({ namespace: 'auth', action: 'qr/declined', id: 'q5' });
    const refresh = await shadowPart<HTMLButtonElement>(el, '[part="refresh"]');
    expect(part(el, 'status')!.textContent).to.equal('The sign-in was declined on the phone.');
    refresh.click();
    await drawnFor(el, 'q6');
  });

  it('polls while the socket is down, and stops when the element is removed', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const fetchSpy = sinon.spy(window, 'fetch');
    const statusSent = () => fetchSpy.getCalls().filter((call) => String(call.args[0] instanceof Request ? call.args[0].url : call.args[0]).includes('/auth/qr/status')).length;
    await reply({ path: '/auth/qr/create', body: ok(code('q7')) }, { path: '/auth/qr/status', body: ok({ status: 'pending' }) });
    const el = await mountQr();
    await drawnFor(el, 'q7');
    clock.tick(3_000);
    await waitFor(() => statusSent() === 1, { message: 'a poll' });
    el.remove();
    await waitFor(() => !el.shadowRoot!.querySelector('section'), { message: 'unmounted' });
    clock.tick(9_000);
    await requests();
    expect(statusSent()).to.equal(1);
  });

  it('copies the address', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q8')) });
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const el = await mountQr();
    await drawnFor(el, 'q8');
    part<HTMLButtonElement>(el, 'copy')!.click();
    await waitFor(() => shadowText(el).includes('Address copied'));
    expect(write.calledOnceWithExactly(`${location.origin}/auth/signin?qr=q8`)).to.equal(true);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q9')) });
    const el = await mountQr();
    const svg = await drawnFor(el, 'q9');
    expect(svg.getAttribute('aria-label')).to.equal('用手机登录的二维码');
    expect(shadowText(el)).to.include('用手机登录');
    expect(part(el, 'expiry')!.textContent).to.match(/^(2:00|1:59) 后过期$/);
  });

  it('is accessible: before the code, waiting and declined', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q10')) });
    const root = mount('<main><shop-qr-login></shop-qr-login></main>');
    const el = root.querySelector('shop-qr-login')!;
    const show = await shadowPart<HTMLButtonElement>(el, '[part="show"]');
    await expectAccessible(root);
    show.click();
    await drawnFor(el, 'q10');
    await expectAccessible(root);
    await push({ namespace: 'auth', action: 'qr/declined', id: 'q10' });
    await shadowPart(el, '[part="refresh"]');
    await expectAccessible(root);
  });
});
