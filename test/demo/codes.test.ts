// One-time codes and credential checks (issue 14, items 2 and 14): every code (sign-in, reset,
// verify-email, change-email, change-mobile) is void after 5 wrong tries, codes are stored
// hashed, and every endpoint that checks a credential meets a rate limit (429, code 41).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { latestCode } from '../helpers/node/test-db.ts';
import { MAX_CODE_TRIES } from '../../demo/api/outbox.ts';
import { signUpBody } from './accounts.ts';

type Call = ReturnType<typeof apiClient>;

async function fresh<T>(run: (on: RunningDemo, call: Call) => Promise<T>, options: { authRateLimit?: number } = {}): Promise<T> {
  const on = await startDemo(options);
  try {
    return await run(on, apiClient(on.url));
  } finally {
    await on.close();
  }
}

/** A six-digit code that is not `code`. */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** A slide pass, solved from the server's own record (sign-in asks for one after 3 failures). */
async function slidePass(on: RunningDemo, call: Call, account: string): Promise<string> {
  const challenge = (await call('/auth/slide/challenge')).data;
  const { gap_x } = (await on.app.db.row<{ gap_x: number }>`SELECT gap_x FROM slide_challenges WHERE id = ${challenge.id}`)!;
  return (await call('/auth/slide/verify', { id: challenge.id, x: gap_x, account })).data.pass;
}

describe('a code is void after 5 wrong tries', () => {
  it('is 5', () => assert.equal(MAX_CODE_TRIES, 5));

  it('change-email and change-mobile (4 wrong tries leave it working; the 5th voids it)', async () => {
    await fresh(async (on, call) => {
      const auth = { 'x-auth': (await call('/auth/signup', signUpBody('brute@example.com', 'brute-password'))).data.token };
      for (const [path, purpose, account, next] of [['/user/editEmail', 'change-email', 'target@example.com', 'again@example.com'], ['/user/editMobile', 'change-mobile', '13912340000', '13912340001']] as const) {
        // Four wrong tries, then the right code still works.
        assert.equal((await call('/user/code', { account, purpose }, auth)).code, 0);
        let code = await latestCode(on, account);
        for (let i = 0; i < MAX_CODE_TRIES - 1; i++) assert.deepEqual((await call(path, { account, code: wrong(code, i) }, auth)).data, { field: 'code' });
        assert.equal((await call(path, { account, code }, auth)).code, 0, `${purpose}: the right code after 4 wrong ones`);
        // Five wrong tries: the right code no longer works.
        await call('/user/code', { account: next, purpose }, auth);
        code = await latestCode(on, next);
        for (let i = 0; i < MAX_CODE_TRIES; i++) assert.equal((await call(path, { account: next, code: wrong(code, i) }, auth)).code, 40);
        const late = await call(path, { account: next, code }, auth);
        assert.deepEqual([late.code, late.data.field], [40, 'code'], `${purpose}: void after 5 wrong tries`);
      }
    });
  });

  it('sign-in codes (per code, whatever the slide passes)', async () => {
    await fresh(async (on, call) => {
      await call('/auth/code', { account: '13800000000' });
      const code = await latestCode(on, '13800000000');
      for (let i = 0; i < MAX_CODE_TRIES; i++) {
        const refused = await call('/auth/signin', { account: '13800000000', countryCode: '+86', code: wrong(code, i), slide: i >= 3 ? await slidePass(on, call, '13800000000') : undefined });
        assert.equal(refused.data.field, 'code', refused.msg);
      }
      const late = await call('/auth/signin', { account: '13800000000', countryCode: '+86', code, slide: await slidePass(on, call, '13800000000') });
      assert.deepEqual([late.code, late.data.field], [40, 'code']);
    });
  });

  it('verify-email codes', async () => {
    await fresh(async (on, call) => {
      await call('/auth/signup', signUpBody('verify-brute@example.com', 'long-enough-1'));
      const code = await latestCode(on, 'verify-brute@example.com');
      for (let i = 0; i < MAX_CODE_TRIES; i++) assert.equal((await call('/auth/verify-email', { account: 'verify-brute@example.com', token: wrong(code, i) })).code, 40);
      assert.equal((await call('/auth/verify-email', { account: 'verify-brute@example.com', token: code })).msg, 'Verification failed');
    });
  });

  it('reset codes, even when the tries come from many addresses', async () => {
    await fresh(async (on, call) => {
      await call('/auth/forgot', { account: 'demo@example.com' });
      const code = await latestCode(on, 'demo@example.com');
      // The per-account and per-IP counts are cleared after every guess (as if each came from
      // another address, hours apart): what stops the guessing is the code's own count.
      await on.app.db.run`DELETE FROM auth_events WHERE kind = 'reset'`;
      for (let i = 0; i < MAX_CODE_TRIES; i++) {
        assert.equal((await call('/auth/reset', { account: 'demo@example.com', code: wrong(code, i), password: 'brand-new-pass' })).code, 40);
        await on.app.db.run`DELETE FROM auth_events WHERE kind = 'reset'`;
      }
      assert.equal((await call('/auth/reset', { account: 'demo@example.com', code, password: 'brand-new-pass' })).code, 40);
      assert.equal((await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).code, 0, 'the password stayed');
    });
  });

  it('a new code starts a new count', async () => {
    await fresh(async (on, call) => {
      await call('/auth/forgot', { account: 'demo@example.com' });
      const first = await latestCode(on, 'demo@example.com');
      for (let i = 0; i < 2; i++) await call('/auth/reset', { account: 'demo@example.com', code: wrong(first, i), password: 'brand-new-pass' });
      await call('/auth/forgot', { account: 'demo@example.com' });
      const second = await latestCode(on, 'demo@example.com');
      assert.equal((await call('/auth/reset', { account: 'demo@example.com', code: first, password: 'brand-new-pass' })).code, 40, 'the older code stopped working');
      assert.equal((await call('/auth/reset', { account: 'demo@example.com', code: second, password: 'brand-new-pass' })).code, 0);
    });
  });
});

describe('codes are stored hashed', () => {
  it('keeps no code in the codes table, only a hash bound to the target and purpose', async () => {
    await fresh(async (on, call) => {
      await call('/auth/code', { account: 'demo@example.com' });
      await call('/auth/forgot', { account: 'demo@example.com' });
      const codes = [await latestCode(on, 'demo@example.com')];
      const rows = await on.app.db.rows`SELECT * FROM codes`;
      assert.ok(rows.length >= 2);
      for (const row of rows) {
        assert.match(String(row.code), /^[0-9a-f]{64}$/);
        for (const value of Object.values(row)) assert.ok(!codes.includes(String(value)));
      }
    });
  });
});

describe('credential checks are rate-limited (429, code 41)', () => {
  const bodies: [string, Record<string, unknown>][] = [
    ['/user/editPassword', { oldPassword: 'wrong-guess', password: 'new-password-1' }],
    ['/user/editEmail', { account: 'taken-by-guess@example.com', code: '123456' }],
    ['/user/editMobile', { account: '13912345678', code: '123456' }],
    ['/user/code', { account: 'x@example.com', purpose: 'change-email' }],
  ];
  for (const [path, body] of bodies) {
    it(`on ${path}`, async (t) => {
      // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
      t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      await fresh(async (_on, call) => {
        // Sign-up shares no bucket with the user routes: each route counts on its own.
        const auth = { 'x-auth': (await call('/auth/signup', signUpBody('limited@example.com', 'limited-password'))).data.token };
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await call(path, body, auth));
        assert.deepEqual(answers.slice(0, 3).map((a) => a.status), [200, 200, 200]);
        assert.deepEqual([answers[3]!.status, answers[3]!.code], [429, 41]);
      }, { authRateLimit: 3 });
    });
  }

  it('on /auth/qr/status (40 a minute: the waiting page polls every 3 s at most)', async (t) => {
    // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await fresh(async (_on, call) => {
      const visitor = { 'x-visitor-id': crypto.randomUUID() };
      const created = (await call('/auth/qr/create', {}, visitor)).data;
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) statuses.push((await call('/auth/qr/status', { id: created.id, secret: i === 0 ? created.secret : `guess-${i}` }, visitor)).status);
      assert.ok(statuses.slice(0, 40).every((s) => s === 200));
      assert.equal(statuses[40], 429);
    }, { authRateLimit: 3 });
  });
});
