// The theme's breakpoints are the elements' (runtime/breakpoints.ts): a shop whose theme moves
// `md` from 768 px to 1000 px shows, at 900 px, the narrow layouts (two product columns, the
// category menu folded behind its button), before JavaScript and after, under the page's CSP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

const columns = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('shop-product-list')?.shadowRoot?.querySelector('[part="list"]');
    return list ? getComputedStyle(list).gridTemplateColumns.split(' ').length : 0;
  });
// The page's own header (demo.css, answered at the theme's screens): the shop's name is shown from lg.
const brandShown = (page: Page) => page.evaluate(() => document.querySelector('.brand-name')!.getBoundingClientRect().width > 1);
const menuFolded = (page: Page) =>
  page.evaluate(() => {
    const toggle = document.querySelector('[data-shop-header] shop-nav-menu')?.shadowRoot?.querySelector<HTMLElement>('[part~="toggle"]');
    return toggle ? toggle.checkVisibility() : null;
  });

describe('theme screens', () => {
  let original = '';
  const setTheme = (value: string) => shop.demo.app.db.run`UPDATE settings SET value = ${value} WHERE key = 'theme'`;
  before(async () => {
    original = (await shop.demo.app.db.row<{ value: string }>`SELECT value FROM settings WHERE key = 'theme'`)!.value;
    const theme = JSON.parse(original) as { config: { container: { screen: Record<string, string> } } };
    theme.config.container.screen = { ...theme.config.container.screen, md: '1000px', lg: '1200px' };
    await setTheme(JSON.stringify(theme));
  });
  after(() => setTheme(original));

  it('draws the server html at the theme breakpoints (no JavaScript)', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 900, height: 800 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/`);
      assert.equal(await columns(page), 2, 'two columns below the theme md (1000 px)');
      assert.equal(await menuFolded(page), true, 'the menu folds below the theme md');
      await page.setViewportSize({ width: 1050, height: 800 });
      assert.equal(await columns(page), 3, 'three columns from md');
      assert.equal(await menuFolded(page), false);
      assert.equal(await brandShown(page), false, "the page's own header: the name waits for the theme lg (1200 px), not 1024");
      await page.setViewportSize({ width: 1250, height: 800 });
      assert.equal(await brandShown(page), true);
    } finally {
      await context.close();
    }
  });

  it('keeps them once the elements run, under the page CSP, and moves at those widths', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 900, height: 800 } });
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${shop.demo.url}/`);
      // Loaded and hydrated: the elements' own sheets now decide.
      // (Drawn by the server, they load on the shopper's first focus on them: docs/loading.md.)
      await page.locator('shop-product-list [part="card-link"]').first().focus();
      await page.locator('[data-shop-header] shop-nav-menu [part~="toggle"]').focus();
      await page.waitForFunction(() => Boolean(customElements.get('shop-product-list') && customElements.get('shop-nav-menu')));
      await page.waitForLoadState('networkidle');
      assert.equal(await columns(page), 2);
      assert.equal(await menuFolded(page), true);
      await page.setViewportSize({ width: 1250, height: 800 });
      await page.waitForFunction(() => getComputedStyle(document.querySelector('shop-product-list')!.shadowRoot!.querySelector('[part="list"]')!).gridTemplateColumns.split(' ').length === 4);
      assert.equal(await menuFolded(page), false);
      assert.deepEqual(violations, []);
    } finally {
      await context.close();
    }
  });
});
