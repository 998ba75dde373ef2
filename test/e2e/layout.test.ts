// Layout a shopper meets on a phone: no page scrolls sideways at 320 or 390 px (WCAG 1.4.10
// reflow), with a cart line in place so the cart and checkout show their real content; the product
// page says how many are in stock, as quick view does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

const pages = ['/', '/category/clothing', '/product/classic-shirt', '/article/caring-for-linen', '/cart', '/checkout/information'];

describe('phone layout', () => {
  for (const width of [320, 390]) {
    it(`scrolls no page sideways at ${width} px`, async () => {
      const context = await shop.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        await page.goto(`${shop.demo.url}/product/classic-shirt`);
        await page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
        await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
        const wide: string[] = [];
        for (const path of pages) {
          await page.goto(`${shop.demo.url}${path}`);
          // Every element the page loaded has drawn (lazy ones included) before measuring.
          await page.waitForLoadState('networkidle');
          const { scrollWidth, culprits } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            culprits: [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5).slice(0, 3).map((e) => e.tagName.toLowerCase()),
          }));
          if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px (${culprits.join(', ')})`);
        }
        assert.deepEqual(wide, []);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the stock line on the product page', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/product/classic-shirt`);
      const stock = page.locator('shop-product-buttons [part="stock"]');
      await stock.waitFor();
      assert.match((await stock.textContent())!, /^(In stock: [\d,]+|Sold out)$/);
    } finally {
      await context.close();
    }
  });
});
