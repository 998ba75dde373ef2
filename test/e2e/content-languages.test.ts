// Issue 22 item 19: on /de and /ja the shop's own words (category names, the product's options
// and their values, the home page's hero) are German and Japanese, not English. The product's
// name stays as the catalogue writes it (English), marked lang="en".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();

describe('the shop\'s words in the interface language', () => {
  it('/de: German categories, hero and option names, on a phone', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    try {
      await page.goto(`${shop.demo.url}/de/`);
      await page.locator('.hero-title', { hasText: 'Leinen für lange, warme Tage' }).first().waitFor();
      const categories = page.getByRole('region', { name: 'Kategorien' });
      assert.deepEqual(await categories.getByRole('link').allTextContents(), ['Kleidung', 'Wohnen', 'Schreibwaren']);
      await categories.getByRole('link', { name: 'Kleidung' }).click();
      await page.waitForURL(/\/de\/category\/clothing$/);
      await page.getByRole('heading', { level: 1, name: 'Kleidung' }).waitFor();

      await page.locator('shop-category-product').getByRole('link', { name: 'Classic Shirt' }).filter({ visible: true }).click();
      await page.waitForURL(/\/de\/product\/classic-shirt$/);
      // The product's page in place (an in-page move: the address can change before the content
      // does; read at once, a loaded run saw the category's heading, rehearsal 6).
      const title = page.getByRole('heading', { level: 1, name: 'Classic Shirt' });
      await title.waitFor();
      assert.equal(await title.getAttribute('lang'), 'en', 'the English product name is marked');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Oberteile' }).waitFor();
      const spec = page.locator('shop-product-spec');
      const colour = spec.getByRole('group', { name: /^Farbe/ });
      const size = spec.getByRole('group', { name: /^Größe/ });
      await colour.waitFor();
      assert.deepEqual(await colour.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.closest('label')!.querySelector('.chip')!.firstChild!.textContent)), ['Rot', 'Blau', 'Grün']);
      assert.equal(await size.getByRole('radio').count(), 3);
      await colour.getByRole('radio', { name: 'Blau' }).click();
      await page.waitForURL(/\/de\/product\/classic-shirt\/classic-shirt-blue-[sml]$/);
      await spec.getByRole('group', { name: /^Farbe.*Blau/ }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });

  it('/ja: Japanese option names and category on a desktop', async () => {
    const { page, errors } = await openPage(shop.browser);
    try {
      await page.goto(`${shop.demo.url}/ja/product/classic-shirt`);
      const spec = page.locator('shop-product-spec');
      await spec.getByRole('group', { name: /^カラー/ }).getByRole('radio', { name: 'ブルー' }).waitFor();
      await spec.getByRole('group', { name: /^サイズ/ }).waitFor();
      await page.getByRole('navigation', { name: 'パンくずリスト' }).or(page.locator('main nav').first()).getByRole('link', { name: 'トップス' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await page.context().close();
    }
  });
});
