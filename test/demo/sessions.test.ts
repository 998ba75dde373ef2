// Sessions and their sockets (issue 14, item 5): sign-out, a password change or reset and a
// revoke close the session's sockets at once (4401), and sessions end after 30 days without use
// or 90 days after sign-in, for the API, the socket and the security list alike.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { latestCode } from '../helpers/node/test-db.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sha256 } from '../../demo/api/context.ts';
import { DEMO_OTHER_DEVICE } from '../../demo/seed/history.ts';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

interface Open {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
}

function open(token: string): Promise<Open> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${demo.url.replace('http', 'ws')}/ws/message?token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) => socket.on('close', (code, reason) => done({ code, reason: String(reason) })));
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('error', reject);
  });
}

/** A round trip on the socket: everything pushed before it has arrived once the pong does. */
async function settled(s: Open): Promise<void> {
  const before = s.messages.length;
  s.socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
  while (!s.messages.slice(before).some((m) => (m as { msg?: string }).msg === 'pong')) await new Promise((r) => s.socket.once('message', r));
}

let accounts = 0;
async function account(): Promise<{ email: string; password: string; token: string }> {
  const email = `session-${++accounts}@example.com`;
  const password = 'session-password';
  const token = (await post('/auth/signup', signUpBody(email, password))).data.token as string;
  return { email, password, token };
}

const signIn = async (email: string, password: string) => (await post('/auth/signin', { account: email, password })).data.token as string;

describe('a session\'s sockets close with it', () => {
  it('on sign-out: closed at once with 4401, and nothing more arrives', async () => {
    const { token } = await account();
    const s = await open(token);
    assert.equal(demo.app.hub.sessionSockets(sha256(token)), 1);
    assert.equal((await post('/auth/signout', {}, { 'x-auth': token })).code, 0);
    assert.deepEqual(await s.closed, { code: 4401, reason: 'session ended' });
    assert.equal(demo.app.hub.sessionSockets(sha256(token)), 0);
  });

  it('on a password change: the other sessions\' sockets close, this one\'s stays and still hears', async () => {
    const { email, password, token } = await account();
    const other = await signIn(email, password);
    const mine = await open(token);
    const theirs = await open(other);
    assert.equal((await post('/user/editPassword', { oldPassword: password, password: 'another-password' }, { 'x-auth': token })).code, 0);
    assert.equal((await theirs.closed).code, 4401);
    await post('/cart/add', { sku: 'classic-mug-red', quantity: 1 }, { 'x-auth': token });
    await settled(mine);
    assert.ok(mine.messages.some((m) => (m as { action?: string }).action === 'cart/changed'));
    mine.socket.close();
  });

  it('on a password reset: every socket of the account closes', async () => {
    const { email, password, token } = await account();
    const second = await signIn(email, password);
    const sockets = [await open(token), await open(token), await open(second)];
    await post('/auth/forgot', { account: email });
    const code = await latestCode(demo, email);
    assert.equal((await post('/auth/reset', { account: email, code, password: 'reset-password-1' })).code, 0);
    for (const s of sockets) assert.equal((await s.closed).code, 4401);
  });

  it('on a revoke from the security screen', async () => {
    const { email, password, token } = await account();
    const other = await signIn(email, password);
    const theirs = await open(other);
    const list = (await post('/user/sessions', {}, { 'x-auth': token })).data as { id: string; current: boolean }[];
    const target = list.find((session) => !session.current)!;
    assert.equal((await post('/user/sessions/revoke', { id: target.id }, { 'x-auth': token })).code, 0);
    assert.equal((await theirs.closed).code, 4401);
    assert.equal((await post('/user/info', {}, { 'x-auth': other })).code, 50);
  });
});

describe('session lifetimes', () => {
  const day = 86_400_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const set = (token: string, created: string, used: string | null) =>
    demo.app.db.run`UPDATE sessions SET created_at = ${created}, last_used_at = ${used} WHERE token = ${sha256(token)}`;

  it('are 30 days idle and 90 days in all', () => {
    assert.equal(SESSION_IDLE_MS, 30 * day);
    assert.equal(SESSION_ABSOLUTE_MS, 90 * day);
  });

  it('a session used within 30 days works, and its use is recorded', async () => {
    const { token } = await account();
    await set(token, ago(60 * day), ago(29 * day));
    assert.equal((await post('/user/info', {}, { 'x-auth': token })).code, 0);
    const { last_used_at } = (await demo.app.db.row<{ last_used_at: string }>`SELECT last_used_at FROM sessions WHERE token = ${sha256(token)}`)!;
    assert.ok(Date.now() - Date.parse(last_used_at) < 60_000);
  });

  it('a session idle for more than 30 days has ended: API (50), socket (4401) and the security list', async () => {
    const { email, password, token } = await account();
    const fresh = await signIn(email, password);
    await set(token, ago(40 * day), ago(31 * day));
    assert.equal((await post('/user/info', {}, { 'x-auth': token })).code, 50);
    assert.equal((await (await open(token)).closed).code, 4401);
    assert.equal(((await post('/user/sessions', {}, { 'x-auth': fresh })).data as unknown[]).length, 1);
  });

  it('a session started more than 90 days ago has ended, however recently used', async () => {
    const { token } = await account();
    await set(token, ago(91 * day), ago(60_000));
    assert.equal((await post('/user/info', {}, { 'x-auth': token })).code, 50);
    assert.equal((await (await open(token)).closed).code, 4401);
  });

  it('a socket of a session that runs out meanwhile gets no more pushes', async () => {
    const { token } = await account();
    const s = await open(token);
    await set(token, ago(91 * day), null);
    demo.app.hub.publish(`user:${(await demo.app.db.row<{ user_id: number }>`SELECT user_id FROM sessions WHERE token = ${sha256(token)}`)!.user_id}`, { action: 'cart/changed' });
    assert.equal((await s.closed).code, 4401);
    assert.deepEqual(s.messages, []);
  });

  it('the seeded second device is listed for the demo shopper', async () => {
    const token = await signIn(DEMO_USER.email, DEMO_USER.password);
    const list = (await post('/user/sessions', {}, { 'x-auth': token })).data as { id: string; ip: string }[];
    assert.ok(list.some((session) => session.id === DEMO_OTHER_DEVICE.token.slice(0, 16) && session.ip === DEMO_OTHER_DEVICE.ip));
  });
});
