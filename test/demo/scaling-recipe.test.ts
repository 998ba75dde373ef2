/**
 * docs/scaling.md's nginx recipe, followed (two demo processes on one data directory behind the
 * recipe's own nginx block, started from Debian's nginx) and checked against the server it fronts: nginx answers 502
 * ("upstream sent too big header") when a response's headers pass its proxy_buffer_size, and a
 * page's headers are large (its Content-Security-Policy lists every element style's hash). Each
 * kind of page the shop draws must fit the buffer the recipe sets, with room for what a proxy or
 * a cookie adds; and the recipe must pass the Host with its port (the socket compares a page's
 * Origin with it).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { startDemoProcess, stopDemoProcess, type DemoProcess } from '../helpers/node/demo-process.ts';
import { demoForFile } from '../helpers/node/demo-server.ts';
import { missingNginx, startNginx, type RunningNginx } from '../helpers/node/nginx.ts';
import { onCI } from '../helpers/node/postgres.ts';

const recipe = /```nginx\n([\s\S]*?)```/.exec(readFileSync(new URL('../../docs/scaling.md', import.meta.url), 'utf8'))?.[1] ?? '';
/** Left for the headers a proxy adds and a session cookie being set. */
const ROOM = 2048;

const { demo } = demoForFile();

describe("docs/scaling.md's nginx recipe", () => {
  it('sets a header buffer that every page fits, with room to spare', async () => {
    const size = /proxy_buffer_size (\d+)k;/.exec(recipe);
    assert.ok(size, 'the recipe sets proxy_buffer_size');
    const buffer = Number(size[1]) * 1024;
    for (const path of ['/', '/product/classic-shirt', '/checkout/information', '/auth/signin', '/zh-HK/category/clothing', '/no-such-page']) {
      const response = await fetch(`${demo.url}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      const headerBytes = [...response.headers].reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 'HTTP/1.1 200 OK\r\n'.length);
      assert.ok(headerBytes + ROOM <= buffer, `${path}: ${headerBytes} bytes of headers, and ${ROOM} to spare, in nginx's ${buffer}`);
    }
  });

  it('passes the Host as the shopper sent it, port and all', () => {
    assert.match(recipe, /proxy_set_header Host \$http_host;/);
    assert.match(recipe, /proxy_set_header Upgrade \$http_upgrade;/);
  });
});

describe("docs/scaling.md's several-ports recipe, followed: two processes behind its nginx", { skip: missingNginx() && !onCI ? missingNginx() : false, timeout: 120_000 }, () => {
  let dataDir: string;
  let processes: DemoProcess[] = [];
  let nginx: RunningNginx | undefined;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-recipe-'));
    // As the recipe starts them: one data directory (and database), the proxy trusted, a log each.
    for (const n of [1, 2]) processes.push(await startDemoProcess(dataDir, { TRUST_PROXY: '127.0.0.1', LOG_FILE: join(dataDir, `server-${n}.log`) }));
    const [first, second] = processes.map((p) => new URL(p.url).port);
    assert.match(recipe, /server 127\.0\.0\.1:8081; server 127\.0\.0\.1:8082;/, 'the recipe names the two processes as this test replaces them');
    assert.match(recipe, /listen 8080;/);
    nginx = await startNginx((port) => recipe.replace('127.0.0.1:8081', `127.0.0.1:${first}`).replace('127.0.0.1:8082', `127.0.0.1:${second}`).replace('listen 8080;', `listen 127.0.0.1:${port};`));
  });
  after(async () => {
    await nginx?.stop();
    await Promise.all(processes.map(stopDemoProcess));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every kind of page through nginx, from both processes', async () => {
    for (const path of ['/', '/product/classic-shirt', '/checkout/information', '/zh-HK/category/clothing', '/auth/signin', '/user/center']) {
      const response = await fetch(`${nginx!.url}${path}`, { redirect: 'manual' });
      assert.ok(response.status < 400, `${path}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
  });

  it("opens a page's socket through nginx, which hears the cart change of adds that nginx sent to either process", async () => {
    const visitor = crypto.randomUUID();
    // As a browser on the page: its Origin is the address the shopper used, port and all.
    const socket = new WebSocket(`${nginx!.url.replace('http', 'ws')}/ws/message?visitor=${visitor}`, { headers: { origin: nginx!.url } });
    const counts: number[] = [];
    let heard = () => {};
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { action?: string; count?: number };
      if (message.action === 'cart/changed') counts.push(message.count!);
      heard();
    });
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      // nginx hands requests to its servers in turn: four adds reach both processes.
      for (let i = 1; i <= 4; i += 1) {
        const answer = await fetch(`${nginx!.url}/api/web/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-id': visitor }, body: JSON.stringify({ sku: 'classic-mug-red', quantity: 1 }) });
        assert.equal(((await answer.json()) as { code: number }).code, 0);
      }
      // One push per add. A count may come twice (read again in the socket's turn), never older
      // than the one before it; the last is the cart's.
      while (counts.length < 4) await new Promise<void>((resolve) => (heard = resolve));
      assert.deepEqual([...counts].sort(), counts, `counts heard in order: ${counts.join(', ')}`);
      assert.equal(counts.at(-1), 4);
    } finally {
      socket.close();
      await closed;
    }
  });
});
