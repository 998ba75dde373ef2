// The demo's server-rendered screens in a real browser: axe (WCAG 2.2 AA) finds nothing, in
// each language, before and after the elements upgrade.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

const screens = ['', 'search?q=linen', 'category/clothing', 'product/classic-shirt', 'article/caring-for-linen', 'cart', 'checkout/information', 'checkout/payment', 'checkout/thankyou', 'inquiry/feedback', 'promotion/summer-sale', 'coupon', 'auth/signin', 'auth/signup', 'user/order/SE1', 'no-such/page/at/all', 'dev/outbox'];

describe('demo pages are accessible', () => {
  for (const prefix of ['', '/zh', '/zh-HK']) {
    it(`has no axe violations${prefix ? ` in ${prefix.slice(1)}` : ''}`, async () => {
      const { page } = await openPage(shop.browser);
      const found: string[] = [];
      for (const screen of screens) {
        if (screen.startsWith('dev/') && prefix) continue;
        await page.goto(`${shop.demo.url}${prefix}/${screen}`);
        await page.waitForLoadState('networkidle');
        for (const v of await axeViolations(page)) found.push(`${prefix}/${screen}: ${v}`);
      }
      assert.deepEqual(found, []);
      await page.context().close();
    });
  }
});
