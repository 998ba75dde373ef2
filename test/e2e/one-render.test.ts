// One render (issue 18): with every element drawn by its own component on the server, a page
// with JavaScript off is the page with every element loaded. The first screen's pixels and the
// page height are compared both ways (test/helpers/node/one-render.ts), at a phone's and a
// desktop's size, for the pages already within the budget; bench/one-render.ts measures them all.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { launch } from '../helpers/node/browser.ts';
import { signedInCookies, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { VIEWPORTS } from '../helpers/node/layout-shift.ts';
import { compareOneRender, MAX_DIFFERING, MAX_HEIGHT_CHANGE, type OneRender } from '../helpers/node/one-render.ts';

/** The pages whose every element the server draws (or whose fallbacks already match): held to the budget. */
const STEADY = ['/page/about', '/category/clothing', '/search?q=shirt', '/collection/desk-essentials', '/product/classic-shirt', '/order/lookup', '/inquiry/feedback', '/cart', '/auth/signup', '/auth/forget', '/checkout/information'];
/** The same for a signed-in shopper (the session cookie the sign-in set): their own pages, drawn with their data. */
const SIGNED_IN = ['/user/center', '/user/order', '/user/order/SE1001', '/user/info', '/user/log', '/user/address', '/user/favorite', '/cart', '/checkout/information', '/checkout/payment'];
/** A guest's (visitorId cookie) with a line in the cart: their checkout, drawn with it. */
const GUEST_WITH_A_LINE = ['/checkout/information'];

let demo: RunningDemo;
let browser: Browser;
let artifacts: string | undefined;
/** The demo account's session, signed in once: each sign-in is a full password hash. */
let session: Awaited<ReturnType<typeof signedInCookies>>;

before(async () => {
  demo = await startDemo();
  browser = await launch();
  session = await signedInCookies(demo);
});
after(async () => {
  await browser?.close();
  await demo?.close();
});

function save(name: string, shot: Buffer, diff?: PNG): string {
  artifacts ??= process.env.SCREENSHOT_ARTIFACTS ?? mkdtempSync(join(tmpdir(), 'shop-one-render-'));
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, `${name.replace(/\W+/g, '_')}.png`), shot);
  if (diff) writeFileSync(join(artifacts, `${name.replace(/\W+/g, '_')}.diff.png`), PNG.sync.write(diff));
  return artifacts;
}

function holdsTheBudget(name: string, result: OneRender): void {
  if (result.differing > MAX_DIFFERING) {
    save(`${name}.off`, result.off);
    save(`${name}.on`, result.on, result.diff);
  }
  assert.ok(result.differing <= MAX_DIFFERING, `${(result.differing * 100).toFixed(2)}% of the first screen differs (at most ${MAX_DIFFERING * 100}%); shots in ${artifacts}`);
  assert.ok(Math.abs(result.heightOn - result.heightOff) <= MAX_HEIGHT_CHANGE, `the page is ${result.heightOff} px high without JavaScript, ${result.heightOn} px with it`);
  assert.ok(result.upgrading <= MAX_DIFFERING, `${(result.upgrading * 100).toFixed(2)}% of the first screen changes as the elements load (at most ${MAX_DIFFERING * 100}%); shots in ${save(`${name}.loaded`, result.on)}`);
}

describe('one render: the page without JavaScript is the page with every element loaded', () => {
  for (const path of STEADY) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} on a ${size} (${viewport.width}x${viewport.height})`, { timeout: 120_000 }, async () => {
        holdsTheBudget(`${path}-${size}`, await compareOneRender(browser, `${demo.url}${path}`, viewport, save));
      });
    }
  }
  for (const path of GUEST_WITH_A_LINE) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} for a guest with a line in the cart, on a ${size} (${viewport.width}x${viewport.height})`, { timeout: 120_000 }, async () => {
        const visitor = crypto.randomUUID();
        const added = await fetch(`${demo.url}/api/web/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-visitor-id': visitor }, body: JSON.stringify({ sku: 'classic-mug-red', quantity: 1 }) });
        assert.equal(((await added.json()) as { code: number }).code, 0);
        holdsTheBudget(`${path}-guest-line-${size}`, await compareOneRender(browser, `${demo.url}${path}`, viewport, save, [{ name: 'visitorId', value: visitor, url: demo.url }]));
      });
    }
  }
  for (const path of SIGNED_IN) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} signed in, on a ${size} (${viewport.width}x${viewport.height})`, { timeout: 120_000 }, async () => {
        holdsTheBudget(`${path}-signed-in-${size}`, await compareOneRender(browser, `${demo.url}${path}`, viewport, save, session));
      });
    }
  }
});
