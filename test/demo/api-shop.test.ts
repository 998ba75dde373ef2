import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { signUpBody, verifiedBuyer } from './accounts.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
let auth: Record<string, string>;
let addressId: number;
let accounts = 0;

const address = { firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' };

/** A fresh account with one address, so tests do not share carts or orders. */
async function newCustomer() {
  const account = `shopper${++accounts}@example.com`;
  const token = (await post('/auth/signup', signUpBody(account, 'shopper-password'))).data.token as string;
  auth = { 'x-auth': token };
  addressId = (await post('/address/save', address, auth)).data.id;
}

before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

const stockOf = async (sku: string) => (await demo.app.db.row<{ stock: number }>`SELECT stock FROM skus WHERE code = ${sku}`)!.stock;
const place = (key: string, body: Record<string, unknown> = {}) => post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', ...body }, { ...auth, 'idempotency-key': key });

describe('catalogue and search', () => {
  it('filters, sorts and pages products', async () => {
    const kitchen = (await post('/product/list', { category: 'home', sort: 'price-asc', pageSize: 5 })).data;
    assert.equal(kitchen.total, 16);
    assert.equal(kitchen.list.length, 5);
    assert.ok(kitchen.list.every((p: { price: number }, i: number, all: { price: number }[]) => i === 0 || all[i - 1]!.price <= p.price));
    const cheap = (await post('/search', { q: 'mug', maxPrice: 1300 })).data;
    assert.ok(cheap.list.every((p: { price: number }) => p.price <= 1300));
    assert.equal((await post('/product/list', { tag: 'eco', page: 2, pageSize: 20 })).data.list.length, 4);
    assert.equal((await post('/search', { q: '茶壺' }, { 'accept-language': 'zh-HK' })).data.list[0].name.includes('茶壺'), true);
    const bad = await post('/product/list', { sort: 'random' });
    assert.deepEqual([bad.code, bad.data.field], [40, 'sort']);
  });

  it('ranks a search by relevance on request: names matching by a word first, then names holding the query, then descriptions', async () => {
    const names = async (body: Record<string, unknown>) => ((await post('/search', { pageSize: 60, ...body })).data.list as { name: string }[]).map((p) => p.name);
    // "shirt": four Shirts (a word of the name), then four T-shirts (inside a word), best selling first.
    const ranked = await names({ q: 'shirt', sort: 'relevance' });
    assert.equal(ranked.length, 8);
    assert.ok(ranked.slice(0, 4).every((n) => / Shirt$/.test(n)), ranked.join());
    assert.ok(ranked.slice(4).every((n) => /T-shirt$/.test(n)), ranked.join());
    // Newest first (the default) interleaves them: relevance is a different order.
    assert.notDeepEqual(await names({ q: 'shirt' }), ranked);
    // A product naming the query in its description only comes after every name, though it is the newest.
    const category = (await demo.app.db.row<{ category_id: number }>`SELECT category_id FROM products WHERE slug = 'linen-shirt'`)!.category_id;
    await demo.app.db.run`INSERT INTO products (slug, category_id, name, description, price, line_price, image, sales, created_at)
      VALUES ('rain-poncho', ${category}, ${JSON.stringify({ en: 'Rain poncho' })}, ${JSON.stringify({ en: 'Wear it over a shirt.' })}, 3000, NULL, '', 999, ${new Date().toISOString()})`;
    const withPoncho = await names({ q: 'shirt', sort: 'relevance' });
    assert.deepEqual(withPoncho, [...ranked, 'Rain poncho']);
    assert.equal((await names({ q: 'shirt' }))[0], 'Rain poncho', 'newest first puts it first');
    // Without a query relevance is newest, and the other sorts still work.
    assert.deepEqual(await names({ category: 'home', sort: 'relevance' }), await names({ category: 'home', sort: 'newest' }));
    for (const sort of ['newest', 'price-asc', 'price-desc', 'bestselling', 'name']) assert.equal((await post('/search', { q: 'shirt', sort })).code, 0, sort);
  });

  it('lowers prices by running promotions everywhere a price is read, and not by ended ones', async () => {
    // Summer sale: 15 % off the linen line; the undiscounted price becomes the line price.
    const shirt = (await post('/product/detail', { slug: 'linen-shirt' })).data;
    const base = (await demo.app.db.row<{ price: number }>`SELECT price FROM products WHERE slug = 'linen-shirt'`)!.price;
    assert.equal(shirt.price, Math.round(base * 0.85));
    assert.equal(shirt.linePrice, base);
    assert.equal(shirt.skus[0].price, Math.round(base * 0.85));
    const page = await (await fetch(`${demo.url}/product/linen-shirt`)).text();
    assert.ok(page.includes(`price="${Math.round(base * 0.85) / 100}"`));
    // Spring clearance (desk essentials) has ended: the lamp keeps its price.
    const lamp = (await post('/product/detail', { slug: 'classic-lamp' })).data;
    assert.equal(lamp.price, (await demo.app.db.row<{ price: number }>`SELECT price FROM products WHERE slug = 'classic-lamp'`)!.price);
  });

  it('answers product detail with options and SKUs, and 40 for an unknown slug', async () => {
    const { data } = await post('/product/detail', { slug: 'classic-shirt' });
    assert.equal(data.options.length, 2);
    assert.equal(data.skus.length, 9);
    assert.equal((await post('/product/detail', { slug: 'nope' })).code, 40);
    assert.ok((await post('/category/tree')).data[0].children.length > 0);
  });
});

describe('reviews and comments', () => {
  beforeEach(newCustomer);

  it('creates and lists reviews, refusing empty, oversized, out-of-range and anonymous ones', async () => {
    await verifiedBuyer(demo, auth as { 'x-auth': string }, `shopper${accounts}@example.com`, ['linen-mug']);
    assert.equal((await post('/review/create', { product: 'linen-mug', score: 5, body: 'Lovely mug' }, auth)).code, 0);
    const list = (await post('/review/list', { product: 'linen-mug' })).data;
    assert.equal(list.list[0].body, 'Lovely mug');
    assert.equal((await post('/review/create', { product: 'linen-mug', score: 5, body: '   ' }, auth)).data.field, 'body');
    assert.equal((await post('/review/create', { product: 'linen-mug', score: 5, body: 'x'.repeat(2001) }, auth)).data.field, 'body');
    assert.equal((await post('/review/create', { product: 'linen-mug', score: 6, body: 'ok' }, auth)).data.field, 'score');
    assert.equal((await post('/review/create', { product: 'linen-mug', score: 5, body: 'ok' })).code, 50);
  });

  it('creates and lists article comments', async () => {
    assert.equal((await post('/comment/create', { article: 'packing-light', body: 'Useful, thanks' }, auth)).code, 0);
    assert.ok((await post('/comment/list', { article: 'packing-light' })).data.list.some((c: { body: string }) => c.body === 'Useful, thanks'));
    assert.equal((await post('/comment/create', { article: 'nope', body: 'x' }, auth)).code, 40);
  });
});

describe('the cart', () => {
  beforeEach(newCustomer);

  it('charges the promoted price in the cart and the order', async () => {
    const added = (await post('/cart/add', { sku: 'linen-mug-red', quantity: 2 }, auth)).data;
    const base = (await demo.app.db.row<{ price: number }>`SELECT price FROM skus WHERE code = 'linen-mug-red'`)!.price;
    // Linen mug: summer sale 15 % and tea week 10 %; the bigger one applies.
    assert.equal(added.lines[0].price, Math.round(base * 0.85));
    const order = (await place('promo-key-0001')).data;
    assert.equal(order.price, 2 * Math.round(base * 0.85));
  });

  it('adds, updates, selects and removes lines, refusing more than the stock', async () => {
    const added = await post('/cart/add', { sku: 'classic-tote-red', quantity: 2 }, auth);
    assert.equal(added.data.count, 2);
    assert.equal(added.data.subtotal, 4900);
    const tooMany = await post('/cart/update', { sku: 'classic-tote-red', quantity: (await stockOf('classic-tote-red')) + 1 }, auth);
    assert.deepEqual([tooMany.code, tooMany.data.field], [40, 'quantity']);
    const soldOut = await post('/cart/add', { sku: 'classic-tote-green' }, auth);
    assert.equal(soldOut.code, 40, 'the last colour is sold out');
    assert.equal((await post('/cart/update', { sku: 'classic-tote-red', quantity: 1 }, auth)).data.count, 1);
    assert.equal((await post('/cart/select', { skus: ['classic-tote-red'], selected: false }, auth)).data.subtotal, 0);
    assert.equal((await post('/cart/remove', { skus: ['classic-tote-red'] }, auth)).data.lines.length, 0);
    assert.equal((await post('/cart/add', { sku: 'no-such-sku' }, auth)).data.field, 'sku');
    assert.equal((await post('/cart/add', { sku: 'classic-tote-red', quantity: 0 }, auth)).data.field, 'quantity');
  });

  it("adds to a line within the stock and the line's maximum of 99, saying which one an add would pass", async () => {
    const guest = { 'x-visitor-id': crypto.randomUUID() };
    await demo.app.db.run`UPDATE skus SET stock = 5 WHERE code = 'classic-cap-red-m'`;
    assert.equal((await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 3 }, guest)).data.count, 3);
    const over = await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 3 }, guest);
    assert.deepEqual([over.code, over.msg, over.data], [40, 'Not enough stock: 5 left', { field: 'quantity', stock: 5 }]);
    assert.equal((await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 2 }, guest)).data.lines[0].quantity, 5, 'up to the stock exactly');
    await demo.app.db.run`UPDATE skus SET stock = 500 WHERE code = 'classic-cap-red-m'`;
    assert.equal((await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 94 }, guest)).data.lines[0].quantity, 99);
    const capped = await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 1 }, guest);
    assert.deepEqual([capped.code, capped.msg, capped.data], [40, 'Please enter quantity: at most 99', { field: 'quantity' }]);
    assert.equal((await post('/cart/list', {}, guest)).data.lines[0].quantity, 99, 'a refused add changes nothing');
  });

  it('lets only one of two adds at once take the last of the stock', async () => {
    const guest = { 'x-visitor-id': crypto.randomUUID() };
    await demo.app.db.run`UPDATE skus SET stock = 3 WHERE code = 'classic-cap-blue-m'`;
    const answers = await Promise.all([post('/cart/add', { sku: 'classic-cap-blue-m', quantity: 2 }, guest), post('/cart/add', { sku: 'classic-cap-blue-m', quantity: 2 }, guest)]);
    assert.deepEqual(answers.map((a) => a.code).sort(), [0, 40]);
    assert.equal((await post('/cart/list', {}, guest)).data.lines[0].quantity, 2);
  });

  it('keeps a guest cart by visitor id and merges it on sign-in', async () => {
    const guest = { 'x-visitor-id': crypto.randomUUID() };
    assert.equal((await post('/cart/add', { sku: 'nordic-bowl-red', quantity: 1 })).data.field, 'x-visitor-id');
    await post('/cart/add', { sku: 'nordic-bowl-red', quantity: 2 }, guest);
    assert.equal((await post('/cart/count', {}, guest)).data.count, 2);
    await post('/auth/signup', signUpBody('merger@example.com', 'merge-password'));
    const token = (await post('/auth/signin', { account: 'merger@example.com', password: 'merge-password' }, guest)).data.token;
    assert.equal((await post('/cart/count', {}, { 'x-auth': token })).data.count, 2);
    assert.equal((await post('/cart/count', {}, guest)).data.count, 0);
  });
});

describe('checkout', () => {
  beforeEach(newCustomer);

  it('offers shipping for the address country and the enabled payment methods', async () => {
    const hk = (await post('/checkout/shipping', { addressId }, auth)).data as { code: string; fee: number }[];
    assert.deepEqual(hk.map((m) => [m.code, m.fee]), [['standard', 600], ['express', 1200], ['pickup', 0]]);
    const de = (await post('/address/save', { ...address, country: 'DE' }, auth)).data.id;
    assert.deepEqual(((await post('/checkout/shipping', { addressId: de }, auth)).data as { code: string }[]).map((m) => m.code), ['standard', 'express']);
    assert.deepEqual(((await post('/checkout/payment', {}, auth)).data as { code: string }[]).map((m) => m.code), ['test-card', 'cod']);
    const missing = await post('/address/save', { ...address, firstName: '' }, auth);
    assert.deepEqual([missing.msg, missing.data.field], ['First name is required', 'firstName']);
  });

  it('applies coupons by their rules and computes totals on the server', async () => {
    await post('/cart/add', { sku: 'classic-shirt-red-m', quantity: 1 }, auth);
    const expired = await post('/checkout/coupon/apply', { code: 'OLD15' }, auth);
    assert.deepEqual([expired.code, expired.msg], [40, 'This coupon has expired']);
    assert.match((await post('/checkout/coupon/apply', { code: 'BIG20' }, auth)).msg, /minimum spend/);
    assert.equal((await post('/checkout/coupon/apply', { code: 'nope' }, auth)).code, 40);
    const applied = (await post('/checkout/coupon/apply', { code: 'welcome10' }, auth)).data;
    assert.equal(applied.discount, 490);
    const summary = (await post('/checkout/summary', { addressId, shippingMethod: 'express' }, auth)).data;
    assert.deepEqual([summary.subtotal, summary.discount, summary.shippingFee, summary.total], [4900, 490, 1200, 5610]);
    assert.equal((await post('/checkout/coupon/remove', {}, auth)).data.discount, 0);
    assert.equal((await post('/checkout/coupon/apply', { code: 'SAVE5' }, auth)).data.discount, 500);
  });

  it('places an order once per Idempotency-Key, takes the stock and empties the cart', async () => {
    const before = await stockOf('classic-scarf-red');
    await post('/cart/add', { sku: 'classic-scarf-red', quantity: 2 }, auth);
    assert.equal((await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, auth)).data.field, 'Idempotency-Key');
    const first = await place('order-key-0001');
    assert.equal(first.code, 0);
    assert.equal(first.data.status, 'in_progress');
    assert.equal(first.data.payStatus, 'unpaid');
    assert.equal(first.data.paymentAmount, 7000 + 600);
    const again = await place('order-key-0001');
    assert.deepEqual(again.data, first.data);
    assert.equal(await stockOf('classic-scarf-red'), before - 2);
    assert.equal((await post('/cart/count', {}, auth)).data.count, 0);
    assert.equal((await post('/order/list', {}, auth)).data.total, 1);
    assert.equal((await place('order-key-0002')).msg, 'The cart is empty');
  });

  it('makes one order from two concurrent requests with one key', async () => {
    await post('/cart/add', { sku: 'harbour-pen-red', quantity: 1 }, auth);
    const [a, b] = await Promise.all([place('concurrent-key-1'), place('concurrent-key-1')]);
    assert.equal(a.code, 0);
    assert.deepEqual(b.data, a.data);
    assert.equal((await post('/order/list', {}, auth)).data.total, 1);
  });

  it('refuses a wrong address, shipping method, payment method or a stock that ran out, writing nothing', async () => {
    await post('/cart/add', { sku: 'nordic-lamp-red', quantity: 1 }, auth);
    assert.equal((await place('bad-address-1', { addressId: 999999 })).data.field, 'addressId');
    assert.equal((await place('bad-ship-0001', { shippingMethod: 'teleport' })).msg, 'Shipping method is not available');
    assert.equal((await place('bad-pay-00001', { paymentMethod: 'bank-transfer' })).msg, 'No payment method available');
    await demo.app.db.run`UPDATE skus SET stock = 0 WHERE code = 'nordic-lamp-red'`;
    const out = await place('no-stock-0001');
    assert.equal(out.data.field, 'cart');
    assert.equal((await post('/order/list', {}, auth)).data.total, 0);
    assert.equal((await post('/cart/count', {}, auth)).data.count, 1, 'the cart is untouched');
  });
});

describe('orders and payments', () => {
  beforeEach(newCustomer);
  const newOrder = async (key: string) => {
    await post('/cart/add', { sku: 'linen-notebook-red', quantity: 1 }, auth);
    return (await place(key)).data.number as string;
  };

  it('pays with the test provider: declined (41), pending, then succeeded and shipped', async () => {
    const number = await newOrder('pay-key-00001');
    const declined = await post('/order/pay', { number, card: '4000000000000002', expiry: '12/34', cvc: '123' }, auth);
    assert.deepEqual([declined.code, declined.msg], [41, 'The payment was declined']);
    assert.equal((await post('/order/pay', { number, card: '4000000000009995', expiry: '12/34', cvc: '123' }, auth)).data.payment, 'pending');
    const paid = await post('/order/pay', { number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth);
    assert.equal(paid.data.order.payStatus, 'paid');
    assert.equal(paid.data.order.shipments.length, 1);
    assert.equal((await post('/order/pay', { number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth)).code, 40, 'paid once');
    assert.equal((await post('/order/pay', { number, card: '42', expiry: '12/34', cvc: '123' }, auth)).data.field, 'card');
  });

  it('refuses bad card input with code 40 at its field, in plain words, before any attempt', async () => {
    const number = await newOrder('pay-key-00002');
    const card = '4242 4242 4242 4242';
    const refused = async (body: Record<string, string>) => {
      const answer = await post('/order/pay', { number, card, expiry: '12/34', cvc: '123', ...body }, auth);
      return [answer.code, answer.data?.field, answer.msg];
    };
    assert.deepEqual(await refused({ card: '4242' }), [40, 'card', 'Enter the card number: 12 to 19 digits']);
    assert.deepEqual(await refused({ expiry: '' }), [40, 'expiry', 'Enter the expiry date as MM/YY']);
    assert.deepEqual(await refused({ expiry: '13/30' }), [40, 'expiry', 'Enter the expiry date as MM/YY']);
    assert.deepEqual(await refused({ expiry: '01/20' }), [40, 'expiry', 'This card has expired']);
    assert.deepEqual(await refused({ cvc: '12' }), [40, 'cvc', 'Enter the security code: the 3 or 4 digits on the back of the card']);
    assert.deepEqual(await refused({ method: 'cod' }), [40, 'method', 'please Select Payment method']);
    assert.equal((await post('/order/detail', { number }, auth)).data.payStatus, 'unpaid');
  });

  it('shows the card as the payment method once a cash-on-delivery order is paid by card', async () => {
    const number = (await (async () => {
      await post('/cart/add', { sku: 'linen-notebook-red', quantity: 1 }, auth);
      return place('pay-key-00003', { paymentMethod: 'cod' });
    })()).data.number as string;
    assert.equal((await post('/order/detail', { number }, auth)).data.paymentMethod, 'cod');
    const paid = await post('/order/pay', { number, card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', method: 'test-card' }, auth);
    assert.deepEqual([paid.data.order.payStatus, paid.data.order.paymentMethod, paid.data.order.paymentMethodName], ['paid', 'test-card', 'Card (test provider)']);
  });

  it('cancels an unpaid order and gives the stock back; a paid one goes to pending cancellation', async () => {
    const before = await stockOf('linen-notebook-red');
    const unpaid = await newOrder('cancel-key-001');
    assert.equal((await post('/order/cancel', { number: unpaid }, auth)).data.status, 'cancelled');
    assert.equal(await stockOf('linen-notebook-red'), before);
    assert.equal((await post('/order/cancel', { number: unpaid }, auth)).code, 40, 'not twice');
    assert.equal((await post('/order/confirm', { number: unpaid }, auth)).code, 40, 'not a cancelled order');
    const paid = await newOrder('cancel-key-002');
    await post('/order/pay', { number: paid, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth);
    assert.equal((await post('/order/cancel', { number: paid }, auth)).data.status, 'pending_cancellation');
  });

  it('confirms receipt of a paid, shipped order only', async () => {
    const number = await newOrder('confirm-key-01');
    assert.equal((await post('/order/confirm', { number }, auth)).code, 40, 'unpaid');
    await post('/order/pay', { number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth);
    assert.equal((await post('/order/confirm', { number }, auth)).data.status, 'completed');
    assert.equal((await post('/order/cancel', { number }, auth)).code, 40, 'completed orders stay completed');
    const info = (await post('/user/info', {}, auth)).data;
    assert.equal(info.orderCount, 1);
  });

  it("keeps each customer's orders their own", async () => {
    const number = await newOrder('owner-key-001');
    const mine = auth;
    await newCustomer();
    for (const path of ['/order/detail', '/order/cancel', '/order/confirm']) assert.equal((await post(path, { number }, auth)).msg, 'No such order', path);
    assert.equal((await post('/order/pay', { number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth)).code, 40);
    const detail = (await post('/order/detail', { number }, mine)).data;
    assert.equal(detail.number, number);
    // The spec's order `user`: who placed it, as the account reads now.
    assert.deepEqual(detail.user, { nickName: '', fullName: 'Test Shopper', email: `shopper${accounts - 1}@example.com` });
    assert.equal((await post('/order/list', {})).code, 50);
  });
});

describe('user-area pages with a token', () => {
  beforeEach(newCustomer);

  it("carry the account's data in the route JSON, and 404 for another customer's order", async () => {
    await post('/cart/add', { sku: 'linen-notebook-red', quantity: 1 }, auth);
    const number = (await place('route-key-0001')).data.number;
    const route = (path: string, headers: Record<string, string>) => fetch(`${demo.url}${path}?request=route`, { headers });
    const mine = (await (await route(`/zh/user/order/${number}`, auth)).json()) as { code: number; data: { data: { user: { email: string }; order: { number: string } } } };
    assert.equal(mine.code, 0);
    assert.equal(mine.data.data.order.number, number);
    assert.match(mine.data.data.user.email, /^shopper/);
    const mineAuth = auth;
    await newCustomer();
    assert.equal(((await (await route(`/user/order/${number}`, auth)).json()) as { data: { data: { status: number } } }).data.data.status, 404);
    assert.equal((await route(`/user/order/${number}`, {})).status, 200, 'no token: the frame, filled in by the element');
    assert.equal((await route('/user/center', mineAuth)).status, 200);
  });

  it('answers a GET under /api/web with an envelope, not a page', async () => {
    const response = await fetch(`${demo.url}/api/web/order/list`);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as { code: number }).code, 40);
  });
});
