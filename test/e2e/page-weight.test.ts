// What each demo page's JavaScript weighs once every element on it is used (issue 19), read from
// the pages as the server draws them and from the build's manifest: bytes (gzip -9), so a change
// that adds code to a page fails here whatever the machine's speed. bench/page-weight.ts writes
// the same figures into README. (What comes before any use: test/e2e/js-before-use.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PAGES, SIGNED_IN_PAGES } from '../../bench/pages.ts';
import { messageFiles } from '../../runtime/server/preload.mjs';
import { launch } from '../helpers/node/browser.ts';
import { signedInCookies, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { DEFAULT_BUDGET, gzipOf, LOADER_BUDGET, PAGE_BUDGETS, PASTED_PRICE, pageWeight, readManifest } from '../helpers/node/page-weight.ts';

const manifest = readManifest();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('JavaScript once every element of a page is used, in bytes', () => {
  let demo: RunningDemo;
  let cookie = '';
  before(async () => {
    demo = await startDemo();
    cookie = (await signedInCookies(demo)).map((c) => `${c.name}=${c.value}`).join('; ');
  });
  after(() => demo?.close());

  const views = [...PAGES.map((path) => ({ path, signedIn: false })), ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true }))];
  for (const { path, signedIn } of views) {
    it(`${path}${signedIn ? ' signed in' : ''}`, async () => {
      const response = await fetch(`${demo.url}${path}`, { headers: signedIn ? { cookie } : {} });
      assert.equal(response.status, 200, `${path} answers`);
      const weight = pageWeight(await response.text(), manifest, { signedIn });
      assert.ok(weight.tags.length > 0 || path.startsWith('/auth/oauth'), `${path} has elements`);
      const budget = PAGE_BUDGETS[path] ?? DEFAULT_BUDGET;
      assert.ok(weight.gzip <= budget, `${path}: ${kb(weight.gzip)} of JavaScript (budget ${kb(budget)}), ${weight.files.length} files for ${weight.tags.join(', ')}`);
    });
  }

  it('a pasted price, on a page no server drew', () => {
    const weight = pageWeight(PASTED_PRICE, manifest);
    assert.deepEqual(weight.tags, ['shop-product-price']);
    assert.ok(weight.gzip <= PAGE_BUDGETS['a pasted price']!, `${kb(weight.gzip)} (budget ${kb(PAGE_BUDGETS['a pasted price']!)}): ${weight.files.join(', ')}`);
  });

  it('counts for a pasted price what Chromium fetches for it: the same files, the http client not among them', async () => {
    // The count is read from the manifest; this holds it to a real page load (a page on the
    // shop's origin, drawn by no server, the price used at once as nothing was drawn for it).
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const fetched = new Set<string>();
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/dist/') && path.endsWith('.js')) fetched.add(path.slice('/dist/'.length));
      });
      const tracked = page.waitForResponse((response) => response.url().endsWith('/api/web/visitor/track'));
      await page.route(`${demo.url}/pasted-price`, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><title>Blog</title></head><body>${PASTED_PRICE}</body></html>` }));
      await page.goto(`${demo.url}/pasted-price`);
      await page.locator('shop-product-price').getByText('$1,200.00').waitFor();
      assert.equal((await (await tracked).json()).code, 0, 'the visit was tracked');
      await page.waitForLoadState('networkidle');
      const weight = pageWeight(PASTED_PRICE, manifest);
      assert.deepEqual([...fetched].sort(), weight.files);
      assert.ok(!weight.files.some((file) => /^chunks\/http-/.test(file)), weight.files.join(', '));
    } finally {
      await browser.close();
    }
  });

  it('counts what a page adds: a tag more is its chunks more', () => {
    // The budgets would mean nothing if the count ignored a page's elements.
    const price = pageWeight(PASTED_PRICE, manifest);
    const withCheckout = pageWeight(`${PASTED_PRICE}<shop-checkout></shop-checkout>`, manifest);
    const added = [...manifest.preload['shop-checkout']!, ...messageFiles('shop-checkout', manifest)].filter((file) => !price.files.includes(file));
    assert.ok(added.length > 0);
    assert.equal(withCheckout.gzip, price.gzip + added.reduce((sum, file) => sum + gzipOf(file), 0));
  });

  it('the loader within its budget, and each element its own chunk at most 4 KB but for the ones README names', () => {
    // README, "Weight": the elements over 4 KB, and why (each is a whole screen: checkout, QR sign-in, search with its results page).
    const exceptions = ['shop-checkout', 'shop-qr-login', 'shop-search'];
    const over = Object.entries(manifest.elements).filter(([tag, file]) => !exceptions.includes(tag) && gzipOf(file) > 4096);
    assert.deepEqual(over.map(([tag, file]) => `${tag} ${kb(gzipOf(file))}`), []);
    assert.ok(gzipOf(manifest.loader) <= LOADER_BUDGET, `the loader: ${kb(gzipOf(manifest.loader))} (budget ${kb(LOADER_BUDGET)})`);
  });
});
