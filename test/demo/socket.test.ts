import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { ownerChannel } from '../../demo/realtime.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let token: string;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  await post('/auth/signup', signUpBody('socket@example.com', 'socket-password'));
  token = (await post('/auth/signin', { account: 'socket@example.com', password: 'socket-password' })).data.token;
});
after(() => demo.close());

const wsUrl = (query: string) => `${demo.url.replace('http', 'ws')}/ws/message${query}`;

function open(query: string, origin?: string): Promise<{ socket: WebSocket; messages: any[]; next(): Promise<any>; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(query), origin ? { origin } : {});
    const messages: any[] = [];
    const waiting: ((m: any) => void)[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    const next = () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r)));
    socket.on('open', () => resolve({ socket, messages, next, closed }));
    socket.on('error', reject);
  });
}

/**
 * Publishes a cart change to the guest's sockets and holds the push's cart count at the database
 * (the socket re-reads it in its turn) until release(): resolves once the read is under way.
 */
async function heldPush(visitor: string): Promise<{ release(): void }> {
  const { db, hub } = demo.app;
  const value = db.value;
  let letGo!: () => void;
  const held = new Promise<void>((done) => (letGo = done));
  let reading!: () => void;
  const read = new Promise<void>((done) => (reading = done));
  db.value = (async (...query: Parameters<typeof value>) => {
    reading();
    await held;
    return value(...query);
  }) as typeof value;
  const release = () => {
    db.value = value;
    letGo();
  };
  try {
    hub.publish(ownerChannel(null, visitor), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed' });
    await read;
  } catch (error) {
    release();
    throw error;
  }
  return { release };
}

describe('/ws/message', () => {
  it('answers the spec ping', async () => {
    const { socket, next } = await open(`?token=${token}`);
    socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.deepEqual(await next(), { code: 200, msg: 'pong' });
    socket.close();
  });

  it('sends the pong after every push published before the ping, even one still waiting on the database', async () => {
    const visitor = crypto.randomUUID();
    const { socket, next } = await open(`?visitor=${visitor}`);
    // The push's cart count is held at the database until the server has read the ping.
    const push = await heldPush(visitor);
    try {
      // Registered after the server's own listener, so it runs once the server has handled the ping.
      const handled = new Promise<void>((done) => {
        for (const server of demo.app.hub.watched) server.once('message', () => done());
      });
      socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
      await handled;
    } finally {
      push.release();
    }
    assert.deepEqual(await next(), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: 0 });
    assert.deepEqual(await next(), { code: 200, msg: 'pong' });
    socket.close();
  });

  it('closes a socket over its message limit with 1008 even while a push for it is held at the database', async () => {
    const visitor = crypto.randomUUID();
    const { socket, closed } = await open(`?visitor=${visitor}`);
    const push = await heldPush(visitor);
    try {
      // The default limit is 20 messages in 10 s: the 21st is refused. Its answers wait behind
      // the held push; the close does not wait for it for ever.
      for (let i = 0; i < 21; i++) socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
      assert.equal(await closed, 1008);
    } finally {
      push.release();
    }
  });

  it('pushes cart changes, payment confirmation and order status to the signed-in user', async () => {
    const { socket, next } = await open(`?token=${token}`);
    const auth = { 'x-auth': token };
    await post('/cart/add', { sku: 'classic-mug-red', quantity: 1 }, auth);
    assert.deepEqual(await next(), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: 1 });
    const addressId = (await post('/address/save', { firstName: 'A', lastName: 'B', country: 'US', city: 'Boston', address: '1 Main St', countryCode: '+1', phone: '555 0100' }, auth)).data.id;
    const order = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...auth, 'idempotency-key': 'socket-order-1' });
    await post('/order/pay', { number: order.data.number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth);
    assert.deepEqual(await next(), { namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: order.data.number });
    await post('/order/confirm', { number: order.data.number }, auth);
    assert.deepEqual(await next(), { namespace: 'order', mutation: 'setStatus', action: 'order/status', number: order.data.number });
    socket.close();
  });

  it('pushes a guest\'s cart changes, payment confirmation and order status to the guest socket (?visitor=) only', async () => {
    const visitor = crypto.randomUUID();
    const guest = { 'x-visitor-id': visitor };
    const mine = await open(`?visitor=${visitor}`);
    const other = await open(`?visitor=${crypto.randomUUID()}`);
    await post('/cart/add', { sku: 'classic-mug-red', quantity: 1 }, guest);
    assert.deepEqual(await mine.next(), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: 1 });
    const addressId = (await post('/address/save', { firstName: 'A', lastName: 'B', country: 'US', city: 'Boston', address: '1 Main St', countryCode: '+1', phone: '555 0100' }, guest)).data.id;
    const order = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'guest@example.com' }, { ...guest, 'idempotency-key': 'socket-guest-order-1' });
    assert.equal(order.code, 0, order.msg);
    assert.equal((await post('/order/pay', { number: order.data.number, card: '4000000000000002', expiry: '12/34', cvc: '123' }, guest)).code, 41);
    await post('/order/pay', { number: order.data.number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, guest);
    assert.deepEqual(await mine.next(), { namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: order.data.number }, 'the declined attempt pushed nothing');
    // An order's status pushes go to its owner's channel (ownerChannel, as order routes use it): a guest order's reach the guest socket.
    demo.app.hub.publish(ownerChannel(null, visitor), { namespace: 'order', mutation: 'setStatus', action: 'order/status', number: order.data.number });
    assert.deepEqual(await mine.next(), { namespace: 'order', mutation: 'setStatus', action: 'order/status', number: order.data.number });
    // Another guest's socket heard none of it.
    other.socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.deepEqual(await other.next(), { code: 200, msg: 'pong' });
    assert.deepEqual(other.messages, []);
    mine.socket.close();
    other.socket.close();
  });

  it('closes for a bad credential, a foreign Origin and an oversized message', async () => {
    assert.equal(await (await open('?visitor=bad id!')).closed, 4401);
    assert.equal(await (await open('?visitor=short')).closed, 4401);
    assert.equal(await (await open('?token=not-a-token')).closed, 4401);
    assert.equal(await (await open(`?token=${token}`, 'https://evil.example')).closed, 1008);
    const big = await open(`?token=${token}`);
    big.socket.send('x'.repeat(10_000));
    assert.equal(await big.closed, 1009);
  });

  it('closes with 1008, never throws, for an Origin that is not a URL or names another host', async () => {
    for (const origin of ['null', 'garbage', '://', 'http://', 'http://host.evil.example', `http://127.0.0.1.evil.example:${new URL(demo.url).port}`]) {
      assert.equal(await (await open(`?token=${token}`, origin)).closed, 1008, origin);
    }
    assert.equal(await (await open(`?visitor=${crypto.randomUUID()}`, 'null')).closed, 1008);
    // The server is still there and still answers its own page's socket.
    const same = await open(`?token=${token}`, demo.url);
    same.socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.equal((await same.next()).msg, 'pong');
    same.socket.close();
  });

  it('takes a guest only with the runtime\'s visitor id form (crypto.randomUUID())', async () => {
    for (const visitor of ['aaaaaaaa', 'socket-guest-0001', crypto.randomUUID().toUpperCase(), crypto.randomUUID().replace(/-/g, ''), `${crypto.randomUUID()}0`]) {
      assert.equal(await (await open(`?visitor=${encodeURIComponent(visitor)}`)).closed, 4401, visitor);
    }
  });

  it('answers a message that is not JSON without closing', async () => {
    const { socket, next } = await open('');
    socket.send('hello');
    assert.equal((await next()).code, 40);
    socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.equal((await next()).msg, 'pong');
    socket.close();
  });
});
