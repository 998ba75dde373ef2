/**
 * TCP connection limits (issue 21, item 2): idle and slow connections are closed by the server,
 * and one address cannot hold more than its share of connections, so pages and the API keep
 * answering everyone else. Every wait here is for an event (a socket's 'close', an answer),
 * never a sleep; every socket is on loopback (the flood from 127.0.0.2, the probes from 127.0.0.1).
 */
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../../demo/connections.ts';
import { signUpBody } from './accounts.ts';

interface Raw {
  socket: Socket;
  /** Resolves when the socket has closed, with what the server wrote before. */
  closed: Promise<string>;
  isClosed(): boolean;
}

/** A raw TCP connection to the demo, from `localAddress`; resolves once connected. */
function openRaw(demo: RunningDemo, localAddress = '127.0.0.1'): Promise<Raw> {
  const { port } = new URL(demo.url);
  return new Promise((resolve, reject) => {
    let text = '';
    let gone = false;
    const socket = connect({ host: '127.0.0.1', port: Number(port), localAddress });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    // The server may reset a socket it destroys: that is a close like any other here.
    socket.on('error', () => {});
    const closed = new Promise<string>((done) =>
      socket.on('close', () => {
        gone = true;
        done(text);
      }),
    );
    socket.once('connect', () => resolve({ socket, closed, isClosed: () => gone }));
    socket.once('error', (error) => (socket.connecting ? reject(error) : undefined));
  });
}

/** One request on a raw socket: resolves with the first bytes of the answer. */
function ask(raw: Raw, path = '/assets/demo.css'): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: string) => {
      text += chunk;
      if (text.includes('\r\n\r\n')) {
        raw.socket.off('data', onData);
        resolve(text);
      }
    };
    raw.socket.on('data', onData);
    raw.socket.once('close', () => reject(new Error(`closed before an answer: ${text}`)));
    raw.socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  });
}

async function probes(demo: RunningDemo) {
  const page = await fetch(`${demo.url}/product/linen-shirt`, { headers: { connection: 'close' } });
  assert.equal(page.status, 200, 'a page');
  assert.match(await page.text(), /Linen Shirt/);
  const api = await fetch(`${demo.url}/api/web/category/tree`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: '{}' });
  assert.equal(api.status, 200, 'an API call');
  assert.equal(((await api.json()) as { code: number }).code, 0);
}

describe('connections per address', { timeout: 300_000 }, () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo({ connections: { perAddress: 5 } });
  });
  after(() => demo.close());

  it('destroys connections beyond the cap from one address at once; the address keeps its share and the shop answers everyone else', async () => {
    const flood = await Promise.all(Array.from({ length: 15 }, () => openRaw(demo, '127.0.0.2')));
    // The ten over the cap are closed by the server without a byte: wait for exactly those closes.
    await new Promise<void>((done) => {
      let closed = 0;
      for (const raw of flood) void raw.closed.then(() => ++closed === 10 && done());
    });
    const kept = flood.filter((raw) => !raw.isClosed());
    assert.equal(kept.length, 5, 'five connections kept');
    assert.equal(demo.app.connectionsFrom('127.0.0.2'), 5);
    for (const raw of flood.filter((r) => r.isClosed())) assert.equal(await raw.closed, '', 'refused before any answer');
    // Those five are real connections the server serves.
    for (const raw of kept) assert.match(await ask(raw), /^HTTP\/1\.1 200 /);
    // Another address (the tests' 127.0.0.1) gets pages and the API meanwhile.
    await probes(demo);
    // A closed one frees its place: the next connection from 127.0.0.2 is served.
    kept[0]!.socket.destroy();
    await kept[0]!.closed;
    // The server counts the close when its side of the socket closes, a moment after ours.
    while (demo.app.connectionsFrom('127.0.0.2') > 4) await new Promise((tick) => setImmediate(tick));
    const again = await openRaw(demo, '127.0.0.2');
    assert.match(await ask(again), /^HTTP\/1\.1 200 /);
    for (const raw of [...kept.slice(1), again]) raw.socket.destroy();
    await Promise.all([...kept.slice(1), again].map((raw) => raw.closed));
  });

  it('caps every address by default, and not a trusted proxy\'s (all its clients share it)', () => {
    assert.ok(DEFAULT_CONNECTION_LIMITS.perAddress >= 64 && DEFAULT_CONNECTION_LIMITS.perAddress < 1000);
    for (const key of ['idleMs', 'headersMs', 'requestMs', 'keepAliveMs'] as const) assert.ok(DEFAULT_CONNECTION_LIMITS[key] > 0 && DEFAULT_CONNECTION_LIMITS[key] <= 60_000, key);
    assert.ok(DEFAULT_CONNECTION_LIMITS.headersMs <= DEFAULT_CONNECTION_LIMITS.requestMs);
  });
});

describe('idle and slow connections', { timeout: 300_000 }, () => {
  it('closes connections that send nothing, and still answers a page and the API', async () => {
    const demo = await startDemo({ connections: { idleMs: 300 } });
    try {
      const idle = await Promise.all(Array.from({ length: 10 }, () => openRaw(demo, '127.0.0.3')));
      await probes(demo);
      // Each is closed by the server, with nothing written: no fixed wait, the 'close' events.
      assert.deepEqual(await Promise.all(idle.map((raw) => raw.closed)), Array.from({ length: 10 }, () => ''));
    } finally {
      await demo.close();
    }
  });

  it('keeps a connection whose answer the shop is still working on past the idle time (a sign-in waiting its turn to hash)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting!: () => void;
    const turnTaken = new Promise<void>((resolve) => (waiting = resolve));
    const demo = await startDemo({ connections: { idleMs: 300 }, hashing: { beforeHash: () => (waiting(), held) } });
    try {
      const answer = fetch(`${demo.url}/api/web/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signUpBody('slow-hash@example.com', 'slow-hash-password')) });
      await turnTaken;
      // An idle connection from elsewhere is closed meanwhile: the rule still holds for silence.
      const idle = await openRaw(demo, '127.0.0.3');
      assert.equal(await idle.closed, '');
      release();
      const response = await answer;
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { code: number }).code, 0);
    } finally {
      release();
      await demo.close();
    }
  });

  it('answers 408 and closes a connection whose headers never finish (and the idle rule is not what closed it)', async () => {
    const demo = await startDemo({ connections: { headersMs: 300, idleMs: 60_000 } });
    try {
      const slow = await openRaw(demo, '127.0.0.3');
      slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      assert.match(await slow.closed, /^HTTP\/1\.1 408 /);
    } finally {
      await demo.close();
    }
  });

  it('closes a kept-alive connection that asks nothing more', async () => {
    const demo = await startDemo({ connections: { keepAliveMs: 300, idleMs: 60_000 } });
    try {
      const raw = await openRaw(demo, '127.0.0.3');
      assert.match(await ask(raw), /^HTTP\/1\.1 200 /);
      await raw.closed;
    } finally {
      await demo.close();
    }
  });
});
