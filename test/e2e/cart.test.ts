// The cart on the demo shop: two tabs agree on it, and a coupon from the coupon page lands in it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

describe('the cart', () => {
  it("agrees: an add in one tab shows in the other tab's cart page and drawer count", async () => {
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const product = await context.newPage();
      const cart = await context.newPage();
      await cart.goto(`${shop.demo.url}/cart`);
      // The element's own empty state (exact), not the server fallback's longer sentence.
      await cart.locator('shop-cart').getByText('Your cart is empty', { exact: true }).waitFor();

      await product.goto(`${shop.demo.url}/product/classic-shirt`);
      await product.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
      await product.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });

      // The other tab follows: its drawer button counts the line and its cart page lists it.
      await cart.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
      await cart.locator('shop-cart').getByRole('link', { name: 'Classic Shirt' }).waitFor();

      // A quantity changed in the cart tab reaches the product tab's drawer.
      await cart.locator('shop-cart').getByRole('button', { name: 'Increase quantity of Classic Shirt' }).click();
      await product.locator('shop-cart-drawer').getByRole('spinbutton', { name: 'Quantity of Classic Shirt' }).and(product.locator('[value="2"]')).waitFor();
      const count = await product.evaluate(() => localStorage.getItem('shop.cartNumber'));
      assert.equal(count, '2');
    } finally {
      await context.close();
    }
  });

  it('takes a coupon from the coupon page into the cart, where the discount shows', async () => {
    const { page, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/product/classic-shirt`);
    await page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
    await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
    await page.goto(`${shop.demo.url}/coupon`);
    const welcome = page.locator('shop-coupon').filter({ has: page.getByText('WELCOME10', { exact: true }) });
    await welcome.getByRole('button', { name: 'Apply to cart' }).click();
    await welcome.getByText('Applied to your cart.').waitFor();
    await welcome.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    const totals = page.locator('shop-cart').locator('[part="totals"]');
    await totals.getByText('Discount').waitFor();
    await page.locator('shop-cart').getByText('Coupon WELCOME10 applied').waitFor();
    assert.deepEqual(await violations(), []);
  });
});
