// The shop for pages on other sites (issue 23, demo/cross-origin.ts): the bundle for every site,
// the API (preflight included) and the socket for the origins the shop allows, never with
// credentials; a bad ALLOWED_ORIGINS entry stops the start.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { createServer } from '../../demo/server.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

const BLOG = 'http://blog.example:8081';
let demo: RunningDemo;
before(async () => {
  demo = await startDemo({ allowedOrigins: [BLOG] });
});
after(() => demo.close());

/** 'pong' when a socket from `origin` answers the spec's ping, else the code it was closed with (1008: its origin refused). */
function socketFrom(origin: string): Promise<'pong' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${demo.url.replace('http', 'ws')}/ws/message?visitor=${crypto.randomUUID()}`, { origin });
    socket.on('open', () => socket.send(JSON.stringify({ code: 200, msg: 'ping' })));
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).msg !== 'pong') return;
      resolve('pong');
      socket.close();
    });
    socket.on('close', (code) => resolve(code));
    socket.on('error', reject);
  });
}

describe('pages on other sites', () => {
  it('answers a preflight from an allowed origin with the headers the runtime sends, and no credentials', async () => {
    const response = await fetch(`${demo.url}/api/web/cart/list`, {
      method: 'OPTIONS',
      headers: { origin: BLOG, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-auth,x-visitor-id' },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), BLOG);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((h) => h.trim());
    for (const header of ['content-type', 'x-auth', 'x-visitor-id']) assert.ok(allowed.includes(header), `${header} in ${allowed}`);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.equal(response.headers.get('access-control-allow-credentials'), null);
  });

  it("lets an allowed origin read the API's answers, and not another", async () => {
    const asked = (origin: string) => fetch(`${demo.url}/api/web/cart/list`, { method: 'POST', headers: { origin, 'content-type': 'application/json', 'x-visitor-id': crypto.randomUUID() }, body: '{}' });
    const allowed = await asked(BLOG);
    assert.equal(allowed.headers.get('access-control-allow-origin'), BLOG);
    assert.match(allowed.headers.get('vary') ?? '', /Origin/);
    assert.equal((await allowed.json()).code, 0);
    const other = await asked('http://evil.example');
    assert.equal(other.headers.get('access-control-allow-origin'), null);
  });

  it('serves the bundle to any site (a module script is fetched with CORS), and pages to none', async () => {
    const loader = await fetch(`${demo.url}/dist/shop-elements.js`, { headers: { origin: 'http://any.example' } });
    assert.equal(loader.status, 200);
    assert.equal(loader.headers.get('access-control-allow-origin'), '*');
    const page = await fetch(`${demo.url}/`, { headers: { origin: BLOG } });
    assert.equal(page.headers.get('access-control-allow-origin'), null);
  });

  it("opens the socket for an allowed origin and refuses another's", async () => {
    assert.equal(await socketFrom(BLOG), 'pong');
    assert.equal(await socketFrom('http://evil.example'), 1008);
  });

  it('allows no other site by default', async () => {
    const plain = await startDemo();
    try {
      const response = await fetch(`${plain.url}/api/web/cart/list`, { method: 'POST', headers: { origin: BLOG, 'content-type': 'application/json' }, body: '{}' });
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    } finally {
      await plain.close();
    }
  });

  it('refuses to start with an allowed origin that is not one', async () => {
    for (const bad of ['blog.example', 'ftp://blog.example', 'https://blog.example/path', '*']) {
      await assert.rejects(createServer({ allowedOrigins: [bad], dataDir: demo.dataDir }), /ALLOWED_ORIGINS/, bad);
    }
  });
});
