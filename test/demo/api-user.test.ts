import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { latestCode } from '../helpers/node/test-db.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let auth: Record<string, string>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  await post('/auth/signup', signUpBody('user@example.com', 'user-password'));
  auth = { 'x-auth': (await post('/auth/signin', { account: 'user@example.com', password: 'user-password' }, { 'user-agent': 'TestBrowser/1.0' })).data.token };
});
after(() => demo.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ab6b0b0000000049454e44ae426082', 'hex');
async function upload(bytes: Buffer, name: string, type: string, headers = auth) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${demo.url}/api/web/user/editAvatar`, { method: 'POST', headers, body: form });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: any }) };
}

describe('user endpoints', () => {
  it('refuse without a token (code 50) for every user endpoint', async () => {
    for (const path of ['/user/info', '/user/editName', '/user/editInfo', '/user/editPassword', '/user/editEmail', '/user/editMobile', '/user/sessions', '/user/log', '/favorite/list', '/favorite/count', '/favorite/whishList', '/favorite/add', '/favorite/cancel']) {
      const answer = await post(path, {});
      assert.equal(answer.code, 50, path);
    }
  });

  it('user/info answers the spec fields', async () => {
    const { data } = await post('/user/info', {}, auth);
    for (const key of ['firstName', 'lastName', 'fullName', 'nickName', 'avatar', 'bio', 'birthday', 'email', 'mobile', 'credits', 'spendingAmount', 'paymentAmount', 'unpaidOrderCount', 'orderCount', 'lastLogin']) assert.ok(key in data, key);
  });

  it('edits the name and info, refusing bad bodies with the field named', async () => {
    assert.equal((await post('/user/editName', { firstName: 'Ada', lastName: 'Lovelace' }, auth)).data.fullName, 'Ada Lovelace');
    const noFirst = await post('/user/editName', { firstName: ' ', lastName: 'L' }, auth);
    assert.deepEqual([noFirst.code, noFirst.msg, noFirst.data.field], [40, 'First name is required', 'firstName']);
    assert.equal((await post('/user/editInfo', { nickName: 'ada', birthday: '1815-12-10' }, auth)).data.nickName, 'ada');
    const badDate = await post('/user/editInfo', { birthday: 'yesterday' }, auth);
    assert.deepEqual([badDate.code, badDate.data.field], [40, 'birthday']);
  });

  it('changes the password only with the old one', async () => {
    assert.equal((await post('/user/editPassword', { oldPassword: 'wrong', password: 'new-password-1' }, auth)).code, 40);
    assert.equal((await post('/user/editPassword', { oldPassword: 'user-password', password: 'new-password-1' }, auth)).code, 0);
    assert.equal((await post('/user/info', {}, auth)).code, 0, 'this session stays');
  });

  it('changes the e-mail with a code sent to the new address', async () => {
    assert.equal((await post('/user/code', { account: 'other@example.com', purpose: 'change-email' }, auth)).code, 0);
    // Codes are stored hashed: the shopper's copy is the one in the outbox.
    const code = await latestCode(demo, 'other@example.com');
    assert.equal((await post('/user/editEmail', { account: 'other@example.com', code: '999999' }, auth)).code, 40);
    assert.equal((await post('/user/editEmail', { account: 'other@example.com', code }, auth)).data.email, 'other@example.com');
    assert.equal((await post('/user/editMobile', { account: '13800000000', code: '123456' }, auth)).code, 40, 'taken by the demo user');
  });

  it('accepts a PNG avatar, checked by content, and refuses other files and big ones', async () => {
    const good = await upload(png, 'me.png', 'image/png');
    assert.equal(good.code, 0);
    assert.match(good.data.avatar, /^\/media\/avatars\/\d+-[0-9a-f]+\.png$/);
    assert.equal((await fetch(`${demo.url}${good.data.avatar}`)).status, 200);
    const fake = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.png', 'image/png');
    assert.deepEqual([fake.code, fake.data.field], [40, 'file']);
    const big = await upload(Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), 'big.png', 'image/png');
    assert.equal(big.code, 40);
    assert.equal((await upload(png, 'me.png', 'image/png', {})).code, 50);
  });

  it('lists security sessions with IP, device and method, revokes one, and keeps an activity log', async () => {
    const other = (await post('/auth/signin', { account: 'other@example.com', password: 'new-password-1' }, { 'user-agent': 'OtherPhone/2.0' })).data.token;
    const sessions = (await post('/user/sessions', {}, auth)).data as { id: string; ip: string; device: string; method: string; current: boolean }[];
    const phone = sessions.find((s) => s.device === 'OtherPhone/2.0')!;
    assert.ok(phone && phone.ip && phone.method === 'password:email');
    assert.equal(sessions.filter((s) => s.current).length, 1);
    assert.equal((await post('/user/sessions/revoke', { id: phone.id }, auth)).code, 0);
    assert.equal((await post('/user/info', {}, { 'x-auth': other })).code, 50);
    const log = (await post('/user/log', {}, auth)).data as { action: string }[];
    assert.ok(log.some((l) => l.action === 'password:change'));
    assert.ok(log.some((l) => l.action === 'session:revoke'));
  });
});

describe('favourites', () => {
  it('adds, counts, lists and cancels products and articles', async () => {
    assert.equal((await post('/favorite/add', { kind: 'product', slug: 'linen-shirt' }, auth)).code, 0);
    assert.equal((await post('/favorite/add', { kind: 'product', slug: 'linen-shirt' }, auth)).code, 0, 'twice is once');
    assert.equal((await post('/favorite/add', { kind: 'article', slug: 'packing-light' }, auth)).code, 0);
    assert.deepEqual((await post('/favorite/count', {}, auth)).data, { product: 1, article: 1, total: 2 });
    const wish = (await post('/favorite/whishList', {}, auth)).data;
    assert.equal(wish.product[0].slug, 'linen-shirt');
    assert.equal(wish.article[0].slug, 'packing-light');
    assert.equal((await post('/favorite/list', { kind: 'article' }, auth)).data.list.length, 1);
    assert.equal((await post('/favorite/cancel', { kind: 'product', slug: 'linen-shirt' }, auth)).code, 0);
    assert.equal((await post('/favorite/count', {}, auth)).data.product, 0);
    const bad = await post('/favorite/add', { kind: 'shoe', slug: 'x' }, auth);
    assert.deepEqual([bad.code, bad.data.field], [40, 'kind']);
    assert.equal((await post('/favorite/add', { kind: 'product', slug: 'no-such' }, auth)).code, 40);
  });
});

describe('visitor tracking and the newsletter', () => {
  it('records a visit and refuses one without a url', async () => {
    const trackedVisitor = crypto.randomUUID();
    assert.equal((await post('/visitor/track', { url: '/cart', referer: '/', timezone: 'Asia/Hong_Kong' }, { 'x-visitor-id': trackedVisitor })).code, 0);
    assert.ok(await demo.app.db.row`SELECT 1 FROM visits WHERE visitor_id = ${trackedVisitor} AND timezone = 'Asia/Hong_Kong'`);
    const bad = await post('/visitor/track', { referer: '/' });
    assert.deepEqual([bad.code, bad.data.field], [40, 'url']);
  });

  it('subscribes an e-mail once and refuses a malformed one', async () => {
    assert.equal((await post('/newsletter/subscribe', { email: 'news@example.com' })).code, 0);
    assert.equal((await post('/newsletter/subscribe', { email: 'news@example.com' })).code, 0);
    assert.equal((await post('/newsletter/subscribe', { email: 'not-an-email' })).msg, 'Please enter a valid e-mail address');
  });
});
