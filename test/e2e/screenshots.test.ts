// What the shopper sees does not change by accident (issue 13): the home, category, product, cart
// and checkout pages at a phone's (390x844) and a desktop's (1366x900) size, compared pixel by
// pixel with the baselines committed in test/e2e/screenshots/ (pixelmatch).
//
// Changed the look on purpose? Rewrite the baselines, look at them, and commit them with the change:
//   npx rollup -c && UPDATE_SCREENSHOTS=1 node --import tsx --test test/e2e/screenshots.test.ts
// A missing baseline is written and its test FAILS saying so, so a new page is never silently green.
// A failing test prints how many pixels differ and leaves the actual shot and the diff (changes in
// red) in $SCREENSHOT_ARTIFACTS (default: a new folder under the system's temp dir).
//
// Never flaky, by construction:
// - Data: a fresh data dir seeded by the demo's deterministic seed (startDemo), with the server's
//   clock frozen at FIXED_TIME while this file runs (node:test's mock timers, Date only), so every
//   date the seed writes, and every "valid until" and "expired" derived from it, is the same on
//   every run; the browser's Date is fixed at the same instant (fixDate), in UTC, en-US.
// - The page has settled: every shop-* element (in shadow roots too) is loaded whatever its
//   `loading` and has rendered, no request is in flight, fonts are ready and every picture in the
//   viewport has decoded; then shots are taken until two in a row are identical.
// - Animations are off (animations: 'disabled', reduced motion), the caret is hidden, and the
//   shots are the viewport only (fullPage: false), at a device scale factor of 1. The phone size
//   is a 390 px wide desktop viewport, not isMobile: Chromium's mobile emulation may zoom a page
//   out to fit what overflows, so a shot would depend on more than the layout.
// - Fonts are whatever Debian's chromium pulls in (fonts-*), on this machine and on CI's fresh
//   one of the same image (.ci/run). The tolerance (a 0.1 colour threshold per pixel, at most
//   0.2% of the pixels different) absorbs antialiasing, not a change of font: when an update of
//   the image's fonts moves every text, check one diff to see that it is only the font, then
//   rewrite the baselines (above) in a commit of their own that says so.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch } from '../helpers/node/browser.ts';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { difference, settledShot, watchNetwork } from '../helpers/node/settle.ts';

/** The instant the server and the browser both think it is. */
const FIXED_TIME = Date.parse('2026-06-15T09:00:00Z');
/** At most this share of the pixels may differ. */
const MAX_DIFF_RATIO = 0.002;

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const BASELINES = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

const PAGES: { name: string; path: string; withLine?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/clothing' },
  { name: 'product', path: '/product/classic-shirt' },
  { name: 'cart', path: '/cart', withLine: true },
  { name: 'checkout', path: '/checkout/information', withLine: true },
];

let demo: RunningDemo;
let browser: Browser;
let artifacts: string | undefined;

before(async () => {
  // The server formats dates in its own time zone: the same everywhere.
  process.env.TZ = 'UTC';
  mock.timers.enable({ apis: ['Date'], now: FIXED_TIME });
  demo = await startDemo();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await demo?.close();
  mock.timers.reset();
});

/**
 * The page's Date at FIXED_TIME, its timers running as they do. (Not Playwright's page.clock: its
 * server side runs in this process, whose Date is mocked, and with Date mocked its page clock
 * stopped every timer and animation frame of the page: the shots waited for a frame forever.)
 */
async function fixDate(page: Page): Promise<void> {
  await page.addInitScript(`{
    const fixed = ${FIXED_TIME};
    const RealDate = Date;
    globalThis.Date = class extends RealDate {
      constructor(...args) {
        if (args.length) super(...args);
        else super(fixed);
      }
      static now() {
        return fixed;
      }
    };
  }`);
}

async function newContext(size: (typeof SIZES)[keyof typeof SIZES]): Promise<BrowserContext> {
  return browser.newContext({ viewport: size, deviceScaleFactor: 1, isMobile: false, hasTouch: false, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' });
}

/** A line in the cart, added as a shopper adds it: "Add to cart" on the product page. */
async function addLine(page: Page): Promise<void> {
  await page.goto(`${demo.url}/product/classic-shirt`);
  await page.locator('shop-product-buttons').getByRole('button', { name: /^Add to cart$/ }).click();
  // The drawer opens once the line is in.
  await page.locator('shop-cart-drawer dialog').waitFor({ state: 'visible' });
}

/** Writes a failed test's shot (and diff) where it can be looked at; returns the folder. */
function save(name: string, shot: Buffer, diff?: PNG): string {
  artifacts ??= process.env.SCREENSHOT_ARTIFACTS ?? mkdtempSync(join(tmpdir(), 'shop-screenshots-'));
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(join(artifacts, `${name}.actual.png`), shot);
  if (diff) writeFileSync(join(artifacts, `${name}.diff.png`), PNG.sync.write(diff));
  return artifacts;
}

function compare(name: string, shot: Buffer): void {
  const file = join(BASELINES, `${name}.png`);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, shot);
    if (!UPDATE) assert.fail(`No baseline for ${name}: wrote ${file}. Look at it, commit it, and run again.`);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    assert.fail(`${name}: ${actual.width}x${actual.height}, the baseline is ${expected.width}x${expected.height} (actual shot in ${save(name, shot)}).`);
  }
  const { differing, diff } = difference(expected, actual);
  const allowed = Math.floor(actual.width * actual.height * MAX_DIFF_RATIO);
  console.log(`${name}: ${differing} pixels differ (at most ${allowed})`);
  if (differing > allowed) {
    assert.fail(`${name}: ${differing} of ${actual.width * actual.height} pixels differ from the baseline (at most ${allowed}); actual and diff in ${save(name, shot, diff)}.`);
  }
}

describe('screenshots', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const { name, path, withLine } of PAGES) {
      it(`${name} (${path}) on a ${size} (${viewport.width}x${viewport.height}) looks as its baseline`, { timeout: 120_000 }, async () => {
        const context = await newContext(viewport);
        try {
          const page = await context.newPage();
          await fixDate(page);
          const network = watchNetwork(page);
          if (withLine) await addLine(page);
          await page.goto(`${demo.url}${path}`, { waitUntil: 'load' });
          const shot = `${name}-${size}`;
          compare(shot, await settledShot(page, network, shot, save));
        } finally {
          await context.close();
        }
      });
    }
  }
});
