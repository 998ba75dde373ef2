import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { databaseFile, openDatabase } from '../../demo/db/database.ts';
import { migrations } from '../../demo/db/migrations.ts';
import { demoForFile, sqliteOnly } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

const { demo, post } = demoForFile();

const address = { firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' };
const TEST_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** A fresh guest: the x-visitor-id header the runtime sends, and nothing else. */
const newGuest = () => ({ 'x-visitor-id': crypto.randomUUID() });
const stockOf = async (sku: string) => (await demo.app.db.row<{ stock: number }>`SELECT stock FROM skus WHERE code = ${sku}`)!.stock;
const ordersOf = async (visitor: string) => (await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM orders WHERE visitor_id = ${visitor}`)!.n;

async function guestWithAddress(sku: string, quantity = 1) {
  const guest = newGuest();
  assert.equal((await post('/cart/add', { sku, quantity }, guest)).code, 0);
  const addressId = (await post('/address/save', address, guest)).data.id as number;
  const place = (key: string, body: Record<string, unknown> = {}) =>
    post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'mei@example.com', ...body }, { ...guest, 'idempotency-key': key });
  return { guest, addressId, place };
}

describe('guest checkout (x-visitor-id, no token)', () => {
  it('goes from the cart to a paid order: address, shipping, payment methods, coupon, summary, place, pay, detail', async () => {
    const guest = newGuest();
    const added = (await post('/cart/add', { sku: 'classic-mug-red', quantity: 2 }, guest)).data;
    const subtotal = added.subtotal as number;
    assert.ok(subtotal > 0);

    const saved = await post('/address/save', { ...address, isDefault: true }, guest);
    assert.equal(saved.code, 0);
    assert.equal(saved.data.city, 'Hong Kong');
    const addressId = saved.data.id as number;
    assert.deepEqual((await post('/address/list', {}, guest)).data.map((a: { id: number }) => a.id), [addressId]);
    const row = await demo.app.db.row`SELECT user_id, visitor_id FROM addresses WHERE id = ${addressId}`;
    assert.deepEqual(row, { user_id: null, visitor_id: guest['x-visitor-id'] }, 'kept under the visitor id, not on an account');
    const bad = await post('/address/save', { ...address, lastName: ' ' }, guest);
    assert.deepEqual([bad.code, bad.msg, bad.data.field], [40, 'Last name is required', 'lastName']);

    const shipping = (await post('/checkout/shipping', { addressId }, guest)).data as { code: string; fee: number }[];
    assert.deepEqual(shipping.map((m) => m.code), ['standard', 'express', 'pickup']);
    assert.deepEqual(((await post('/checkout/payment', {}, guest)).data as { code: string }[]).map((m) => m.code), ['test-card', 'cod']);

    const withCoupon = (await post('/checkout/coupon/apply', { code: 'welcome10' }, guest)).data;
    assert.equal(withCoupon.discount, Math.floor(subtotal / 10));
    assert.equal((await post('/checkout/coupon/remove', {}, guest)).data.discount, 0);
    await post('/checkout/coupon/apply', { code: 'WELCOME10' }, guest);
    const summary = (await post('/checkout/summary', { addressId, shippingMethod: 'standard' }, guest)).data;
    const fee = shipping.find((m) => m.code === 'standard')!.fee;
    assert.deepEqual([summary.subtotal, summary.discount, summary.shippingFee, summary.total], [subtotal, Math.floor(subtotal / 10), fee, subtotal - Math.floor(subtotal / 10) + fee]);
    assert.equal(summary.address.id, addressId);

    const placed = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: ' mei@example.com ' }, { ...guest, 'idempotency-key': 'guest-flow-0001' });
    assert.equal(placed.code, 0, placed.msg);
    const order = placed.data;
    assert.deepEqual([order.status, order.payStatus, order.paymentAmount, order.couponCode, order.email], ['in_progress', 'unpaid', summary.total, 'WELCOME10', 'mei@example.com']);
    assert.deepEqual(order.products.map((p: { sku: string; quantity: number }) => [p.sku, p.quantity]), [['classic-mug-red', 2]]);
    assert.equal((await post('/cart/count', {}, guest)).data.count, 0, 'the lines left the cart');
    assert.equal((await post('/checkout/summary', {}, guest)).data.coupon, null, 'the coupon was used');
    const receipt = (await demo.app.db.row<{ subject: string }>`SELECT subject FROM outbox WHERE recipient = ${'mei@example.com'} ORDER BY id DESC LIMIT 1`)!;
    assert.equal(receipt.subject, `Your order ${order.number}`);

    const declined = await post('/order/pay', { number: order.number, card: DECLINED_CARD, expiry: '12/34', cvc: '123' }, guest);
    assert.deepEqual([declined.code, declined.msg], [41, 'The payment was declined']);
    assert.equal((await post('/order/detail', { number: order.number }, guest)).data.payStatus, 'unpaid', 'a declined card leaves it unpaid');

    const paid = await post('/order/pay', { number: order.number, card: TEST_CARD, expiry: '12/34', cvc: '123' }, guest);
    assert.equal(paid.code, 0, paid.msg);
    assert.equal(paid.data.payment, 'succeeded');
    const detail = (await post('/order/detail', { number: order.number }, guest)).data;
    assert.deepEqual([detail.number, detail.status, detail.payStatus, detail.shipments.length], [order.number, 'in_progress', 'paid', 1]);
    assert.equal(detail.user, null, "a guest's order has no account; its contact is its e-mail");
    assert.equal((await post('/order/pay', { number: order.number, card: TEST_CARD, expiry: '12/34', cvc: '123' }, guest)).code, 40, 'paid once');
  });

  it('needs a contact e-mail for a guest order (40 email), and none from a customer', async () => {
    const { place, guest } = await guestWithAddress('classic-cap-red-m');
    const missing = await place('guest-email-01', { email: undefined });
    assert.deepEqual([missing.code, missing.msg, missing.data.field], [40, 'email is required', 'email']);
    const empty = await place('guest-email-02', { email: '  ' });
    assert.deepEqual([empty.code, empty.msg, empty.data.field], [40, 'email is required', 'email']);
    const malformed = await place('guest-email-03', { email: 'mei@example' });
    assert.deepEqual([malformed.code, malformed.msg, malformed.data.field], [40, 'Please enter a valid e-mail address', 'email']);
    const zh = await post('/checkout/place?lang=zh', { addressId: 1, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'nope' }, { ...guest, 'idempotency-key': 'guest-email-04' });
    assert.equal(zh.data.field, 'email');
    assert.notEqual(zh.msg, malformed.msg, 'worded in the request language');
    assert.equal(await ordersOf(guest['x-visitor-id']), 0, 'nothing written on a refusal');
    assert.equal((await post('/cart/count', {}, guest)).data.count, 1);

    // A customer's order takes no e-mail (the account has one) and carries none.
    const token = (await post('/auth/signup', signUpBody('guest-suite-customer@example.com', 'customer-password'))).data.token as string;
    const auth = { 'x-auth': token };
    await post('/cart/add', { sku: 'classic-cap-red-m' }, auth);
    const addressId = (await post('/address/save', address, auth)).data.id;
    const order = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...auth, 'idempotency-key': 'customer-no-email' });
    assert.equal(order.code, 0, order.msg);
    assert.equal('email' in order.data, false);
  });

  it("keeps a guest's order, addresses and answers to that visitor: another visitor gets 40 'No such order'", async () => {
    const { place, guest, addressId } = await guestWithAddress('nordic-mug-blue');
    const number = (await place('guest-owner-01')).data.number as string;
    const other = newGuest();
    for (const path of ['/order/detail']) {
      const answer = await post(path, { number }, other);
      assert.deepEqual([answer.code, answer.msg, answer.data.field], [40, 'No such order', 'number'], path);
    }
    const pay = await post('/order/pay', { number, card: TEST_CARD, expiry: '12/34', cvc: '123' }, other);
    assert.deepEqual([pay.code, pay.msg], [40, 'No such order']);
    assert.equal((await post('/order/detail', { number }, guest)).data.payStatus, 'unpaid', "the other visitor's attempt paid nothing");
    // A signed-in customer cannot read it either.
    const token = (await post('/auth/signup', signUpBody('guest-suite-snoop@example.com', 'snoop-password'))).data.token as string;
    assert.equal((await post('/order/detail', { number }, { 'x-auth': token })).msg, 'No such order');
    // Nor use the guest's address.
    assert.deepEqual((await post('/address/list', {}, other)).data, []);
    assert.equal((await post('/checkout/shipping', { addressId }, other)).data.field, 'addressId');
    assert.equal((await post('/address/save', { ...address, id: addressId, city: 'Kowloon' }, other)).data.field, 'id');
    await post('/cart/add', { sku: 'nordic-mug-blue' }, other);
    const stolen = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'x@example.com' }, { ...other, 'idempotency-key': 'guest-owner-02' });
    assert.deepEqual([stolen.code, stolen.msg], [40, 'No such address']);
    assert.equal((await post('/checkout/summary', { addressId, shippingMethod: 'standard' }, other)).data.address, null);
  });

  it('answers 50 without a token or a visitor id, and for a stale token even with a visitor id', async () => {
    const guest = newGuest();
    for (const path of ['/address/list', '/address/save', '/checkout/shipping', '/checkout/coupon/apply', '/checkout/coupon/remove', '/checkout/summary', '/checkout/place', '/order/detail', '/order/pay']) {
      assert.equal((await post(path, {})).code, 50, path);
      assert.equal((await post(path, {}, { ...guest, 'x-auth': 'revoked-or-unknown' })).code, 50, `${path} with a stale token`);
    }
    assert.equal((await post('/checkout/summary', {}, { 'x-visitor-id': 'short' })).code, 50, 'a malformed visitor id is no visitor id');
    for (const id of ['aaaaaaaa', 'guest-visitor-0001', crypto.randomUUID().toUpperCase(), `${crypto.randomUUID()}x`]) {
      assert.equal((await post('/checkout/summary', {}, { 'x-visitor-id': id })).code, 50, `${id}: only the runtime's UUID form is a visitor id`);
      assert.equal((await post('/cart/add', { sku: 'classic-mug-red', quantity: 1 }, { 'x-visitor-id': id })).data.field, 'x-visitor-id');
    }
    // Still for customers only.
    for (const path of ['/address/delete', '/order/list', '/order/cancel', '/order/confirm']) assert.equal((await post(path, {}, guest)).code, 50, path);
  });

  it("does not leak a guest's coupon or addresses: not to other visitors, and not past sign-in", async () => {
    const guest = newGuest();
    await post('/cart/add', { sku: 'harbour-cap-red-l', quantity: 2 }, guest);
    await post('/address/save', address, guest);
    assert.equal((await post('/checkout/coupon/apply', { code: 'WELCOME10' }, guest)).data.coupon.code, 'WELCOME10');
    const other = newGuest();
    await post('/cart/add', { sku: 'harbour-cap-red-l' }, other);
    assert.equal((await post('/checkout/summary', {}, other)).data.coupon, null, 'another visitor has no coupon');

    // Signing in on this browser: lines and coupon move to the account, the visitor id keeps nothing.
    await post('/auth/signup', signUpBody('guest-suite-merge@example.com', 'merge-password'));
    const token = (await post('/auth/signin', { account: 'guest-suite-merge@example.com', password: 'merge-password' }, guest)).data.token as string;
    const account = (await post('/checkout/summary', {}, { ...guest, 'x-auth': token })).data;
    assert.deepEqual([account.coupon?.code, account.lines.length], ['WELCOME10', 1]);
    assert.deepEqual((await post('/address/list', {}, { ...guest, 'x-auth': token })).data, [], 'guest addresses are not saved to the account');
    // Whoever is next on this browser as a guest (same visitor id) starts clean.
    const after = (await post('/checkout/summary', {}, guest)).data;
    assert.deepEqual([after.coupon, after.lines.length], [null, 0]);
    assert.deepEqual((await post('/address/list', {}, guest)).data, []);
  });

  it('keeps the account coupon when the account already had one', async () => {
    await post('/auth/signup', signUpBody('guest-suite-keep@example.com', 'keep-password'));
    const first = (await post('/auth/signin', { account: 'guest-suite-keep@example.com', password: 'keep-password' })).data.token as string;
    await post('/cart/add', { sku: 'classic-mug-red', quantity: 3 }, { 'x-auth': first });
    await post('/checkout/coupon/apply', { code: 'SAVE5' }, { 'x-auth': first });
    const guest = newGuest();
    await post('/cart/add', { sku: 'classic-mug-red' }, guest);
    await post('/checkout/coupon/apply', { code: 'WELCOME10' }, guest);
    const token = (await post('/auth/signin', { account: 'guest-suite-keep@example.com', password: 'keep-password' }, guest)).data.token as string;
    assert.equal((await post('/checkout/summary', {}, { 'x-auth': token })).data.coupon.code, 'SAVE5');
    assert.equal((await post('/checkout/summary', {}, guest)).data.coupon, null);
  });
});

describe('guest Idempotency-Key', () => {
  it('makes one order from ten concurrent identical requests, all answered alike', async () => {
    const sku = 'classic-lamp-blue';
    const before = await stockOf(sku);
    const { place, guest } = await guestWithAddress(sku, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place('guest-concurrent-key-1')));
    assert.ok(answers.every((a) => a.code === 0), answers.map((a) => a.msg).join(', '));
    for (const answer of answers.slice(1)) assert.deepEqual(answer, answers[0]);
    assert.equal(await ordersOf(guest['x-visitor-id']), 1);
    assert.equal(await stockOf(sku), before - 2, 'stock taken once');
    // A later repeat gets the same stored answer too.
    assert.deepEqual(await place('guest-concurrent-key-1'), answers[0]);

    // A new key after the cart emptied is a new request, refused.
    const second = await place('guest-concurrent-key-2');
    assert.deepEqual([second.code, second.msg, second.data.field], [40, 'The cart is empty', 'cart']);
    assert.equal(await ordersOf(guest['x-visitor-id']), 1);
  });

  it('keeps keys per visitor: the same key from another visitor is their own request', async () => {
    const a = await guestWithAddress('nordic-mug-blue');
    const b = await guestWithAddress('nordic-mug-blue');
    const first = (await a.place('shared-key-0001')).data;
    const second = (await b.place('shared-key-0001')).data;
    assert.notEqual(first.number, second.number);
    assert.equal((await post('/order/detail', { number: second.number }, b.guest)).data.number, second.number);
    // and a refused answer is not stored: fixing the request with the same key places the order.
    const c = await guestWithAddress('nordic-mug-blue');
    assert.equal((await c.place('retry-key-0001', { email: 'bad' })).data.field, 'email');
    assert.equal((await c.place('retry-key-0001')).code, 0);
  });
});

describe('migration 5 (guest checkout)', sqliteOnly, () => {
  it("brings a shop's existing orders, addresses and idempotency keys forward, references intact", () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-migrate-'));
    try {
      // A data directory from before guest checkout, with one customer's order and its dependants.
      const old = new Database(databaseFile(dir));
      old.pragma('foreign_keys = ON');
      for (const sql of migrations.slice(0, 4)) old.exec(sql);
      old.pragma('user_version = 4');
      old.exec(`
        INSERT INTO settings (key, value) VALUES ('seeded', '1');
        INSERT INTO categories (id, slug, name, description) VALUES (1, 'c', '{"en":"C"}', '{"en":""}');
        INSERT INTO products (id, slug, category_id, name, description, price, image, created_at) VALUES (1, 'p', 1, '{"en":"P"}', '{"en":""}', 100, '/p.png', '2024-01-01');
        INSERT INTO skus (id, product_id, code, options, price, stock, image) VALUES (1, 1, 'p-1', '{}', 100, 5, '/p.png');
        INSERT INTO users (id, email, created_at) VALUES (7, 'old@example.com', '2024-01-01');
        INSERT INTO addresses (id, user_id, first_name, last_name, country, city, address, country_code, phone) VALUES (3, 7, 'O', 'Ld', 'HK', 'HK', '1 Road', '+852', '5555 0000');
        INSERT INTO orders (id, number, user_id, status, pay_status, address, shipping_method, payment_method, subtotal, discount, shipping_fee, total, shipped, created_at)
          VALUES (9, 'SEOLD1', 7, 'in_progress', 'paid', '{}', 'standard', 'test-card', 100, 0, 600, 700, 1, '2024-01-02');
        INSERT INTO order_items (order_id, sku_id, product_slug, name, sku_code, price, quantity) VALUES (9, 1, 'p', 'P', 'p-1', 100, 1);
        INSERT INTO shipments (order_id, express_name, express_number) VALUES (9, 'Demo Express', 'DX1');
        INSERT INTO payments (order_id, status, card_last4, created_at) VALUES (9, 'succeeded', '4242', '2024-01-02');
        INSERT INTO returns (number, order_id, user_id, apply_type, apply_description, refund_amount, status, audit_status, created_at)
          VALUES ('RT1', 9, 7, 'refund_only', 'x', 700, 'pending_approval', 'pending_approval', '2024-01-03');
        INSERT INTO idempotency (user_id, key, response, created_at) VALUES (7, 'old-key-0001', '{"code":0}', '2024-01-02');
      `);
      old.close();

      const db = openDatabase(dir);
      try {
        assert.equal(db.pragma('user_version', { simple: true }), migrations.length);
        assert.equal(db.pragma('foreign_keys', { simple: true }), 1, 'foreign keys are back on');
        assert.deepEqual(db.pragma('foreign_key_check'), []);
        assert.deepEqual(db.prepare('SELECT id, number, user_id, visitor_id, email, total FROM orders').all(), [{ id: 9, number: 'SEOLD1', user_id: 7, visitor_id: null, email: null, total: 700 }]);
        assert.deepEqual(db.prepare('SELECT id, user_id, visitor_id, city FROM addresses').all(), [{ id: 3, user_id: 7, visitor_id: null, city: 'HK' }]);
        assert.deepEqual(db.prepare('SELECT owner, key FROM idempotency').all(), [{ owner: 'u:7', key: 'old-key-0001' }]);
        assert.equal((db.prepare('SELECT count(*) AS n FROM order_items JOIN orders ON orders.id = order_items.order_id').get() as { n: number }).n, 1);
        assert.equal((db.prepare('SELECT count(*) AS n FROM returns JOIN orders ON orders.id = returns.order_id').get() as { n: number }).n, 1);
        // References to orders are enforced again, and an order has exactly one owner.
        assert.throws(() => db.prepare("INSERT INTO payments (order_id, status, card_last4, created_at) VALUES (999, 'succeeded', '4242', 'x')").run(), /FOREIGN KEY/);
        assert.throws(() => db.prepare("INSERT INTO orders (number, user_id, visitor_id, email, status, pay_status, address, shipping_method, payment_method, subtotal, discount, shipping_fee, total, created_at) VALUES ('SEX', 7, 'visitor-0001', 'a@b.co', 'in_progress', 'unpaid', '{}', 's', 'p', 0, 0, 0, 0, 'x')").run(), /CHECK/);
        assert.throws(() => db.prepare("INSERT INTO orders (number, visitor_id, status, pay_status, address, shipping_method, payment_method, subtotal, discount, shipping_fee, total, created_at) VALUES ('SEY', 'visitor-0001', 'in_progress', 'unpaid', '{}', 's', 'p', 0, 0, 0, 0, 'x')").run(), /CHECK/, 'a guest order needs an e-mail');
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
