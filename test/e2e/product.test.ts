// Picking a variant on the demo's product page, in Chromium under the strict CSP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { readManifest } from '../helpers/node/page-weight.ts';

const shop = useDemoAndBrowser();

interface Spec {
  slug: string;
  options: { key: string; values: { value: string; label: string }[] }[];
  skus: { code: string; options: Record<string, string>; price: number; stock: number }[];
}

type Sku = Spec['skus'][number];

/** The page's variant and another colour in stock with the same size, with that colour's label. */
async function anotherColour(page: Page): Promise<{ current: Sku; target: Sku; label: string }> {
  const spec = JSON.parse((await page.getAttribute('shop-product-spec', 'product'))!) as Spec & { selected: string };
  const colour = spec.options[0]!;
  const current = spec.skus.find((s) => s.code === spec.selected)!;
  const target = spec.skus.find((s) => s.stock > 0 && s.options[colour.key] !== current.options[colour.key] && Object.entries(current.options).every(([k, v]) => k === colour.key || s.options[k] === v))!;
  return { current, target, label: colour.values.find((v) => v.value === target.options[colour.key])!.label };
}

describe('product page', () => {
  it('a picked colour moves the address to the variant and the price follows it', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.waitForFunction(() => document.querySelector('shop-product-spec')?.shadowRoot?.querySelector('fieldset'));
    // Another colour that is in stock with the current size.
    const { target, label } = await anotherColour(page);

    await page.locator('shop-product-spec').getByRole('radio', { name: label, exact: true }).click();
    await page.waitForURL(`${shop.demo.url}/product/classic-shirt/${target.code}`);
    const expected = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(target.price / 100);
    await page.waitForFunction((text) => document.querySelector('shop-product-price')?.shadowRoot?.querySelector('[part="sale"]')?.textContent === text, expected);

    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors.filter((e) => !/is not a Shop Elements element/.test(e)), []);
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });
});

describe('the product page loads only the gallery its size shows (issue 19)', () => {
  // The demo's theme shows the swipeable strip on phones and the photo with thumbnails from
  // 768px (demo/assets/demo.css); the other is display: none. A picked colour tells both galleries
  // (runtime/loading.json: shop:variant-change), and the loader loads an element that is not shown
  // only once it comes into view, which a hidden one never does (runtime/elements.ts).
  const manifest = readManifest();
  for (const [size, shown, hidden] of [
    ['phone', 'shop-product-mobile-image', 'shop-product-photo'],
    ['desktop', 'shop-product-photo', 'shop-product-mobile-image'],
  ] as const) {
    it(`on a ${size}: a picked colour loads ${shown}, and ${hidden} never loads`, async () => {
      const { page, errors, violations } = await openPage(shop.browser, { mobile: size === 'phone' });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${shop.demo.url}/product/classic-shirt`);
      await page.waitForFunction(() => window.ShopElements?.version);
      const { target, label } = await anotherColour(page);
      await page.locator('shop-product-spec').getByRole('radio', { name: label, exact: true }).click();
      await page.waitForURL(`${shop.demo.url}/product/classic-shirt/${target.code}`);
      await page.waitForFunction((tag) => Boolean((document.querySelector(tag) as (Element & Record<symbol, unknown>) | null)?.[Symbol.for('shop-elements.live')]), shown);
      // The whole page scrolled through, as a shopper reading it would: what loads in view has.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      assert.ok(asked.includes(`/dist/${manifest.elements[shown]}`), `${shown}'s code did not come, though the picked colour reached it`);
      assert.ok(!asked.includes(`/dist/${manifest.elements[hidden]}`), `${hidden}'s code came, though the page hides it at this size`);
      assert.equal(await page.evaluate((tag) => customElements.get(tag) === undefined, hidden), true, `${hidden} was defined, though the page hides it at this size`);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});

describe('the product page without JavaScript', () => {
  it('shows the server-drawn gallery\'s image, and a spec chip is a link to its variant', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/product/classic-shirt`);
      const { current, target, label } = await anotherColour(page);
      // The photo's stage shows the variant's image (the server draws the picture itself), on the desktop layout.
      const stage = page.locator('shop-product-photo [part="stage"] .lazy-image > img[part="img"]');
      assert.equal(await stage.getAttribute('src'), (current as unknown as { image: string }).image);
      assert.ok(await stage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the stage image loaded');
      // No radio to pick without JavaScript: the chip's link leads to the variant's page.
      const link = page.locator('shop-product-spec').getByRole('link', { name: label, exact: true });
      await link.click();
      await page.waitForURL(`${shop.demo.url}/product/classic-shirt/${target.code}`);
      const currentLinks = page.locator('shop-product-spec a[aria-current="page"]');
      assert.ok((await currentLinks.allTextContents()).includes(label), 'the picked colour is the current one');
    } finally {
      await context.close();
    }
  });
});

describe('the product page on a desktop', () => {
  it('puts the gallery left and the buying block right, price and Add to cart above the fold at 1366x900', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/product/classic-shirt`);
      const add = page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ });
      await add.waitFor();
      const gallery = await page.locator('main .product-gallery').boundingBox();
      const price = await page.locator('main .product-buy > shop-product-price').boundingBox();
      const button = await add.boundingBox();
      assert.ok(gallery && price && button);
      assert.ok(gallery.x + gallery.width <= price.x, `gallery ${JSON.stringify(gallery)} is not left of the price ${JSON.stringify(price)}`);
      assert.ok(price.y + price.height <= 900, `price ends at y=${price.y + price.height}`);
      assert.ok(button.y + button.height <= 900, `Add to cart ends at y=${button.y + button.height}`);
      // Not stretched across the page.
      assert.ok(button.width <= 400, `Add to cart is ${button.width} px wide`);
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await context.close();
    }
  });
});
