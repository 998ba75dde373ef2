// The demo server's transfer: dist/ precompressed by the build and picked by Accept-Encoding,
// caching by kind of file, html compressed on the way out, and the head's preload links.
// (Raw requests through app.inject, so no client decompresses behind the test's back.)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accepts } from '../../demo/compress.ts';
import type { ShopManifest } from '../../runtime/server/preload.mjs';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as ShopManifest;
const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ method: 'GET', url, headers });

function decoded(response: Awaited<ReturnType<typeof get>>): Buffer {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  return encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
}

describe('dist/ precompressed, by Accept-Encoding', () => {
  for (const [accept, expected] of [
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
  ] as const) {
    it(`answers "${accept}" with ${expected ?? 'the file as it is'}`, async () => {
      for (const file of [manifest.loader, manifest.elements['shop-product-price']!]) {
        const response = await get(`/dist/${file}`, { 'accept-encoding': accept });
        assert.equal(response.statusCode, 200, file);
        assert.equal(response.headers['content-encoding'], expected, file);
        assert.match(String(response.headers['content-type']), /javascript/, file);
        assert.deepEqual(decoded(response), readFileSync(`dist/${file}`), file);
      }
    });
  }

  it('caches hashed chunks for good and has the loader and the manifest revalidated by ETag', async () => {
    const chunk = await get(`/dist/${manifest.elements['shop-product-price']}`, { 'accept-encoding': 'br' });
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(chunk.headers.vary), /accept-encoding/i);
    for (const file of [manifest.loader, 'manifest.json']) {
      const first = await get(`/dist/${file}`, { 'accept-encoding': 'br' });
      assert.equal(first.headers['cache-control'], 'no-cache', file);
      const etag = String(first.headers.etag ?? '');
      assert.ok(etag, `${file} has an ETag`);
      const again = await get(`/dist/${file}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      assert.equal(again.statusCode, 304, file);
    }
  });
});

describe('html compressed on the way out', () => {
  it('sends a page in brotli or gzip when asked, plain otherwise, and says it varies', async () => {
    const plain = await get('/', {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
    const html = plain.body;
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/', { 'accept-encoding': accept });
      assert.equal(response.headers['content-encoding'], expected, accept);
      assert.match(String(response.headers['content-type']), /^text\/html/);
      assert.ok(response.rawPayload.length < html.length / 2, `${accept}: ${response.rawPayload.length} of ${html.length} bytes`);
      assert.equal(decoded(response).toString('utf8'), html);
    }
  });

  it('reads the Accept-Encoding header with its weights', () => {
    assert.equal(accepts('gzip, br', 'br'), true);
    assert.equal(accepts('br;q=0', 'br'), false);
    assert.equal(accepts('br;q=0.5, gzip', 'br'), true);
    assert.equal(accepts('gzip', 'br'), false);
  });
});

describe('the head preloads what the page needs at once', () => {
  it('links the loader and the runtime, and no chunk of an element the server drew (it waits for use), but an eager one\'s', async () => {
    const page = (await get('/product/classic-shirt')).body;
    const head = page.slice(0, page.indexOf('</head>'));
    const linked = new Set([...head.matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)">/g)].map((m) => m[1]!));
    for (const file of [manifest.loader, ...manifest.start]) assert.ok(linked.has(file), file);
    // Every element of the product page is drawn by the server: nothing of theirs comes early.
    assert.ok(page.includes('<shop-product-buttons') && page.includes('<shop-search') && page.includes('<shop-newsletter'));
    for (const tag of ['shop-product-buttons', 'shop-product-price', 'shop-product-photo', 'shop-search', 'shop-newsletter']) assert.ok(!linked.has(manifest.elements[tag]!), tag);
    // And the links come before the loader's script, so every fetch starts together.
    assert.ok(head.lastIndexOf('rel="modulepreload"') < head.indexOf('<script type="module"'));
    // An element whose page sets it eager (the thank-you page's checkout) is preloaded, its chunks with it.
    const thanks = (await get('/checkout/thankyou')).body;
    assert.match(thanks, /<shop-checkout [^>]*loading="eager"/);
    const thanksHead = new Set([...thanks.slice(0, thanks.indexOf('</head>')).matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)">/g)].map((m) => m[1]!));
    for (const file of manifest.preload['shop-checkout']!) assert.ok(thanksHead.has(file), file);
    // The e-mail link opened without the account's session: its element checks it on arrival, so it is preloaded with its chunks.
    const verify = (await get('/auth/verify-email?account=ada%40example.com&token=000000')).body;
    const verifyHead = new Set([...verify.slice(0, verify.indexOf('</head>')).matchAll(/<link rel="modulepreload" href="\/dist\/([^"]+)">/g)].map((m) => m[1]!));
    for (const file of manifest.preload['shop-verify-email']!) assert.ok(verifyHead.has(file), file);
  });
});
