// Issue 22, items 1, 2, 3 and 15, on the demo server.
// 1: a page asked for with the shopper's currency (the shop_currency cookie the runtime mirrors
//    the pick into) is drawn in it: the header's control says it, prices are in it, and the
//    footer no longer claims prices are in US dollars. 2, 3: orders and coupons stay in the
//    currency they were recorded in (the shop's). 15: the mails' links are absolute, on the
//    shop's public origin (never the request's Host), and the reset mail links to the reset page.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { signedInCookies, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { mailsTo } from '../helpers/node/test-db.ts';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { createServer } from '../../demo/server.ts';
import { signUpBody } from './accounts.ts';

const page = async (demo: RunningDemo, path: string, cookies: string[] = []) => {
  const response = await fetch(`${demo.url}${path}`, { headers: cookies.length ? { cookie: cookies.join('; ') } : {} });
  return { response, html: await response.text() };
};

/** What a server-drawn element's shadow root says, tags stripped. */
const drawn = (html: string, tag: string) => {
  const start = html.indexOf(`<${tag}`);
  assert.ok(start >= 0, `${tag} is on the page`);
  return html.slice(start, html.indexOf(`</${tag}>`, start)).replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

describe("pages drawn in the shopper's currency, recorded amounts in their own", () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo();
  });
  after(() => demo.close());

  it('draws the header control and the prices in the currency of the cookie, and says it drew them so', async () => {
    const { html, response } = await page(demo, '/ja/product/linen-tote', ['shop_currency=CNY']);
    assert.match(drawn(html, 'shop-locale'), /JA · CNY/);
    assert.match(drawn(html, 'shop-product-price'), /CN¥|元/);
    assert.match(html, /"drawnFor":\{[^}]*"shop\.currency":"CNY"/);
    assert.equal(response.headers.get('cache-control'), 'private, no-store', "a page in a shopper's currency is theirs");
    // The footer says what is true whatever the shopper reads prices in.
    assert.doesNotMatch(html, /価格は米ドル表示です/);
    assert.match(html, /ご注文は米ドルで請求されます。/);
  });

  it("draws the shop's own currency without the cookie or with one the shop has no rate for", async () => {
    for (const cookies of [[], ['shop_currency=EUR'], ['shop_currency=<x>']]) {
      const { html } = await page(demo, '/de/product/linen-tote', cookies);
      assert.match(drawn(html, 'shop-locale'), /DE · USD/, cookies.join());
      assert.match(html, /"drawnFor":\{[^}]*"shop\.currency":""/);
    }
  });

  it('draws an order in the currency it was paid in: SE1005, paid $27.00, is not 元194.40', async () => {
    const session = (await signedInCookies(demo)).map((c) => `${c.name}=${c.value}`);
    const { html } = await page(demo, '/user/order', [...session, 'shop_currency=CNY']);
    assert.match(drawn(html, 'shop-locale'), /EN · CNY/);
    const orders = drawn(html, 'shop-user-order');
    assert.match(orders, /SE1005/);
    assert.match(orders, /Total \$27\.00/);
    assert.doesNotMatch(orders, /CN¥|元/);
  });

  it("draws a coupon card in one currency, its own (the shop's), as its title speaks of it", async () => {
    const { html } = await page(demo, '/coupon', ['shop_currency=HKD']);
    const card = drawn(html.split('<shop-coupon ').map((part) => `<shop-coupon ${part}`).find((part) => part.includes('SAVE5'))!, 'shop-coupon');
    assert.match(card, /\$5 off orders over \$30/);
    assert.match(card, /\$5\.00 off/);
    assert.doesNotMatch(card, /HK\$/);
  });
});

describe('the outbox mails: absolute links on the public origin', () => {
  it("writes the verification, reset and order links on the server's own address, whatever Host the request says", async () => {
    const demo = await startDemo();
    try {
      // A sign-up whose request claims another Host: the mail still leads to this shop.
      const body = JSON.stringify(signUpBody('links@example.com', 'links-password'));
      const port = new URL(demo.url).port;
      await new Promise<void>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/api/web/auth/signup', method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end(body);
      });
      const verify = (await mailsTo(demo, 'links@example.com')).find((m) => m.subject === 'Verify your e-mail');
      assert.ok(verify, 'the verification mail');
      assert.match(verify.body, new RegExp(`^Open ${demo.url.replace(/[.]/g, '\\.')}/auth/verify-email\\?token=\\d{6}&account=links%40example\\.com$`));
      assert.doesNotMatch(verify.body, /evil\.example/);

      // The reset code's mail links to the reset page for the account (the code is typed there, never put in an address).
      await apiClient(demo.url)('/auth/forgot', { account: DEMO_USER.email });
      const reset = (await mailsTo(demo, DEMO_USER.email)).at(-1)!;
      assert.match(reset.body, /^Your code is \d{6}\. It expires in 10 minutes\. Enter it at /);
      assert.ok(reset.body.endsWith(` ${demo.url}/auth/reset-password?account=demo%40example.com`), reset.body);

      // The outbox page makes them links.
      const outbox = await (await fetch(`${demo.url}/dev/outbox`)).text();
      assert.match(outbox, new RegExp(`<a href="${demo.url.replace(/[.]/g, '\\.')}/auth/reset-password\\?account=demo%40example\\.com">`));
      assert.match(outbox, new RegExp(`<a href="${demo.url.replace(/[.]/g, '\\.')}/auth/verify-email\\?token=\\d{6}&amp;account=links%40example\\.com">`));
    } finally {
      await demo.close();
    }
  });

  it('writes them on the configured public origin (PUBLIC_ORIGIN), guest order mails too', async () => {
    const demo = await startDemo({ publicOrigin: 'https://shop.example/ignored-path' });
    try {
      assert.equal(demo.app.publicOrigin, 'https://shop.example');
      await apiClient(demo.url)('/auth/forgot', { account: DEMO_USER.email });
      assert.ok((await mailsTo(demo, DEMO_USER.email)).at(-1)!.body.endsWith(' https://shop.example/auth/reset-password?account=demo%40example.com'));
      const { mailOrderPlaced } = await import('../../demo/api/outbox.ts');
      await mailOrderPlaced(demo.app.db, 'guest@example.com', { number: 'SE2001', total: 4500, payment_method: 'cod' });
      assert.equal((await mailsTo(demo, 'guest@example.com')).at(-1)!.body, 'We have received your order SE2001. You pay $45.00 on delivery. View your order any time: https://shop.example/order/lookup?number=SE2001&email=guest%40example.com');
    } finally {
      await demo.close();
    }
    await assert.rejects(createServer({ publicOrigin: 'javascript:alert(1)', dataDir: '/nonexistent/never-opened' }), /publicOrigin/);
  });
});
