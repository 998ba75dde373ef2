import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { demoForFile, startDemo } from '../helpers/node/demo-server.ts';
import { signUpBody } from './accounts.ts';

const { demo, post } = demoForFile();

const address = { firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' };
const NO_MATCH = 'No order matches this number and e-mail.';

/** Places an order as `headers` (a guest's visitor id or a customer's token); answers its number. */
async function placeOrder(headers: Record<string, string>, email?: string): Promise<string> {
  assert.equal((await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 2 }, headers)).code, 0);
  const addressId = (await post('/address/save', address, headers)).data.id as number;
  const placed = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', ...(email ? { email } : {}) }, { ...headers, 'idempotency-key': crypto.randomUUID() });
  assert.equal(placed.code, 0, placed.msg);
  return placed.data.number as string;
}

describe('order/lookup: a guest finds an order by number and e-mail', () => {
  it('answers the order as order/detail shows it to the guest who placed it (without returns), whatever the e-mail case', async () => {
    const guest = { 'x-visitor-id': crypto.randomUUID() };
    const number = await placeOrder(guest, 'Mei.Chan@Example.com');
    // Another device: no visitor id, no token.
    const found = await post('/order/lookup', { number: ` ${number} `, email: ' mei.chan@EXAMPLE.com ' });
    assert.equal(found.code, 0, found.msg);
    const { returns, ...detail } = (await post('/order/detail', { number }, guest)).data;
    assert.deepEqual(returns, [], 'a guest order has no after-sales applications');
    assert.deepEqual(found.data, detail);
    assert.equal('returns' in found.data, false);
    assert.deepEqual([found.data.status, found.data.payStatus, found.data.email], ['in_progress', 'unpaid', 'Mei.Chan@Example.com']);
    assert.deepEqual(found.data.products[0].options, [{ name: 'Color', value: 'Red' }, { name: 'Size', value: 'M' }], 'options in words');
    const zh = await post('/order/lookup?lang=zh', { number, email: 'mei.chan@example.com' });
    assert.deepEqual(zh.data.products[0].options.map((o: { name: string }) => o.name), ['颜色', '尺码'], "in the request's language");
  });

  it('refuses a wrong e-mail and a wrong number with the same code 40 and message, naming neither', async () => {
    const number = await placeOrder({ 'x-visitor-id': crypto.randomUUID() }, 'right@example.com');
    const other = await placeOrder({ 'x-visitor-id': crypto.randomUUID() }, 'other@example.com');
    const wrongEmail = await post('/order/lookup', { number, email: 'wrong@example.com' });
    const wrongNumber = await post('/order/lookup', { number: 'NO-SUCH-ORDER', email: 'right@example.com' });
    const crossed = await post('/order/lookup', { number: other, email: 'right@example.com' });
    const tooLong = await post('/order/lookup', { number: 'x'.repeat(41), email: 'right@example.com' });
    for (const answer of [wrongEmail, wrongNumber, crossed, tooLong]) assert.deepEqual([answer.status, answer.code, answer.msg, answer.data], [200, 40, NO_MATCH, null]);
    const zh = await post('/order/lookup?lang=zh', { number, email: 'wrong@example.com' });
    assert.deepEqual([zh.code, zh.msg], [40, '没有与此订单号和电子邮箱相符的订单。']);
  });

  it("checks the form's fields first: the spec's e-mail rule, a number", async () => {
    const malformed = await post('/order/lookup', { number: 'ABC', email: 'mei@example' });
    assert.deepEqual([malformed.code, malformed.msg, malformed.data.field], [40, 'Please enter a valid e-mail address', 'email']);
    const missing = await post('/order/lookup', { number: '  ', email: 'mei@example.com' });
    assert.deepEqual([missing.code, missing.data.field], [40, 'number']);
  });

  it("never finds a signed-in customer's order by the account's e-mail (it is read in the account area)", async () => {
    const email = 'lookup-customer@example.com';
    const token = (await post('/auth/signup', signUpBody(email, 'customer-password'))).data.token as string;
    const number = await placeOrder({ 'x-auth': token });
    const answer = await post('/order/lookup', { number, email });
    assert.deepEqual([answer.code, answer.msg, answer.data], [40, NO_MATCH, null]);
    assert.equal((await post('/order/detail', { number }, { 'x-auth': token })).code, 0, 'the owner still reads it');
  });
});

describe('order/lookup rate limit', () => {
  it('answers HTTP 429 (code 41) once an IP has made authRateLimit tries in a minute, right pairs included', async (t) => {
    // A minute's window, held still: on a busy machine the hashing between these requests can outlast it.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const limited = await startDemo({ authRateLimit: 3 });
    try {
      const call = apiClient(limited.url);
      const guest = { 'x-visitor-id': crypto.randomUUID() };
      await call('/cart/add', { sku: 'classic-cap-red-m' }, guest);
      const addressId = (await call('/address/save', address, guest)).data.id;
      const number = (await call('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email: 'mei@example.com' }, { ...guest, 'idempotency-key': crypto.randomUUID() })).data.number;
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) assert.equal((await call('/order/lookup', { number, email })).code, 40);
      const blocked = await call('/order/lookup', { number, email: 'mei@example.com' });
      assert.equal(blocked.status, 429);
      assert.equal(blocked.code, 41);
      assert.match(blocked.msg, /\d+/, 'says how long to wait');
      // The no-JavaScript form counts on its own route, and is refused with its page.
      const post = () => fetch(`${limited.url}/order/lookup`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ number, email: 'x@example.com' }).toString() });
      for (let i = 0; i < 3; i++) assert.equal((await post()).status, 422);
      const page = await post();
      assert.equal(page.status, 429);
      assert.match(await page.text(), /<p part="form-error" class="form-error" role="alert">[^<]*\d+[^<]*<\/p>/, "the element's own alert, in its server render");
    } finally {
      await limited.close();
    }
  });
});

/** The element's server render: its tag and its declarative shadow root (the styles left out). */
function lookupElement(page: string): string {
  const start = page.indexOf('<shop-order-lookup');
  assert.ok(start >= 0, 'the page holds <shop-order-lookup>');
  const markup = page.slice(start, page.indexOf('</shop-order-lookup>', start));
  assert.ok(markup.includes('<template shadowrootmode="open">'), 'drawn on the server by its own component');
  return markup.replace(/<style>[\s\S]*?<\/style>/g, '');
}

describe('/order/lookup page (works without JavaScript)', () => {
  const form = (values: Record<string, string>, path = '/order/lookup') =>
    fetch(`${demo.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(values).toString(), redirect: 'manual' });

  it("is linked, prefilled, from the guest's order mails, and holds <shop-order-lookup>, drawn on the server with a form posting to itself", async () => {
    const number = await placeOrder({ 'x-visitor-id': crypto.randomUUID() }, 'page-guest@example.com');
    const mail = (await demo.app.db.row<{ body: string }>`SELECT body FROM outbox WHERE recipient = ${'page-guest@example.com'} ORDER BY id DESC LIMIT 1`)!;
    const link = `/order/lookup?number=${encodeURIComponent(number)}&email=page-guest%40example.com`;
    // Absolute, on the shop's address (issue 22, item 15): clickable where the mail is read.
    assert.ok(mail.body.endsWith(`View your order any time: ${demo.url}${link}`), mail.body);
    const page = await fetch(`${demo.url}${link}`);
    assert.equal(page.status, 200);
    const body = lookupElement(await page.text());
    assert.ok(body.startsWith(`<shop-order-lookup number="${number}" email="page-guest@example.com" action="/order/lookup">`), 'the element gets both, so it looks the order up at once');
    assert.match(body, /<form part="form" class="form" noValidate="" action="\/order\/lookup" method="post">/);
    assert.match(body, new RegExp(`<input [^>]*name="number" value="${number}"/>`));
    assert.match(body, /<input [^>]*name="email" value="page-guest@example.com"\/>/);
    assert.match(body, /<button part="submit" type="submit" class="submit">Find order<\/button>/);
    assert.ok(!body.includes('data&quot;'), 'no data: nothing was posted');
    const zhPage = await (await fetch(`${demo.url}/zh/order/lookup`)).text();
    const zh = lookupElement(zhPage);
    assert.ok(zhPage.includes('<h1>查询订单</h1>') && zh.includes('action="/zh/order/lookup" method="post"'));
    assert.match(zh, /<button part="submit" type="submit" class="submit">查询订单<\/button>/);
    const route = await (await fetch(`${demo.url}/order/lookup?request=route`)).json() as { code: number; data: { html: string; meta: { title: string } } };
    assert.equal(route.code, 0);
    assert.equal(route.data.meta.title, 'Find your order');
  });

  it('shows the found order on the post: status, lines with options in words, totals in dollars, shipments', async () => {
    const number = await placeOrder({ 'x-visitor-id': crypto.randomUUID() }, 'nojs@example.com');
    const answer = await form({ number, email: 'NoJS@example.com' });
    assert.equal(answer.status, 200);
    const body = lookupElement(await answer.text());
    assert.match(body, new RegExp(`<article part="order" [^>]*><h2 [^>]*>Order ${number}</h2>`), 'the order, drawn by the element');
    assert.ok(body.includes('<p part="status-line" class="status-line">Status: In progress · Unpaid</p>'));
    assert.ok(body.includes('<span class="options">Color: Red, Size: M</span>'), 'options in words');
    assert.match(body, /<dt>Payment amount<\/dt><dd class="strong">\$\d+\.\d\d<\/dd>/);
    assert.ok(body.includes('<p part="shipments">Not shipped yet.</p>'));
    assert.ok(body.includes('<a part="again" class="button secondary" href="/order/lookup">Look up another order</a>'), 'a link back to the form, without JavaScript too');
    assert.ok(!body.includes('<form'), 'no form beside the order');
    assert.ok(body.startsWith(`<shop-order-lookup number="${number}" email="NoJS@example.com" action="/order/lookup">`), 'the attributes prefill another look-up');
    assert.ok(body.includes(`&quot;data&quot;:{&quot;order&quot;:{&quot;number&quot;:&quot;${number}&quot;`), 'the order is its data: the element keeps it and does not look it up again');
    const zh = lookupElement(await (await form({ number, email: 'nojs@example.com' }, '/zh/order/lookup')).text());
    assert.ok(zh.includes('状态：进行中 · 未支付') && zh.includes('颜色: 红色, 尺码: M'), 'in the page language');
    assert.ok(zh.includes('href="/zh/order/lookup"'));
  });

  it('answers a refused post with the page again (422): the one no-match message above the form, a field message at its field, values kept', async () => {
    const number = await placeOrder({ 'x-visitor-id': crypto.randomUUID() }, 'refused@example.com');
    const wrong = await form({ number, email: 'other@example.com' });
    assert.equal(wrong.status, 422);
    const body = lookupElement(await wrong.text());
    assert.ok(body.includes(`<p part="form-error" class="form-error" role="alert">${NO_MATCH}</p>`));
    assert.match(body, /<input [^>]*name="email" value="other@example.com"\/>/);
    assert.match(body, new RegExp(`<input [^>]*name="number" value="${number}"/>`), 'values kept');
    assert.ok(body.startsWith('<shop-order-lookup action="/order/lookup">'), 'the values are its data, not attributes that would look the pair up again');
    assert.ok(!body.includes('part="order"'), 'no order shown');
    // A message at its field: the input marked invalid and described by it.
    const atField = (page: string, name: string, text: string) => {
      const input = page.match(new RegExp(`<input id="([^"]+)" aria-invalid="true" aria-describedby="([^"]+)"[^>]*name="${name}"`));
      assert.ok(input, `${name} is marked invalid: ${page}`);
      assert.match(page, new RegExp(`<p part="error" id="${input[2]}" class="error"><svg[\\s\\S]*?</svg>${text}</p>`));
    };
    atField(lookupElement(await (await form({ number: ' ', email: 'refused@example' })).text()), 'number', 'Order number is required');
    atField(lookupElement(await (await form({ number, email: 'refused@example' })).text()), 'email', 'Please enter a valid e-mail address');
    const crossSite = await fetch(`${demo.url}/order/lookup`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example' }, body: new URLSearchParams({ number, email: 'refused@example.com' }).toString() });
    assert.equal(crossSite.status, 403);
    assert.ok(!lookupElement(await crossSite.text()).includes('part="order"'));
  });
});
