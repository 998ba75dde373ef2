// The demo's tools (issue 14, item 1): /dev/outbox, /dev/oauth/authorize and the returns audit
// answer only when enabled, only for a loopback Host, and the audit only with the staff key.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server.ts';
import { devToolsDefault, isLoopbackHost, sameSecret, staffKeyDefault } from '../../demo/dev-tools.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

/** A raw request with the Host header we choose (fetch does not let a caller set it). */
function raw(path: string, options: { host: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; body: string }> {
  const { port } = new URL(demo.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: options.host, ...options.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const audit = (host: string, headers: Record<string, string> = {}) =>
  raw('/api/web/dev/returns/audit', { host, method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ number: 'RT1001', decision: 'refuse', reason: 'probe' }) });

describe('dev tools: loopback Hosts only', () => {
  it('serves the outbox and the test provider to 127.0.0.1, localhost and [::1], with or without a port', async () => {
    const { port } = new URL(demo.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST:80']) {
      assert.equal((await raw('/dev/outbox', { host })).status, 200, host);
      assert.equal((await raw('/dev/oauth/authorize', { host })).status, 200, host);
    }
    assert.equal((await fetch(`${demo.url}/dev/outbox`)).status, 200, 'a test reads it from its 127.0.0.1 address, no extra step');
  });

  it('answers 404 to any other Host (a DNS-rebinding page sends its own name)', async () => {
    for (const host of ['evil.example', 'evil.example:8080', '127.0.0.1.evil.example', 'localhost.evil.example', '127.0.0.2', '10.0.0.1', '[::2]', 'localhost:80@evil.example']) {
      const outbox = await raw('/dev/outbox', { host });
      assert.equal(outbox.status, 404, host);
      assert.ok(!outbox.body.includes('Outbox'), host);
      assert.equal((await raw('/dev/oauth/authorize', { host })).status, 404, host);
      assert.equal((await audit(host, { 'x-staff-key': demo.app.staffKey })).status, 404, host);
    }
  });

  it('knows a loopback Host by its exact name', () => {
    assert.ok(isLoopbackHost('127.0.0.1'));
    assert.ok(isLoopbackHost('[::1]:8080'));
    assert.ok(!isLoopbackHost(undefined));
    assert.ok(!isLoopbackHost(''));
    assert.ok(!isLoopbackHost('::1'), 'an IPv6 Host is bracketed');
    assert.ok(!isLoopbackHost('localhost:'));
  });
});

describe('dev tools: the returns audit wants the staff key', () => {
  it('refuses no key and a wrong key (403, nothing changes), and takes the right one', async () => {
    const { port } = new URL(demo.url);
    const host = `127.0.0.1:${port}`;
    const before = demo.app.db.prepare("SELECT audit_status FROM returns WHERE number = 'RT1001'").get() as { audit_status: string };
    assert.equal(before.audit_status, 'pending_approval');
    for (const headers of [{} as Record<string, string>, { 'x-staff-key': '' }, { 'x-staff-key': 'guess' }, { 'x-staff-key': `${demo.app.staffKey}x` }]) {
      const refused = await audit(host, headers);
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.deepEqual(JSON.parse(refused.body), { code: 40, msg: 'Staff credential required', data: { field: 'x-staff-key' } });
    }
    assert.equal((demo.app.db.prepare("SELECT audit_status FROM returns WHERE number = 'RT1001'").get() as { audit_status: string }).audit_status, 'pending_approval');
    const done = await apiClient(demo.url)('/dev/returns/audit', { number: 'RT1001', decision: 'refuse', reason: 'probe' }, { 'x-staff-key': demo.app.staffKey });
    assert.deepEqual([done.code, done.data.auditStatus], [0, 'audit_failed']);
  });

  it('compares keys whatever their lengths', () => {
    assert.ok(sameSecret('k'.repeat(32), 'k'.repeat(32)));
    assert.ok(!sameSecret('k', 'k'.repeat(32)));
    assert.ok(!sameSecret(['k'], 'k'));
    assert.ok(!sameSecret('', ''));
  });
});

describe('dev tools: on and off', () => {
  it('are on by default, off with NODE_ENV=production or SHOP_DEV_TOOLS=0', () => {
    assert.equal(devToolsDefault({}), true);
    assert.equal(devToolsDefault({ NODE_ENV: 'test' }), true);
    assert.equal(devToolsDefault({ NODE_ENV: 'production' }), false);
    assert.equal(devToolsDefault({ SHOP_DEV_TOOLS: '0' }), false);
    assert.equal(devToolsDefault({ NODE_ENV: 'production', SHOP_DEV_TOOLS: '1' }), true);
  });

  it('takes STAFF_KEY from the environment, else makes a fresh key each start', () => {
    assert.equal(staffKeyDefault({ STAFF_KEY: 'from-env' }), 'from-env');
    const a = staffKeyDefault({});
    assert.ok(a.length >= 32);
    assert.notEqual(a, staffKeyDefault({}));
  });

  it('answers 404 from loopback too when off, and the sign-in page offers no test provider', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-devtools-off-'));
    const app = await createServer({ dataDir, devTools: false, staffKey: 'known-key' });
    try {
      assert.equal(app.staffKey, 'known-key');
      assert.equal((await app.inject({ url: '/dev/outbox', headers: { host: '127.0.0.1' } })).statusCode, 404);
      assert.equal((await app.inject({ url: '/dev/oauth/authorize', headers: { host: 'localhost' } })).statusCode, 404);
      const answer = await app.inject({ method: 'POST', url: '/api/web/dev/returns/audit', headers: { host: '127.0.0.1', 'x-staff-key': 'known-key' }, payload: { number: 'RT1001', decision: 'approve' } });
      assert.equal(answer.statusCode, 404);
      assert.equal(answer.json().code, 40);
      const signin = await app.inject({ url: '/auth/signin', headers: { host: '127.0.0.1' } });
      assert.equal(signin.statusCode, 200);
      assert.ok(!signin.body.includes('oauth-href'));
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const signin = await (await fetch(`${demo.url}/auth/signin`)).text();
    assert.ok(signin.includes('oauth-href="/dev/oauth/authorize"'), 'on: the test provider is offered');
  });
});
