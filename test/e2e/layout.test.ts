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

describe('short pages', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    it(`keep the footer at the bottom of the screen at ${viewport.width}x${viewport.height}`, async () => {
      const context = await shop.browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        // The not-found page is shorter than either screen.
        await page.goto(`${shop.demo.url}/no-such-page`);
        const { footerBottom, pageHeight, mainBottom, footerTop } = await page.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect();
          return { footerBottom: footer.bottom, footerTop: footer.top, pageHeight: document.documentElement.scrollHeight, mainBottom: document.querySelector('main')!.getBoundingClientRect().bottom };
        });
        assert.equal(pageHeight, viewport.height, 'no taller than the screen');
        assert.equal(Math.round(footerBottom), viewport.height, 'the footer ends where the screen does');
        assert.equal(Math.round(mainBottom), Math.round(footerTop), 'the main part fills the room above it');
      } finally {
        await context.close();
      }
    });
  }
});

// Issue 22, item 18: the coupon list took 40rem of a desktop's width, its cards' value panels
// uneven. The cards go in columns across the page (one on a phone), each row's cards alike.
describe('the coupon list', () => {
  for (const viewport of [{ width: 390, height: 844, columns: 1 }, { width: 1366, height: 900, columns: 2 }]) {
    it(`lays its cards in ${viewport.columns} column(s) across the page at ${viewport.width} px, each row's cards alike`, async () => {
      const context = await shop.browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      try {
        const page = await context.newPage();
        await page.goto(`${shop.demo.url}/coupon`);
        await page.locator('.coupons shop-coupon').last().locator('[part="value"]').waitFor();
        const { list, cards, panels } = await page.evaluate(`(() => {
          const box = (el) => { const r = el.getBoundingClientRect(); return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height), right: Math.round(r.right) }; };
          const list = document.querySelector('.coupons');
          return {
            list: { ...box(list), content: Math.round(list.parentElement.clientWidth - parseFloat(getComputedStyle(list.parentElement).paddingLeft) - parseFloat(getComputedStyle(list.parentElement).paddingRight)) },
            cards: [...list.querySelectorAll('shop-coupon')].map(box),
            panels: [...list.querySelectorAll('shop-coupon')].map((c) => box(c.shadowRoot.querySelector('[part="value"]').parentElement).width),
          };
        })()`) as { list: { width: number; content: number }; cards: { x: number; y: number; height: number; width: number }[]; panels: number[] };
        assert.ok(cards.length >= 4, `${cards.length} cards`);
        assert.equal(list.width, list.content, 'the list uses the width of the page');
        const rows = new Map<number, { height: number; width: number }[]>();
        for (const card of cards) rows.set(card.y, [...(rows.get(card.y) ?? []), card]);
        assert.deepEqual([...rows.values()].map((row) => row.length), Array.from({ length: Math.ceil(cards.length / viewport.columns) }, (_, i) => Math.min(viewport.columns, cards.length - i * viewport.columns)));
        for (const row of rows.values()) assert.equal(new Set(row.map((card) => card.height)).size, 1, `a row's cards are one height: ${JSON.stringify(row)}`);
        assert.equal(new Set(panels).size, 1, `one value panel width: ${panels.join(', ')}`);
      } finally {
        await context.close();
      }
    });
  }
});
