// Checking out without JavaScript (demo/pages/checkout-form.ts): the steps' forms post to the
// page routes, which keep the shopper's draft and place the order with the API's own functions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedInCookies, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { sha256 } from '../../demo/api/context.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A guest with one line in the cart, as the product page's form leaves them: their cookie. */
async function guestWithCart(): Promise<string> {
  const sku = (await demo.app.db.row<{ code: string }>`SELECT code FROM skus WHERE stock > 10 ORDER BY id LIMIT 1`)!.code;
  const response = await fetch(`${demo.url}/cart/add`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url }, body: form({ sku, quantity: '1' }) });
  assert.equal(response.status, 303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** One more line in the cart of the guest with this cookie. */
async function guestWithCartFor(cookie: string): Promise<void> {
  const sku = (await demo.app.db.row<{ code: string }>`SELECT code FROM skus WHERE stock > 10 ORDER BY id LIMIT 1`)!.code;
  const response = await fetch(`${demo.url}/cart/add`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: demo.url, cookie }, body: form({ sku, quantity: '1' }) });
  assert.equal(response.status, 303);
}

const post = (path: string, cookie: string, fields: Record<string, string>, origin = demo.url) =>
  fetch(`${demo.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie }, body: form(fields) });
const page = async (path: string, cookie: string) => (await fetch(`${demo.url}${path}`, { headers: { cookie } })).text();
const draftOf = (cookie: string) => demo.app.db.row`SELECT * FROM checkout_drafts WHERE owner = ${`v:${cookie.split('=')[1]}`}`;

const ADDRESS = { firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: '', phone: '5555 1234' };

describe('checkout without JavaScript', () => {
  it('draws each step as a form posting to the page routes', async () => {
    const cookie = await guestWithCart();
    const html = await page('/checkout/information', cookie);
    const step = /<form class="main"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(step, /action="\/checkout\/information"/);
    assert.match(step, /method="post"/);
    // Plain fields of the step's own (the elements keep theirs in their shadow roots), shown only without script.
    assert.match(html, /<div class="no-script"><div part="field" class="field">(?:(?!<\/div><\/div><\/div>)[\s\S])*?type="email"[^>]*name="email"/);
    assert.match(html, /<shop-input class="scripted" name="email"/);
    assert.match(html, /<select[^>]*name="country"/);
    assert.doesNotMatch(html, /Checking out needs JavaScript/);
    const zh = await page('/zh/checkout/information', cookie);
    assert.match(zh, /action="\/zh\/checkout\/information"/);
  });

  it("refuses another site's post (403) and saves nothing", async () => {
    const cookie = await guestWithCart();
    const response = await post('/checkout/information', cookie, { email: 'mei@example.com', ...ADDRESS }, 'https://evil.example');
    assert.equal(response.status, 403);
    const html = await response.text();
    assert.match(html, /Could not continue the checkout/);
    assert.match(html, /This form was sent from another site and was not accepted\./);
    assert.equal(await draftOf(cookie), undefined);
    assert.equal((await post('/zh/checkout/payment', cookie, { paymentMethod: 'cod' }, 'https://evil.example')).status, 403);
  });

  it('answers bad fields with the step again (422): the messages at their fields, what was typed kept', async () => {
    const cookie = await guestWithCart();
    const response = await post('/checkout/information', cookie, { email: 'not-an-address', ...ADDRESS, firstName: '', city: '' });
    assert.equal(response.status, 422);
    const html = await response.text();
    assert.match(html, /Please enter a valid e-mail address/);
    assert.match(html, /First name is required|Please enter/i);
    assert.match(html, /name="email"[^>]*value="not-an-address"|value="not-an-address"[^>]*name="email"/);
    assert.match(html, /value="1 Harbour Road"/);
    assert.equal(await draftOf(cookie), undefined);
    const addresses = (await demo.app.db.row<{ n: number }>`SELECT count(*) AS n FROM addresses WHERE visitor_id = ${cookie.split('=')[1]}`)!;
    assert.equal(addresses.n, 0);
  });

  it('saves the address and the draft (303), then the shipping method, then places one order however often it is posted', async () => {
    const cookie = await guestWithCart();
    const first = await post('/checkout/information', cookie, { email: 'mei@example.com', ...ADDRESS });
    assert.equal(first.status, 303);
    assert.equal(first.headers.get('location'), '/checkout/information');
    const saved = (await draftOf(cookie))!;
    assert.equal(saved.email, 'mei@example.com');
    assert.equal(typeof saved.address_id, 'number');
    // The step now draws the address and its shipping methods as radios.
    const information = await page('/checkout/information', cookie);
    assert.match(information, /1 Harbour Road/);
    assert.match(information, /<input type="radio" name="shippingMethod" value="standard"/);

    const none = await post('/checkout/information', cookie, { email: 'mei@example.com' });
    assert.equal(none.status, 422);
    assert.match(await none.text(), /please Select Shipping method/);

    const shipping = await post('/checkout/information', cookie, { email: 'mei@example.com', shippingMethod: 'standard' });
    assert.equal(shipping.status, 303);
    assert.equal(shipping.headers.get('location'), '/checkout/payment');
    const key = (await draftOf(cookie))!.place_key as string;
    assert.match(key, /^[0-9a-f-]{36}$/);

    const payment = await page('/checkout/payment', cookie);
    assert.match(payment, new RegExp(`<input type="hidden" name="idempotencyKey" value="${key}"/>`));
    assert.match(payment, /<input type="radio" name="paymentMethod" value="cod"/);

    const noMethod = await post('/checkout/payment', cookie, { idempotencyKey: key });
    assert.equal(noMethod.status, 422);
    assert.match(await noMethod.text(), /please Select Payment method/);

    const placed = await post('/checkout/payment', cookie, { paymentMethod: 'cod', idempotencyKey: key });
    assert.equal(placed.status, 303);
    const number = /number=(\w+)/.exec(placed.headers.get('location') ?? '')?.[1];
    assert.ok(number, placed.headers.get('location') ?? 'no location');
    assert.equal(await draftOf(cookie), undefined);
    // The same form again: the same order.
    const again = await post('/checkout/payment', cookie, { paymentMethod: 'cod', idempotencyKey: key });
    assert.equal(again.status, 303);
    assert.equal(again.headers.get('location'), `/checkout/thankyou?number=${number}`);
    const orders = await demo.app.db.rows<{ number: string; email: string; payment_method: string }>`SELECT number, email, payment_method FROM orders WHERE visitor_id = ${cookie.split('=')[1]}`;
    assert.deepEqual(orders, [{ number, email: 'mei@example.com', payment_method: 'cod' }]);
    const thanks = await page(`/checkout/thankyou?number=${number}`, cookie);
    assert.match(thanks, new RegExp(number!));
    // Where the receipt went, where it ships (the country by name), the guest's way back to the
    // order (the lookup, not the account area) and the way back to shopping: drawn by the server.
    assert.match(thanks, /We sent a confirmation to mei@example\.com\./);
    assert.match(thanks, /<h3 id="ship-to-title" class="section-title">Ship to<\/h3>/);
    assert.match(thanks, /1 Harbour Road[^<]*, <span class="country">[^<]+<\/span>/);
    assert.match(thanks, new RegExp(`href="/order/lookup\\?number=${number}&amp;email=mei%40example.com"`));
    assert.match(thanks, /<a part="continue" class="secondary" href="\/">Continue shopping<\/a>/);
    const main = thanks.slice(thanks.indexOf('<main'), thanks.indexOf('</main>'));
    assert.ok(main.includes(number!), 'the page\'s main content');
    assert.doesNotMatch(main, /href="\/user\/order/);
  });

  it('clears the draft when the same shopper then places the order with JavaScript (checkout/place), so a later checkout without it starts afresh', async () => {
    const cookie = await guestWithCart();
    const visitor = cookie.split('=')[1]!;
    assert.equal((await post('/checkout/information', cookie, { email: 'mei@example.com', ...ADDRESS })).status, 303);
    assert.equal((await post('/checkout/information', cookie, { email: 'mei@example.com', shippingMethod: 'express' })).status, 303);
    const draft = (await draftOf(cookie))!;
    assert.equal(draft.shipping_method, 'express');
    // The script's checkout places the order through the API, with the same shopper's choices.
    const api = await fetch(`${demo.url}/api/web/checkout/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': visitor, 'idempotency-key': 'with-script-0001' },
      body: JSON.stringify({ addressId: draft.address_id, shippingMethod: 'standard', paymentMethod: 'cod', email: 'mei@example.com' }),
    });
    const placed = (await api.json()) as { code: number; msg: string; data: { number: string } };
    assert.equal(placed.code, 0, placed.msg);
    assert.equal(await draftOf(cookie), undefined, 'the draft is gone');
    // A later checkout without JavaScript: nothing chosen, no stale key.
    await guestWithCartFor(cookie);
    const later = await page('/checkout/information', cookie);
    assert.doesNotMatch(later, /1 Harbour Road/);
    assert.doesNotMatch(later, /value="mei@example.com"/);
    const payment = await fetch(`${demo.url}/checkout/payment`, { headers: { cookie }, redirect: 'manual' });
    assert.doesNotMatch(await payment.text(), /name="idempotencyKey" value="[^"]+"/);
    // A refused order (another key, nothing in the cart) leaves the draft of a new checkout alone.
    assert.equal((await post('/checkout/information', cookie, { email: 'mei@example.com', ...ADDRESS })).status, 303);
    const refused = await fetch(`${demo.url}/api/web/checkout/place`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-visitor-id': visitor, 'idempotency-key': 'with-script-0002' },
      body: JSON.stringify({ addressId: 999999, shippingMethod: 'standard', paymentMethod: 'cod', email: 'mei@example.com' }),
    });
    assert.notEqual(((await refused.json()) as { code: number }).code, 0);
    assert.equal((await draftOf(cookie))!.email, 'mei@example.com');
  });

  it("takes a customer's saved address and a method for it into their draft", async () => {
    const [session] = await signedInCookies(demo);
    const cookie = `${session!.name}=${session!.value}`;
    const userId = (await demo.app.db.row<{ user_id: number }>`SELECT user_id FROM sessions WHERE token = ${sha256(session!.value)}`)!.user_id;
    const saved = await demo.app.db.rows<{ id: number; country: string }>`SELECT id, country FROM addresses WHERE user_id = ${userId} ORDER BY is_default DESC, id`;
    assert.ok(saved.length > 0, 'the demo customer has saved addresses');
    // Something to check out: a line in the customer's cart, through the product page's form.
    const sku = (await demo.app.db.row<{ code: string }>`SELECT code FROM skus WHERE stock > 10 ORDER BY id LIMIT 1`)!.code;
    assert.equal((await post('/cart/add', cookie, { sku, quantity: '1' })).status, 303);
    const html = await page('/checkout/information', cookie);
    // The default address (address/list's first) is checked, as the element's cards are.
    assert.match(html, new RegExp(`<input type="radio" name="addressId" checked="" value="${saved[0]!.id}"/>`));
    const other = await post('/checkout/information', cookie, { addressId: '999999', shippingMethod: 'standard' });
    assert.equal(other.status, 422);
    assert.match(await other.text(), /please Select Shipping address/);
    const chosen = saved.at(-1)!;
    const response = await post('/checkout/information', cookie, { addressId: String(chosen.id), shippingMethod: 'express' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/checkout/payment');
    const draft = (await demo.app.db.row`SELECT * FROM checkout_drafts WHERE owner = ${`u:${userId}`}`)!;
    assert.equal(draft.address_id, chosen.id);
    assert.equal(draft.shipping_method, 'express');
    assert.equal(draft.email, null);
  });
});
