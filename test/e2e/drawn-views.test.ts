// A page viewed but not touched reports its view (docs/analytics.md): the demo draws every
// element, whose code waits for the shopper's first touch, so the view each would report on
// mount is written into its markup by the server and reported by the runtime as the page shows,
// without any element's code (runtime/analytics-switch.ts, reportDrawnViews).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { watchNetwork } from '../helpers/node/settle.ts';

const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { elements: Record<string, string> };
const elementChunks = new Set(Object.values(manifest.elements));

interface View {
  event: string;
  ecommerce: { items?: { item_id: string; item_list_id?: string; index?: number }[]; search_term?: string; [field: string]: unknown };
}

const shop = useDemoAndBrowser();

/** Opens `path` untouched: the analytics events heard until the page is quiet, and the element chunks fetched. */
async function untouched(path: string): Promise<{ views: View[]; chunks: string[] }> {
  const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    // The page's own listener, there before any script of the page runs.
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as unknown as { __views: unknown[] }).__views = heard;
      document.addEventListener('shop:analytics', (event) => heard.push((event as CustomEvent).detail));
      document.addEventListener('shop:start', () => ((window as unknown as { __started: boolean }).__started = true));
    });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.replace(/^\/dist\//, '');
      if (elementChunks.has(path)) chunks.push(path);
    });
    const network = watchNetwork(page);
    await page.goto(`${shop.demo.url}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __started?: boolean }).__started === true, undefined, { polling: 50 });
    // The loader's `idle` elements load at the browser's first idle moment (at most 2 s).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    await network.idle();
    const views = await page.evaluate(() => (window as unknown as { __views: unknown[] }).__views);
    return { views: views as View[], chunks };
  } finally {
    await context.close();
  }
}

describe('views of an untouched page, reported without element code', () => {
  it("a product page: one view_item with the product's slug and SKU", async () => {
    const { views, chunks } = await untouched('/product/linen-shirt');
    assert.deepEqual(chunks, [], 'no element code');
    assert.deepEqual(views.map((v) => v.event), ['view_item']);
    const [item] = views[0]!.ecommerce.items!;
    assert.equal(item!.item_id, 'linen-shirt');
    assert.ok(typeof (item as { item_variant?: string }).item_variant === 'string', 'the SKU shown');
    assert.equal(views[0]!.ecommerce.currency, 'USD');
  });

  it('a category page: one view_item_list of its first page, named after the category', async () => {
    const { views, chunks } = await untouched('/category/clothing');
    assert.deepEqual(chunks, [], 'no element code');
    assert.deepEqual(views.map((v) => v.event), ['view_item_list']);
    const items = views[0]!.ecommerce.items!;
    assert.ok(items.length > 0);
    assert.deepEqual(items.map((i) => i.index), items.map((_, n) => n));
    assert.ok(items.every((i) => i.item_list_id === 'category:clothing'));
  });

  it('a search page: one search for its term; the cart: one view_cart; a checkout with nothing to buy: no begin_checkout', async () => {
    const search = await untouched('/search?q=shirt');
    assert.deepEqual(search.chunks, []);
    assert.deepEqual(search.views, [{ event: 'search', ecommerce: { search_term: 'shirt' } }]);
    const cart = await untouched('/cart');
    assert.deepEqual(cart.chunks, []);
    assert.deepEqual(cart.views.map((v) => v.event), ['view_cart']);
    const checkout = await untouched('/checkout/information');
    assert.deepEqual(checkout.chunks, []);
    assert.deepEqual(checkout.views, []);
  });
});
