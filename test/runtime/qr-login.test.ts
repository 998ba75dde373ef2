import { expect } from 'chai';
import sinon from 'sinon';
import type { QrLogin } from '../../runtime/api/types';
import { browser } from '../../runtime/browser';
import { createQrLogin, type QrLoginMachine } from '../../runtime/qr-login';
import { $languagePrefix, $token, $userInfo } from '../../runtime/session';
import { $socket, closeSocket, connectSocket, stopSocket } from '../../runtime/socket';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const user = { id: 7, firstName: 'Ada', lastName: 'Lee', fullName: 'Ada Lee', nickName: '', avatar: '', bio: '', birthday: '', email: 'ada@example.com', emailVerified: true, mobile: null, credits: 0, spendingAmount: 0, paymentAmount: 0, unpaidOrderCount: 0, orderCount: 0, lastLogin: null };
const code = (id: string, lifetimeMs = 120_000): QrLogin => ({ id, secret: `secret-${id}`, expiresAt: new Date(Date.now() + lifetimeMs).toISOString(), confirmUrl: `/auth/signin?qr=${id}` });

const socketServer = async () => (await fetch('/__test/ws')).json() as Promise<{ url: string }>;
const control = (path: string, body?: unknown) => fetch(`/__test/ws${path}`, { method: path ? 'POST' : 'DELETE', body: body === undefined ? undefined : JSON.stringify(body) });
const statusCalls = async () => (await requests()).filter((r) => r.path === '/auth/qr/status');
/** Pushes a socket message and waits until the page has routed it (shop:message follows the handlers). */
async function push(message: Record<string, unknown>): Promise<void> {
  let seen = false;
  const listener = (event: Event) => {
    if ((event as CustomEvent).detail?.id === message.id && (event as CustomEvent).detail?.action === message.action) seen = true;
  };
  document.addEventListener('shop:message', listener);
  try {
    await control('/push', { message });
    await waitFor(() => seen, { message: `socket message ${String(message.action)}` });
  } finally {
    document.removeEventListener('shop:message', listener);
  }
}
const phase = (machine: QrLoginMachine) => machine.$state.get().phase;
let fetchSpy: sinon.SinonSpy<Parameters<typeof fetch>, ReturnType<typeof fetch>>;
/** Status requests the page has started (counted as they leave, so "none" needs no waiting). */
const statusSent = () => fetchSpy.getCalls().filter((call) => (call.args[0] instanceof Request ? call.args[0].url : String(call.args[0])).includes('/auth/qr/status')).length;

describe('QR sign-in (runtime/qr-login)', () => {
  let assign: sinon.SinonStub;
  let clock: sinon.SinonFakeTimers | undefined;
  let machine: QrLoginMachine | undefined;
  let url: string;

  beforeEach(async () => {
    await resetApi();
    await control('');
    url = (await socketServer()).url;
    $languagePrefix.set('');
    assign = sinon.stub(browser, 'assign');
    fetchSpy = sinon.spy(window, 'fetch');
  });
  afterEach(() => {
    machine?.stop();
    machine = undefined;
    stopSocket();
    closeSocket();
    clock?.restore();
    clock = undefined;
    sinon.restore();
    $token.set(undefined);
    $userInfo.set(null);
    $socket.set({ ...$socket.get(), message: null, reconnectError: false });
  });

  const connect = async () => {
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected, { message: 'socket connected' });
  };

  it('creates a code for the absolute confirm address', async () => {
    await reply({ path: '/auth/qr/create', body: ok(code('q1')) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    const state = machine.$state.get() as { url: string; login: QrLogin };
    expect(state.url).to.equal(`${location.origin}/auth/signin?qr=q1`);
    expect(state.login.secret).to.equal('secret-q1');
  });

  it("opens the confirm page in the waiting page's language", async () => {
    $languagePrefix.set('/zh-HK');
    await reply({ path: '/auth/qr/create', body: ok(code('q1')) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    expect((machine.$state.get() as { url: string }).url).to.equal(`${location.origin}/zh-HK/auth/signin?qr=q1`);
  });

  it('ignores a confirmation for another code, then claims its own once and signs in', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q2')) }, { path: '/auth/qr/status', body: ok({ status: 'confirmed', token: 'tok-qr', user }) });
    machine = createQrLogin(() => '/user/order');
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'someone-else' });
    expect(phase(machine)).to.equal('waiting');
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q2' });
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q2' });
    await waitFor(() => phase(machine!) === 'signed-in', { message: 'signed in' });
    const calls = await statusCalls();
    expect(calls).to.have.length(1);
    expect(calls[0]!.body).to.deep.equal({ id: 'q2', secret: 'secret-q2' });
    expect($token.get()).to.equal('tok-qr');
    expect($userInfo.get()?.firstName).to.equal('Ada');
    expect(assign.calledOnceWithExactly('/user/order')).to.equal(true);
  });

  it('never sends the shopper off the shop after a QR sign-in', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q3')) }, { path: '/auth/qr/status', body: ok({ status: 'confirmed', token: 'tok-qr3', user }) });
    machine = createQrLogin(() => '//evil.example');
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q3' });
    await waitFor(() => assign.called);
    expect(assign.args).to.deep.equal([['/']]);
  });

  it('asks for no status while the socket is connected', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q4')) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    for (let i = 0; i < 3; i++) {
      clock.tick(3_000);
      await requests();
    }
    expect(statusSent()).to.equal(0);
  });

  it('polls every 3 s while the socket is down, and stops (after one catch-up check) once it is back', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await reply({ path: '/auth/qr/create', body: ok(code('q5')) }, { path: '/auth/qr/status', body: ok({ status: 'pending' }) }, { path: '/auth/qr/status', body: ok({ status: 'pending' }) }, { path: '/auth/qr/status', body: ok({ status: 'pending' }) });
    expect($socket.get().isConnected).to.equal(false);
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    clock.tick(2_999);
    await requests();
    expect(statusSent()).to.equal(0);
    clock.tick(1);
    await waitFor(async () => (await statusCalls()).length === 1, { message: 'the first poll' });
    expect((await statusCalls())[0]!.body).to.deep.equal({ id: 'q5', secret: 'secret-q5' });
    clock.tick(3_000);
    await waitFor(async () => (await statusCalls()).length === 2, { message: 'the second poll' });
    await connect();
    // A confirmation sent while the socket was down never arrives: one check when it is back.
    await waitFor(async () => (await statusCalls()).length === 3, { message: 'the catch-up check' });
    for (let i = 0; i < 3; i++) {
      clock.tick(3_000);
      await requests();
    }
    expect(statusSent()).to.equal(3);
    expect(await statusCalls()).to.have.length(3);
    expect(phase(machine)).to.equal('waiting');
  });

  it('signs in from a poll that finds the code confirmed', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await reply({ path: '/auth/qr/create', body: ok(code('q6')) }, { path: '/auth/qr/status', body: ok({ status: 'confirmed', token: 'tok-poll', user }) });
    machine = createQrLogin(() => '/user');
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    clock.tick(3_000);
    await waitFor(() => phase(machine!) === 'signed-in', { message: 'signed in by the poll' });
    expect($token.get()).to.equal('tok-poll');
    expect(assign.calledOnceWithExactly('/user')).to.equal(true);
    clock.tick(9_000);
    await requests();
    expect(statusSent()).to.equal(1);
  });

  it('expires at expiresAt, stops waiting, and refresh() creates a new code', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q7', 120_000)) }, { path: '/auth/qr/create', body: ok(code('q8', 120_000)) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    clock.tick(119_999);
    expect(phase(machine)).to.equal('waiting');
    clock.tick(1);
    expect(phase(machine)).to.equal('expired');
    // A late confirmation for the expired code changes nothing.
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q7' });
    expect(phase(machine)).to.equal('expired');
    machine.refresh();
    await waitFor(() => phase(machine!) === 'waiting', { message: 'a new code' });
    expect((machine.$state.get() as { login: QrLogin }).login.id).to.equal('q8');
    expect((await requests()).filter((r) => r.path === '/auth/qr/create')).to.have.length(2);
    expect(statusSent()).to.equal(0);
  });

  it('ends the wait when the phone declines, with no status request', async () => {
    await connect();
    await reply({ path: '/auth/qr/create', body: ok(code('q9')) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    await push({ namespace: 'auth', action: 'qr/declined', id: 'other' });
    expect(phase(machine)).to.equal('waiting');
    await push({ namespace: 'auth', action: 'qr/declined', id: 'q9' });
    expect(phase(machine)).to.equal('declined');
    expect(statusSent()).to.equal(0);
  });

  it('stops everything on stop(): no polls, no claims', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await reply({ path: '/auth/qr/create', body: ok(code('q10')) });
    machine = createQrLogin();
    machine.start();
    await waitFor(() => phase(machine!) === 'waiting');
    machine.stop();
    clock.tick(9_000);
    await connect();
    await push({ namespace: 'auth', action: 'qr/confirmed', id: 'q10' });
    expect(phase(machine)).to.equal('idle');
    expect(statusSent()).to.equal(0);
  });
});
