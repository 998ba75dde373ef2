/**
 * A shopper can never see or change another shopper's orders, returns, addresses, sessions or
 * inquiries: for each resource, every endpoint of it is called by a second shopper (and by a
 * guest where guests are served) with the first shopper's numbers and ids, and the first
 * shopper's data is checked to be unchanged afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
/** The seeded demo account (orders SE1001-SE1008, return RT1001, two addresses, two sessions). */
let owner: Record<string, string>;
/** Another customer, with an address and an order of their own. */
let other: Record<string, string>;
const guest = { 'x-visitor-id': crypto.randomUUID() };
let otherAddress: number;

before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
  owner = { 'x-auth': (await post('/auth/signin', { account: 'demo@example.com', password: 'demo-password' })).data.token };
  other = { 'x-auth': (await post('/auth/signup', signUpBody('other-shopper@example.com', 'other-password'))).data.token };
  otherAddress = (await post('/address/save', { firstName: 'O', lastName: 'S', country: 'HK', city: 'Hong Kong', address: '2 Queen Road', countryCode: '+852', phone: '55550000' }, other)).data.id;
});
after(() => demo.close());

const orderRow = (number: string) => demo.app.db.row`SELECT status, pay_status AS pay, shipped FROM orders WHERE number = ${number}`;
const routeStatus = async (path: string, headers: Record<string, string>) =>
  ((await (await fetch(`${demo.url}${path}?request=route`, { headers })).json()) as { data: { data: { status?: number } | null } }).data.data?.status ?? 200;

describe("another shopper's orders", () => {
  it('are not found by any order endpoint, the pages or after-sales, and stay as they were', async () => {
    const before = await Promise.all(['SE1002', 'SE1003', 'SE1004'].map(orderRow));
    const list = (await post('/order/list', {}, other)).data;
    assert.equal(list.total, 0);
    for (const filter of [{ status: 'in_progress' }, { payStatus: 'unpaid' }, { status: 'completed', payStatus: 'paid' }]) assert.equal((await post('/order/list', filter, other)).data.total, 0, JSON.stringify(filter));
    for (const [who, headers] of [['customer', other], ['guest', guest]] as const) {
      const detail = await post('/order/detail', { number: 'SE1001' }, headers);
      assert.deepEqual([detail.code, detail.msg, detail.data], [40, 'No such order', { field: 'number' }], `${who} detail`);
      const pay = await post('/order/pay', { number: 'SE1004', card: '4242424242424242', expiry: '12/34', cvc: '123' }, headers);
      assert.deepEqual([pay.code, pay.msg], [40, 'No such order'], `${who} pay`);
    }
    for (const path of ['/order/cancel', '/order/confirm']) {
      for (const number of ['SE1002', 'SE1003', 'SE1004']) assert.deepEqual([(await post(path, { number }, other)).msg], ['No such order'], `${path} ${number}`);
      assert.equal((await post(path, { number: 'SE1004' }, guest)).code, 50, `${path}: a guest has no orders to cancel or confirm`);
    }
    assert.equal((await post('/return/apply', { orderNumber: 'SE1002', applyType: 'refund_only', applyDescription: 'not mine' }, other)).msg, 'No such order');
    assert.deepEqual(await Promise.all(['SE1002', 'SE1003', 'SE1004'].map(orderRow)), before, 'unchanged');
    assert.equal((await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM payments WHERE order_id = (SELECT id FROM orders WHERE number = 'SE1004')`)!.n, 0, 'no payment attempt recorded');
    // The page carries the order only for its owner; anyone else gets the not-found page.
    assert.equal(await routeStatus('/user/order/SE1001', other), 404);
    assert.equal(await routeStatus('/user/order/SE1001', owner), 200);
    const page = await (await fetch(`${demo.url}/user/order/SE1001?request=route`, { headers: other })).json();
    assert.ok(!JSON.stringify(page).includes('Harbour Road'), "nothing of the owner's order in the answer");
  });
});

describe("another shopper's returns", () => {
  it('are not found by detail, cancel or logistics, not listed, not shown as a page, and stay as they were', async () => {
    const before = await demo.app.db.row`SELECT status, audit_status, logistics_number FROM returns WHERE number = 'RT1001'`;
    assert.deepEqual((await post('/return/list', {}, other)).data.list, []);
    for (const [path, body] of [
      ['/return/detail', { number: 'RT1001' }],
      ['/return/cancel', { number: 'RT1001' }],
      ['/return/logistics', { number: 'RT1001', logisticsCompany: 'SF', logisticsNumber: 'SF000111' }],
    ] as const) {
      const answer = await post(path, body, other);
      assert.deepEqual([answer.code, answer.msg], [40, 'No such return'], path);
      assert.equal((await post(path, body, guest)).code, 50, `${path}: guests have no returns`);
    }
    assert.deepEqual(await demo.app.db.row`SELECT status, audit_status, logistics_number FROM returns WHERE number = 'RT1001'`, before);
    assert.equal(await routeStatus('/user/return/RT1001', other), 404);
    assert.equal((await post('/return/detail', { number: 'RT1001' }, owner)).data.status, 'pending_approval');
  });
});

describe("another shopper's addresses", () => {
  it('are not listed, saved over, deleted, shipped to or ordered to', async () => {
    const mine = (await post('/address/list', {}, owner)).data as { id: number; address: string }[];
    assert.equal(mine.length, 2);
    const target = mine[0]!.id;
    const before = await demo.app.db.row`SELECT * FROM addresses WHERE id = ${target}`;
    assert.deepEqual((await post('/address/list', {}, other)).data.map((a: { id: number }) => a.id), [otherAddress]);
    assert.deepEqual((await post('/address/list', {}, guest)).data, []);
    const edit = { id: target, firstName: 'X', lastName: 'Y', country: 'HK', city: 'Hong Kong', address: 'Taken over', countryCode: '+852', phone: '55551111', isDefault: true };
    for (const headers of [other, guest]) {
      const saved = await post('/address/save', edit, headers);
      assert.deepEqual([saved.code, saved.msg, saved.data], [40, 'No such address', { field: 'id' }]);
      assert.deepEqual([(await post('/checkout/shipping', { addressId: target }, headers)).msg], ['No such address']);
      assert.equal((await post('/checkout/summary', { addressId: target, shippingMethod: 'standard' }, headers)).data.address, null);
    }
    assert.deepEqual([(await post('/address/delete', { id: target }, other)).msg], ['No such address']);
    assert.equal((await post('/address/delete', { id: target }, guest)).code, 50);
    await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, other);
    const placed = await post('/checkout/place', { addressId: target, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...other, 'idempotency-key': 'isolation-place-1' });
    assert.deepEqual([placed.code, placed.msg], [40, 'No such address']);
    assert.deepEqual(await demo.app.db.row`SELECT * FROM addresses WHERE id = ${target}`, before, 'unchanged');
    // Making one's own address the default leaves the other shopper's default alone.
    await post('/address/save', { ...edit, id: otherAddress, address: '2 Queen Road' }, other);
    assert.equal((await demo.app.db.row<{ is_default: number }>`SELECT is_default FROM addresses WHERE id = ${target}`)!.is_default, 1);
  });
});

describe("another shopper's sessions", () => {
  it('are not listed and cannot be revoked', async () => {
    const mine = (await post('/user/sessions', {}, owner)).data as { id: string; current: boolean }[];
    assert.ok(mine.length >= 2, 'the seeded second device and this one');
    const theirs = (await post('/user/sessions', {}, other)).data as { id: string }[];
    assert.ok(theirs.every((s) => !mine.some((m) => m.id === s.id)));
    for (const s of mine) {
      const answer = await post('/user/sessions/revoke', { id: s.id }, other);
      assert.deepEqual([answer.code, answer.msg, answer.data], [40, 'No such session', { field: 'id' }]);
      assert.equal((await post('/user/sessions/revoke', { id: s.id }, guest)).code, 50);
    }
    assert.equal((await post('/user/info', {}, owner)).code, 0, "the owner's session still works");
    assert.deepEqual((await post('/user/sessions', {}, owner)).data, mine);
    assert.equal((await post('/user/log', {}, other)).data.some((e: { action: string }) => e.action.includes('SE100')), false, "the owner's log is not theirs");
  });
});

describe("another shopper's inquiries", () => {
  it('are not listed or read by another customer or a guest', async () => {
    const created = await post('/inquiry/create', { name: 'Demo', email: 'demo@example.com', content: 'Do you ship to Macau?' }, owner);
    assert.equal(created.code, 0);
    const { number } = created.data;
    assert.deepEqual((await post('/inquiry/list', {}, owner)).data.list.map((i: { number: string }) => i.number), [number]);
    assert.deepEqual((await post('/inquiry/list', {}, other)).data.list, []);
    const answer = await post('/inquiry/detail', { number }, other);
    assert.deepEqual([answer.code, answer.msg, answer.data], [40, 'No such inquiry', { field: 'number' }]);
    assert.equal((await post('/inquiry/detail', { number }, guest)).code, 50);
    assert.equal((await post('/inquiry/detail', { number }, owner)).data.content, 'Do you ship to Macau?');
    // A guest's request (no account) is nobody's to read back, not even a customer's with its number.
    const anonymous = (await post('/inquiry/create', { name: 'Guest', email: 'guest@example.com', content: 'Hello' }, guest)).data.number;
    assert.equal((await post('/inquiry/detail', { number: anonymous }, other)).msg, 'No such inquiry');
  });
});
