// A shopper on a phone browses the demo shop: home -> category -> product -> picks a variant
// (the address and the price follow) -> reads the reviews -> searches -> switches to zh. Once
// by touch and mouse, once with the keyboard only. Under the strict CSP, with no error.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';
import { focused, tabTo } from '../helpers/node/keyboard.ts';
import { liveElement } from '../helpers/node/live.ts';
import { until } from '../helpers/node/settle.ts';

const shop = useDemoAndBrowser();

const salePrice = (page: Page) => page.evaluate(() => document.querySelector('main shop-product-price')?.shadowRoot?.querySelector('[part="sale"]')?.textContent ?? '');
const reviewsShown = (page: Page) => page.locator('shop-reviews').getByRole('heading', { name: 'Rating summary' }).waitFor();
const cleanErrors = (errors: string[]) => errors.filter((e) => !/is not a Shop Elements element/.test(e));

describe('browsing the demo shop', () => {
  it('by touch and mouse', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Clothing' }).click();
    await page.waitForURL(/\/category\/clothing$/);
    // The listing loads on use: until then the server's render of it is what shows, and its card
    // links go to the product (the touch starts the listing's load; the link is followed either way).
    await page.locator('shop-category-product').getByRole('link', { name: 'Classic Shirt' }).filter({ visible: true }).click();
    await page.waitForURL(/\/product\/classic-shirt$/);
    await page.waitForFunction(() => document.querySelector('shop-product-spec')?.shadowRoot?.querySelector('fieldset'));
    const before = await salePrice(page);
    const spec = page.locator('shop-product-spec');
    // A tap on another colour: before the picker's code is in, the press is held and made on the
    // same radio once it is (so the radio changes a moment later, not under the finger).
    const unchecked = spec.getByRole('radio', { checked: false }).first();
    await unchecked.click();
    await page.waitForURL(/\/product\/classic-shirt\/[\w-]+$/);
    assert.ok((await salePrice(page)).startsWith('$'));
    assert.ok(before.startsWith('$'));
    await reviewsShown(page);

    // Search and the language switch load on interaction. On a phone, search is a button in the
    // header (the server's is a link to the search page): the tap loads the element, which opens
    // its dialog with the focus in the field, and the typing goes there.
    const header = page.locator('[data-shop-header]');
    await header.locator('shop-search').getByRole('link', { name: 'Search products' }).or(header.getByRole('button', { name: 'Search products' })).filter({ visible: true }).first().tap();
    await page.waitForFunction(() => document.querySelector('shop-search')?.shadowRoot?.activeElement?.getAttribute('role') === 'combobox');
    assert.equal(await page.evaluate(() => document.querySelector('shop-search')!.shadowRoot!.querySelector('dialog')!.matches(':modal')), true);
    await page.keyboard.type('linen');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=linen/);
    await page.locator('main').getByRole('link', { name: 'Linen Shirt' }).filter({ visible: true }).first().waitFor();

    // Language and currency: one button ("EN · USD") opening the selects.
    await header.locator('shop-locale summary, shop-locale [part="button"]').filter({ visible: true }).first().tap();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' });
    await page.getByRole('form', { name: 'Language and currency' }).getByRole('button').click();
    await page.waitForURL(/\/zh\/search\?q=linen/);
    // The page in Chinese first (an in-page move changes the address before it draws the page).
    await page.getByRole('searchbox', { name: '搜索商品' }).or(page.getByRole('combobox', { name: '搜索商品' })).filter({ visible: true }).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');

    assert.deepEqual(await violations(), []);
    assert.deepEqual(cleanErrors(errors), []);
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });

  it("goes back from a listing's page 2 to page 1, where the shopper was on it", async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: 'Clothing' }).click();
    await page.waitForURL(/\/category\/clothing$/);
    const listing = page.locator('shop-category-product');
    // The listing loads on use: a keyboard shopper reaching its first card loads it.
    await listing.locator('a').first().focus();
    // The element's pager, drawn by the server and hydrated.
    const pager = listing.getByRole('navigation', { name: 'Pagination' }).filter({ visible: true });
    await listing.getByRole('link', { name: 'Page 2', exact: true }).filter({ visible: true }).waitFor();
    const firstCard = async () => (await listing.locator('[part="name"]').first().textContent())?.trim();
    const onPageOne = await firstCard();
    await pager.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    assert.ok(scrolled > 0, 'the pager is below the fold');
    await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/\/category\/clothing\?page=2$/);
    await page.waitForFunction((first) => document.querySelector('shop-category-product')?.shadowRoot?.querySelector('[part="name"]')?.textContent?.trim() !== first, onPageOne);

    await page.goBack();
    await page.waitForURL(/\/category\/clothing$/);
    await page.waitForFunction((first) => document.querySelector('shop-category-product')?.shadowRoot?.querySelector('[part="name"]')?.textContent?.trim() === first, onPageOne);
    // The browser puts the shopper back where they were on page 1 (within a few pixels).
    await page.waitForFunction((y) => Math.abs(scrollY - y) < 40, scrolled).catch(async (error: Error) => {
      // Seen once on a loaded run: say where the page is, how tall, and what has focus.
      const where = await page.evaluate('JSON.stringify({ scrollY, height: document.documentElement.scrollHeight, focus: document.activeElement?.localName, inner: document.activeElement?.shadowRoot?.activeElement?.outerHTML.slice(0, 120) })');
      throw new Error(`${error.message}\nwanted scrollY ${scrolled}, the page: ${where}`, { cause: error });
    });
    await page.goForward();
    await page.waitForURL(/\/category\/clothing\?page=2$/);
    await page.waitForFunction((first) => document.querySelector('shop-category-product')?.shadowRoot?.querySelector('[part="name"]')?.textContent?.trim() !== first, onPageOne);

    assert.deepEqual(await violations(), []);
    assert.deepEqual(cleanErrors(errors), []);
  });

  it('keeps the keyboard in a listing while it upgrades: focus stays on the card, the next Tab goes to the next card', async () => {
    for (const mobile of [true, false]) {
      const { page, errors } = await openPage(shop.browser, { mobile });
      await page.goto(`${shop.demo.url}/category/clothing`);
      const live = () => page.evaluate(() => Boolean((document.querySelector('shop-category-product') as (Element & Record<symbol, unknown>) | null)?.[Symbol.for('shop-elements.live')]));
      assert.equal(await live(), false, 'the listing waits for use');
      // The Tab into the first card starts the listing's load; it hydrates while focus is there.
      const card = await tabTo(page, (f) => f.role === 'link' && f.href.includes('/product/'), 'the first card');
      await page.waitForFunction(() => Boolean((document.querySelector('shop-category-product') as (Element & Record<symbol, unknown>) | null)?.[Symbol.for('shop-elements.live')]));
      assert.deepEqual(await focused(page), card, 'focus is where it was, on the same card');
      await page.keyboard.press('Tab');
      const next = await focused(page);
      assert.equal(next.role, 'link', `the next Tab stays in the listing (${next.tag}: ${next.name})`);
      assert.match(next.href, /\/product\//);
      assert.notEqual(next.href, card.href);
      assert.deepEqual(cleanErrors(errors), []);
      await page.context().close();
    }
  });

  it('with the keyboard only', async () => {
    const { page, errors, violations } = await openPage(shop.browser, { mobile: true });
    await page.goto(`${shop.demo.url}/`);
    await tabTo(page, (f) => f.role === 'link' && f.name === 'Clothing', 'the Clothing category');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/category\/clothing$/);
    // The listing loads as the Tab reaches it; the card is the server's or the element's, whichever is there.
    await tabTo(page, (f) => f.role === 'link' && f.name.startsWith('Classic Shirt'), 'the Classic Shirt card');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\/classic-shirt$/);
    await page.waitForFunction(() => document.querySelector('shop-product-spec')?.shadowRoot?.querySelector('fieldset'));

    // Into the first radio group of the picker, then an arrow key picks the next option.
    await tabTo(page, (f) => f.role === 'radio', 'the option picker');
    const first = await focused(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/product\/classic-shirt\/[\w-]+$/);
    assert.notEqual((await focused(page)).name, first.name);
    await reviewsShown(page);

    // On through the page and round to the header's search button, which opens the search dialog.
    await tabTo(page, (f) => f.role === 'button' && f.name === 'Search products', 'the search button');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('shop-search')?.shadowRoot?.activeElement?.getAttribute('role') === 'combobox');
    await page.keyboard.type('linen');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=linen/);

    await tabTo(page, (f) => f.role === 'button' && f.name.startsWith('Language and currency: EN · USD'), 'the language and currency button');
    await page.keyboard.press('Enter');
    // The press loads the element's code and is made once it is live: the panel opens then, as
    // the shopper sees, and Tab goes into it. (Tabbing on at once, a busy machine's Tabs passed
    // the closed panel and went down the results before it opened.)
    await page.locator('shop-locale [part="panel"]').waitFor({ state: 'visible' });
    await tabTo(page, (f) => f.tag === 'select' && f.name.startsWith('Language'), 'the language select');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, (f) => f.role === 'button' && f.name === 'Apply', 'Apply');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/zh\/search\?q=linen/);

    assert.deepEqual(await violations(), []);
    assert.deepEqual(cleanErrors(errors), []);
  });
});

describe('back from a product to its listing', () => {
  const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
  for (const [size, viewport] of Object.entries(sizes)) {
    for (const javaScriptEnabled of [true, false]) {
      it(`returns to the same product on a ${size}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
        const context = await shop.browser.newContext({ viewport, javaScriptEnabled });
        try {
          const page = await context.newPage();
          await page.goto(`${shop.demo.url}/category/clothing`);
          // A card well down the list, brought into view as a shopper scrolls to it.
          const card = page.locator('shop-category-product [part="name"]').filter({ visible: true }).nth(7);
          await card.scrollIntoViewIfNeeded();
          const name = (await card.textContent())!.trim();
          const before = (await card.boundingBox())!.y;
          await card.click();
          await page.waitForURL(/\/product\//);
          await page.locator('shop-product-buttons').waitFor();
          await page.goBack();
          await page.waitForURL(/\/category\/clothing$/);
          // The same card where it was on screen (within a few pixels), once the page has settled.
          const place = `[...(document.querySelector('shop-category-product')?.shadowRoot?.querySelectorAll('[part="name"]') ?? [])].find((n) => n.checkVisibility() && n.textContent.trim() === ${JSON.stringify(name)})?.getBoundingClientRect().y`;
          await until(page, `Math.abs((${place} ?? -1e9) - ${before}) < 8`, `"${name}" back at ${before} px`);
        } finally {
          await context.close();
        }
      });
    }
  }
});

describe('searching', () => {
  it('shows the best matches first (relevance), and keeps an order the shopper picks', async () => {
    const { page, errors, violations } = await openPage(shop.browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${shop.demo.url}/`);
    const field = page.locator('[data-shop-header] shop-search').getByRole('searchbox', { name: 'Search products' }).or(page.locator('[data-shop-header] shop-search').getByRole('combobox', { name: 'Search products' })).filter({ visible: true }).first();
    await field.fill('shirt');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=shirt$/);
    const results = page.locator('main shop-search');
    const namesShown = `[...(document.querySelector('main shop-search')?.shadowRoot?.querySelectorAll('[part="result-link"]') ?? [])].map((n) => n.textContent.trim())`;
    const names = () => page.evaluate(namesShown) as Promise<string[]>;
    const sort = results.getByRole('combobox', { name: 'Sort by' });
    assert.equal(await sort.inputValue(), 'relevance');
    await until(page, `${namesShown}.length === 8`, 'the eight results');
    const ranked = await names();
    // The four Shirts (the word itself) before the four T-shirts, though newer T-shirts exist.
    assert.equal(ranked.length, 8, ranked.join());
    assert.ok(ranked.slice(0, 4).every((n) => / Shirt$/.test(n)) && ranked.slice(4).every((n) => /T-shirt$/.test(n)), ranked.join());

    // The order is picked once the results are the element's (the server drew them; their code comes on use).
    await liveElement(sort);
    await sort.selectOption('price-asc');
    await page.waitForURL(/\/search\?q=shirt&sort=price-asc$/);
    await until(page, `${namesShown}.join() !== ${JSON.stringify(ranked.join())}`, 'the results re-sorted');
    assert.deepEqual(await violations(), []);
    assert.deepEqual(cleanErrors(errors), []);
    assert.deepEqual(await axeViolations(page, 'main'), []);
  });
});
