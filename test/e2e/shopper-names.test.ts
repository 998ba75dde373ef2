// Issue 22, item 16: what a keyboard and screen-reader shopper meets in the header and after a
// sign-in. The header's cart and account buttons are named by their words only (the badge's
// number and the avatar's initial are drawn for the eye), and a keyboard sign-in leaves focus on
// the destination page's main heading, as an in-page navigation's arrival does (not on <body>).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_USER } from '../../demo/seed/seed.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { focused, tabTo } from '../helpers/node/keyboard.ts';
import { liveElement } from '../helpers/node/live.ts';

const shop = useDemoAndBrowser();

/** The focused element through shadow roots: its tag, text and whether it is in the page's outlet. */
const focus = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el?.localName ?? '', text: el?.textContent?.trim() ?? '', inOutlet: Boolean(el?.closest('[data-shop-outlet]')) };
  });

describe('accessible names and the arrival after a sign-in', () => {
  it('a keyboard sign-in lands on the destination page\'s heading; the header names the cart and the account by their words', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.demo.url}/auth/signin?redirect=${encodeURIComponent('/cart')}`);
      const signin = page.locator('shop-signin');
      await liveElement(signin);
      await signin.getByLabel('E-mail or mobile number').filter({ visible: true }).waitFor();
      await tabTo(page, (f) => f.tag === 'input' && /^E-mail or mobile number/.test(f.name), 'the account field');
      await page.keyboard.type(DEMO_USER.email);
      await tabTo(page, (f) => f.tag === 'input' && /^Password/.test(f.name), 'the password field');
      await page.keyboard.type(DEMO_USER.password);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/cart');
      const account = page.locator('shop-account-menu').getByRole('button', { name: 'Demo', exact: true });
      await account.waitFor();
      await page.waitForFunction(() => {
        let el: Element | null = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el !== document.body;
      });
      assert.deepEqual(await focus(page), { tag: 'h1', text: 'Cart', inOutlet: true });
      assert.notEqual((await focused(page)).tag, 'body');

      // One line in the cart: the badge shows 1, the name says it once.
      const token = await page.evaluate(() => localStorage.getItem('shop.token'));
      const sku = (await shop.demo.app.db.row<{ code: string }>`SELECT code FROM skus WHERE stock > 0 ORDER BY id LIMIT 1`)!.code;
      const added = await page.request.post(`${shop.demo.url}/api/web/cart/add`, { data: { sku }, headers: { origin: shop.demo.url, 'x-auth': token ?? '' } });
      assert.equal(((await added.json()) as { code: number }).code, 0);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${shop.demo.url}/`);
        const header = page.locator('header').first();
        await header.getByRole('button', { name: 'Cart, 1 item', exact: true }).waitFor();
        await header.getByRole('button', { name: 'Demo', exact: true }).waitFor();
        const snapshot = await header.ariaSnapshot();
        assert.doesNotMatch(snapshot, /item1|DDemo/, `${width}px: ${snapshot}`);
      }
    } finally {
      await context.close();
    }
  });
});
