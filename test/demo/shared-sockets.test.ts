/**
 * Several server processes on one database (issue 24): the socket cap per address counts the
 * sockets of every live process (open_sockets), not one process's. Two (and three) demo servers
 * share one data directory here, as processes behind a balancer would. Every wait is for a
 * condition, never a sleep.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { GONE_AFTER_MS } from '../../demo/peers.ts';

const PER_IP = 2;

type Opened = { socket: WebSocket; closed: Promise<number> };
type Refused = { refused: number; retryAfter: string | undefined; body: unknown };

/** Opens a socket; resolves once it is open, or with the HTTP refusal of the upgrade. */
function connect(demo: RunningDemo): Promise<Opened | Refused> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${demo.url.replace('http', 'ws')}/ws/message`);
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('open', () => resolve({ socket, closed }));
    socket.on('unexpected-response', (_request, response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ refused: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: JSON.parse(text) });
        socket.terminate();
      });
    });
    socket.on('error', reject);
  });
}

async function open(demo: RunningDemo): Promise<Opened> {
  const result = await connect(demo);
  if ('refused' in result) throw new Error(`The upgrade was refused with HTTP ${result.refused}`);
  return result;
}

async function closeAll(sockets: Opened[]): Promise<void> {
  for (const s of sockets) s.socket.close();
  await Promise.all(sockets.map((s) => s.closed));
}

/** The per-address refusal docs/api.md gives (section "Limits", socket /ws/message). */
const REFUSED = { refused: 429, retryAfter: '30', body: { code: 41, msg: 'Too many live connections from this address', data: null } };

/** Sockets from 127.0.0.1 the shared table counts, as any process on the database reads it. */
const counted = async (demo: RunningDemo) =>
  (await demo.app.db.row<{ n: number }>`SELECT coalesce(sum(sockets), 0) AS n FROM open_sockets WHERE ip = '127.0.0.1'`)!.n;

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the socket cap per address, over several servers on one database', { timeout: 120_000 }, () => {
  let a: RunningDemo;
  let b: RunningDemo;
  before(async () => {
    a = await startDemo({ sockets: { perIp: PER_IP } });
    b = await startDemo({ dataDir: a.dataDir, sockets: { perIp: PER_IP } });
  });
  after(async () => {
    // The second first: the first removes the shared directory.
    await b.close();
    await a.close();
  });

  it("counts one server's sockets on the other: at the cap on A, B refuses with HTTP 429", async () => {
    const held = [await open(a), await open(a)];
    // A socket is open (in A's memory) before its row is written: B's check reads the row.
    await until(async () => (await counted(b)) === 2);
    assert.deepEqual(await connect(b), REFUSED);
    assert.deepEqual(await connect(a), REFUSED, 'and A itself');
    await closeAll(held);
    await until(async () => (await counted(b)) === 0);
  });

  it('frees the slot on B when a socket closes on A', async () => {
    const onA = [await open(a), await open(a)];
    await until(async () => (await counted(b)) === 2);
    assert.deepEqual(await connect(b), REFUSED);
    onA[0]!.socket.close();
    await onA[0]!.closed;
    await until(async () => (await counted(b)) === 1);
    const onB = await open(b);
    await until(async () => (await counted(a)) === 2);
    assert.deepEqual(await connect(a), REFUSED, 'one on each server: the address is at its cap again');
    await closeAll([onA[1]!, onB]);
    await until(async () => (await counted(a)) === 0);
  });

  it('stops counting the sockets of a server that stopped, and of one gone without a word', async () => {
    const c = await startDemo({ dataDir: a.dataDir, sockets: { perIp: PER_IP } });
    const onC = [await open(c), await open(c)];
    await until(async () => (await counted(a)) === 2);
    assert.deepEqual(await connect(a), REFUSED);
    // Stopped while its sockets are open: they close with it, after its database has closed.
    await c.close();
    await Promise.all(onC.map((s) => s.closed));
    await until(async () => (await counted(a)) === 0);
    const onA = [await open(a), await open(b)];

    // A process killed: its heartbeat stopped longer than GONE_AFTER_MS ago, its rows still there.
    await closeAll(onA);
    await until(async () => (await counted(a)) === 0);
    await a.app.db.run`INSERT INTO server_processes (id, pid, seen_at) VALUES (${'killed'}, ${0}, ${Date.now() - GONE_AFTER_MS - 1000})`;
    await a.app.db.run`INSERT INTO open_sockets (process, ip, sockets, guests) VALUES ('killed', '127.0.0.1', ${PER_IP}, ${PER_IP})`;
    const despite = [await open(a), await open(b)];
    await closeAll(despite);
    // ... and one still alive (a heartbeat just now) counts.
    await a.app.db.run`UPDATE server_processes SET seen_at = ${Date.now()} WHERE id = ${'killed'}`;
    assert.deepEqual(await connect(b), REFUSED);
    await a.app.db.run`DELETE FROM open_sockets WHERE process = 'killed'`;
    await a.app.db.run`DELETE FROM server_processes WHERE id = 'killed'`;
  });
});
