// The lookbook (custom/lookbook) shows, under the demo's strict CSP, what server html and a host
// script can do besides tags: a data-component placeholder mounted in place (the look's price), a
// createComponent call from the page's own script (its score, after 2 seconds), and a page answer
// flagged noReload (choosing another look keeps the shopper where they are on the page).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

describe('the lookbook', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    it(`mounts its placeholder and its created element, and keeps the scroll when another look is chosen (${viewport.width}x${viewport.height})`, async () => {
      const watched = await openPage(shop.browser);
      const { page } = watched;
      try {
        await page.setViewportSize(viewport);
        await page.goto(`${shop.demo.url}/custom/lookbook`);
        const look = page.locator('.look');
        // The placeholder's text is the price until the runtime puts the element in its place.
        const price = look.locator('.look-price shop-product-price');
        await page.waitForFunction(() => Boolean(document.querySelector('.look-price shop-product-price')?.shadowRoot?.textContent?.trim()));
        assert.match(await price.evaluate((el) => el.shadowRoot!.textContent!), /\$\d+\.\d\d/);
        assert.equal(await look.locator('.look-price').getAttribute('data-shop-mounted'), '');
        // The page's script asks createComponent for the score: the text until then, the element after.
        const score = look.locator('.look-score shop-product-score');
        await score.waitFor({ state: 'attached' });
        await page.waitForFunction(() => Boolean(document.querySelector('.look-score shop-product-score')?.shadowRoot?.textContent?.trim()));
        assert.match(await score.evaluate((el) => el.shadowRoot!.textContent!), /\d/);

        // Scrolled to the looks, choosing another keeps the page where it is.
        const firstName = await look.locator('h3').innerText();
        await page.locator('.looks').evaluate((section) => section.scrollIntoView());
        const before = await page.evaluate(() => window.scrollY);
        assert.ok(before > 0, 'the page is scrolled');
        await page.getByRole('link', { name: 'Look 2' }).click();
        await page.waitForFunction((name) => document.querySelector('.look h3')?.textContent !== name && !document.querySelector('[data-shop-outlet]')?.hasAttribute('aria-busy'), firstName);
        assert.equal(new URL(page.url()).search, '?look=2');
        const kept = await page.evaluate(() => window.scrollY);
        assert.ok(Math.abs(kept - before) <= 2, `the scroll position is kept (${before} -> ${kept})`);
        assert.equal(await page.getByRole('link', { name: 'Look 2' }).getAttribute('aria-current'), 'page');
        // The new look's placeholder is mounted too (placeholders in every page the shell applies).
        await look.locator('.look-price shop-product-price').waitFor({ state: 'attached' });

        // Coming from another page is not the same page: that scrolls to the top as ever.
        await page.goto(`${shop.demo.url}/`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        assert.ok((await page.evaluate(() => window.scrollY)) > 0);
        await page.locator('footer').getByRole('link', { name: 'Lookbook' }).click();
        await page.locator('.looks').waitFor();
        await page.waitForFunction(() => !document.querySelector('[data-shop-outlet]')?.hasAttribute('aria-busy'));
        assert.equal(await page.evaluate(() => window.scrollY), 0);
        // Arrived in-page (no script of the page's own runs then), the theme's script fills the score.
        await page.waitForFunction(() => Boolean(document.querySelector('.look-score shop-product-score')?.shadowRoot?.textContent?.trim()));

        assert.deepEqual(await watched.violations(), []);
        assert.deepEqual(watched.errors, []);
        assert.deepEqual(await axeViolations(page), []);
      } finally {
        await page.context().close();
      }
    });
  }
});
