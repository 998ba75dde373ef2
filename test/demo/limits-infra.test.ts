/**
 * Infrastructure limits of the demo server (issue 14): socket caps, idle timeout and message
 * rate; credentials kept out of logs; a locked database refused quickly; upload quotas;
 * personal answers not cached; security headers on early errors; SIGTERM drains requests.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import WebSocket from 'ws';
import { sqliteOnly, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { signUpBody } from './accounts.ts';
import { CLOSE_IDLE } from '../../demo/socket.ts';

const wsUrl = (demo: RunningDemo, query = '') => `${demo.url.replace('http', 'ws')}/ws/message${query}`;

/** Opens a socket; resolves once it is open, or with the HTTP status the upgrade was refused with. */
function connect(demo: RunningDemo, options: WebSocket.ClientOptions = {}, query = ''): Promise<{ socket: WebSocket; closed: Promise<number> } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(demo, query), options);
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('open', () => resolve({ socket, closed }));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

async function open(demo: RunningDemo, options: WebSocket.ClientOptions = {}) {
  const result = await connect(demo, options);
  if ('refused' in result) throw new Error(`The upgrade was refused with HTTP ${result.refused}`);
  return result;
}

describe('socket caps', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo({ sockets: { perIp: 3, total: 5 } });
  });
  after(() => demo.close());

  it('refuses a fourth socket from one IP with HTTP 429 at the upgrade, and takes one again when a socket closes', async () => {
    const sockets = [await open(demo), await open(demo), await open(demo)];
    assert.deepEqual(await connect(demo), { refused: 429 });
    sockets[0]!.socket.close();
    await sockets[0]!.closed;
    const again = await open(demo);
    for (const s of [again, ...sockets.slice(1)]) s.socket.close();
    await Promise.all([again, ...sockets.slice(1)].map((s) => s.closed));
  });

  it('refuses beyond the total cap with HTTP 503, and pages keep answering', async () => {
    // Raise the per-IP cap for this one: every test socket comes from 127.0.0.1.
    const wide = await startDemo({ sockets: { perIp: 100, total: 5 } });
    try {
      const sockets = await Promise.all(Array.from({ length: 5 }, () => open(wide)));
      const over = await Promise.all(Array.from({ length: 5 }, () => connect(wide)));
      assert.deepEqual(over, Array.from({ length: 5 }, () => ({ refused: 503 })));
      // (Answered at all: how fast is the benchmark's business, not a test's.)
      const page = await fetch(`${wide.url}/`);
      assert.equal(page.status, 200);
      await page.text();
      for (const s of sockets) s.socket.close();
      await Promise.all(sockets.map((s) => s.closed));
    } finally {
      await wide.close();
    }
  });
});

describe('socket caps across addresses', { timeout: 300_000 }, () => {
  it("meets an address's own cap first, and keeps room for signed-in shoppers when guests from many addresses hold the rest", async () => {
    const demo = await startDemo({ sockets: { perIp: 2, total: 6, guests: 4 } });
    try {
      const from = (address: string, query = '') => connect(demo, { localAddress: address }, query);
      const held = [await from('127.0.0.2'), await from('127.0.0.2'), await from('127.0.0.3'), await from('127.0.0.3')];
      assert.ok(held.every((s) => 'socket' in s), 'four guest sockets from two addresses');
      assert.deepEqual(await from('127.0.0.2'), { refused: 429 }, 'the address is at its own cap');
      assert.deepEqual(await from('127.0.0.4'), { refused: 503 }, "guests' share is full");
      const post = apiClient(demo.url);
      const token = (await post('/auth/signup', signUpBody('socket-room@example.com', 'socket-room-1'))).data.token as string;
      const member = await from('127.0.0.4', `?token=${encodeURIComponent(token)}`);
      assert.ok('socket' in member, 'a signed-in shopper still gets a socket');
      for (const s of [...held, member]) if ('socket' in s) s.socket.close();
      await Promise.all([...held, member].map((s) => ('socket' in s ? s.closed : undefined)));
    } finally {
      await demo.close();
    }
  });
});

const IDLE_MS = 150;

/** Opens a socket and finds the server's side of it, once its idle watch is on. */
async function openWatched(demo: RunningDemo, options: WebSocket.ClientOptions = {}) {
  const known = new Set(demo.app.hub.watched);
  const client = await open(demo, options);
  for (;;) {
    const server = [...demo.app.hub.watched].find((socket) => !known.has(socket));
    if (server) return { ...client, server };
    await new Promise((resolve) => setTimeout(resolve, 5)); // (setTimeout is not mocked)
  }
}

describe('socket idle timeout and message rate', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo({ sockets: { idleMs: IDLE_MS, messages: 5, messageWindowMs: 60_000 } });
    // The server's idle watch runs on setInterval and Date.now(): both are this suite's clock,
    // moved on by hand, so a busy machine's late event loop cannot look like an idle socket.
    // (Mocked before any socket opens: a watch starts with its connection.)
    mock.timers.enable({ apis: ['setInterval', 'Date'], now: Date.now() });
  });
  after(async () => {
    mock.timers.reset();
    await demo.close();
  });

  it(`closes a socket that answers no ping and sends nothing with ${CLOSE_IDLE}`, async () => {
    const { closed } = await openWatched(demo, { autoPong: false });
    mock.timers.tick(IDLE_MS / 2); // a ping, unanswered
    mock.timers.tick(IDLE_MS / 2); // nothing heard for the whole idle time
    assert.equal(await closed, CLOSE_IDLE);
  });

  it('keeps a socket that answers pings (as browsers do by themselves) open across several idle periods', async () => {
    const { socket, closed, server } = await openWatched(demo);
    let early: number | undefined;
    void closed.then((code) => (early = code));
    // Six pings at half the idle time apiece: three idle periods, each ping answered before the next.
    for (let ping = 0; ping < 6; ping++) {
      const answered = new Promise((done) => server.once('pong', done));
      mock.timers.tick(IDLE_MS / 2);
      // (A close instead of the answer fails here at once, not at the suite's deadline.)
      await Promise.race([answered, closed.then((code) => assert.fail(`closed with ${code} after ${ping} pings`))]);
    }
    assert.equal(early, undefined, 'still open');
    assert.equal(socket.readyState, WebSocket.OPEN);
    socket.close();
    await closed;
  });

  it('closes with 1008 once a socket sends more messages than its window allows, after answering those within it', async () => {
    const { socket, closed } = await open(demo);
    const pongs: unknown[] = [];
    socket.on('message', (raw) => pongs.push(JSON.parse(String(raw))));
    for (let i = 0; i < 6; i++) socket.send(JSON.stringify({ code: 200, msg: 'ping' }));
    assert.equal(await closed, 1008);
    assert.equal(pongs.length, 5);
  });
});

describe('credentials in logs', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  const stream = {
    write(line: string) {
      lines.push(line);
      for (const wake of waiters.splice(0)) wake();
    },
  };
  /** Resolves once a log line matches (checked on every line written). */
  const logged = (pattern: RegExp) =>
    new Promise<void>((done) => {
      const check = () => (lines.some((line) => pattern.test(line)) ? done() : waiters.push(check));
      check();
    });
  before(async () => {
    demo = await startDemo({ logger: { stream } });
  });
  after(() => demo.close());

  it('logs no token, cookie, code, password or secret, from URLs, messages or headers', async () => {
    const secrets = ['sock3t-t0ken-value', 'c00kies-value', 'x-auth-value', 'passw0rd-value', 'c0de-value', 's3cret-value', 'v1sitor-value', 'acc3ss-value', 'c00kie-header'];
    const socket = new WebSocket(wsUrl(demo, `?token=${secrets[0]}`));
    await new Promise((done) => socket.on('close', done));
    await (await fetch(`${demo.url}/?request=route&cookies=${secrets[1]}`)).text();
    await (await fetch(`${demo.url}/api/web/user/info`, { method: 'POST', headers: { 'x-auth': secrets[2]!, 'content-type': 'application/json', cookie: `shop_session=${secrets[8]}` }, body: '{}' })).text();
    await (await fetch(`${demo.url}/no/such/page?password=${secrets[3]}&code=${secrets[4]}&secret=${secrets[5]}`)).text();
    await (await fetch(`${demo.url}/api/web/nothing?visitor=${secrets[6]}&access_token=${secrets[7]}`)).text();
    // Anyone logging a request's headers, or a message with a URL in it, gets them redacted too.
    demo.app.log.info({ headers: { 'x-auth': secrets[2], cookie: `shop_session=${secrets[8]}` } }, 'headers');
    demo.app.log.warn(`Route GET:/ws/message?token=${secrets[0]} was odd`);
    await logged(/"url":"\/api\/web\/nothing\?visitor=\[redacted\]&access_token=\[redacted\]"[^\n]*\n?$/m);
    await logged(/request completed/);
    const text = lines.join('');
    for (const secret of secrets) assert.ok(!text.includes(secret), `${secret} is not in the log`);
    // The lines are there, with the credentials replaced.
    assert.match(text, /\/ws\/message\?token=\[redacted\]/);
    assert.match(text, /\/\?request=route&cookies=\[redacted\]/);
    assert.match(text, /password=\[redacted\]&code=\[redacted\]&secret=\[redacted\]/);
    assert.match(text, /"x-auth":"\[redacted\]"/);
  });
});

describe('personal data in logged URLs', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  const stream = {
    write(line: string) {
      lines.push(line);
      for (const wake of waiters.splice(0)) wake();
    },
  };
  before(async () => {
    demo = await startDemo({ logger: { stream } });
  });
  after(() => demo.close());

  it("logs no e-mail address from the guest order lookup's link (?number=&email=)", async () => {
    const email = 'mei.chan.secret@example.com';
    await (await fetch(`${demo.url}/order/lookup?number=SE123&email=${encodeURIComponent(email)}`)).text();
    await (await fetch(`${demo.url}/zh/order/lookup?email=${email}&number=SE456`)).text();
    await new Promise<void>((done) => {
      const check = () => (lines.filter((line) => /request completed/.test(line)).length >= 2 ? done() : waiters.push(check));
      check();
    });
    const text = lines.join('');
    assert.ok(!text.includes('mei.chan.secret'), 'the address is not in the log');
    assert.match(text, /\/order\/lookup\?number=SE123&email=\[redacted\]/);
    assert.match(text, /\/zh\/order\/lookup\?email=\[redacted\]&number=SE456/);
  });
});

describe('the capped log file', () => {
  it('never grows past its cap: the full file becomes <file>.1, warnings also go to the echo', async () => {
    const { mkdtempSync, readFileSync, statSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { CappedLogFile } = await import('../../demo/log.ts');
    const dir = mkdtempSync(join(tmpdir(), 'shop-log-'));
    const echoed: string[] = [];
    const file = new CappedLogFile(join(dir, 'logs', 'server.log'), 1000, (line) => echoed.push(line));
    for (let i = 0; i < 100; i++) file.write(`{"level":${i === 99 ? 50 : 30},"msg":"line ${String(i).padStart(3, '0')}"}\n`);
    await file.flush();
    const current = readFileSync(join(dir, 'logs', 'server.log'), 'utf8');
    assert.ok(statSync(join(dir, 'logs', 'server.log')).size <= 1000);
    assert.ok(statSync(join(dir, 'logs', 'server.log.1')).size <= 1000);
    assert.match(current, /line 099/);
    assert.doesNotMatch(current, /line 000/);
    assert.deepEqual(echoed, ['{"level":50,"msg":"line 099"}\n']);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('SIGTERM', { timeout: 300_000 }, () => {
  it('answers every request under way before the process exits (npm start\'s demo/main.ts)', async () => {
    const { spawn } = await import('node:child_process');
    const { request } = await import('node:http');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-sigterm-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/main.ts'], { env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_FILE: '-', LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    let out = '';
    const changed: (() => void)[] = [];
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      for (const wake of changed.splice(0)) wake();
    });
    const until = <T>(read: () => T | undefined) =>
      new Promise<T>((done) => {
        const check = () => {
          const value = read();
          if (value !== undefined) done(value);
          else changed.push(check);
        };
        check();
      });
    try {
      const port = await until(() => /demo on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1]);
      // Twenty requests whose bodies arrive only after the signal: each is under way when it comes.
      const body = JSON.stringify({ url: '/drain', referer: '', timezone: 'UTC' });
      const answers = Array.from({ length: 20 }, () => {
        const req = request({ host: '127.0.0.1', port: Number(port), method: 'POST', path: '/api/web/visitor/track', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-visitor-id': crypto.randomUUID() } });
        req.write(body.slice(0, 5));
        const answer = new Promise<{ status: number; text: string }>((done, fail) => {
          req.on('response', (response) => {
            let text = '';
            response.on('data', (c) => (text += String(c)));
            response.on('end', () => done({ status: response.statusCode ?? 0, text }));
          });
          req.on('error', fail);
        });
        return { req, answer };
      });
      await until(() => ((out.match(/"url":"\/api\/web\/visitor\/track"/g) ?? []).length === 20 ? true : undefined));
      child.kill('SIGTERM');
      await until(() => (/"msg":"draining"/.test(out) ? true : undefined));
      for (const { req } of answers) req.end(body.slice(5));
      const results = await Promise.all(answers.map((a) => a.answer));
      assert.deepEqual(results.map((r) => [r.status, JSON.parse(r.text).code]), Array.from({ length: 20 }, () => [200, 0]));
      assert.equal(await exited, 0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a locked database', { timeout: 300_000, ...sqliteOnly }, () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo.close());

  it('refuses a write quickly with HTTP 503 and code 41 "busy", while static files and product pages answer; the write goes through once the lock is gone', async () => {
    const { default: Database } = await import('better-sqlite3');
    const { databaseFile, REQUEST_BUSY_TIMEOUT_MS } = await import('../../demo/db/database.ts');
    const other = new Database(databaseFile(demo.dataDir));
    other.exec('BEGIN IMMEDIATE');
    other.prepare("INSERT INTO settings (key, value) VALUES ('lock-holder', '1')").run();
    try {
      const subscribe = () => fetch(`${demo.url}/api/web/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'locked@example.com' }) });
      // Quickly: the request waits the database's short busy timeout, not for the lock (held
      // until this test lets go of it). Checked by that setting, not by a clock on a busy machine.
      assert.equal(demo.app.sqlite!.pragma('busy_timeout', { simple: true }), REQUEST_BUSY_TIMEOUT_MS);
      const refused = await subscribe();
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('retry-after'), '1');
      assert.deepEqual(await refused.json(), { code: 41, msg: 'The shop is busy; please try again in a moment.', data: null });
      const stylesheet = await fetch(`${demo.url}/assets/demo.css`);
      assert.equal(stylesheet.status, 200);
      await stylesheet.arrayBuffer();
      const product = await fetch(`${demo.url}/product/linen-shirt`);
      assert.equal(product.status, 200);
      assert.match(await product.text(), /Linen Shirt/);
      other.exec('COMMIT');
      assert.equal(((await (await subscribe()).json()) as { code: number }).code, 0);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });
});

describe('upload quotas', { timeout: 120_000 }, () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ab6b0b0000000049454e44ae426082', 'hex');
  const picture = (bytes = png) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

  async function signIn(demo: RunningDemo, email: string) {
    const post = apiClient(demo.url);
    await post('/auth/signup', signUpBody(email, 'upload-password'));
    return (await post('/auth/signin', { account: email, password: 'upload-password' })).data.token as string;
  }
  async function avatar(demo: RunningDemo, token: string, bytes = png) {
    const form = new FormData();
    form.append('file', picture(bytes), 'me.png');
    return (await (await fetch(`${demo.url}/api/web/user/editAvatar`, { method: 'POST', body: form, headers: { 'x-auth': token } })).json()) as { code: number; msg: string; data: any };
  }
  async function inquiry(demo: RunningDemo, count: number, bytes = png) {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Li', email: 'li@example.com', content: 'Pictures attached' })) form.append(k, v);
    for (let i = 0; i < count; i++) form.append('images', picture(bytes), `p${i}.png`);
    return (await (await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: form })).json()) as { code: number; msg: string; data: any };
  }

  it('replacing the avatar deletes the old file', async () => {
    const demo = await startDemo();
    try {
      const token = await signIn(demo, 'avatar-replace@example.com');
      const first = await avatar(demo, token);
      assert.equal(first.code, 0, first.msg);
      const second = await avatar(demo, token);
      assert.equal(second.code, 0, second.msg);
      assert.notEqual(second.data.avatar, first.data.avatar);
      assert.ok(!existsSync(join(demo.dataDir, first.data.avatar)), 'the old avatar is gone');
      assert.ok(existsSync(join(demo.dataDir, second.data.avatar)), 'the new one is there');
      assert.equal(readdirSync(join(demo.dataDir, 'media', 'avatars')).length, 1);
    } finally {
      await demo.close();
    }
  });

  it("refuses an account's pictures beyond its quota with code 40 naming the wait", async () => {
    const demo = await startDemo({ uploads: { accountFiles: 3, ipFiles: 100 } });
    try {
      const token = await signIn(demo, 'avatar-quota@example.com');
      for (let i = 0; i < 3; i++) assert.equal((await avatar(demo, token)).code, 0);
      const refused = await avatar(demo, token);
      assert.deepEqual(refused, { code: 40, msg: 'You have sent too many pictures for now; please try again in 60 minutes.', data: { field: 'file' } });
      // Another account from the same address still may.
      assert.equal((await avatar(demo, await signIn(demo, 'avatar-other@example.com'))).code, 0);
    } finally {
      await demo.close();
    }
  });

  it("refuses an IP's inquiry pictures beyond its quota, by count and by size; text still goes through", async () => {
    const demo = await startDemo({ uploads: { ipFiles: 4, ipBytes: 1000 } });
    try {
      assert.equal((await inquiry(demo, 3)).code, 0);
      const byCount = await inquiry(demo, 2);
      assert.equal(byCount.code, 40);
      assert.equal(byCount.data.field, 'images');
      assert.match(byCount.msg, /too many pictures/);
      assert.equal((await inquiry(demo, 0)).code, 0, 'an inquiry without pictures is not refused');
      const big = Buffer.concat([png, Buffer.alloc(2000)]);
      assert.equal((await inquiry(demo, 1, big)).code, 40, 'by size');
      assert.equal(readdirSync(join(demo.dataDir, 'uploads', 'inquiries')).length, 3, 'refused pictures were not stored');
    } finally {
      await demo.close();
    }
  });

  it('refuses every upload once the upload folders hold their budget', async () => {
    const demo = await startDemo({ uploads: { totalBytes: png.length * 2 } });
    try {
      assert.equal((await inquiry(demo, 2)).code, 0);
      assert.deepEqual(await inquiry(demo, 1), { code: 40, msg: 'The shop cannot take more pictures right now; please try again later.', data: { field: 'images' } });
      const token = await signIn(demo, 'avatar-budget@example.com');
      assert.equal((await avatar(demo, token)).code, 40);
    } finally {
      await demo.close();
    }
  });
});

describe('headers of personal answers and early errors', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  let token: string;
  before(async () => {
    demo = await startDemo();
    const post = apiClient(demo.url);
    await post('/auth/signup', signUpBody('headers@example.com', 'headers-password'));
    token = (await post('/auth/signin', { account: 'headers@example.com', password: 'headers-password' })).data.token;
  });
  after(() => demo.close());

  const vary = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

  it('user/info and every API answer: Cache-Control no-store, Vary x-auth and x-visitor-id', async () => {
    for (const [path, headers] of [['/api/web/user/info', { 'x-auth': token }], ['/api/web/cart/list', { 'x-visitor-id': crypto.randomUUID() }], ['/api/web/user/info', {}]] as const) {
      const response = await fetch(`${demo.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      await response.text();
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
      assert.ok(vary(response).includes('x-auth') && vary(response).includes('x-visitor-id'), `${path}: ${vary(response)}`);
    }
  });

  it('a page asked with a token or the session cookie is private and not stored; every page varies by Cookie and x-auth as well as Accept-Encoding', async () => {
    const route = await fetch(`${demo.url}/?request=route`, { headers: { 'x-auth': token } });
    await route.text();
    assert.equal(route.headers.get('cache-control'), 'private, no-store');
    for (const headers of [{ cookie: `shop_session=${'s'.repeat(32)}`, 'accept-encoding': 'gzip' }, { 'x-auth': token, 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const page = await fetch(`${demo.url}/`, { headers });
      await page.arrayBuffer();
      assert.equal(page.headers.get('cache-control'), 'private, no-store', JSON.stringify(headers));
      for (const name of ['cookie', 'x-auth', 'accept-encoding']) assert.ok(vary(page).includes(name), `${name} in ${vary(page)}`);
    }
    const anonymous = await fetch(`${demo.url}/`);
    await anonymous.text();
    assert.notEqual(anonymous.headers.get('cache-control'), 'private, no-store');
    assert.ok(vary(anonymous).includes('cookie'));
  });

  it('the early 400 of a malformed URL, and of a request Node cannot parse, carry the security headers', async () => {
    const { request } = await import('node:http');
    const { connect: tcp } = await import('node:net');
    const { port } = new URL(demo.url);
    for (const path of ['/%', '/api/web/%', '/product/%E0%A4%A']) {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((done, fail) =>
        request({ host: '127.0.0.1', port, path }, (response) => {
          let text = '';
          response.on('data', (c) => (text += String(c)));
          response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, text }));
        })
          .on('error', fail)
          .end(),
      );
      assert.equal(answer.status, 400, path);
      assert.equal(answer.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", path);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(JSON.parse(answer.text).code, 40, path);
    }
    const raw = await new Promise<string>((done, fail) => {
      const socket = tcp(Number(port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => (text += String(c)));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    assert.match(raw, /^HTTP\/1\.1 400 /);
    assert.match(raw, /\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n/);
    assert.match(raw, /\r\nX-Content-Type-Options: nosniff\r\n/);
  });
});

describe('behind a proxy (trustProxy)', { timeout: 300_000 }, () => {
  it('counts sockets by the client address X-Forwarded-For names when the proxy is trusted, and by the connecting address otherwise', async () => {
    const trusted = await startDemo({ trustProxy: '127.0.0.1', sockets: { perIp: 1 } });
    const untrusted = await startDemo({ sockets: { perIp: 1 } });
    try {
      const a = await open(trusted, { headers: { 'x-forwarded-for': '203.0.113.1' } });
      const b = await open(trusted, { headers: { 'x-forwarded-for': '203.0.113.2' } });
      assert.deepEqual(await connect(trusted, { headers: { 'x-forwarded-for': '203.0.113.1' } }), { refused: 429 });
      const c = await open(untrusted, { headers: { 'x-forwarded-for': '203.0.113.1' } });
      assert.deepEqual(await connect(untrusted, { headers: { 'x-forwarded-for': '203.0.113.2' } }), { refused: 429 }, 'an untrusted X-Forwarded-For is ignored');
      for (const s of [a, b, c]) s.socket.close();
      await Promise.all([a, b, c].map((s) => s.closed));
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});

describe('text lengths and real dates (shared rules)', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  let post: ReturnType<typeof apiClient>;
  let auth: Record<string, string>;
  before(async () => {
    demo = await startDemo();
    post = apiClient(demo.url);
    await post('/auth/signup', signUpBody('lengths@example.com', 'lengths-password'));
    auth = { 'x-auth': (await post('/auth/signin', { account: 'lengths@example.com', password: 'lengths-password' })).data.token };
  });
  after(() => demo.close());

  const huge = 'x'.repeat(1_000_000);

  it('refuses a 1,000,000-character name (account and address) with code 40 naming the field and the maximum', async () => {
    const name = await post('/user/editName', { firstName: huge, lastName: 'Lovelace' }, auth);
    assert.deepEqual([name.code, name.msg, name.data], [40, 'First name can be at most 60 characters', { field: 'firstName' }]);
    assert.equal((await post('/user/editName', { firstName: 'A'.repeat(60), lastName: 'Lovelace' }, auth)).code, 0, 'the maximum itself is taken');
    const address = await post('/address/save', { firstName: 'A', lastName: huge, country: 'US', city: 'Boston', address: '1 Main St', countryCode: '+1', phone: '555 0100' }, auth);
    assert.deepEqual([address.code, address.data], [40, { field: 'lastName' }]);
  });

  it('refuses oversized profile and inquiry texts, worded in the request language', async () => {
    const bio = await post('/user/editInfo?lang=zh', { bio: 'b'.repeat(501) }, auth);
    assert.deepEqual([bio.code, bio.msg, bio.data], [40, 'bio最多 500 个字符', { field: 'bio' }]);
    const inquiryName = await post('/inquiry/create', { name: 'n'.repeat(101), email: 'li@example.com', content: 'Hello' });
    assert.deepEqual([inquiryName.code, inquiryName.msg, inquiryName.data], [40, 'name can be at most 100 characters', { field: 'name' }]);
    const content = await post('/inquiry/create', { name: 'Li', email: 'li@example.com', content: huge });
    assert.deepEqual([content.code, content.data], [40, { field: 'content' }]);
  });

  it('refuses a birthday that does not exist (2024-02-30, 2023-02-29) and takes 2024-02-29', async () => {
    for (const birthday of ['2024-02-30', '2023-02-29', '2024-13-01', '2024-04-31']) {
      const answer = await post('/user/editInfo', { birthday }, auth);
      assert.deepEqual([answer.code, answer.msg, answer.data], [40, 'birthday must be a real date (YYYY-MM-DD)', { field: 'birthday' }], birthday);
    }
    assert.equal((await post('/user/editInfo', { birthday: '2024-02-29' }, auth)).data.birthday, '2024-02-29');
  });
});
