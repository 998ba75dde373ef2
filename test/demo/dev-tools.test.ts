// The demo's tools (issue 14, item 1; issue 21, item 1): /dev/outbox, /dev/oauth/authorize, the
// playground and the returns audit answer only when on, only to a connection from this machine
// (its socket address, not a header) with a loopback Host, and the audit only with the staff key.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server.ts';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devToolGuard, devToolsOn, devToolsSetting, isLocalCaller, isLoopbackAddress, isLoopbackHost, listensBeyondLoopback, resolveDevToolsSetting, sameSecret, staffKeyDefault } from '../../demo/dev-tools.ts';
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
    const before = (await demo.app.db.row<{ audit_status: string }>`SELECT audit_status FROM returns WHERE number = 'RT1001'`)!;
    assert.equal(before.audit_status, 'pending_approval');
    for (const headers of [{} as Record<string, string>, { 'x-staff-key': '' }, { 'x-staff-key': 'guess' }, { 'x-staff-key': `${demo.app.staffKey}x` }]) {
      const refused = await audit(host, headers);
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.deepEqual(JSON.parse(refused.body), { code: 40, msg: 'Staff credential required', data: { field: 'x-staff-key' } });
    }
    assert.equal((await demo.app.db.row<{ audit_status: string }>`SELECT audit_status FROM returns WHERE number = 'RT1001'`)!.audit_status, 'pending_approval');
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
  it('are on by default only while listening on loopback; SHOP_DEV_TOOLS=1 on, SHOP_DEV_TOOLS=0 or NODE_ENV=production off', () => {
    assert.equal(devToolsSetting({}), 'loopback');
    assert.equal(devToolsSetting({ NODE_ENV: 'test' }), 'loopback');
    assert.equal(devToolsSetting({ NODE_ENV: 'production' }), 'off');
    assert.equal(devToolsSetting({ SHOP_DEV_TOOLS: '0' }), 'off');
    assert.equal(devToolsSetting({ SHOP_DEV_TOOLS: '1' }), 'on');
    assert.equal(devToolsSetting({ NODE_ENV: 'production', SHOP_DEV_TOOLS: '1' }), 'on');
    // The server option wins; a trusted proxy (every client arrives from it) turns the default off.
    assert.equal(resolveDevToolsSetting(true, undefined, { SHOP_DEV_TOOLS: '0' }), 'on');
    assert.equal(resolveDevToolsSetting(false, undefined, { SHOP_DEV_TOOLS: '1' }), 'off');
    assert.equal(resolveDevToolsSetting(undefined, '127.0.0.1', {}), 'off');
    assert.equal(resolveDevToolsSetting(undefined, true, { SHOP_DEV_TOOLS: '1' }), 'on');
    assert.equal(resolveDevToolsSetting(undefined, false, {}), 'loopback');
  });

  it('by default, are on listening on 127.0.0.1 or ::1 (or not listening), off on 0.0.0.0, :: or another address', () => {
    const at = (address: string, family = 'IPv4'): AddressInfo => ({ address, family, port: 8080 });
    for (const address of [at('127.0.0.1'), at('127.0.0.2'), at('::1', 'IPv6'), null, '/tmp/shop.sock']) {
      assert.equal(listensBeyondLoopback(address), false, JSON.stringify(address));
      assert.equal(devToolsOn('loopback', address), true, JSON.stringify(address));
    }
    for (const address of [at('0.0.0.0'), at('::', 'IPv6'), at('192.168.1.20'), at('10.0.0.5'), at('fe80::1', 'IPv6'), at('::ffff:10.0.0.5', 'IPv6')]) {
      assert.equal(listensBeyondLoopback(address), true, address.address);
      assert.equal(devToolsOn('loopback', address), false, address.address);
      assert.equal(devToolsOn('on', address), true, `${address.address}: switched on, then for local callers only`);
    }
    assert.equal(devToolsOn('off', at('127.0.0.1')), false);
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

describe("dev tools: the connection's own address decides, not the Host header", () => {
  it('knows a loopback socket address: 127.0.0.0/8, ::1 and IPv4 loopback mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::FFFF:127.9.9.9', '0:0:0:0:0:0:0:1']) assert.ok(isLoopbackAddress(address), address);
    for (const address of [undefined, null, '', '10.0.0.1', '128.0.0.1', '1.127.0.0', '127.0.0.1.evil.example', '127.0.0', '::2', '::ffff:10.0.0.1', '::ffff:7f00:1x', 'localhost', '0.0.0.0', '::']) assert.ok(!isLoopbackAddress(address), String(address));
  });

  it('wants a loopback socket address, no proxy header and a loopback Host, all three', () => {
    const caller = (remoteAddress: string | undefined, headers: Record<string, string>) => isLocalCaller({ remoteAddress, headers });
    assert.ok(caller('127.0.0.1', { host: '127.0.0.1:8080' }));
    assert.ok(caller('::ffff:127.0.0.1', { host: 'localhost' }));
    assert.ok(caller('::1', { host: '[::1]:8080' }));
    assert.ok(!caller('203.0.113.9', { host: '127.0.0.1' }), 'a remote client writing Host: 127.0.0.1');
    assert.ok(!caller('10.0.0.7', { host: 'localhost:8080' }));
    assert.ok(!caller(undefined, { host: '127.0.0.1' }), 'a socket already gone');
    assert.ok(!caller('127.0.0.1', { host: 'evil.example' }), 'DNS rebinding');
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) assert.ok(!caller('127.0.0.1', { host: '127.0.0.1', [name]: '203.0.113.9' }), `${name}: a proxy on this machine connects for anyone`);
  });

  it("the guard refuses a fake request whose socket is remote, though its Host says 127.0.0.1", async () => {
    const app = { devTools: true, staffKey: 'k' } as unknown as FastifyInstance;
    const run = async (remoteAddress: string) => {
      let notFound = 0;
      const reply = { callNotFound: () => notFound++ } as unknown as FastifyReply;
      const request = { socket: { remoteAddress }, headers: { host: '127.0.0.1' } } as unknown as FastifyRequest;
      await devToolGuard(app)(request, reply);
      return notFound;
    };
    assert.equal(await run('198.51.100.4'), 1);
    assert.equal(await run('127.0.0.1'), 0);
  });

  it('answers 404 to a remote address sending Host: 127.0.0.1, on every tool, and offers it no test provider', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-devtools-remote-'));
    const app = await createServer({ dataDir, devTools: true, staffKey: 'known-key' });
    // A /dev/ route added by anyone later is a dev tool too.
    app.get('/dev/probe', async () => 'probe');
    try {
      for (const remoteAddress of ['203.0.113.9', '::ffff:192.0.2.1', '2001:db8::1']) {
        for (const url of ['/dev/outbox', '/dev/oauth/authorize', '/dev/elements', '/dev/probe']) {
          assert.equal((await app.inject({ url, headers: { host: '127.0.0.1' }, remoteAddress })).statusCode, 404, `${remoteAddress} ${url}`);
        }
        const audit = await app.inject({ method: 'POST', url: '/api/web/dev/returns/audit', headers: { host: '127.0.0.1', 'x-staff-key': 'known-key' }, payload: { number: 'RT1001', decision: 'approve' }, remoteAddress });
        assert.deepEqual([audit.statusCode, audit.json().code], [404, 40], remoteAddress);
        assert.ok(!(await app.inject({ url: '/auth/signin', headers: { host: '127.0.0.1' }, remoteAddress })).body.includes('oauth-href'), remoteAddress);
      }
      // The same requests from this machine are served.
      assert.equal((await app.inject({ url: '/dev/outbox', headers: { host: '127.0.0.1' }, remoteAddress: '127.0.0.1' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/dev/probe', headers: { host: 'localhost' }, remoteAddress: '::1' })).body, 'probe');
      assert.equal((await app.inject({ url: '/dev/outbox', headers: { host: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '127.0.0.1' })).statusCode, 404, 'through a proxy');
      assert.equal((await app.db.row<{ audit_status: string }>`SELECT audit_status FROM returns WHERE number = 'RT1001'`)!.audit_status, 'pending_approval', 'nothing was audited');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('are off on a server listening beyond loopback, even for a loopback connection sending Host: 127.0.0.1; SHOP_DEV_TOOLS=1 (devTools: true) switches them on for local callers', async () => {
    // Binding to 0.0.0.0 would open the test server to the network: the listener's reported
    // address stands in for it (dev tools read nothing else about where the server listens).
    const beyond = (running: RunningDemo) => {
      const { port } = running.app.server.address() as AddressInfo;
      running.app.server.address = () => ({ address: '0.0.0.0', family: 'IPv4', port });
    };
    const defaulted = await startDemo();
    try {
      beyond(defaulted);
      assert.equal(defaulted.app.devTools, false);
      for (const path of ['/dev/outbox', '/dev/oauth/authorize', '/dev/elements']) {
        const answer = await fetch(`${defaulted.url}${path}`);
        await answer.text();
        assert.equal(answer.status, 404, path);
      }
      assert.ok(!(await (await fetch(`${defaulted.url}/auth/signin`)).text()).includes('oauth-href'));
    } finally {
      await defaulted.close();
    }
    const switchedOn = await startDemo({ devTools: true });
    try {
      beyond(switchedOn);
      assert.equal(switchedOn.app.devTools, true);
      assert.equal((await fetch(`${switchedOn.url}/dev/outbox`)).status, 200, 'from this machine');
    } finally {
      await switchedOn.close();
    }
  });
});
