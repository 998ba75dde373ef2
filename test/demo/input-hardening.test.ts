/**
 * Smaller holes (issue 21, item 9): a sign-in redirect that normalises to //another-site; an
 * e-mail in another case making a second account; a cross-site form posting an inquiry; an
 * e-mail in `?account=` reaching the log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { safeRedirect } from '../../runtime/redirect.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { signUpBody } from './accounts.ts';
import { redactText } from '../../demo/log.ts';
import { DEMO_USER } from '../../demo/seed/seed.ts';

let demo: RunningDemo;
const lines: string[] = [];
const waiters: (() => void)[] = [];
before(async () => {
  const stream = {
    write(line: string) {
      lines.push(line);
      for (const wake of waiters.splice(0)) wake();
    },
  };
  demo = await startDemo({ logger: { stream } });
});
after(() => demo.close());

describe('sign-in redirects that normalise to another site', { timeout: 300_000 }, () => {
  const tricks = ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/%2E%2E//evil.example/path?x=1', '/./..//evil.example', '/zh//evil.example', '/zh/..//evil.example', '/a/../..//evil.example'];

  it('go home, under any language prefix', () => {
    for (const target of tricks) {
      assert.equal(safeRedirect(target, ''), '/', target);
      assert.equal(safeRedirect(target, '/zh'), '/zh/', target);
    }
    // Ordinary paths are kept, a double slash inside one included (it cannot leave the site).
    assert.equal(safeRedirect('/cart', ''), '/cart');
    assert.equal(safeRedirect('/zh/product/linen-shirt?sku=1', '/zh-HK'), '/zh-HK/product/linen-shirt?sku=1');
    assert.equal(safeRedirect('/a//b', ''), '/a//b');
  });

  it('the no-JavaScript sign-in form sends such a redirect home, never to //evil.example', async () => {
    for (const redirect of tricks.slice(0, 3)) {
      const response = await fetch(`${demo.url}/auth/signin`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url }, body: new URLSearchParams({ account: DEMO_USER.email, password: DEMO_USER.password, redirect }).toString() });
      assert.equal(response.status, 303, redirect);
      assert.equal(response.headers.get('location'), '/', redirect);
    }
  });
});

describe('e-mail addresses are one account whatever their case', { timeout: 300_000 }, () => {
  it('refuses a sign-up for CASE-x@EXAMPLE.COM when case-x@example.com exists, stores new ones folded, and signs in with any case', async () => {
    const post = apiClient(demo.url);
    assert.equal((await post('/auth/signup', signUpBody('case-x@example.com', 'case-password'))).code, 0);
    const again = await post('/auth/signup', signUpBody('CASE-x@EXAMPLE.COM', 'other-password'));
    assert.deepEqual([again.code, again.data.field], [40, 'account']);
    assert.equal((await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM users WHERE lower(email) = 'case-x@example.com'`)!.n, 1, 'one account');
    const mixed = await post('/auth/signup', signUpBody('Mei.Chan@Example.COM', 'mei-password'));
    assert.equal(mixed.code, 0);
    assert.equal(mixed.data.user.email, 'mei.chan@example.com', 'stored folded');
    assert.equal((await post('/auth/signin', { account: 'MEI.CHAN@example.com', password: 'mei-password' })).code, 0);
    assert.equal((await post('/auth/signin', { account: 'Case-X@Example.Com', password: 'case-password' })).code, 0);
  });

  it('finds an account stored in another case before folding (the older of two)', async () => {
    const post = apiClient(demo.url);
    assert.equal((await post('/auth/signup', signUpBody('legacy@example.com', 'legacy-password'))).code, 0);
    await demo.app.db.run`UPDATE users SET email = 'Legacy@Example.com' WHERE email = 'legacy@example.com'`;
    assert.equal((await post('/auth/signin', { account: 'legacy@example.com', password: 'legacy-password' })).code, 0);
    assert.equal((await post('/auth/signup', signUpBody('LEGACY@example.com', 'x-password'))).code, 40);
  });
});

describe('inquiry form posts from another site', { timeout: 300_000 }, () => {
  const inquiryForm = () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Li', email: 'li@example.com', content: 'Cross-site?' })) form.append(k, v);
    return form;
  };
  const count = async () => (await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM inquiries`)!.n;

  it('are refused (HTTP 403, nothing filed) for a foreign or "null" Origin, multipart or urlencoded; the shop\'s own page and non-browser clients are taken', async () => {
    const before = await count();
    for (const origin of ['https://evil.example', 'null']) {
      const multipart = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: inquiryForm(), headers: { origin } });
      assert.equal(multipart.status, 403, origin);
      assert.equal(((await multipart.json()) as { code: number }).code, 40);
      const urlencoded = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', redirect: 'manual', headers: { origin, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: 'Li', email: 'li@example.com', content: 'Cross-site?' }).toString() });
      assert.equal(urlencoded.status, 403, origin);
      await urlencoded.text();
    }
    assert.equal(await count(), before, 'nothing was filed');
    const own = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: inquiryForm(), headers: { origin: demo.url } });
    assert.equal(((await own.json()) as { code: number }).code, 0, 'the same site');
    const json = await apiClient(demo.url)('/inquiry/create', { name: 'Li', email: 'li@example.com', content: 'JSON' }, { origin: 'https://evil.example' });
    assert.equal(json.code, 0, 'JSON cannot be posted cross-site without CORS: not a form');
    assert.equal(await count(), before + 2);
  });
});

describe('e-mails in ?account= and the log', { timeout: 300_000 }, () => {
  it('are written [redacted]', async () => {
    assert.equal(redactText('/auth/reset-password?account=mei%40example.com&x=1'), '/auth/reset-password?account=[redacted]&x=1');
    await (await fetch(`${demo.url}/zh/auth/reset-password?account=${encodeURIComponent('secret.person@example.com')}`)).text();
    await (await fetch(`${demo.url}/auth/verify-prompt?account=secret.other@example.com`)).text();
    await new Promise<void>((done) => {
      const check = () => (lines.some((line) => /"url":"\/auth\/verify-prompt/.test(line)) ? done() : waiters.push(check));
      check();
    });
    const text = lines.join('');
    assert.ok(!text.includes('secret.person') && !text.includes('secret.other'), 'no address in the log');
    assert.match(text, /\/zh\/auth\/reset-password\?account=\[redacted\]/);
  });
});
