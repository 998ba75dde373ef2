// The guest order lookup, drawn by <shop-order-lookup> on the server: without JavaScript its form
// posts to the page and the answer shows the order (the element's own render, from its data);
// with JavaScript that very page hydrates, keeping the order on screen and fetching nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { apiClient } from '../helpers/node/api-client.ts';

const shop = useDemoAndBrowser();
const address = { firstName: 'Mei', lastName: 'Chan', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' };

async function guestOrder(email: string): Promise<string> {
  const post = apiClient(shop.demo.url);
  const guest = { 'x-visitor-id': crypto.randomUUID() };
  assert.equal((await post('/cart/add', { sku: 'classic-cap-red-m', quantity: 1 }, guest)).code, 0);
  const addressId = (await post('/address/save', address, guest)).data.id as number;
  const placed = await post('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card', email }, { ...guest, 'idempotency-key': crypto.randomUUID() });
  assert.equal(placed.code, 0, placed.msg);
  return placed.data.number as string;
}

describe('order lookup, one render', () => {
  it('finds an order without JavaScript, and the answer page hydrates with JavaScript', { timeout: 60_000 }, async () => {
    const number = await guestOrder('one-render@example.com');
    const context = await shop.browser.newContext({ javaScriptEnabled: false });
    const off = await context.newPage();
    await off.goto(`${shop.demo.url}/order/lookup`);
    const element = off.locator('shop-order-lookup');
    await element.getByLabel('Order number').fill(number);
    await element.getByLabel('E-mail used at checkout').fill('one-render@example.com');
    await Promise.all([off.waitForURL(`${shop.demo.url}/order/lookup`), element.getByRole('button', { name: 'Find order' }).click()]);
    await element.getByRole('heading', { name: `Order ${number}` }).waitFor();
    assert.equal(await element.locator('[part="status-line"]').textContent(), 'Status: In progress · Unpaid');
    await context.close();

    // The same post's answer page with JavaScript (a plain form posted from the page): hydrated,
    // the order kept, no look-up made again.
    const { page, errors, violations } = await openPage(shop.browser);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/web/order/lookup')) lookups.push(request.url());
    });
    await page.goto(`${shop.demo.url}/page/about`);
    await Promise.all([
      page.waitForURL(`${shop.demo.url}/order/lookup`),
      page.evaluate((fields) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/order/lookup';
        for (const [name, value] of Object.entries(fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
        document.body.append(form);
        form.submit();
      }, { number, email: 'one-render@example.com' }),
    ]);
    // The answer is drawn by the server and waits for use: the first touch (here: focus on it) loads it.
    await page.locator('shop-order-lookup').getByRole('link', { name: 'Look up another order' }).focus();
    await page.waitForFunction(() => (document.querySelector('shop-order-lookup') as unknown as Record<symbol, unknown> | null)?.[Symbol.for('shop-elements.live')] === true);
    const how = await page.evaluate(() => (document.querySelector('shop-order-lookup') as unknown as Record<symbol, unknown>)[Symbol.for('shop-elements.rendered')]);
    assert.equal(how, 'hydrated');
    assert.equal(await page.locator('shop-order-lookup [part="order"] h2').textContent(), `Order ${number}`);
    assert.deepEqual(lookups, []);
    // 'Look up another order' goes back to the form in place.
    await page.locator('shop-order-lookup').getByRole('link', { name: 'Look up another order' }).click();
    const again = page.locator('shop-order-lookup').getByLabel('Order number');
    await again.waitFor();
    assert.equal(await again.inputValue(), number, 'prefilled from the attributes: the form came back in place, no page was loaded');
    assert.deepEqual(errors, []);
    assert.deepEqual(await violations(), []);
    await page.context().close();
  });
});
