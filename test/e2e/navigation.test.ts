// The page shell against the demo shop, in Chromium, under the demo's strict CSP and Trusted Types.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

describe('page shell on the demo shop', () => {
  it('moves between two server pages without a full reload: progress bar, skeleton, title and description change', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.waitForFunction(() => window.ShopElements?.version);
    const homeTitle = await page.title();
    // Survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-shop-progress]')) seen.push('progress');
        if (document.querySelector('[data-shop-skeleton]')) seen.push('skeleton');
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Hold the page data until the skeleton (after 200 ms) has shown, however busy the machine.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/page/about?request=route*', async (route) => {
      await released;
      await route.continue();
    });
    await page.locator('[data-shop-footer] a[href$="/page/about"]').click();
    await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.includes('skeleton'));
    release();
    await page.waitForURL(`${shop.demo.url}/page/about`);
    await page.waitForFunction(() => !document.querySelector('[data-shop-outlet]')?.hasAttribute('aria-busy'));

    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    assert.ok(seen.includes('progress'), 'progress bar shown');
    assert.ok(seen.includes('skeleton'), 'skeleton shown');
    const title = await page.title();
    assert.notEqual(title, homeTitle);
    assert.equal(await page.locator('[data-shop-outlet] h1').textContent(), title);
    // As an accessible router: focus lands on the new page's heading, not on the body.
    assert.equal(await page.evaluate(() => document.activeElement?.matches('[data-shop-outlet] h1')), true);
    const description = await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content);
    assert.ok(description.length > 0);
    assert.equal(await page.evaluate(() => document.querySelector('[data-shop-outlet] > [data-shop-header-spacer]') !== null), true);

    // Back: the home page again, still the same document.
    await page.goBack();
    await page.waitForFunction((t) => document.title === t, homeTitle);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    // Its elements are there again: the new arrivals load as the shopper scrolls to them.
    await page.locator('[data-shop-outlet] shop-product-list').scrollIntoViewIfNeeded();
    // (Drawn by the server renderer: the prices are in the list's shadow root, and hydrate there.)
    await page.waitForFunction(() => document.querySelector('[data-shop-outlet] shop-product-list')?.shadowRoot?.querySelector('shop-product-price')?.shadowRoot?.querySelector('[part="sale"]'));

    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(await axeViolations(page), []);
  });

  it('switches the interface language with the address prefix', async () => {
    const { page, errors, violations } = await openPage(shop.browser);
    await page.goto(`${shop.demo.url}/zh-HK/page/about`);
    await page.waitForFunction(() => window.ShopElements?.version);
    // Both settle shortly after start: wait for them rather than read them at once.
    await page.waitForFunction(() => (window as unknown as { ShopElements: { stores: { $locale: { get(): string } } } }).ShopElements.stores.$locale.get() === 'zh-HK');
    await page.waitForFunction(() => localStorage.getItem('shop.languagePrefix') === '/zh-HK');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(errors, []);
  });
});
