/**
 * What the user centre needs of the API (issue 11): the pay-status filter, order lines with
 * pictures and option words, the times of each state change, method names, an order's returns,
 * return applications with a reason and photos, refusals of uploads worded for shoppers, and
 * the demo account's seeded history.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let owner: Record<string, string>;
let shopper: Record<string, string>;
let addressId: number;

before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  owner = { 'x-auth': (await post('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data.token };
  shopper = { 'x-auth': (await post('/auth/signup', signUpBody('centre@example.com', 'centre-password'))).data.token };
  addressId = (await post('/address/save', { firstName: 'C', lastName: 'S', country: 'CN', city: 'Shanghai', address: '1 Road', countryCode: '+86', phone: '13800002222' }, shopper)).data.id;
});
after(() => demo.close());

let placed = 0;
async function place(sku = 'linen-shirt-blue-m', card?: string): Promise<string> {
  await post('/cart/add', { sku, quantity: 1 }, shopper);
  const number = (await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...shopper, 'idempotency-key': `centre-${++placed}` })).data.number as string;
  if (card) assert.equal((await post('/order/pay', { number, card, expiry: '12/34', cvc: '123' }, shopper)).data.payment, 'succeeded');
  return number;
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ab6b0b0000000049454e44ae426082', 'hex');
const PAID = '4242424242424242';

async function multipart(path: string, fields: Record<string, string>, files: { name: string; bytes: Buffer; field?: string }[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  for (const f of files) form.append(f.field ?? 'images', new Blob([new Uint8Array(f.bytes)], { type: 'image/png' }), f.name);
  const response = await fetch(`${demo.url}/api/web${path}`, { method: 'POST', body: form, headers });
  return (await response.json()) as { code: number; msg: string; data: any };
}

describe('the demo account', () => {
  it('has a history in every order state, a waiting return, addresses, favourites, two devices and a log', async () => {
    const list = (await post('/order/list', {}, owner)).data;
    assert.equal(list.total, 8);
    const byNumber = Object.fromEntries(list.list.map((o: any) => [o.number, o]));
    const state = (n: string) => [byNumber[n].status, byNumber[n].payStatus, byNumber[n].shipments.length > 0];
    assert.deepEqual(state('SE1004'), ['in_progress', 'unpaid', false], 'unpaid');
    assert.deepEqual(state('SE1003'), ['in_progress', 'paid', false], 'paid, not shipped');
    assert.deepEqual(state('SE1002'), ['in_progress', 'paid', true], 'shipped');
    assert.deepEqual(state('SE1001'), ['completed', 'paid', true], 'completed');
    assert.deepEqual(state('SE1006'), ['cancelled', 'unpaid', false], 'cancelled');
    assert.deepEqual(state('SE1007'), ['pending_cancellation', 'paid', false], 'pending cancellation');
    const info = (await post('/user/info', {}, owner)).data;
    assert.equal(info.unpaidOrderCount, 2);
    const returns = (await post('/return/list', {}, owner)).data.list;
    assert.deepEqual(returns.map((r: any) => [r.number, r.orderNumber, r.status, r.auditStatus, r.reason]), [['RT1001', 'SE1001', 'pending_approval', 'pending_approval', 'damaged']]);
    const addresses = (await post('/address/list', {}, owner)).data;
    assert.deepEqual(addresses.map((a: any) => a.isDefault), [true, false]);
    const favorites = (await post('/favorite/count', {}, owner)).data;
    assert.ok(favorites.product >= 2 && favorites.article >= 2, JSON.stringify(favorites));
    const sessions = (await post('/user/sessions', {}, owner)).data;
    assert.equal(sessions.length, 2);
    const otherDevice = sessions.find((s: any) => !s.current);
    assert.match(otherDevice.device, /iPhone/);
    assert.ok((await post('/user/log', {}, owner)).data.some((e: any) => e.action === 'return:apply:RT1001'));
    // The other device is something to revoke.
    assert.equal((await post('/user/sessions/revoke', { id: otherDevice.id }, owner)).code, 0);
    assert.equal((await post('/user/sessions', {}, owner)).data.length, 1);
  });

  it('is the same shop on every fresh start (fixed numbers, totals that add up)', async () => {
    const rows = await demo.app.db.rows<{ number: string; subtotal: number; discount: number; shipping_fee: number; total: number }>`SELECT number, subtotal, discount, shipping_fee, total FROM orders WHERE user_id = 1 ORDER BY number`;
    assert.deepEqual(rows.map((r) => r.number), ['SE1001', 'SE1002', 'SE1003', 'SE1004', 'SE1005', 'SE1006', 'SE1007', 'SE1008']);
    for (const r of rows) {
      const lines = (await demo.app.db.row<{ s: number }>`SELECT sum(price * quantity) AS s FROM order_items WHERE order_id = (SELECT id FROM orders WHERE number = ${r.number})`)!;
      assert.equal(r.subtotal, lines.s, r.number);
      assert.equal(r.total, r.subtotal - r.discount + r.shipping_fee, r.number);
    }
  });
});

describe('order/list', () => {
  it('filters by payStatus, alone and with status, and counts the total of the filter', async () => {
    const unpaid = (await post('/order/list', { payStatus: 'unpaid' }, owner)).data;
    assert.deepEqual(unpaid.list.map((o: any) => o.number).sort(), ['SE1004', 'SE1005', 'SE1006']);
    assert.equal(unpaid.total, 3);
    const open = (await post('/order/list', { status: 'in_progress', payStatus: 'unpaid' }, owner)).data;
    assert.deepEqual([open.total, open.list.map((o: any) => o.number).sort()], [2, ['SE1004', 'SE1005']]);
    const paid = (await post('/order/list', { payStatus: 'paid' }, owner)).data;
    assert.equal(paid.total, 5);
    assert.ok(paid.list.every((o: any) => o.payStatus === 'paid'));
    assert.equal((await post('/order/list', { payStatus: 'paid', page: 2 }, owner)).data.list.length, 0);
    const wrong = await post('/order/list', { payStatus: 'refunded' }, owner);
    assert.deepEqual([wrong.code, wrong.data.field], [40, 'payStatus']);
  });
});

describe('an order', () => {
  it("carries each line's picture and options in the request's language, the method names and its returns", async () => {
    const zh = (await post('/order/detail?lang=zh', { number: 'SE1001' }, owner)).data;
    const shirt = zh.products.find((p: any) => p.sku === 'linen-shirt-blue-m');
    assert.equal(shirt.image, '/media/products/linen-shirt-blue.svg');
    assert.deepEqual(shirt.options, [{ name: '颜色', value: '蓝色' }, { name: '尺码', value: 'M' }]);
    assert.deepEqual([zh.shippingMethod, zh.shippingMethodName, zh.paymentMethod, zh.paymentMethodName], ['standard', '标准配送', 'test-card', '银行卡（测试）']);
    assert.deepEqual(zh.returns.map((r: any) => [r.number, r.status, r.auditStatus, r.applyType]), [['RT1001', 'pending_approval', 'pending_approval', 'return_refund']]);
    const hk = (await post('/order/detail', { number: 'SE1001' }, { ...owner, 'accept-language': 'zh-HK' })).data;
    assert.deepEqual(hk.products.find((p: any) => p.sku === 'classic-scarf-red').options, [{ name: '顏色', value: '紅色' }]);
    const en = (await post('/order/list', { status: 'completed' }, owner)).data.list[0];
    assert.deepEqual(en.products[0].options.map((o: any) => o.name), ['Color', ...(en.products[0].options.length > 1 ? ['Size'] : [])]);
    assert.equal(en.returns, undefined, 'the list leaves returns to the detail');
    assert.deepEqual((await post('/order/detail', { number: 'SE1002' }, owner)).data.returns, []);
  });

  it('records when it was paid, shipped, completed or cancelled', async () => {
    const seeded = (await post('/order/detail', { number: 'SE1001' }, owner)).data;
    assert.ok(seeded.createdAt < seeded.paidAt && seeded.paidAt < seeded.shippedAt && seeded.shippedAt < seeded.completedAt);
    assert.equal(seeded.cancelledAt, null);

    const number = await place();
    const fresh = (await post('/order/detail', { number }, shopper)).data;
    assert.deepEqual([fresh.paidAt, fresh.shippedAt, fresh.completedAt, fresh.cancelledAt], [null, null, null, null]);
    const paid = (await post('/order/pay', { number, card: PAID, expiry: '12/34', cvc: '123' }, shopper)).data.order;
    assert.ok(paid.paidAt && paid.shippedAt, 'the demo warehouse ships at once');
    const completed = (await post('/order/confirm', { number }, shopper)).data;
    assert.ok(completed.completedAt >= paid.paidAt);

    const unpaid = await place('classic-mug-red');
    const cancelled = (await post('/order/cancel', { number: unpaid }, shopper)).data;
    assert.equal(cancelled.status, 'cancelled');
    assert.ok(cancelled.cancelledAt);
    const paidThenCancelled = await place('classic-mug-red', PAID);
    const pending = (await post('/order/cancel', { number: paidThenCancelled }, shopper)).data;
    assert.deepEqual([pending.status, typeof pending.cancelledAt], ['pending_cancellation', 'string'], 'the time the shopper asked');
    const log = (await post('/user/log', {}, shopper)).data.map((e: any) => e.action);
    for (const action of [`order:pay:${number}`, `order:confirm:${number}`, `order:cancel:${unpaid}`]) assert.ok(log.includes(action), action);
  });
});

describe('return/apply', () => {
  const files = () => readdirSync(join(demo.dataDir, 'uploads', 'returns'));
  const returnCount = async () => (await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM returns`)!.n;

  it('takes a reason code and up to five photos, checked by content; the photos are kept, not served', async () => {
    const orderNumber = await place('classic-bowl-red', PAID);
    const answer = await multipart('/return/apply', { orderNumber, applyType: 'return_refund', reason: 'damaged', applyDescription: 'Cracked rim' }, [{ name: 'a.png', bytes: png }, { name: 'b.png', bytes: png }], shopper);
    assert.equal(answer.code, 0, answer.msg);
    assert.deepEqual([answer.data.reason, answer.data.images, answer.data.applyDescription], ['damaged', 2, 'Cracked rim']);
    const stored = files().filter((f) => f.startsWith(answer.data.number));
    assert.equal(stored.length, 2);
    assert.equal((await post('/return/detail', { number: answer.data.number }, shopper)).data.images, 2);
    assert.equal((await post('/order/detail', { number: orderNumber }, shopper)).data.returns[0].number, answer.data.number);
    for (const path of [`/uploads/returns/${stored[0]}`, `/media/uploads/returns/${stored[0]}`, `/media/returns/${stored[0]}`, `/api/web/uploads/returns/${stored[0]}`]) {
      const response = await fetch(`${demo.url}${path}`);
      assert.ok(!(response.headers.get('content-type') ?? '').startsWith('image/'), `${path} is not served`);
    }
    assert.ok(existsSync(join(demo.dataDir, 'uploads', 'returns', stored[0]!)));
  });

  it('still takes JSON without a reason or photos', async () => {
    const orderNumber = await place('classic-bowl-red', PAID);
    const answer = await post('/return/apply', { orderNumber, applyType: 'refund_only', applyDescription: 'Never came' }, shopper);
    assert.deepEqual([answer.code, answer.data.reason, answer.data.images], [0, null, 0]);
  });

  it('refuses a file that is not a picture, too many or too large ones, and an unknown reason, storing nothing', async () => {
    const orderNumber = await place('classic-bowl-red', PAID);
    const before = [files().length, await returnCount()];
    const fields = { orderNumber, applyType: 'exchange', reason: 'fit', applyDescription: 'Too small' };
    const fake = await multipart('/return/apply?lang=zh', fields, [{ name: 'a.png', bytes: png }, { name: 'notes.png', bytes: Buffer.from('MZ this is a program') }], shopper);
    assert.deepEqual([fake.code, fake.msg, fake.data], [40, 'notes.png 不是 PNG、JPEG、GIF 或 WebP 格式的图片。', { field: 'images' }]);
    const many = await multipart('/return/apply', fields, Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: png })), shopper);
    assert.deepEqual([many.code, many.msg, many.data], [40, 'You can send at most 5 pictures.', { field: 'images' }]);
    const large = await multipart('/return/apply', fields, [{ name: 'big.png', bytes: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]) }], { ...shopper, 'accept-language': 'zh-HK' });
    assert.deepEqual([large.code, large.msg, large.data], [40, '每張圖片不可超過 2 MB。', { field: 'images' }]);
    const reason = await multipart('/return/apply', { ...fields, reason: 'bored' }, [{ name: 'a.png', bytes: png }], shopper);
    assert.deepEqual([reason.code, reason.data.field], [40, 'reason']);
    const notMine = await multipart('/return/apply', { ...fields, orderNumber: 'SE1002' }, [{ name: 'a.png', bytes: png }], shopper);
    assert.deepEqual([notMine.code, notMine.msg], [40, 'No such order']);
    assert.deepEqual([files().length, await returnCount()], before, 'no file and no return kept');
    assert.equal((await multipart('/return/apply', fields, [{ name: 'a.png', bytes: png }])).code, 50, 'signed in only');
  });
});

describe('upload refusals worded for shoppers', () => {
  it('inquiry/create: not a picture and too large, in the request language, at the images field', async () => {
    const fields = { name: 'Li', email: 'li@example.com', content: 'Quote please' };
    const fake = await multipart('/inquiry/create?lang=zh', fields, [{ name: 'renamed.png', bytes: Buffer.from('%PDF-1.7') }]);
    assert.deepEqual([fake.code, fake.msg, fake.data], [40, 'renamed.png 不是 PNG、JPEG、GIF 或 WebP 格式的图片。', { field: 'images' }]);
    const large = await multipart('/inquiry/create', fields, [{ name: 'big.png', bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]) }]);
    assert.deepEqual([large.code, large.msg, large.data], [40, 'Each picture can be at most 2 MB.', { field: 'images' }]);
    const many = await multipart('/inquiry/create', fields, Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: png })), { 'accept-language': 'zh-HK' });
    assert.deepEqual([many.code, many.msg, many.data], [40, '最多只可傳送 5 張圖片。', { field: 'images' }]);
  });

  it('user/editAvatar: the same words at the file field', async () => {
    const fake = await multipart('/user/editAvatar?lang=zh-HK', {}, [{ name: 'me.png', bytes: Buffer.from('not a picture'), field: 'avatar' }], shopper);
    assert.deepEqual([fake.code, fake.msg, fake.data], [40, '只可傳送 PNG、JPEG、GIF 或 WebP 格式的圖片。', { field: 'file' }]);
    const large = await multipart('/user/editAvatar', {}, [{ name: 'me.png', bytes: Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]), field: 'avatar' }], shopper);
    assert.deepEqual([large.code, large.msg, large.data], [40, 'Each picture can be at most 2 MB.', { field: 'file' }]);
    assert.equal((await multipart('/user/editAvatar', {}, [{ name: 'me.png', bytes: png, field: 'avatar' }], shopper)).code, 0);
  });
});
