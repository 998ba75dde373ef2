import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { demoForFile, startDemo } from '../helpers/node/demo-server.ts';
import { latestCode } from '../helpers/node/test-db.ts';
import { signUpBody } from './accounts.ts';

const { demo, post } = demoForFile();

describe('sign-up and sign-in', () => {
  it('signs up by e-mail with a scrypt hash, and mails a verification code to the outbox', async () => {
    const answer = await post('/auth/signup', signUpBody('new@example.com', 'long-enough-1'));
    assert.equal(answer.code, 0);
    assert.ok(answer.data.token);
    assert.equal(answer.data.user.email, 'new@example.com');
    const stored = (await demo.app.db.row<{ password_hash: string }>`SELECT password_hash FROM users WHERE email = ${'new@example.com'}`)!;
    assert.match(stored.password_hash, /^scrypt\$/);
    const outbox = await (await fetch(`${demo.url}/dev/outbox`)).text();
    assert.ok(outbox.includes('Verify your e-mail'));
    const verified = await post('/auth/verify-email', { account: 'new@example.com', token: await latestCode(demo, 'new@example.com') });
    assert.equal(verified.code, 0);
  });

  it('signs up by mobile number', async () => {
    assert.equal((await post('/auth/signup', signUpBody('13912345678', 'long-enough-1'))).code, 0);
  });

  it('refuses a taken account, a bad account and a short password, naming the field', async () => {
    const taken = await post('/auth/signup', signUpBody('demo@example.com', 'long-enough-1'));
    assert.equal(taken.code, 40);
    assert.equal(taken.data.field, 'account');
    const format = await post('/auth/signup', signUpBody('12345', 'long-enough-1'));
    assert.deepEqual([format.code, format.msg, format.data.field], [40, 'Account format error', 'account']);
    const short = await post('/auth/signup', signUpBody('short@example.com', 'short'));
    assert.deepEqual([short.code, short.msg, short.data.field], [40, 'Password must be at least 8 characters', 'password']);
    const missing = await post('/auth/signin', { account: 'demo@example.com' });
    assert.equal(missing.code, 40);
    assert.equal((await post('/auth/signin', {})).msg, 'Email/Mobile number is required');
  });

  it('answers refusals in the language asked for', async () => {
    const response = await fetch(`${demo.url}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, body: '{"account":"x"}' });
    const body = (await response.json()) as { code: number; msg: string };
    assert.equal(body.code, 40);
    assert.notEqual(body.msg, 'Account format error');
  });

  it('signs in by password (e-mail or mobile) and refuses a wrong one', async () => {
    assert.equal((await post('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).code, 0);
    assert.equal((await post('/auth/signin', { account: '13800000000', password: 'demo-password' })).code, 0);
    const wrong = await post('/auth/signin', { account: 'demo@example.com', password: 'nope-nope' });
    assert.deepEqual([wrong.status, wrong.code], [200, 40], 'a refusal is an answer');
  });

  it('signs in by a one-time code, which works once', async () => {
    assert.equal((await post('/auth/code', { account: '13800000000' })).code, 0);
    const code = await latestCode(demo, '13800000000');
    assert.equal((await post('/auth/signin', { account: '13800000000', code })).code, 0);
    assert.equal((await post('/auth/signin', { account: '13800000000', code })).code, 40);
  });

  it('resets a forgotten password with the mailed code and ends old sessions', async () => {
    await post('/auth/signup', signUpBody('forgot@example.com', 'first-password'));
    const old = (await post('/auth/signin', { account: 'forgot@example.com', password: 'first-password' })).data.token;
    await post('/auth/forgot', { account: 'forgot@example.com' });
    assert.equal((await post('/auth/reset', { account: 'forgot@example.com', code: '000000x', password: 'second-password' })).code, 40);
    assert.equal((await post('/auth/reset', { account: 'forgot@example.com', code: await latestCode(demo, 'forgot@example.com'), password: 'second-password' })).code, 0);
    assert.equal((await post('/user/info', {}, { 'x-auth': old })).code, 50);
    assert.equal((await post('/auth/signin', { account: 'forgot@example.com', password: 'second-password' })).code, 0);
  });

  it('signs out: the token stops working (code 50)', async () => {
    const token = (await post('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data.token;
    assert.equal((await post('/auth/signout', {}, { 'x-auth': token })).code, 0);
    const after = await post('/user/info', {}, { 'x-auth': token });
    assert.deepEqual([after.status, after.code], [200, 50]);
  });
});

describe('rate limits', () => {
  it('slows down repeated sign-in attempts with code 41', async (t) => {
    // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const limited = await startDemo({ authRateLimit: 3 });
    try {
      const call = apiClient(limited.url);
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await call('/auth/signin', { account: 'demo@example.com', password: 'wrong-guess' })).code);
      assert.deepEqual(codes, [40, 40, 40, 41, 41]);
    } finally {
      await limited.close();
    }
  });
});

describe('the envelope', () => {
  it('answers unknown endpoints and malformed JSON with an envelope', async () => {
    const missing = await post('/no/such/endpoint');
    assert.deepEqual([missing.status, missing.code], [404, 40]);
    const response = await fetch(`${demo.url}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    const body = (await response.json()) as { code: number };
    assert.equal(body.code, 40);
  });
});
