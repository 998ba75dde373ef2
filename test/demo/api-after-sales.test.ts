import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let auth: Record<string, string>;
let addressId: number;
/** The returns audit is a dev tool behind the staff key (demo/dev-tools.ts). */
let staff: Record<string, string>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  staff = { 'x-staff-key': demo.app.staffKey };
  auth = { 'x-auth': (await post('/auth/signup', signUpBody('after@example.com', 'after-password'))).data.token };
  addressId = (await post('/address/save', { firstName: 'A', lastName: 'B', country: 'CN', city: 'Shanghai', address: '1 Road', countryCode: '+86', phone: '13800001111' }, auth)).data.id;
});
after(() => demo.close());

let orders = 0;
async function paidOrder(): Promise<string> {
  await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, auth);
  const number = (await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...auth, 'idempotency-key': `after-sales-${++orders}` })).data.number;
  await post('/order/pay', { number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth);
  return number;
}

describe('returns', () => {
  it('applies for return and refund, is approved, gets the merchant address, sends logistics, completes', async () => {
    const orderNumber = await paidOrder();
    const applied = await post('/return/apply', { orderNumber, applyType: 'return_refund', applyDescription: 'Too small' }, auth);
    assert.equal(applied.code, 0);
    assert.deepEqual([applied.data.status, applied.data.auditStatus, applied.data.refundAmount], ['pending_approval', 'pending_approval', 1620 + 800], 'tea week takes 10 % off the bowl');
    assert.equal((await post('/return/apply', { orderNumber, applyType: 'refund_only', applyDescription: 'again' }, auth)).code, 40, 'one waiting return per order');
    const { number } = applied.data;
    assert.equal((await post('/return/logistics', { number, logisticsCompany: 'SF', logisticsNumber: 'SF123456' }, auth)).code, 40, 'not before approval');
    const approved = (await post('/dev/returns/audit', { number, decision: 'approve' }, staff)).data;
    assert.equal(approved.auditStatus, 'audit_successful');
    assert.ok(approved.merchantAddress.consignee);
    assert.equal((await post('/return/cancel', { number }, auth)).code, 40, 'too late to cancel');
    const sent = (await post('/return/logistics', { number, logisticsCompany: 'SF', logisticsNumber: 'SF123456' }, auth)).data;
    assert.equal(sent.logisticsNumber, 'SF123456');
    assert.ok(sent.deliveryTime);
    assert.equal((await post('/dev/returns/audit', { number, decision: 'complete' }, staff)).data.status, 'completed');
    assert.equal((await post('/return/list', {}, auth)).data.list.length, 1);
  });

  it('can be cancelled while waiting, and a refused one ends with the reason', async () => {
    const orderNumber = await paidOrder();
    const first = (await post('/return/apply', { orderNumber, applyType: 'exchange', applyDescription: 'Other colour' }, auth)).data;
    assert.equal(first.refundAmount, 0);
    assert.equal((await post('/return/cancel', { number: first.number }, auth)).data.status, 'cancelled');
    const second = (await post('/return/apply', { orderNumber, applyType: 'refund_only', applyDescription: 'Changed my mind' }, auth)).data;
    const refused = (await post('/dev/returns/audit', { number: second.number, decision: 'refuse', reason: 'Used item' }, staff)).data;
    assert.deepEqual([refused.status, refused.auditStatus, refused.refusalDescription], ['ended', 'audit_failed', 'Used item']);
  });

  it('refuses unpaid orders, bad types, other customers and anonymous callers', async () => {
    await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, auth);
    const unpaid = (await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'cod' }, { ...auth, 'idempotency-key': 'after-unpaid-1' })).data.number;
    assert.equal((await post('/return/apply', { orderNumber: unpaid, applyType: 'refund_only', applyDescription: 'x' }, auth)).msg, 'This order cannot be returned');
    assert.equal((await post('/return/apply', { orderNumber: unpaid, applyType: 'swap', applyDescription: 'x' }, auth)).data.field, 'applyType');
    const stranger = { 'x-auth': (await post('/auth/signup', signUpBody('stranger@example.com', 'stranger-pass'))).data.token };
    const mine = (await post('/return/list', {}, auth)).data.list[0].number;
    assert.equal((await post('/return/detail', { number: mine }, stranger)).msg, 'No such return');
    assert.equal((await post('/return/list', {})).code, 50);
  });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ab6b0b0000000049454e44ae426082', 'hex');
async function inquiry(fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: 'image/png' }), f.name);
  const response = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: form });
  return (await response.json()) as { code: number; msg: string; data: any };
}

describe('inquiries', () => {
  it('stores a request with pictures under the data directory and mails a receipt', async () => {
    const answer = await inquiry({ name: 'Li', email: 'li@example.com', content: 'Price for 100 mugs?', product: 'classic-mug' }, [{ name: 'a.png', bytes: png }, { name: 'b.png', bytes: png }]);
    assert.equal(answer.code, 0);
    assert.equal(answer.data.images, 2);
    assert.equal(readdirSync(join(demo.dataDir, 'uploads', 'inquiries')).filter((f) => f.startsWith(answer.data.number)).length, 2);
    assert.ok(await demo.app.db.row`SELECT 1 FROM outbox WHERE recipient = ${'li@example.com'}`);
    assert.equal((await post('/inquiry/create', { name: 'Li', email: 'li@example.com', content: 'JSON works too' })).code, 0);
  });

  it("sends a browser's plain form post on to the thank-you page in its language", async () => {
    const form = new FormData();
    for (const [k, val] of Object.entries({ name: 'Li', email: 'li@example.com', content: 'No JS here', thankyou: '/zh-HK/inquiry/thankyou' })) form.append(k, val);
    const response = await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: form, headers: { accept: 'text/html,application/xhtml+xml' }, redirect: 'manual' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/zh-HK/inquiry/thankyou');
    const page = await (await fetch(`${demo.url}/zh-HK/inquiry/feedback`)).text();
    assert.ok(page.includes('name="thankyou" value="/zh-HK/inquiry/thankyou"'));
  });

  it('refuses a non-image, an oversized picture, and missing fields', async () => {
    assert.equal((await inquiry({ name: 'Li', email: 'li@example.com', content: 'x' }, [{ name: 'x.png', bytes: Buffer.from('MZ not an image') }])).data.field, 'images');
    assert.equal((await inquiry({ name: 'Li', email: 'li@example.com', content: 'x' }, [{ name: 'x.png', bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]) }])).code, 40);
    const missing = await inquiry({ email: 'li@example.com', content: 'x' });
    assert.deepEqual([missing.msg, missing.data.field], ['name is required', 'name']);
    assert.equal((await inquiry({ name: 'Li', email: 'bad', content: 'x' })).data.field, 'email');
  });
});

describe('third-party sign-in (test provider)', () => {
  it('returns to /auth/oauth with a one-time code that signs in', async () => {
    const page = await (await fetch(`${demo.url}/dev/oauth/authorize?state=abc123&redirect=/zh/auth/oauth`)).text();
    const link = /href="(\/zh\/auth\/oauth\?[^"]+)"/.exec(page)![1]!.replace(/&amp;/g, '&');
    const code = new URL(link, demo.url).searchParams.get('code')!;
    assert.equal((await fetch(`${demo.url}${link}`)).status, 200, 'the return page renders');
    const signedIn = await post('/auth/oauth', { provider: 'test', code });
    assert.equal(signedIn.code, 0);
    assert.equal((await post('/auth/oauth', { provider: 'test', code })).code, 40, 'once only');
    assert.equal((await post('/auth/oauth', { provider: 'elsewhere', code })).data.field, 'provider');
    const sessions = (await post('/user/sessions', {}, { 'x-auth': signedIn.data.token })).data;
    assert.equal(sessions[0].method, 'oauth:test');
    const evil = await (await fetch(`${demo.url}/dev/oauth/authorize?redirect=https://evil.example/`)).text();
    assert.ok(!evil.includes('evil.example'));
  });
});
