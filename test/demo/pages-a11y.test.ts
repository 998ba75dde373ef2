// The demo's server-rendered screens in a real browser: axe (WCAG 2.2 AA) finds nothing, in
// each language, before and after the elements upgrade.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { signedInCookies } from '../helpers/node/demo-server.ts';

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

describe('the user area without JavaScript is accessible', () => {
  it('has no axe violations with the no-JavaScript session and no bundle, in each language', async () => {
    // The bundle never loads, so the page stays as the server wrote it (axe itself runs through
    // DevTools; a context with JavaScript off could not run it).
    const context = await shop.browser.newContext();
    await context.route('**/dist/**', (route) => route.abort());
    await context.addCookies(await signedInCookies(shop.demo));
    const page = await context.newPage();
    const found: string[] = [];
    for (const prefix of ['', '/zh', '/zh-HK']) {
      for (const screen of ['center', 'order', 'order/SE1001', 'return?order=SE1002', 'return/RT1001', 'address', 'favorite', 'info', 'account', 'security', 'log']) {
        await page.goto(`${shop.demo.url}${prefix}/user/${screen}`);
        assert.ok(await page.getByText('Demo Customer').first().isVisible(), `${prefix}/user/${screen} shows the account`);
        for (const v of await axeViolations(page)) found.push(`${prefix}/user/${screen}: ${v}`);
      }
    }
    assert.deepEqual(found, []);
    await context.close();
  });
});
