// Widgets pasted into a page on another site (issue 23): a plain page served from a second
// origin (localhost, another port: another site than the demo's 127.0.0.1) pastes the loader
// from the demo with `data-shop`, under a strict CSP of its own. The shopper sees the product and
// its price, adds it to the cart, sees the drawer and the cart element with the line, signs in and
// sees their account menu: every request goes to the shop, none to the page's own host, with no
// console error and no CSP violation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { axeViolations, launch, openPage } from '../helpers/node/browser.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { blogPost, PROBLEMS_SCRIPT, startOtherSite, SUMMER_POST, type OtherSite } from '../helpers/node/other-site.ts';

let demo: RunningDemo;
let browser: Browser;
let blog: OtherSite;
let blogOrigin: string;
let pages: OtherSite['pages'];

before(async () => {
  blog = await startOtherSite(() => demo.url);
  ({ origin: blogOrigin, pages } = blog);
  demo = await startDemo({ allowedOrigins: [blogOrigin] });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await demo?.close();
  await blog?.close();
});

const post = (body: string, shop?: string) => blogPost(demo.url, body, shop);

// Waits in the blog's page as promises it resolves itself, evaluated once: the blog's CSP allows no
// eval, which Playwright's waitForFunction uses to poll a string once its first check is false.
// (Strings: the page's global is typed for the e2e tests by its version only.)
/** Resolves once the runtime's start has run (ShopElements.start() returns the first start). */
const STARTED = `new Promise((resolve) => {
  const wait = () => (window.ShopElements ? window.ShopElements.start().then(resolve) : setTimeout(wait, 20));
  wait();
})`;
/** Resolves once the live socket is connected. */
const SOCKET_CONNECTED = `new Promise((resolve) => {
  const wait = () => {
    const socket = window.ShopElements?.stores.$socket;
    if (!socket) return setTimeout(wait, 20);
    const off = socket.subscribe((state) => {
      if (!state.isConnected) return;
      resolve(true);
      queueMicrotask(() => off());
    });
  };
  wait();
})`;

describe('widgets pasted into a page on another site', () => {
  it('shows a product with its price, adds it to the cart, shows the drawer and the cart, and signs in, all against the shop', async () => {
    const product = (await apiClient(demo.url)('/product/detail', { slug: 'classic-shirt' })).data;
    pages.set('/summer', post(SUMMER_POST(product), demo.url));
    const { page, errors, violations } = await openPage(browser);
    const own: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === blogOrigin && !request.isNavigationRequest() && new URL(request.url()).pathname !== PROBLEMS_SCRIPT) own.push(request.url());
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

    // A price pasted for Hong Kong readers: in Hong Kong dollars, at the shop's rate.
    const price = await fetch(`${demo.url}/embed?what=price&slug=classic-shirt&lang=zh-HK&currency=HKD`);
    const priceCode = /<textarea id="embed-code"[^>]*>([^<]*)<\/textarea>/.exec(await price.text())![1]!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
    const usd = Number(/price="([\d.]+)"/.exec(priceCode)![1]);
    pages.set('/hk', { html: `<!doctype html><html lang="zh-HK"><head><title>網誌</title><link rel="icon" href="data:,"></head><body>${priceCode}</body></html>`, styleAttributes: true });
    const hk = await openPage(browser);
    await hk.page.goto(`${blogOrigin}/hk`);
    const shown = new Intl.NumberFormat('zh-HK', { style: 'currency', currency: 'HKD' }).format(usd * 7.8);
    await hk.page.locator('shop-product-price').getByText(shown).first().waitFor();
    assert.deepEqual(await hk.violations(), []);
    assert.deepEqual(hk.errors, []);
  });

  it("with no shop named, asks nothing of the page's own host: the shop is where the script came from", async () => {
    pages.set('/plain', post('<shop-cart-drawer></shop-cart-drawer><shop-product-price price="49" currency="USD"></shop-product-price>'));
    const { page, errors, violations } = await openPage(browser);
    const own: string[] = [];
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === blogOrigin && !request.isNavigationRequest() && url.pathname !== PROBLEMS_SCRIPT) own.push(request.url());
      if (url.pathname.startsWith('/api/web/')) api.push(url.origin);
    });
    page.on('websocket', (socket) => api.push(new URL(socket.url()).origin));
    await page.goto(`${blogOrigin}/plain`);
    await page.locator('shop-product-price').getByText('$49.00').waitFor();
    // The visit report and the socket, at the shop.
    // (A string: the page's global is typed for the e2e tests by its version only.)
    await page.evaluate(SOCKET_CONNECTED);
    assert.ok(api.length > 0, 'the runtime talked to the shop');
    assert.deepEqual([...new Set(api)].sort(), [demo.url, demo.url.replace('http', 'ws')].sort());
    assert.deepEqual(own, []);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });

  it('with tracking and the socket switched off, a pasted price asks the shop nothing but its code', async () => {
    const quiet = '<script type="application/json" id="shop-initial-data">{"start": {"noTracking": true, "noSocket": true}}</script>';
    pages.set('/quiet', post(`${quiet}<shop-product-price price="49" currency="USD"></shop-product-price><shop-cart-drawer></shop-cart-drawer>`));
    const { page, errors, violations } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!request.isNavigationRequest() && !url.pathname.startsWith('/dist/') && url.pathname !== PROBLEMS_SCRIPT) asked.push(request.url());
    });
    page.on('websocket', (socket) => asked.push(socket.url()));
    await page.goto(`${blogOrigin}/quiet`);
    await page.locator('shop-product-price').getByText('$49.00').waitFor();
    // Started, and every element of the page live: anything the start set going has been asked for by now.
    await page.evaluate(STARTED);
    await page.locator('shop-cart-drawer [part~="trigger"]').waitFor();
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
    assert.deepEqual(asked, []);
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });
});
