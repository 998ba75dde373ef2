import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
});
after(() => demo.close());

describe('demo server pages', () => {
  it('serves the home page with the shell regions, the initial data and the loader', async () => {
    const response = await fetch(`${demo.url}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    const page = await response.text();
    for (const region of ['data-shop-header', 'data-shop-outlet', 'data-shop-footer']) assert.ok(page.includes(region), region);
    assert.ok(page.includes('<script type="module" src="/dist/shop-elements.js"></script>'));
    for (const tag of ['shop-product-price', 'shop-product-list', 'shop-product-modal', 'shop-cart-drawer']) assert.ok(page.includes(`<${tag}`), tag);
    const json = /<script type="application\/json" id="shop-initial-data">(.*?)<\/script>/s.exec(page)?.[1];
    assert.ok(json, 'initial data script');
    assert.deepEqual(Object.keys(JSON.parse(json)).sort(), ['config', 'pageData', 'theme']);
  });

  it('sends a strict Content Security Policy with every page', async () => {
    const csp = (await fetch(`${demo.url}/`)).headers.get('content-security-policy') ?? '';
    for (const directive of ["script-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'none'", "require-trusted-types-for 'script'", 'trusted-types shop-elements']) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.ok(!csp.includes('unsafe-inline') && !csp.includes('unsafe-eval'));
  });

  it("sends the page's policy with pages only: the files and answers a page loads carry a short one", async () => {
    const page = await fetch(`${demo.url}/product/classic-shirt`);
    assert.ok((page.headers.get('content-security-policy') ?? '').includes("require-trusted-types-for 'script'"));
    const html = await page.text();
    const chunk = /\/dist\/chunks\/[\w-]+\.js/.exec(html)?.[0] ?? '/dist/shop-elements.js';
    for (const path of ['/dist/shop-elements.js', chunk, '/assets/lookbook.js', '/media/products/classic-shirt-red.svg', '/product/classic-shirt?request=route']) {
      const answer = await fetch(`${demo.url}${path}`);
      await answer.arrayBuffer();
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'", path);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
    }
    const api = await fetch(`${demo.url}/api/web/product/list`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await api.arrayBuffer();
    assert.equal(api.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
  });

  it('has no inline script but JSON data', async () => {
    const page = await (await fetch(`${demo.url}/`)).text();
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    for (const attributes of scripts) assert.ok(/src=|type="application\/json"/.test(attributes), attributes);
  });

  it('serves the loader for revalidation and hashed chunks as immutable', async () => {
    const loader = await fetch(`${demo.url}/dist/shop-elements.js`);
    assert.equal(loader.status, 200);
    assert.equal(loader.headers.get('cache-control'), 'no-cache');
    const manifest = (await (await fetch(`${demo.url}/dist/manifest.json`)).json()) as { elements: Record<string, string> };
    const chunk = await fetch(`${demo.url}/dist/${manifest.elements['shop-product-price']}`);
    assert.equal(chunk.status, 200);
    assert.match(chunk.headers.get('cache-control') ?? '', /immutable/);
  });

  it('answers 404 for an unknown address', async () => {
    assert.equal((await fetch(`${demo.url}/no/such/page`)).status, 404);
  });
});
