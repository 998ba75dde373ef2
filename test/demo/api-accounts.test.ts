// The accounts API's rules against the real demo server: sign-up fields, one answer for unknown
// and known accounts, failures and code requests counted until a slide pass is needed, rate
// limits (429, code 41), codes single use and expiring (the clock is faked, nothing sleeps).
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, it, mock } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { demoForFile, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { latestCode } from '../helpers/node/test-db.ts';
import { signUpBody } from './accounts.ts';
import zh_ from '../../locales/zh.json' with { type: 'json' };

const { demo, post } = demoForFile();
afterEach(() => mock.timers.reset());

/** Solves a slide challenge for `account` the way a person would (the gap read from the server's own record). */
export async function slidePass(on: RunningDemo, account = 'demo@example.com'): Promise<string> {
  const call = apiClient(on.url);
  const challenge = (await call('/auth/slide/challenge')).data;
  const { gap_x } = (await on.app.db.row<{ gap_x: number }>`SELECT gap_x FROM slide_challenges WHERE id = ${challenge.id}`)!;
  const answer = await call('/auth/slide/verify', { id: challenge.id, x: gap_x + 3, account });
  assert.equal(answer.code, 0, answer.msg);
  return answer.data.pass;
}

/** A fresh server: the failure counts are per IP, and every test here comes from 127.0.0.1. */
async function fresh<T>(run: (on: RunningDemo, call: ReturnType<typeof apiClient>) => Promise<T>, options: { authRateLimit?: number } = {}): Promise<T> {
  const on = await startDemo(options);
  try {
    return await run(on, apiClient(on.url));
  } finally {
    await on.close();
  }
}

describe('sign-up', () => {
  it('asks for the first and last name, the terms, and a country code for a mobile number, in the spec\'s words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [signUpBody('a1@example.com', 'long-enough-1', { firstName: undefined }), 'firstName', 'First name is required'],
      [signUpBody('a1@example.com', 'long-enough-1', { lastName: '  ' }), 'lastName', 'Last name is required'],
      [signUpBody('a1@example.com', 'long-enough-1', { terms: false }), 'terms', 'Please accept the terms to continue'],
      [signUpBody('a1@example.com', 'long-enough-1', { terms: undefined }), 'terms', 'Please accept the terms to continue'],
      [signUpBody('13911112222', 'long-enough-1', { countryCode: undefined }), 'countryCode', 'Country code is required'],
      [signUpBody('13911112222', 'long-enough-1', { countryCode: '' }), 'countryCode', 'Country code is required'],
    ];
    for (const [body, field, msg] of cases) {
      const answer = await post('/auth/signup', body);
      assert.deepEqual([answer.code, answer.data.field, answer.msg], [40, field, msg], JSON.stringify(body));
    }
    const zh = await fetch(`${demo.url}/api/web/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, body: JSON.stringify(signUpBody('a1@example.com', 'long-enough-1', { lastName: '' })) });
    assert.equal(((await zh.json()) as { msg: string }).msg, zh_['validation.lastNameRequired'], 'in the language asked for');
  });

  it('keeps the names and the mobile number\'s country code', async () => {
    const answer = await post('/auth/signup', signUpBody('13922223333', 'long-enough-1', { firstName: 'Mei', lastName: 'Chan', countryCode: '+852' }));
    assert.equal(answer.code, 0, answer.msg);
    assert.deepEqual([answer.data.user.firstName, answer.data.user.lastName, answer.data.user.mobile], ['Mei', 'Chan', '13922223333']);
    assert.equal((await demo.app.db.row<{ c: string }>`SELECT mobile_country_code AS c FROM users WHERE mobile = ${'13922223333'}`)!.c, '+852');
  });
});

describe('the same answer for unknown and known accounts', () => {
  it('signin (password and code), code requests and forgot answer alike', async () => {
    await fresh(async (_on, call) => {
      const known = await call('/auth/signin', { account: 'demo@example.com', password: 'not-the-password' });
      const unknown = await call('/auth/signin', { account: 'nobody-here@example.com', password: 'not-the-password' });
      assert.deepEqual([known.code, known.msg, known.data], [40, 'Incorrect account or password', { field: 'password' }]);
      assert.deepEqual([unknown.code, unknown.msg, unknown.data], [known.code, known.msg, known.data]);
    });
    await fresh(async (_on, call) => {
      const known = await call('/auth/signin', { account: 'demo@example.com', code: '123456' });
      const unknown = await call('/auth/signin', { account: 'nobody-here@example.com', code: '123456' });
      assert.deepEqual([known.code, known.msg, known.data], [40, 'Incorrect or expired verification code', { field: 'code' }]);
      assert.deepEqual(unknown, known);
    });
    await fresh(async (on, call) => {
      assert.deepEqual(await call('/auth/code', { account: 'demo@example.com' }), await call('/auth/code', { account: 'nobody-here@example.com' }));
    });
    await fresh(async (on, call) => {
      assert.deepEqual(await call('/auth/forgot', { account: 'demo@example.com' }), await call('/auth/forgot', { account: 'nobody-here@example.com' }));
      assert.equal((await on.app.db.row<{ n: number }>`SELECT count(*) AS n FROM outbox WHERE recipient = 'nobody-here@example.com'`)!.n, 0, 'nothing is sent to an unknown account');
    });
  });
});

describe('repeated failures need the slide check', () => {
  it('after 3 failed sign-ins for an account: "Please complete the verification", then a pass lets one attempt through', async () => {
    await fresh(async (on, call) => {
      const slides = [];
      for (let i = 0; i < 3; i++) slides.push((await call('/auth/signin', { account: 'demo@example.com', password: 'wrong-guess' })).data.slide ?? false);
      assert.deepEqual(slides, [false, false, true], 'the third refusal says the next attempt needs the check');
      const blocked = await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password' });
      assert.deepEqual([blocked.code, blocked.msg, blocked.data], [40, 'Please complete the verification', { field: 'slide', slide: true }], 'even the right password');
      const forged = await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password', slide: 'made-up-pass-value' });
      assert.deepEqual([forged.msg, forged.data], ['Verification failed', { field: 'slide', slide: true }]);
      const pass = await slidePass(on);
      const signedIn = await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password', slide: pass });
      assert.equal(signedIn.code, 0, signedIn.msg);
      // The pass is spent, and the IP's count stays (the account's is cleared by the success).
      const again = await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password', slide: pass });
      assert.deepEqual([again.msg, again.data.field], ['Verification failed', 'slide']);
    });
  });

  it('counts per IP too: failures spread over several accounts', async () => {
    await fresh(async (_on, call) => {
      for (const account of ['a@example.com', 'b@example.com', 'c@example.com']) await call('/auth/signin', { account, password: 'wrong-guess' });
      assert.deepEqual((await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data, { field: 'slide', slide: true });
    });
  });

  it('after 3 code requests (sign-in or reset codes) the next needs a pass', async () => {
    await fresh(async (on, call) => {
      assert.equal((await call('/auth/code', { account: '13800000000' })).code, 0);
      assert.equal((await call('/auth/code', { account: '13800000000' })).code, 0);
      assert.equal((await call('/auth/forgot', { account: 'demo@example.com' })).code, 0);
      assert.deepEqual((await call('/auth/code', { account: '13800000000' })).data, { field: 'slide', slide: true });
      assert.deepEqual((await call('/auth/forgot', { account: 'other@example.com' })).data, { field: 'slide', slide: true }, 'per IP');
      assert.equal((await call('/auth/code', { account: '13800000000', slide: await slidePass(on, '13800000000') })).code, 0);
    });
  });

  it('forgets the failures after 15 minutes', async () => {
    await fresh(async (_on, call) => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      for (let i = 0; i < 3; i++) await call('/auth/signin', { account: 'demo@example.com', password: 'wrong-guess' });
      assert.equal((await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data.field, 'slide');
      mock.timers.tick(15 * 60_000 + 1000);
      assert.equal((await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).code, 0);
    });
  });
});

describe('codes', () => {
  it('work once and expire after 10 minutes', async () => {
    await fresh(async (on, call) => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      await call('/auth/code', { account: '13800000000' });
      const code = await latestCode(on, '13800000000');
      assert.equal((await call('/auth/signin', { account: '13800000000', countryCode: '+86', code })).code, 0);
      assert.equal((await call('/auth/signin', { account: '13800000000', code })).data.field, 'code', 'used up');
      await call('/auth/code', { account: '13800000000' });
      const late = await latestCode(on, '13800000000');
      mock.timers.tick(10 * 60_000 + 1000);
      assert.deepEqual((await call('/auth/signin', { account: '13800000000', code: late })).data, { field: 'code' });
    });
  });

  it('a reset code stops working after 5 wrong guesses', async () => {
    await fresh(async (on, call) => {
      await call('/auth/forgot', { account: 'demo@example.com' });
      const code = await latestCode(on, 'demo@example.com');
      for (let i = 0; i < 5; i++) assert.equal((await call('/auth/reset', { account: 'demo@example.com', code: '00000' + i, password: 'brand-new-pass' })).data.field, 'code');
      assert.equal((await call('/auth/reset', { account: 'demo@example.com', code, password: 'brand-new-pass' })).code, 40);
    });
  });
});

describe('rate limits (429, code 41)', () => {
  for (const [path, body] of [['/auth/signin', { account: 'demo@example.com', password: 'wrong-guess' }], ['/auth/code', { account: 'demo@example.com' }], ['/auth/slide/verify', { id: 'x'.repeat(24), x: 10 }]] as const) {
    it(`on ${path}`, async (t) => {
      // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
      t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
      await fresh(async (_on, call) => {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await call(path, body));
        assert.deepEqual(answers.slice(0, 3).map((a) => a.status), [200, 200, 200]);
        assert.deepEqual([answers[3]!.status, answers[3]!.code], [429, 41]);
        assert.match(answers[3]!.msg, /^Too many requests; try again in \d+ s$/);
      }, { authRateLimit: 3 });
    });
  }
});

describe('e-mail verification', () => {
  it('resends a link to the signed-in shopper\'s e-mail', async () => {
    const token = (await post('/auth/signup', signUpBody('resend@example.com', 'long-enough-1'))).data.token;
    const first = await latestCode(demo, 'resend@example.com');
    assert.equal((await post('/auth/verify/resend')).code, 50, 'signed in only');
    assert.equal((await post('/auth/verify/resend', {}, { 'x-auth': token })).code, 0);
    const second = await latestCode(demo, 'resend@example.com');
    assert.notEqual(first, second);
    assert.deepEqual((await post('/auth/verify-email', { account: 'resend@example.com', token: first })).msg, 'Verification failed', 'the old link stops working');
    assert.equal((await post('/auth/verify-email', { account: 'resend@example.com', token: second })).code, 0);
  });
});

// Pre-hijacking: an attacker signs up with the victim's address before the victim does; the
// first proof that the owner holds that inbox or phone must shut the attacker out. Each test
// on a fresh server: the attacker's refused passwords count against the address.
describe('an account proven by its owner', () => {
  function as(on: RunningDemo, call: ReturnType<typeof apiClient>) {
    return {
      signedIn: async (token: string) => (await call('/user/info', {}, { 'x-auth': token })).code === 0,
      signInWith: (account: string, password: string) => call('/auth/signin', { account, password }),
      code: (to: string) => latestCode(on, to),
    };
  }

  it('signing in by an e-mailed code ends the sessions of an unproven account and drops the password set at sign-up', () =>
    fresh(async (on, call) => {
      const { signedIn, signInWith, code } = as(on, call);
      const victim = 'prehijack-code@example.com';
      const attacker = (await call('/auth/signup', signUpBody(victim, 'attacker-pass-1'))).data.token;
      assert.equal(await signedIn(attacker), true);
      assert.equal((await call('/auth/code', { account: victim })).code, 0);
      const owner = await call('/auth/signin', { account: victim, code: await code(victim) });
      assert.equal(owner.code, 0, owner.msg);
      assert.equal(await signedIn(attacker), false, "the attacker's session ended");
      assert.equal((await signInWith(victim, 'attacker-pass-1')).code, 40, "the attacker's password no longer signs in");
      assert.equal(await signedIn(owner.data.token), true, "the owner's session stays");
      assert.equal(owner.data.user.emailVerified, true);
    }));

  it('the same for a mobile number proven by a texted code', () =>
    fresh(async (on, call) => {
      const { signedIn, signInWith, code } = as(on, call);
      const victim = '13800009999';
      const attacker = (await call('/auth/signup', signUpBody(victim, 'attacker-pass-2'))).data.token;
      await call('/auth/code', { account: victim, countryCode: '+86' });
      const owner = await call('/auth/signin', { account: victim, countryCode: '+86', code: await code(victim) });
      assert.equal(owner.code, 0, owner.msg);
      assert.equal(await signedIn(attacker), false);
      assert.equal((await signInWith(victim, 'attacker-pass-2')).code, 40);
    }));

  it('opening the verification link signed out ends every session and drops the password', () =>
    fresh(async (on, call) => {
      const { signedIn, signInWith, code } = as(on, call);
      const victim = 'prehijack-link@example.com';
      const attacker = (await call('/auth/signup', signUpBody(victim, 'attacker-pass-3'))).data.token;
      assert.equal((await call('/auth/verify-email', { account: victim, token: await code(victim) })).code, 0);
      assert.equal(await signedIn(attacker), false);
      assert.equal((await signInWith(victim, 'attacker-pass-3')).code, 40);
    }));

  it("opened in the account's own session, the link keeps that session and the password, and ends the others", () =>
    fresh(async (on, call) => {
      const { signedIn, signInWith, code } = as(on, call);
      const own = 'prehijack-own@example.com';
      const first = (await call('/auth/signup', signUpBody(own, 'owner-pass-4'))).data.token;
      const second = (await signInWith(own, 'owner-pass-4')).data.token;
      assert.equal((await call('/auth/verify-email', { account: own, token: await code(own) }, { 'x-auth': first })).code, 0);
      assert.equal(await signedIn(first), true, 'the session the link was opened in stays');
      assert.equal(await signedIn(second), false, 'any other session ends');
      assert.equal((await signInWith(own, 'owner-pass-4')).code, 0, 'the password stays');
    }));

  it('a proven account keeps its sessions and password when it signs in by code again', () =>
    fresh(async (on, call) => {
      const { signedIn, signInWith, code } = as(on, call);
      const account = 'proven-twice@example.com';
      const first = (await call('/auth/signup', signUpBody(account, 'owner-pass-5'))).data.token;
      await call('/auth/verify-email', { account, token: await code(account) }, { 'x-auth': first });
      await call('/auth/code', { account });
      assert.equal((await call('/auth/signin', { account, code: await code(account) })).code, 0);
      assert.equal(await signedIn(first), true);
      assert.equal((await signInWith(account, 'owner-pass-5')).code, 0);
    }));
});

describe('password guessing with the slide check solved', () => {
  it('makes each password sign-in for an account wait after 5 wrong ones, doubling, whatever pass comes with it; code sign-in stays open; a right password after the wait clears it', async () => {
    await fresh(async (on, call) => {
      mock.timers.enable({ apis: ['Date'], now: Date.now() });
      const guess = async (password: string) => call('/auth/signin', { account: 'demo@example.com', password, slide: await slidePass(on) });
      for (let i = 0; i < 5; i++) assert.equal((await guess(`wrong-${i}`)).msg, 'Incorrect account or password');
      const held = await guess('demo-password');
      assert.deepEqual([held.status, held.code, held.msg, held.data.field], [429, 41, 'Too many requests; try again in 30 s', 'password'], 'the right password waits too');
      mock.timers.tick(30_000);
      assert.equal((await guess('wrong-5')).msg, 'Incorrect account or password');
      assert.equal((await guess('demo-password')).msg, 'Too many requests; try again in 60 s', 'the wait doubles');
      // The owner is not locked out: a code still signs in.
      await call('/auth/code', { account: 'demo@example.com', slide: await slidePass(on) });
      assert.equal((await call('/auth/signin', { account: 'demo@example.com', code: await latestCode(on, 'demo@example.com'), slide: await slidePass(on) })).code, 0);
      mock.timers.tick(60_000);
      assert.equal((await call('/auth/signin', { account: 'demo@example.com', password: 'demo-password', slide: await slidePass(on) })).code, 0);
      for (let i = 0; i < 5; i++) await call('/auth/signin', { account: 'demo@example.com', password: `again-${i}`, slide: await slidePass(on) });
      assert.equal((await guess('demo-password')).code, 41, 'counting starts again after a right password');
    });
  });

  it('takes a slide pass only from the address that earned it', async () => {
    await fresh(async (on, call) => {
      for (let i = 0; i < 3; i++) await call('/auth/code', { account: 'demo@example.com' });
      const pass = await slidePass(on);
      const elsewhere = await postFrom(on, '127.0.0.2', '/auth/code', { account: 'demo@example.com', slide: pass });
      assert.deepEqual([elsewhere.code, elsewhere.msg], [40, 'Verification failed']);
      assert.equal((await call('/auth/code', { account: 'demo@example.com', slide: pass })).code, 0, 'where it was earned it still works');
    });
  });

  it('takes a slide pass only for the account it was earned for (as typed: an e-mail in any case)', async () => {
    await fresh(async (on, call) => {
      for (let i = 0; i < 3; i++) await call('/auth/code', { account: 'demo@example.com' });
      const pass = await slidePass(on, 'Demo@Example.com');
      const other = await call('/auth/code', { account: 'someone-else@example.com', slide: pass });
      assert.deepEqual([other.code, other.msg], [40, 'Verification failed'], 'not for another account');
      assert.equal((await call('/auth/code', { account: 'demo@example.com', slide: pass })).code, 0, 'its own account still takes it');
      const unbound = await slidePass(on, '');
      assert.equal((await call('/auth/code', { account: 'demo@example.com', slide: unbound })).msg, 'Verification failed', 'a pass earned for no account serves none');
    });
  });
});

/** A JSON post to the API from another loopback address (rate limits and passes are per address). */
function postFrom(on: RunningDemo, address: string, path: string, body: unknown): Promise<{ code: number; msg: string; data: any }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(on.url);
    const request = httpRequest({ host: '127.0.0.1', port, path: `/api/web${path}`, method: 'POST', localAddress: address, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text)));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
