// The shopper's main journeys in the three engines shoppers use (issue 20): Chromium, Firefox ESR
// and WebKitGTK (Safari's engine), the last two as Debian packages them, on the demo shop under its
// strict CSP. One journey a guest makes (browse to a product in-page, Back and on again, pick a
// variant, add to cart, check out as a guest and pay by card) and one a customer makes (sign in,
// the user centre's order list), by the browser's own clicks and keys (test/helpers/node/
// engine-shopper.ts). The server must end with one paid order for the guest. And the widgets
// pasted into a page on another site (issue 23): add to cart, the drawer, the cart, a sign-in
// that stays on that page, with no console error and no CSP violation (noted by the site's own
// script: test/helpers/node/other-site.ts); and pasted with no shop named, nothing asked of the
// site's own host.
//
// A browser that is not installed: its journeys are skipped with what to install, and fail with
// that message under CI=true (CI installs them: .ci/run).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { missingEngine, notAskedFor } from '../helpers/engines.mjs';
import { apiClient } from '../helpers/node/api-client.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { openShopper, type Engine, type Shopper } from '../helpers/node/engine-shopper.ts';
import { blogPost, PROBLEMS_SCRIPT, startOtherSite, SUMMER_POST, type OtherSite } from '../helpers/node/other-site.ts';

let demo: RunningDemo;
let blog: OtherSite;
before(async () => {
  blog = await startOtherSite(() => demo.url);
  demo = await startDemo({ allowedOrigins: [blog.origin] });
  const product = (await apiClient(demo.url)('/product/detail', { slug: 'classic-shirt' })).data;
  blog.pages.set('/summer', blogPost(demo.url, SUMMER_POST(product), demo.url));
  // No shop named: the shop is where the script came from.
  blog.pages.set('/plain', blogPost(demo.url, '<shop-cart-drawer></shop-cart-drawer><shop-product-price price="49" currency="USD"></shop-product-price>'));
});
after(async () => {
  await demo?.close();
  await blog?.close();
});

const path = (shopper: Shopper) => shopper.evaluate<string>('location.pathname + location.search');
/** What the page says when a journey stalls: where it is, and any alert or problem shown (in shadow roots too). */
const WHERE = `(() => {
  const said = [];
  const walk = (root) => root.querySelectorAll('*').forEach((el) => {
    if (el.matches('[role="alert"], .problem') && el.textContent.trim()) said.push(el.textContent.trim());
    if (el.shadowRoot) walk(el.shadowRoot);
  });
  walk(document);
  return location.pathname + location.search + (said.length ? ' saying: ' + said.join(' | ') : '');
})()`;

const atPath = async (shopper: Shopper, pattern: RegExp) => {
  try {
    await shopper.waitFor(`${pattern.toString()}.test(location.pathname + location.search)`, `the address ${pattern}`);
  } catch (error) {
    // The next occurrence of a stall names the page it stalled on and what that page said.
    throw new Error(`${(error as Error).message}; the page is at ${await shopper.evaluate<string>(WHERE).catch(() => '(unreadable)')}`, { cause: error });
  }
};
// Set once on the first page: still there only if every later page came in-page, not reloaded.
const SAME_DOCUMENT = `window.__journey === 'same document'`;

async function guestBuys(shopper: Shopper, email: string): Promise<string> {
  const base = demo.url;
  await shopper.goto(`${base}/`);
  await shopper.waitFor('window.ShopElements && window.ShopElements.version', 'the runtime');
  await shopper.evaluate(`(window.__journey = 'same document', true)`);

  // Browse: a category, a product, Back to the listing, and the product again, all in-page.
  await shopper.click('a[href$="/category/clothing"]');
  await atPath(shopper, /^\/category\/clothing$/);
  await shopper.click('shop-category-product >>> a[href$="/product/classic-shirt"]');
  await atPath(shopper, /^\/product\/classic-shirt$/);
  await shopper.back();
  await atPath(shopper, /^\/category\/clothing$/);
  await shopper.click('shop-category-product >>> a[href$="/product/classic-shirt"]');
  await atPath(shopper, /^\/product\/classic-shirt$/);
  assert.equal(await shopper.evaluate(SAME_DOCUMENT), true, `${shopper.engine}: browsing reloaded the page`);

  // Another colour: the address moves to that variant.
  await shopper.click('shop-product-spec >>> label[part~="value"]:not(:has(input:checked))');
  await atPath(shopper, /^\/product\/classic-shirt\/[\w-]+$/);

  // Add to cart: the drawer opens with the way to checkout.
  await shopper.click('shop-product-buttons >>> [part~="add"]');
  await shopper.waitFor(`(${hostDialogOpen})('shop-cart-drawer')`, 'the cart drawer open');
  await shopper.click('shop-cart-drawer >>> a[part~="checkout"]');
  await atPath(shopper, /^\/checkout\/information$/);

  const field = (name: string) => `shop-checkout >>> shop-input[name="${name}"] >>> input`;
  await shopper.type(field('email'), email);
  await shopper.type(field('firstName'), 'Mei');
  await shopper.type(field('lastName'), 'Chan');
  await shopper.select('shop-checkout >>> shop-select[name="country"] >>> select', 'HK');
  await shopper.type(field('city'), 'Hong Kong');
  await shopper.type(field('address'), '1 Harbour Road');
  await shopper.type(field('phone'), '5555 1234');
  await shopper.click('shop-checkout >>> button.primary.scripted');
  await atPath(shopper, /^\/checkout\/payment$/);

  // The card method is chosen for the shopper; placing goes to the order's page, paid by card there.
  // The step comes whole (the information step read its review and methods before going on,
  // docs/loading.md): they are there as soon as 'Place order' is, which must not move.
  await shopper.waitFor(
    `!!document.querySelector('shop-checkout')?.shadowRoot?.querySelector('dl.review') && !!document.querySelector('shop-checkout')?.shadowRoot?.querySelector('shop-payment')?.shadowRoot?.querySelector('form.payment')`,
    'the payment step drawn whole (its review and its methods)',
  );
  await shopper.click('shop-checkout >>> [part~="place"]');
  await atPath(shopper, /^\/checkout\/thankyou\?number=/);
  const number = new URLSearchParams((await path(shopper)).split('?')[1]).get('number')!;
  const card = (name: string) => `shop-checkout >>> shop-payment >>> shop-input[name="${name}"] >>> input`;
  await shopper.type(card('card'), '4242 4242 4242 4242');
  await shopper.type(card('expiry'), '12/34');
  await shopper.type(card('cvc'), '123');
  await shopper.click('shop-checkout >>> shop-payment >>> [part~="pay"]');
  await shopper.waitFor(`(${shadowText})('shop-checkout', '[part="success-title"]') === 'Checkout Success !'`, "'Checkout Success !'");
  assert.equal(await shopper.text('shop-checkout >>> [part="pay-status"]'), 'Paid');
  assert.equal(await shopper.evaluate(SAME_DOCUMENT), true, `${shopper.engine}: checkout reloaded the page`);
  return number;
}

async function customerSeesOrders(shopper: Shopper): Promise<void> {
  await shopper.goto(`${demo.url}/auth/signin`);
  await shopper.type('shop-signin >>> input[name="account"]', DEMO_USER.email);
  await shopper.type('shop-signin >>> shop-password-input >>> input', DEMO_USER.password);
  await shopper.click('shop-signin >>> button[part~="submit"]');
  await atPath(shopper, /^\/user\b/);
  await shopper.goto(`${demo.url}/user/order`);
  // The seeded customer's orders, listed by number.
  await shopper.waitFor(`(${shadowText})('shop-user-order', '[part~="list"]').includes('SE1001')`, "the order list with SE1001");
}

async function pastedWidgetsWork(shopper: Shopper): Promise<void> {
  await shopper.goto(`${blog.origin}/summer`);
  // Pasted with no server render, each widget draws itself as its code comes (the account menu
  // and the drawer when the browser is idle), and one drawn above the product moves it down: the
  // shopper presses once the page has stopped growing. (A press that lands elsewhere fails as
  // such: test/helpers/node/engine-shopper.ts.)
  await shopper.waitFor(EVERY_WIDGET_LIVE, 'every pasted widget drawn');
  await shopper.click('shop-product-single >>> shop-product-buttons >>> [part~="add"]');
  await shopper.waitFor(`(${hostDialogOpen})('shop-cart-drawer')`, 'the cart drawer open');
  await shopper.waitFor(`(${shadowText})('shop-cart-drawer', '[part~="lines"]').includes('Classic Shirt')`, 'the line in the drawer');
  await shopper.click('shop-cart-drawer >>> [part~="close"]');
  await shopper.waitFor(`!(${hostDialogOpen})('shop-cart-drawer')`, 'the cart drawer closed');
  await shopper.waitFor(`(${shadowText})('shop-cart', '[part~="lines"]').includes('Classic Shirt')`, 'the line in the cart');
  assert.deepEqual(await shopper.evaluate<string[]>('window.__problems'), [], `${shopper.engine}: console errors or CSP violations on the blog`);
  // Signed in, the blog's page loads again (runtime/auth.ts signInAndGo): a mark on this one
  // tells the page that follows from it.
  await shopper.evaluate('window.__beforeSignIn = true');
  await shopper.type('shop-signin >>> input[name="account"]', DEMO_USER.email);
  await shopper.type('shop-signin >>> shop-password-input >>> input', DEMO_USER.password);
  await shopper.click('shop-signin >>> button[part~="submit"]');
  await shopper.waitFor(`!window.__beforeSignIn && document.readyState === 'complete' && (${shadowText})('shop-account-menu', '[part~="name"]').includes('Demo')`, 'the blog page again, with the account menu signed in');
  assert.equal(new URL(await shopper.url()).origin, blog.origin, `${shopper.engine}: the sign-in left the blog`);
  assert.deepEqual(await shopper.evaluate<string[]>('window.__problems'), [], `${shopper.engine}: console errors or CSP violations on the blog, signed in`);
}

/** The pasted page with no shop named talks to the shop alone: its own host is asked for the page and the page's own script. */
async function plainPasteAsksItsHostNothing(shopper: Shopper): Promise<void> {
  const from = blog.asked.length;
  await shopper.goto(`${blog.origin}/plain`);
  await shopper.waitFor(`(${shadowText})('shop-product-price', '[part="sale"]') === '$49.00'`, 'the pasted price');
  // The runtime is up and has talked to the shop: the socket, at the shop, is open.
  await shopper.waitFor('window.ShopElements?.stores.$socket.get().isConnected === true', 'the socket connected to the shop');
  assert.deepEqual(blog.asked.slice(from), ['/plain', PROBLEMS_SCRIPT], `${shopper.engine}: what the blog's own host was asked`);
  assert.deepEqual(await shopper.evaluate<string[]>('window.__problems'), [], `${shopper.engine}: console errors or CSP violations on the blog`);
}

/** Every `shop-*` tag of the page (not those inside them) has drawn and is live. */
const EVERY_WIDGET_LIVE = `[...document.body.querySelectorAll('*')].filter((el) => el.localName.startsWith('shop-')).every((el) => el[Symbol.for('shop-elements.live')])`;
// Page-side helpers as source text (no transpiler helper may leak into page code).
const hostDialogOpen = `(tag) => !!document.querySelector(tag)?.shadowRoot?.querySelector('dialog[open]')`;
const shadowText = `(tag, selector) => (document.querySelector(tag)?.shadowRoot?.querySelector(selector)?.textContent || '').replace(/\\s+/g, ' ').trim()`;

function ordersFor(email: string) {
  return demo.app.db.rows<{ number: string; pay_status: string }>`SELECT number, pay_status FROM orders WHERE email = ${email}`;
}

for (const engine of ['chromium', 'firefox', 'webkit'] as Engine[]) {
  const missing = engine === 'chromium' ? undefined : missingEngine(engine);
  describe(`the shopper's journeys in ${engine}`, { skip: notAskedFor(engine) ?? (missing && !process.env.CI ? missing : false) }, () => {
    let shopper: Shopper;
    before(async () => {
      if (missing) throw new Error(missing);
      shopper = await openShopper(engine);
    });
    after(async () => {
      await shopper?.close();
    });

    it('a guest browses in-page, goes Back, picks a colour, adds to cart, checks out and pays by card', async () => {
      const email = `guest-${engine}@example.com`;
      const number = await guestBuys(shopper, email);
      assert.deepEqual(await ordersFor(email), [{ number, pay_status: 'paid' }]);
    });

    it('a customer signs in and sees their orders in the user centre', async () => {
      await customerSeesOrders(shopper);
    });

    it("widgets pasted into another site's page add to the cart, show it, and sign in on that page", async () => {
      await pastedWidgetsWork(shopper);
    });

    it("widgets pasted with no shop named ask nothing of the page's own host", async () => {
      await plainPasteAsksItsHostNothing(shopper);
    });
  });
}
