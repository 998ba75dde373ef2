// Pages drawn for the shopper who asks for them (one render): every sign-in also sets the
// HttpOnly shop_session cookie for the same session, the runtime mirrors the visitor id into
// the visitorId cookie, and the server draws that shopper's cart into <shop-cart>'s shadow root.
// Neither cookie ever authorises an API call, and such a page is nobody else's to cache.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { signedInCookies, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
let post: ReturnType<typeof apiClient>;
before(async () => {
  demo = await startDemo();
  post = apiClient(demo.url);
});
after(() => demo.close());

const page = (path: string, cookie?: string) => fetch(`${demo.url}${path}`, { headers: cookie ? { cookie } : {} });
/** <shop-cart>'s server render, from its tag to its end. */
const cartOf = (html: string) => /<shop-cart [^]*?<\/shop-cart>/.exec(html)![0];
/** <shop-checkout>'s server render. */
const checkoutOf = (html: string) => /<shop-checkout [^]*?<\/shop-checkout>/.exec(html)![0];
/** The summary's line names and its totals' figures. */
const summaryNames = (checkout: string) => [...checkout.matchAll(/<span class="line-name">([^<]+)<\/span>/g)].map((m) => m[1]);
const dollars = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
const lineNames = (cart: string) => [...cart.matchAll(/<a class="name" href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);

describe("the shopper's own pages", () => {
  it("a guest's cart page draws the visitorId cookie's lines, private; a first visit draws the empty cart, cacheable", async () => {
    const visitor = randomUUID();
    assert.equal((await post('/cart/add', { sku: 'classic-bowl-red', quantity: 2 }, { 'x-visitor-id': visitor })).code, 0);

    const first = await page('/cart');
    const empty = cartOf(await first.text());
    assert.match(empty, /<template shadowrootmode="open">/);
    assert.match(empty, /part="empty"/);
    assert.doesNotMatch(first.headers.get('cache-control') ?? '', /private/);

    const mine = await page('/cart', `visitorId=${visitor}`);
    assert.equal(mine.headers.get('cache-control'), 'private, no-store');
    const cart = cartOf(await mine.text());
    assert.deepEqual(lineNames(cart), ['Classic Bowl']);
    assert.match(cart, /value="2"/, 'the quantity the guest chose');

    // Another visitor's cookie: their own (empty) cart, never this one.
    assert.deepEqual(lineNames(cartOf(await (await page('/cart', `visitorId=${randomUUID()}`)).text())), []);
    // A malformed id is no visitor.
    assert.match(cartOf(await (await page('/cart', 'visitorId=../../x')).text()), /part="empty"/);
    // The cookie is not a credential: the API wants the header.
    assert.notEqual((await post('/cart/list', {}, { cookie: `visitorId=${visitor}` })).code, 0);
  });

  it("a sign-in by the API sets the session cookie; the cart page then draws the account's cart in its language; sign-out clears it", async () => {
    const signin = await fetch(`${demo.url}/api/web/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: DEMO_USER.email, password: DEMO_USER.password }) });
    const answer = (await signin.json()) as { code: number; data: { token: string } };
    assert.equal(answer.code, 0);
    assert.equal(signin.headers.get('set-cookie'), `shop_session=${answer.data.token}; Max-Age=7776000; HttpOnly; SameSite=Lax; Path=/`);
    const cookie = `shop_session=${answer.data.token}`;
    const auth = { 'x-auth': answer.data.token };
    assert.equal((await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, auth)).code, 0);

    const zh = await (await page('/zh/cart', cookie)).text();
    const cart = cartOf(zh);
    assert.ok(lineNames(cart).length >= 1, 'the account\'s lines');
    assert.match(cart, /结账/, 'in the page\'s language');
    assert.equal((await post('/user/info', {}, { cookie })).code, 50, 'the API never takes the cookie');

    const out = await fetch(`${demo.url}/api/web/auth/signout`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
    assert.match(out.headers.get('set-cookie')!, /^shop_session=; Max-Age=0;/);
    // A browser that kept the cookie anyway: the session is over, so the page is a stranger's.
    assert.match(cartOf(await (await page('/zh/cart', cookie)).text()), /part="empty"/);
  });

  it("the checkout's information step draws a guest's cart (visitorId cookie) with its totals, in <shop-checkout>'s own shadow root", async () => {
    const visitor = randomUUID();
    const guest = { 'x-visitor-id': visitor };
    assert.equal((await post('/cart/add', { sku: 'classic-bowl-red', quantity: 2 }, guest)).code, 0);
    const totals = (await post('/checkout/summary', {}, guest)).data;

    const response = await page('/checkout/information', `visitorId=${visitor}`);
    assert.equal(response.headers.get('cache-control'), 'private, no-store');
    const checkout = checkoutOf(await response.text());
    assert.match(checkout, /^<shop-checkout [^>]*step="information"[^>]*><template shadowrootmode="open">/);
    // Drawn twice: folded above the step (what a phone shows) and in the side column (from md up).
    assert.deepEqual(summaryNames(checkout), ['Classic Bowl', 'Classic Bowl']);
    assert.match(checkout, /<details[^>]*part="summary-fold"[^>]*>[^]*?Classic Bowl[^]*?<\/details>/);
    assert.match(checkout, /<aside class="side">[^]*?Classic Bowl[^]*?<\/aside>/);
    assert.ok(checkout.includes(dollars(totals.subtotal)) && checkout.includes(dollars(totals.total)), 'the server\'s totals');
    assert.match(checkout, /aria-current="step"[^>]*>.*?Information/, 'the steps read without JavaScript');
    assert.match(checkout, /<shop-input [^>]*name="email"/, 'a guest gives an e-mail');
    // Without JavaScript the step is a form posting to the page (demo/pages/checkout-form.ts): it no longer says it needs script.
    assert.match(checkout, /<form class="main"[^>]*action="\/checkout\/information"/);
    assert.doesNotMatch(checkout, /Checking out needs JavaScript/);
    // No hand-made imitation of the steps is left inside the tag.
    assert.doesNotMatch(checkout.replace(/<template[^]*<\/template>/, ''), /<nav|<ol/);

    // A first visit: the element with no data (its loading state), nobody's cart.
    assert.doesNotMatch(checkoutOf(await (await page('/checkout/information')).text()), /Classic Bowl/);
  });

  it("the information step draws a signed-in customer's cart (session cookie), their first address and its shipping methods", async () => {
    const [session] = await signedInCookies(demo);
    const cookie = `${session!.name}=${session!.value}`;
    const auth = { 'x-auth': session!.value };
    assert.equal((await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, auth)).code, 0);
    const totals = (await post('/checkout/summary', {}, auth)).data;
    const addresses = (await post('/address/list', {}, auth)).data as { id: number; address: string }[];

    const checkout = checkoutOf(await (await page('/checkout/information', cookie)).text());
    assert.match(checkout, /<template shadowrootmode="open">/);
    assert.ok(summaryNames(checkout).includes('Classic Bowl'), 'the account\'s lines');
    assert.ok(checkout.includes(dollars(totals.subtotal)), 'the server\'s subtotal');
    assert.doesNotMatch(checkout, /name="email"/, 'a customer is known');
    assert.ok(addresses[0], 'the demo customer has saved addresses (seed)');
    assert.ok(checkout.includes(addresses[0].address), 'the saved addresses');
    assert.match(checkout, /name="shippingMethod"/, 'the first address\'s shipping methods');
  });

  it("the thank-you page draws the shopper's own order, and anyone else's as an unknown order", async () => {
    const visitor = randomUUID();
    const guest = { 'x-visitor-id': visitor };
    assert.equal((await post('/cart/add', { sku: 'classic-bowl-red', quantity: 1 }, guest)).code, 0);
    const saved = await post('/address/save', { firstName: 'Mei', lastName: 'Chan', country: 'US', city: 'Portland', address: '1 Main Street', countryCode: '+1', phone: '5555 1234' }, guest);
    assert.equal(saved.code, 0, saved.msg);
    const methods = (await post('/checkout/shipping', { addressId: saved.data.id }, guest)).data as { code: string }[];
    const placed = await post('/checkout/place', { addressId: saved.data.id, shippingMethod: methods[0]!.code, paymentMethod: 'test-card', email: 'mei@example.com' }, { ...guest, 'idempotency-key': randomUUID() });
    assert.equal(placed.code, 0, placed.msg);
    const number = placed.data.number as string;

    const mine = checkoutOf(await (await page(`/checkout/thankyou?number=${number}`, `visitorId=${visitor}`)).text());
    assert.match(mine, /<template shadowrootmode="open">/);
    assert.match(mine, new RegExp(`part="order-number">${number}<`));
    assert.deepEqual(summaryNames(mine), ['Classic Bowl']);
    // The unpaid card order's <shop-payment>, drawn with the shop's methods (no loading state to replace).
    const payment = /<shop-payment [^>]*><template shadowrootmode="open">([^]*?)<\/shop-payment>/.exec(mine)?.[1] ?? '';
    assert.match(payment, /part="card"/, 'the card form');
    assert.doesNotMatch(payment, /<shop-loading/);
    const theirs = checkoutOf(await (await page(`/checkout/thankyou?number=${number}`, `visitorId=${randomUUID()}`)).text());
    assert.doesNotMatch(theirs, new RegExp(number));
    assert.match(theirs, /No such order/);
  });
});
