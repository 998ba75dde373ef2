// The demo as a showcase (issue 13) in a browser, at a phone's and a desktop's size: the home
// page's hero is the first slide in the carousel's own box before and after <shop-slides>
// and its picture load, and its buttons move to the next slide; the footer's columns stand side by side and
// the newsletter's upgrade does not move the bottom line; home and the promotions page pass axe.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, openPage } from '../helpers/node/browser.ts';
import { useDemoAndBrowser } from '../helpers/node/demo-browser.ts';

const shop = useDemoAndBrowser();
const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { elements: Record<string, string> };

type Box = { x: number; y: number; width: number; height: number };
const box = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.x), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  });
const near = (a: Box, b: Box, what: string) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) assert.ok(Math.abs(a[key] - b[key]) <= 1, `${what} ${key}: ${a[key]} then ${b[key]}`);
};

for (const mobile of [true, false]) {
  describe(`the showcase on a ${mobile ? 'phone' : 'desktop'}`, () => {
    it('shows the first hero slide in the carousel box before and after shop-slides loads, then moves to the next', async () => {
      const { page, errors, violations } = await openPage(shop.browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 900 });
      // Hold the carousel's code and the first slide's picture back until the fallback has
      // been measured: the box may depend on neither.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      for (const url of [`**/dist/${manifest.elements['shop-slides']}`, '**/media/hero/summer-sale.svg']) {
        await page.route(url, async (route) => {
          await held;
          await route.continue();
        });
      }
      await page.goto(`${shop.demo.url}/`, { waitUntil: 'domcontentloaded' });
      await page.locator('.hero-slide h2').first().waitFor();
      assert.equal(await page.evaluate(() => customElements.get('shop-slides')), undefined);
      assert.equal(await page.evaluate(() => document.querySelector<HTMLImageElement>('.hero-slide img')!.naturalWidth), 0, 'the picture is not there yet');
      const before = { carousel: await box(page, 'shop-slides'), slide: await box(page, '.hero-slide'), heading: await box(page, '.hero-slide h2') };
      assert.ok(before.slide.height > 200, `a hero, not a strip: ${before.slide.height} px`);
      // Only the first slide shows: the others stand to its right, outside the carousel.
      const second = await box(page, '.hero-slide + .hero-slide');
      assert.ok(second.x >= before.carousel.x + before.carousel.width - 1, 'the second slide is out of view');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'no sideways scroll');

      release();
      // The carousel loads on use: here a keyboard shopper reaching the first slide's link.
      await page.locator('.hero-slide .hero-action a').first().focus();
      await page.waitForFunction(() => document.querySelector('shop-slides')?.shadowRoot?.querySelector('[part~="next"]'));
      // Focus stays on the link, which the carousel still shows (its slide).
      assert.equal(await page.evaluate(() => document.activeElement?.matches('.hero-slide .hero-action a')), true);
      await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.hero-slide img')!.naturalWidth > 0);
      near(before.carousel, await box(page, 'shop-slides'), 'the carousel');
      near(before.slide, await box(page, '.hero-slide'), 'the first slide');
      near(before.heading, await box(page, '.hero-slide h2'), 'its heading');

      await page.locator('shop-slides').getByRole('button', { name: 'Next slide' }).click();
      await page.waitForFunction(() => {
        const viewport = document.querySelector('shop-slides')!.shadowRoot!.querySelector('[part~="viewport"]')!.getBoundingClientRect();
        const slide = document.querySelectorAll('.hero-slide')[1]!.getBoundingClientRect();
        return Math.abs(slide.left - viewport.left) < 2;
      });
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await violations(), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    it('lays the footer out in columns, and the newsletter loads without moving the bottom line', async () => {
      const { page, errors } = await openPage(shop.browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${shop.demo.url}/promotion`);
      await page.waitForLoadState('networkidle');
      // The newsletter loads when it comes into view: not yet.
      assert.equal(await page.evaluate(() => customElements.get('shop-newsletter')), undefined);
      const bottom = await box(page, '.footer-bottom');
      const [shopColumn, help, newsletter] = [await box(page, '#footer-shop'), await box(page, '#footer-help'), await box(page, '.footer-newsletter')];
      assert.equal(shopColumn.y, help.y, 'the shop and help columns side by side');
      assert.ok(help.x > shopColumn.x);
      if (mobile) assert.ok(newsletter.y > help.y, 'the newsletter under them on a phone');
      else assert.equal(newsletter.y, help.y, 'the newsletter beside them on a desktop');

      await page.locator('.footer-bottom').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('shop-newsletter')?.shadowRoot?.querySelector('input[type="email"]'));
      near(bottom, await box(page, '.footer-bottom'), 'the bottom line');
      // The promotions as cards, each a picture and a linked name.
      assert.equal(await page.locator('main .tile-promotion').count(), 3);
      assert.equal(await page.locator('main .tile-promotion').getByRole('link').count(), 3);
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  });
}
