// A stale token (issue 14, item 15): a token that was signed out, revoked or never issued is
// code 50 on every endpoint that looks at the caller, guest ones (cart, checkout addresses,
// visitor/track, inquiry/create) included, even with a good visitor id beside it. The client then clears it and
// asks again as the visitor (test/runtime/http.test.ts).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

/** A fresh account signed in, then signed out: its token is stale. */
async function staleToken(): Promise<string> {
  const token = (await post('/auth/signup', signUpBody(`stale-${randomUUID()}@example.com`, 'stale-password'))).data.token as string;
  assert.equal((await post('/cart/list', {}, { 'x-auth': token })).code, 0, 'the live token is served');
  assert.equal((await post('/auth/signout', {}, { 'x-auth': token })).code, 0);
  return token;
}

describe('a stale token with a visitor id', () => {
  const guest = { 'x-visitor-id': randomUUID() };

  it('answers 50 on the cart and on the guest\'s checkout endpoints alike', async () => {
    const stale = { ...guest, 'x-auth': await staleToken() };
    for (const [path, body] of [
      ['/cart/list', {}],
      ['/cart/count', {}],
      ['/cart/add', { sku: 'linen-mug-red' }],
      ['/address/list', {}],
      ['/visitor/track', { url: 'http://localhost/' }],
    ] as const) {
      const answer = await post(path, body, stale);
      assert.equal(answer.code, 50, `${path} answers 50, not the guest: ${JSON.stringify(answer)}`);
    }
  });

  it('changes nothing for the guest it did not act as', async () => {
    const stale = { ...guest, 'x-auth': await staleToken() };
    assert.equal((await post('/cart/add', { sku: 'linen-mug-red' }, stale)).code, 50);
    assert.deepEqual((await post('/cart/list', {}, guest)).data.lines, []);
  });

  it('answers 50 on a quote request too, and files nothing as the guest', async () => {
    const inquiry = { name: 'Mei', email: 'mei@example.com', content: 'Ten caps, please.' };
    const stale = await post('/inquiry/create', inquiry, { ...guest, 'x-auth': await staleToken() });
    assert.equal(stale.code, 50, `inquiry/create answers 50, not the guest: ${JSON.stringify(stale)}`);
    assert.equal((await post('/inquiry/create', inquiry, { ...guest, 'x-auth': 'no-such-token' })).code, 50);
    const filed = (await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM inquiries WHERE email = ${inquiry.email}`)!;
    assert.equal(filed.n, 0);
    assert.equal((await post('/inquiry/create', inquiry, guest)).code, 0, 'without the token, the guest is served');
  });

  it('a token never issued is answered the same', async () => {
    assert.equal((await post('/cart/list', {}, { ...guest, 'x-auth': 'no-such-token' })).code, 50);
    assert.equal((await post('/address/list', {}, { ...guest, 'x-auth': 'no-such-token' })).code, 50);
  });

  it('without the token, the same visitor is served as the guest', async () => {
    assert.equal((await post('/cart/add', { sku: 'linen-mug-red' }, guest)).code, 0);
    assert.equal((await post('/cart/list', {}, guest)).data.lines.length, 1);
    assert.equal((await post('/address/list', {}, guest)).code, 0);
  });
});
