// Widgets pasted into a page on another site (issue 23): a plain page served from a second
// origin (localhost, another port: another site than the demo's 127.0.0.1) pastes the loader
// from the demo with `data-shop`, under a strict CSP of its own. The shopper sees the product and
// its price, adds it to the cart, sees the drawer and the cart element with the line, signs in and
// sees their account menu: every request goes to the shop, none to the page's own host, with no
// console error and no CSP violation.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { styleHashes } from 'shop-elements/server';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { axeViolations, launch, openPage } from '../helpers/node/browser.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
let browser: Browser;
let blog: Server;
let blogOrigin: string;
/** The pages the blog serves, by path (`styleAttributes`: its CSP lets style attributes through). */
const pages = new Map<string, string | { html: string; styleAttributes: true }>();

before(async () => {
  blog = createServer((request, response) => {
    const found = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    if (found === undefined) return void response.writeHead(404).end();
    const html = typeof found === 'string' ? found : found.html;
    const shop = demo.url;
    // The embedding site's own strict policy: scripts, requests and pictures from the shop only,
    // the elements' styles by hash, Trusted Types on.
    const csp = [
      "default-src 'none'",
      `script-src ${shop}`,
      [`style-src`, ...styleHashes()].join(' '),
      ...(typeof found === 'string' ? [] : ["style-src-attr 'unsafe-inline'"]),
      `img-src ${shop} data: blob:`,
      `connect-src ${shop} ${shop.replace('http', 'ws')}`,
      "base-uri 'none'",
      "form-action 'self'",
      "require-trusted-types-for 'script'",
      'trusted-types shop-elements',
    ].join('; ');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html);
  });
  await new Promise<void>((resolve) => blog.listen(0, 'localhost', resolve));
  blogOrigin = `http://localhost:${(blog.address() as AddressInfo).port}`;
  demo = await startDemo({ allowedOrigins: [blogOrigin] });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await demo?.close();
  await new Promise((resolve) => blog?.close(resolve));
});

/** A blog post that pastes the shop's script tag (`shop`: its data-shop, if any) and these tags. */
const post = (body: string, shop?: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>My blog</title>
<link rel="icon" href="data:,">
<script type="module" src="${demo.url}/dist/shop-elements.js"${shop ? ` data-shop="${shop}"` : ''}></script>
</head>
<body>
<h1>My blog</h1>
<p>What I wear this summer…</p>
${body}
</body>
</html>`;

/** Attribute-safe JSON (the page is written by the test, as an embed-code generator would). */
const attr = (value: unknown) => JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

describe('widgets pasted into a page on another site', () => {
  it('shows a product with its price, adds it to the cart, shows the drawer and the cart, and signs in, all against the shop', async () => {
    const product = (await apiClient(demo.url)('/product/detail', { slug: 'classic-shirt' })).data;
    pages.set(
      '/summer',
      post(
        `<shop-account-menu></shop-account-menu>
<shop-cart-drawer></shop-cart-drawer>
<shop-product-single product='${attr(product)}'></shop-product-single>
<h2>Your cart</h2>
<shop-cart></shop-cart>
<h2>Your account</h2>
<shop-signin></shop-signin>`,
        demo.url,
      ),
    );
    const { page, errors, violations } = await openPage(browser);
    const own: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === blogOrigin && !request.isNavigationRequest()) own.push(request.url());
    });
    await page.goto(`${blogOrigin}/summer`);

    const single = page.locator('shop-product-single');
    await single.getByRole('heading', { name: 'Classic Shirt' }).waitFor();
    await single.locator('shop-product-price').getByText('$').first().waitFor();
    await single.locator('shop-product-buttons').getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.locator('shop-cart-drawer dialog');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByText('Classic Shirt').first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('shop-cart').getByRole('link', { name: 'Classic Shirt' }).waitFor();

    const signin = page.locator('shop-signin');
    // (A required field's name ends in its asterisk.)
    await signin.getByLabel(/^E-mail or mobile number\s*\*?$/).fill(DEMO_USER.email);
    await signin.getByLabel(/^Password\s*\*?$/).fill(DEMO_USER.password);
    await signin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('shop-account-menu').getByRole('button', { name: /Demo/ }).waitFor();
    assert.equal(new URL(page.url()).origin, blogOrigin, 'still on the blog');

    assert.deepEqual(own, [], "nothing asked of the blog's own host");
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });

  it('pastes what the embed-code page writes: the product shows on the other site, in the colour chosen', async () => {
    // The page itself, as the shop owner sees it: the preview live, under the shop's own CSP.
    const owner = await openPage(browser);
    await owner.page.goto(`${demo.url}/embed?what=product&slug=classic-shirt&lang=de&color=%23b91c1c`);
    await owner.page.locator('.embed-preview shop-product-single').getByRole('heading', { name: 'Classic Shirt' }).waitFor();
    await owner.page.getByRole('button', { name: 'Copy the code' }).waitFor();
    assert.deepEqual(await axeViolations(owner.page), []);
    assert.deepEqual(await owner.violations(), []);
    assert.deepEqual(owner.errors, []);
    await owner.page.context().close();

    const answer = await fetch(`${demo.url}/embed?what=product&slug=classic-shirt&lang=de&color=%23b91c1c`);
    assert.equal(answer.status, 200);
    const written = /<textarea id="embed-code"[^>]*>([^<]*)<\/textarea>/.exec(await answer.text())?.[1];
    assert.ok(written, 'the page writes the code');
    const snippet = written.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    assert.ok(snippet.startsWith('<meta charset="utf-8">'), snippet.slice(0, 80));
    assert.ok(snippet.includes(`data-shop="${demo.url}"`), 'the shop named on the script tag');
    // (The colour is a style attribute: a page with a strict CSP of its own sets it in its stylesheet.)
    pages.set('/pasted', { html: `<!doctype html><html lang="de"><head><title>Mein Blog</title><link rel="icon" href="data:,"></head><body>${snippet}</body></html>`, styleAttributes: true });
    const { page, errors, violations } = await openPage(browser);
    await page.goto(`${blogOrigin}/pasted`);
    const single = page.locator('shop-product-single');
    await single.getByRole('heading', { name: 'Classic Shirt' }).waitFor();
    // In the language chosen: German words on the buying block.
    await single.locator('shop-product-buttons').getByRole('button', { name: 'In den Warenkorb' }).waitFor();
    assert.equal(await single.evaluate((el) => getComputedStyle(el).getPropertyValue('--shop-primary-color').trim()), '#b91c1c');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });

  it("with no shop named, asks nothing of the page's own host: the shop is where the script came from", async () => {
    pages.set('/plain', post('<shop-cart-drawer></shop-cart-drawer><shop-product-price price="49" currency="USD"></shop-product-price>'));
    const { page, errors, violations } = await openPage(browser);
    const own: string[] = [];
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === blogOrigin && !request.isNavigationRequest()) own.push(request.url());
      if (url.pathname.startsWith('/api/web/')) api.push(url.origin);
    });
    page.on('websocket', (socket) => api.push(new URL(socket.url()).origin));
    await page.goto(`${blogOrigin}/plain`);
    await page.locator('shop-product-price').getByText('$49.00').waitFor();
    // The visit report and the socket, at the shop.
    // (A string: the page's global is typed for the e2e tests by its version only.)
    await page.waitForFunction('window.ShopElements?.stores.$socket.get().isConnected');
    assert.ok(api.length > 0, 'the runtime talked to the shop');
    assert.deepEqual([...new Set(api)].sort(), [demo.url, demo.url.replace('http', 'ws')].sort());
    assert.deepEqual(own, []);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });
});
