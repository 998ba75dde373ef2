/**
 * Infrastructure limits of the demo server (issue 14): socket caps, idle timeout and message
 * rate; credentials kept out of logs; a locked database refused quickly; upload quotas;
 * personal answers not cached; security headers on early errors; SIGTERM drains requests.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { CLOSE_IDLE } from '../../demo/socket.ts';

const wsUrl = (demo: RunningDemo, query = '') => `${demo.url.replace('http', 'ws')}/ws/message${query}`;

/** Opens a socket; resolves once it is open, or with the HTTP status the upgrade was refused with. */
function connect(demo: RunningDemo, options: WebSocket.ClientOptions = {}): Promise<{ socket: WebSocket; closed: Promise<number> } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(demo), options);
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

describe('socket caps', { timeout: 20_000 }, () => {
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
      const started = performance.now();
      const page = await fetch(`${wide.url}/`);
      assert.equal(page.status, 200);
      await page.text();
      assert.ok(performance.now() - started < 2000, 'the home page answered quickly');
      for (const s of sockets) s.socket.close();
      await Promise.all(sockets.map((s) => s.closed));
    } finally {
      await wide.close();
    }
  });
});

describe('socket idle timeout and message rate', { timeout: 20_000 }, () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo({ sockets: { idleMs: 150, messages: 5, messageWindowMs: 60_000 } });
  });
  after(() => demo.close());

  it(`closes a socket that answers no ping and sends nothing with ${CLOSE_IDLE}`, async () => {
    const { closed } = await open(demo, { autoPong: false });
    assert.equal(await closed, CLOSE_IDLE);
  });

  it('keeps a socket that answers pings (as browsers do by themselves) open across several idle periods', async () => {
    const { socket, closed } = await open(demo);
    let pings = 0;
    let early: number | undefined;
    void closed.then((code) => (early = code));
    // Six pings at half the idle time apiece: three idle periods.
    await new Promise<void>((done) => socket.on('ping', () => ++pings === 6 && done()));
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
