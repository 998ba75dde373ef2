// The element playground (issue 15) in a phone-sized browser (390 px): the form of an element's
// attributes changes the live element, its events are logged as they fire, a CSS custom
// property's input restyles it; under the demo's CSP, axe clean, no sideways scroll.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, type WatchedPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

async function open(tag: string): Promise<WatchedPage> {
  const watched = await openPage(shop.browser, { mobile: true });
  await watched.page.goto(`${shop.demo.url}/dev/elements/${tag}`);
  await watched.page.waitForFunction((name) => customElements.get(name) !== undefined && document.querySelector(name)?.shadowRoot?.childElementCount, tag);
  return watched;
}

async function checkPage({ page, errors, violations }: WatchedPage): Promise<void> {
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scroll at 390 px');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(await violations(), []);
  assert.deepEqual(errors, []);
}

const saleText = (page: Page) => page.evaluate(() => document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="sale"]')?.textContent ?? '');

describe('the element playground', () => {
  it('shop-product-price: the price field changes the price shown, a colour input its colour', async () => {
    const watched = await open('shop-product-price');
    const { page } = watched;
    await page.waitForFunction(() => document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="sale"]')?.textContent?.includes('12.50'));
    await page.getByLabel('price', { exact: true }).fill('20');
    await page.waitForFunction(() => document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="sale"]')?.textContent?.includes('20.00'));
    assert.equal(await page.evaluate(() => document.querySelector('shop-product-price')!.getAttribute('price')), '20');
    // Emptying a field removes the attribute: no line price, no struck-through price.
    await page.getByLabel('line-price', { exact: true }).fill('');
    await page.waitForFunction(() => !document.querySelector('shop-product-price')!.hasAttribute('line-price'));
    await page.waitForFunction(() => !document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="line"]'));
    assert.match(await saleText(page), /20\.00/);

    await page.getByLabel('--shop-sales-price-color', { exact: true }).fill('#c026d3');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="sale"]')!).color === 'rgb(192, 38, 211)');
    assert.equal(await page.evaluate(() => document.querySelector('shop-product-price')!.getAttribute('style')), '--shop-sales-price-color: #c026d3;', 'through the CSSOM');
    await page.getByRole('button', { name: 'Reset --shop-sales-price-color' }).click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('shop-product-price')!.shadowRoot!.querySelector('[part~="sale"]')!).color !== 'rgb(192, 38, 211)');
    await checkPage(watched);
    await page.context().close();
  });

  it('shop-newsletter: subscribing fires shop:newsletter-subscribe, logged with its detail', async () => {
    const watched = await open('shop-newsletter');
    const { page } = watched;
    assert.equal(await page.locator('[data-playground-log] li').count(), 0);
    const email = `playground-${Date.now()}@example.com`;
    const field = page.locator('shop-newsletter input[type="email"]');
    await field.fill(email);
    await field.press('Enter');
    const entry = page.locator('[data-playground-log] li').filter({ has: page.locator('code', { hasText: 'shop:newsletter-subscribe' }) });
    await entry.waitFor();
    assert.deepEqual(JSON.parse(await entry.locator('pre').textContent() ?? ''), { email, already: false });
    assert.equal(await page.locator('[data-playground-none]').isHidden(), true);
    await checkPage(watched);
    await page.getByRole('button', { name: 'Clear the log' }).click();
    await page.locator('[data-playground-log] li').first().waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('shop-checkbox: text, boolean and choice fields change it, and its change event is logged', async () => {
    const watched = await open('shop-checkbox');
    const { page } = watched;
    const box = page.locator('shop-checkbox').getByRole('checkbox');
    await page.getByLabel('label', { exact: true }).fill('Wrap it as a gift');
    await page.locator('shop-checkbox').getByRole('checkbox', { name: 'Wrap it as a gift' }).waitFor();
    await page.getByLabel('checked', { exact: true }).check();
    await page.waitForFunction(() => document.querySelector('shop-checkbox')!.hasAttribute('checked'));
    assert.equal(await box.isChecked(), true);
    await page.getByLabel('variant', { exact: true }).selectOption('apply');
    await page.waitForFunction(() => document.querySelector('shop-checkbox')!.getAttribute('variant') === 'apply');
    await page.getByLabel('variant', { exact: true }).selectOption('');
    await page.waitForFunction(() => !document.querySelector('shop-checkbox')!.hasAttribute('variant'));

    await box.click();
    const entry = page.locator('[data-playground-log] li').filter({ has: page.locator('code', { hasText: /^change$/ }) });
    await entry.first().waitFor();
    assert.ok((await entry.first().locator('time').getAttribute('datetime'))!.endsWith('Z'));
    await checkPage(watched);
    await page.context().close();
  });

  it('refuses JSON that does not parse at its field, and hands on JSON that does', async () => {
    const watched = await open('shop-aside-menu');
    const { page } = watched;
    const items = page.getByLabel('items', { exact: true });
    const before = await page.evaluate(() => document.querySelector('shop-aside-menu')!.getAttribute('items'));
    await items.fill('[{"label": "Orders"');
    await page.locator('#attr-items-error').waitFor();
    assert.equal(await items.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.evaluate(() => document.querySelector('shop-aside-menu')!.getAttribute('items')), before);
    await items.fill('[{"label": "Wish list", "href": "/user/favorite"}]');
    await page.locator('shop-aside-menu').getByRole('link', { name: 'Wish list' }).waitFor();
    assert.equal(await page.locator('#attr-items-error').isHidden(), true);
    await checkPage(watched);
    await page.context().close();
  });

  it('shop-slides: starts with three sample slides, and Next shows the second', async () => {
    const watched = await open('shop-slides');
    const { page } = watched;
    const slides = page.locator('shop-slides > a.playground-slide');
    assert.equal(await slides.count(), 3);
    assert.equal(await slides.nth(1).getAttribute('aria-label'), '2 of 3');
    const carousel = page.locator('shop-slides');
    await carousel.getByRole('button', { name: 'Slide 3' }).waitFor();
    const second = (await slides.nth(1).locator('span').textContent())!;
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await page.waitForFunction(() => document.querySelector('shop-slides')!.shadowRoot!.querySelector('[part="dot"][aria-current="true"]')?.getAttribute('aria-label') === 'Slide 2');
    await page.getByText(second, { exact: true }).waitFor();
    await checkPage(watched);
    await page.context().close();
  });

  it('lists every element, each a link to its page', async () => {
    const watched = await openPage(shop.browser, { mobile: true });
    const { page } = watched;
    await page.goto(`${shop.demo.url}/dev/elements`);
    await checkPage(watched);
    await page.getByRole('link', { name: '<shop-coupon>' }).click();
    await page.waitForURL(/\/dev\/elements\/shop-coupon$/);
    await page.getByRole('heading', { level: 1, name: '<shop-coupon>' }).waitFor();
    await checkPage(watched);
    await page.context().close();
  });
});
