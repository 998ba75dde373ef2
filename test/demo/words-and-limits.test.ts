// Issue 13 item 8 on the server: the cart and the checkout summary carry options in words in the
// request's language (as order lines do), a minimum spend names its amount for the client to
// write with its currency, the newsletter and quote request answer the e-mail rule's own
// message; and the checkout address's city and street lines have the shared maximum lengths.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { MAX_LENGTH } from '../../runtime/validation.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

const guest = () => ({ 'x-visitor-id': randomUUID() });
const address = { firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' };
const RED_CAP = [{ name: 'Color', value: 'Red' }, { name: 'Size', value: 'M' }];

describe('cart and checkout lines carry their options in words', () => {
  it("answers cart/list, every cart mutation and checkout/summary with [{name, value}] in the request's language", async () => {
    const headers = guest();
    const added = await post('/cart/add', { sku: 'classic-cap-red-m' }, headers);
    assert.equal(added.code, 0, added.msg);
    assert.deepEqual(added.data.lines[0].options, RED_CAP, 'cart/add');
    assert.deepEqual((await post('/cart/list', {}, headers)).data.lines[0].options, RED_CAP, 'cart/list');
    assert.deepEqual((await post('/cart/update', { sku: 'classic-cap-red-m', quantity: 2 }, headers)).data.lines[0].options, RED_CAP, 'cart/update');
    assert.deepEqual((await post('/cart/select', { skus: ['classic-cap-red-m'], selected: true }, headers)).data.lines[0].options, RED_CAP, 'cart/select');
    assert.deepEqual((await post('/checkout/summary', {}, headers)).data.lines[0].options, RED_CAP, 'checkout/summary');

    const zh = await post('/cart/list', {}, { ...headers, 'accept-language': 'zh-CN,zh;q=0.9' });
    assert.deepEqual(zh.data.lines[0].options, [{ name: '颜色', value: '红色' }, { name: '尺码', value: 'M' }], 'Accept-Language: zh');
    const hk = await post('/checkout/summary?lang=zh-HK', {}, headers);
    assert.deepEqual(hk.data.lines[0].options, [{ name: '顏色', value: '紅色' }, { name: '尺碼', value: 'M' }], '?lang=zh-HK');
  });

  it('says the same words as the order placed from the cart', async () => {
    const headers = { ...guest(), 'accept-language': 'zh' };
    await post('/cart/add', { sku: 'classic-cap-red-m' }, headers);
    const inCart = (await post('/cart/list', {}, headers)).data.lines[0].options;
    const addressId = (await post('/address/save', address, headers)).data.id as number;
    const placed = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'mei@example.com' }, { ...headers, 'idempotency-key': randomUUID() });
    assert.equal(placed.code, 0, placed.msg);
    assert.deepEqual(placed.data.products[0].options, inCart);
  });
});

describe('a coupon refused for its minimum spend', () => {
  it('names the amount in minor units (data.minSpend) and writes it with its currency', async () => {
    const headers = guest();
    await post('/cart/add', { sku: 'classic-cap-red-m' }, headers);
    const refused = await post('/checkout/coupon/apply', { code: 'BIG20' }, headers);
    assert.deepEqual([refused.code, refused.data], [40, { field: 'code', minSpend: 10000 }]);
    assert.equal(refused.msg, 'This coupon needs a minimum spend of $100.00');
    const zh = await post('/checkout/coupon/apply', { code: 'BIG20' }, { ...headers, 'accept-language': 'zh' });
    assert.equal(zh.msg, '此优惠券需消费满 US$100.00 方可使用');
    // Other refusals carry no amount.
    assert.deepEqual((await post('/checkout/coupon/apply', { code: 'OLD15' }, headers)).data, { field: 'code' });
  });
});

describe('newsletter/subscribe', () => {
  it("refuses a bad e-mail with the e-mail rule's own message, in the request's language", async () => {
    const bad = await post('/newsletter/subscribe', { email: 'not-an-email' });
    assert.deepEqual([bad.code, bad.msg, bad.data], [40, 'Please enter a valid e-mail address', { field: 'email' }]);
    assert.equal((await post('/newsletter/subscribe', { email: 'mei@example' }, { 'accept-language': 'zh' })).msg, '请输入有效的电子邮箱地址');
    assert.deepEqual([(await post('/newsletter/subscribe', { email: ' ' })).msg], ['email is required']);
    assert.equal((await post('/newsletter/subscribe', { email: 'words@example.com' })).code, 0);
  });
});

describe('inquiry/create', () => {
  it("refuses a bad e-mail with the e-mail field's message, as its form does", async () => {
    const bad = await post('/inquiry/create', { name: 'Mei', email: 'mei@example', content: 'Ten caps, please.' });
    assert.deepEqual([bad.code, bad.msg, bad.data], [40, 'Please enter a valid e-mail address', { field: 'email' }]);
    assert.equal((await post('/inquiry/create', { name: 'Mei', email: 'mei@example.com', content: 'Ten caps, please.' })).code, 0);
  });
});

describe('checkout address lengths', () => {
  it('refuses a 1,000,000-character address or city with code 40 at its field, and takes the longest allowed', async () => {
    const headers = guest();
    const long = 'x'.repeat(1_000_000);
    const street = await post('/address/save', { ...address, address: long }, headers);
    assert.deepEqual([street.status, street.code, street.msg, street.data], [200, 40, `address can be at most ${MAX_LENGTH.addressLine} characters`, { field: 'address' }]);
    const city = await post('/address/save', { ...address, city: long }, headers);
    assert.deepEqual([city.code, city.msg, city.data], [40, `city can be at most ${MAX_LENGTH.city} characters`, { field: 'city' }]);
    assert.deepEqual((await post('/address/list', {}, headers)).data, [], 'nothing stored');
    const longest = await post('/address/save', { ...address, address: 'a'.repeat(MAX_LENGTH.addressLine), city: 'c'.repeat(MAX_LENGTH.city) }, headers);
    assert.equal(longest.code, 0, longest.msg);
    assert.equal((await post('/address/save', { ...address, city: '   ' }, headers)).msg, 'city is required');
  });

  it('refuses a 100,000-character country code (every address field has its limit)', async () => {
    const headers = guest();
    const long = await post('/address/save', { ...address, countryCode: '+'.padEnd(100_000, '1') }, headers);
    assert.deepEqual([long.code, long.msg, long.data], [40, `countryCode can be at most ${MAX_LENGTH.countryCode} characters`, { field: 'countryCode' }]);
    assert.deepEqual((await post('/address/list', {}, headers)).data, [], 'nothing stored');
    assert.equal((await post('/address/save', { ...address, countryCode: '+1 684' }, headers)).code, 0);
  });
});
