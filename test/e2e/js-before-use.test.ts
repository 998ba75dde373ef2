// Before the shopper does anything, a demo page downloads the loader and the runtime, and no
// element's code and no messages (issues 18, 19): every element is drawn by the server, so its code
// waits for use (runtime/elements.ts, runtime/loading.json). Checked in bytes (gzip -9 of the
// files Chromium fetched), which do not depend on the machine's speed; bench/js-before-use.ts
// writes the same for README. The third-party sign-in's return is held to it too: the server
// acts and draws the answer (demo/pages/auth-forms.ts). The e-mail link is checked by the server
// only in the account's own signed-in browser; opened anywhere else (a scanner must not prove the
// account) its element checks it in the browser, and that page loads that element and nothing
// else. Sign-in's QR code is made on the shopper's ask ('Show QR code'), so that page waits too;
// the press that loads the element's code is kept and makes the code (one press).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PAGES, SIGNED_IN_PAGES } from '../../bench/pages.ts';
import { messageFiles, type ShopManifest } from '../../runtime/server/preload.mjs';
import { openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { signedInCookies } from '../helpers/node/demo-server.ts';
import { MAX_BEFORE_USE, scriptsBeforeUse } from '../helpers/node/js-before-use.ts';
import { VIEWPORTS } from '../helpers/node/layout-shift.ts';

const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as ShopManifest;
/**
 * What every page loads at start: the loader, the element table and the runtime; for a signed-in
 * shopper, the http client too (the runtime reads the account). Not for a guest: the visit
 * tracking does without it. Not the messages, which come with the first element used.
 */
const START = new Set([manifest.loader, ...manifest.start]);
const isStart = (file: string, signedIn = false) => START.has(file) || (signedIn && /^chunks\/http-/.test(file));
/** Pages checked at the desktop size too: the heavy ones. */
const DESKTOP = ['/product/linen-shirt', '/cart', '/checkout/information', '/auth/signup'];
/** Pages whose element acts untouched, with that element. */
const ACTING: Record<string, string> = { '/auth/verify-email?account=ada%40example.com&token=000000': 'shop-verify-email' };

const shop = useDemoAndBrowser();

describe('JavaScript before any interaction: at most 30 KB gzip, no element code', () => {
  const views = [
    ...PAGES.filter((path) => !(path in ACTING)).map((path) => ({ path, signedIn: false, size: 'phone' as const })),
    ...DESKTOP.map((path) => ({ path, signedIn: false, size: 'desktop' as const })),
    ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true, size: 'phone' as const })),
  ];
  // The demo account's session, signed in once (each sign-in is a full password hash).
  let session: Awaited<ReturnType<typeof signedInCookies>> | undefined;
  for (const { path, signedIn, size } of views) {
    it(`${path}${signedIn ? ' signed in' : ''} at ${size} size`, async () => {
      const r = await scriptsBeforeUse(shop.browser, `${shop.demo.url}${path}`, VIEWPORTS[size], signedIn ? (session ??= await signedInCookies(shop.demo)) : []);
      assert.deepEqual(r.files.filter((file) => !isStart(file, signedIn)), [], `no element code and no messages before use${signedIn ? '' : ', and no http client for a guest'}`);
      assert.ok(r.gzip <= MAX_BEFORE_USE, `${(r.gzip / 1024).toFixed(1)} KB gzip before use, over ${MAX_BEFORE_USE / 1024} KB: ${r.files.join(', ')}`);
    });
  }

  for (const [path, tag] of Object.entries(ACTING)) {
    it(`${path} loads ${tag}, which acts untouched, and no other element`, async () => {
      const r = await scriptsBeforeUse(shop.browser, `${shop.demo.url}${path}`, VIEWPORTS.desktop);
      const own = new Set(manifest.preload[tag]);
      assert.ok(r.files.includes(manifest.elements[tag]!), `${tag} loaded`);
      const words = new Set(messageFiles(tag, manifest));
      assert.deepEqual(r.files.filter((file) => !isStart(file) && !own.has(file) && !words.has(file)), [], `nothing but ${tag}, what it imports and its words`);
    });
  }

  it('/auth/signin: one press on "Show QR code" (a guest on a phone) loads the element and shows the code', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    try {
      const created: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/auth/qr/create')) created.push(request.url());
      });
      await page.goto(`${shop.demo.url}/auth/signin`, { waitUntil: 'load' });
      await page.waitForFunction(() => 'ShopElements' in window, undefined, { polling: 50 });
      const qr = page.locator('shop-qr-login');
      assert.equal(await qr.evaluate((el) => customElements.get(el.localName) === undefined), true, 'its code waits for use');
      assert.deepEqual(created, [], 'no code made untouched');
      await qr.getByRole('button', { name: 'Show QR code' }).tap();
      await qr.locator('svg[part="code"]').waitFor();
      assert.equal(await qr.getByRole('button', { name: 'Show QR code' }).count(), 0, 'the button gave way to the code');
      assert.equal(created.length, 1, 'one code');
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
