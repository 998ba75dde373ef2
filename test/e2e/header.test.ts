// The demo's compact header (issue 12): one row on a phone and on a desktop, each control in the
// box its fallback had, the phone's search dialog and the language and currency control working
// from a tap and from the keyboard, axe clean with them open, and the fallbacks working without
// JavaScript.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { VIEWPORTS } from '../helpers/node/layout-shift.ts';

const shop = useDemoAndBrowser();

/** ShopElements.loadElement (docs/loading.md): loads an element's code now, whatever its `loading`. */
type Loadable = { ShopElements: { loadElement(tag: string): Promise<void> } };

const HEADER_TAGS = ['shop-nav-menu', 'shop-search', 'shop-locale', 'shop-account-menu', 'shop-cart-drawer'];

/** Every header control's box: the brand, the menu, the actions and each element in them. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.site-header > *, .header-actions > *')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.localName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );

const searchRoot = (page: Page) => page.evaluate(() => {
  const root = document.querySelector('shop-search')?.shadowRoot;
  return { dialogOpen: Boolean(root?.querySelector('dialog')?.open), focused: root?.activeElement?.getAttribute('part') ?? root?.activeElement?.getAttribute('role') ?? null };
});

describe('the compact header', () => {
  // The phone and the desktop of the layout-shift budget, and the widths where the header changes
  // shape between them (the menu unfolds at 768 px, the brand's name shows at 1024 px).
  const sizes = { ...VIEWPORTS, tablet: { width: 768, height: 1024, isMobile: true, hasTouch: true }, laptop: { width: 1024, height: 768, isMobile: false, hasTouch: false } };
  for (const [name, viewport] of Object.entries(sizes)) {
    it(`is one row on a ${name} (${viewport.width}px), and every control keeps its box when its element loads`, async () => {
      const context = await shop.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
      try {
        const page = await context.newPage();
        // A category page: the menu marks its link as the current page, drawn bolder.
        await page.goto(`${shop.demo.url}/category/clothing`);
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(() => window.ShopElements?.version);
        // Search, the language control and the menu load on interaction: still the server's here.
        assert.deepEqual(await page.evaluate(() => ['shop-search', 'shop-locale', 'shop-nav-menu'].filter((tag) => customElements.get(tag))), []);
        const before = await boxes(page);
        const height = await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().height);
        // One row of 44 px controls and its padding (it was 200-295 px tall on a phone).
        assert.ok(height <= 70, `the header is ${height}px tall`);
        const tops = await page.evaluate(() => new Set([...document.querySelectorAll('.site-header > *, .header-actions > *')].map((el) => Math.round(el.getBoundingClientRect().top))).size);
        assert.equal(tops, 1, 'every control on one line');

        await page.evaluate((tags) => Promise.all(tags.map((tag) => (window as unknown as Loadable).ShopElements.loadElement(tag))), HEADER_TAGS);
        await page.waitForFunction(
          // Drawn: no root holding only the host's fallback (r2wc's slot, or a server-drawn root's bare slot).
          (tags) => tags.every((tag) => document.querySelector(tag)?.shadowRoot && !document.querySelector(tag)!.shadowRoot!.querySelector(':scope > slot:not([name]), [data-shop-root] > slot:not([name])')),
          HEADER_TAGS,
        );
        assert.deepEqual(await boxes(page), before);
      } finally {
        await context.close();
      }
    });
  }

  it('on a phone: the search button opens a modal search dialog with focus in the field, axe clean; Escape closes it and focus is back on the button', async () => {
    const { page, errors } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => window.ShopElements?.version);
    await page.evaluate(() => (window as unknown as Loadable).ShopElements.loadElement('shop-search'));
    const button = page.locator('shop-search').getByRole('button', { name: 'Search products' });
    await button.tap();
    await page.waitForFunction(() => document.querySelector('shop-search')?.shadowRoot?.activeElement?.getAttribute('role') === 'combobox');
    assert.equal(await page.evaluate(() => document.querySelector('shop-search')!.shadowRoot!.querySelector('dialog')!.matches(':modal')), true);
    await page.keyboard.type('mug');
    await page.locator('shop-search').getByRole('listbox').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.keyboard.press('Escape');
    assert.equal((await searchRoot(page)).dialogOpen, true, 'the first Escape closes the suggestions');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('shop-search')!.shadowRoot!.querySelector('dialog')!.open);
    assert.deepEqual(await searchRoot(page), { dialogOpen: false, focused: 'open' });
    assert.deepEqual(errors, []);
  });

  it('on a phone: the language and currency button says what is in force and opens the selects, axe clean; Apply goes to the page in that language', async () => {
    const { page, errors } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/category/clothing`);
    await page.waitForLoadState('networkidle');
    const summary = page.locator('shop-locale summary');
    assert.equal(await summary.getAttribute('aria-label'), 'Language and currency: EN · USD (English, US Dollar)');
    await summary.tap();
    const button = page.locator('shop-locale').getByRole('button', { name: 'Language and currency: EN · USD (English, US Dollar)' });
    await page.waitForFunction(() => document.querySelector('shop-locale')?.shadowRoot?.querySelector('[part="panel"]:not([hidden])'));
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await axeViolations(page), []);
    const language = page.getByRole('combobox', { name: 'Language' });
    assert.equal((await language.locator('option').allTextContents()).length, 15);
    await language.selectOption({ label: 'Deutsch' });
    await page.locator('shop-locale').getByRole('button', { name: 'Apply' }).tap();
    await page.waitForURL(/\/de\/category\/clothing$/);
    await page.locator('shop-locale summary').filter({ hasText: 'DE · USD' }).waitFor();
    assert.deepEqual(errors.filter((e) => !/404/.test(e)), []);
  });

  it('works without JavaScript: search is a link to the search page on a phone and a GET form on a desktop; languages and categories fold in <details>', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await shop.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(`${shop.demo.url}/zh/product/classic-shirt`);
        if (viewport.isMobile) {
          await page.locator('shop-search').getByRole('link', { name: '搜索商品' }).tap();
          await page.waitForURL(/\/zh\/search$/);
          await page.goBack();
          await page.locator('shop-nav-menu summary').tap();
          await page.locator('shop-nav-menu').getByRole('link', { name: '服装' }).filter({ visible: true }).waitFor();
          await page.locator('shop-locale summary').tap();
          await page.locator('shop-locale').getByRole('link', { name: 'English' }).tap();
          await page.waitForURL(/\/product\/classic-shirt$/);
        } else {
          const field = page.locator('shop-search').getByRole('searchbox', { name: '搜索商品' });
          await field.fill('mug');
          await field.press('Enter');
          await page.waitForURL(/\/zh\/search\?q=mug$/);
          await page.goBack();
          assert.ok(await page.locator('shop-nav-menu').getByRole('link', { name: '服装' }).filter({ visible: true }).isVisible());
          await page.locator('shop-locale summary').click();
          const links = page.locator('shop-locale a');
          assert.equal(await links.count(), 15);
          assert.equal(await page.locator('shop-locale a[aria-current]').getAttribute('hreflang'), 'zh');
          await page.locator('shop-locale').getByRole('link', { name: 'Deutsch' }).click();
          await page.waitForURL(/\/de\/product\/classic-shirt$/);
        }
      } finally {
        await context.close();
      }
    }
  });
});
