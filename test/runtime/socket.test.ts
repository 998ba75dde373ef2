import { expect } from 'chai';
import sinon from 'sinon';
import { $cartNumber, $token } from '../../runtime/session';
import { $socket, closeSocket, connectSocket, onSocketMessage, startSocket, stopSocket } from '../../runtime/socket';
import { waitFor } from '../helpers/browser/dom';

interface ServerView {
  url: string;
  connections: { query: Record<string, string>; received: string[]; open: boolean }[];
}
const server = async (): Promise<ServerView> => (await fetch('/__test/ws')).json() as Promise<ServerView>;
const control = (path: string, body?: unknown) => fetch(`/__test/ws${path}`, { method: path ? 'POST' : 'DELETE', body: body === undefined ? undefined : JSON.stringify(body) });
const PING = '{"code":200,"msg":"ping"}';

describe('socket', () => {
  let url: string;
  let clock: sinon.SinonFakeTimers | undefined;
  beforeEach(async () => {
    await control('');
    url = (await server()).url;
    $token.set('tok-socket');
  });
  afterEach(() => {
    stopSocket();
    closeSocket();
    clock?.restore();
    clock = undefined;
    $token.set(undefined);
    $socket.set({ ...$socket.get(), message: null, reconnectError: false });
  });

  it('connects with the stored credential, marks itself connected, and never opens two sockets', async () => {
    connectSocket({ url });
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected, { message: 'connected' });
    const { connections } = await server();
    expect(connections).to.have.length(1);
    expect(connections[0]!.query).to.deep.equal({ token: 'tok-socket' });
  });

  it('does not connect without a credential', async () => {
    $token.set(undefined);
    connectSocket({ url });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await server()).connections).to.have.length(0);
  });

  it('pings {code:200, msg:"ping"} every 10000 ms while connected', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected);
    clock.tick(9_999);
    await new Promise((resolve) => queueMicrotask(() => resolve(null)));
    expect((await server()).connections[0]!.received).to.deep.equal([]);
    clock.tick(1);
    await waitForReceived([PING]);
    clock.tick(10_000);
    await waitForReceived([PING, PING]);
  });

  it('stores an incoming message, routes it to its store, and fires shop:message', async () => {
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('shop:message', listener);
    const paid: unknown[] = [];
    const off = onSocketMessage('payment/confirmed', (m) => paid.push(m.number));
    try {
      await control('/push', { message: { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: 4 } });
      await waitFor(() => $cartNumber.get() === 4, { message: 'cart count' });
      await control('/push', { message: { namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: 'SE1001' } });
      await waitFor(() => paid.length === 1);
      expect(paid).to.deep.equal(['SE1001']);
      expect($socket.get().message).to.deep.include({ action: 'payment/confirmed', number: 'SE1001' });
      expect(events).to.have.length(2);
      // Not JSON: ignored, the last message stays.
      await control('/push', { message: 'not json' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect($socket.get().message).to.deep.include({ number: 'SE1001' });
    } finally {
      off();
      document.removeEventListener('shop:message', listener);
      $cartNumber.set(0);
    }
  });

  it('on close: disconnected, heartbeat stopped, and a reconnection after 50000 ms', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected);
    await control('/close');
    await waitFor(() => !$socket.get().isConnected, { message: 'disconnected' });
    expect($socket.get().heartBeatTimer).to.equal(undefined);
    clock.tick(49_999);
    expect((await server()).connections).to.have.length(1);
    clock.tick(1);
    await waitFor(() => $socket.get().isConnected, { message: 'reconnected' });
    expect((await server()).connections).to.have.length(2);
  });

  it('gives up after 5 reconnection attempts and sets reconnectError', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    connectSocket({ url });
    await waitFor(() => $socket.get().isConnected);
    await control('/refuse', { refuse: true });
    await control('/close');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await waitFor(() => !$socket.get().isConnected && !$socket.get().reconnectError);
      clock.tick(50_000);
      // Let the attempt fail (a refused handshake) before the next tick.
      await new Promise((resolve) => realDelay(resolve, 150));
    }
    await waitFor(() => $socket.get().reconnectError, { message: 'reconnectError' });
    clock.tick(50_000);
    await new Promise((resolve) => realDelay(resolve, 150));
    expect($socket.get().isConnected).to.equal(false);
  });

  it('closes on sign-out without reconnecting, and connects on sign-in', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    startSocket({ url });
    await waitFor(() => $socket.get().isConnected);
    $token.set(undefined);
    await waitFor(() => !$socket.get().isConnected);
    clock.tick(60_000);
    await new Promise((resolve) => realDelay(resolve, 100));
    expect((await server()).connections.filter((c) => c.open)).to.have.length(0);
    $token.set('tok-again');
    await waitFor(() => $socket.get().isConnected);
    expect((await server()).connections.at(-1)!.query).to.deep.equal({ token: 'tok-again' });
  });

  async function waitForReceived(expected: string[]) {
    for (let i = 0; i < 100; i++) {
      const received = (await server()).connections[0]!.received;
      if (received.length >= expected.length) return expect(received).to.deep.equal(expected);
      await new Promise((resolve) => realDelay(resolve, 10));
    }
    throw new Error(`the server did not receive ${expected.length} messages`);
  }
});

// Real time for waiting while a test fakes the clock.
const realDelay = globalThis.setTimeout.bind(globalThis);
