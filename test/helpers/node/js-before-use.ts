/**
 * What a page downloads before the shopper does anything (issue 18): every script Chromium
 * fetched from loading the page until the loader has decided about every element (the runtime
 * started, the browser idle once, as the loader's `idle` elements wait for) and the network is
 * quiet. Sizes are gzip -9 of the built files, as bench/size.mjs counts them: bytes, so the
 * budget is checked in the test suite (test/e2e/js-before-use.test.ts) and written by
 * bench/js-before-use.ts.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { watchNetwork } from './settle.ts';

/** At most this much script (gzip) before any interaction, on every demo page. */
export const MAX_BEFORE_USE = 30 * 1024;

const dist = new URL('../../../dist/', import.meta.url);
const sizes = new Map<string, number>();
const gzipOf = (path: string) => {
  let size = sizes.get(path);
  if (size === undefined) sizes.set(path, (size = gzipSync(readFileSync(new URL(path, dist)), { level: 9 }).length));
  return size;
};

export interface BeforeUse {
  /** The scripts' paths under dist/, in the order asked for. */
  files: string[];
  gzip: number;
}

export async function scriptsBeforeUse(browser: Browser, url: string, viewport: { width: number; height: number }, cookies: Parameters<BrowserContext['addCookies']>[0] = []): Promise<BeforeUse> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const files: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && path.startsWith('/dist/')) files.push(path.slice('/dist/'.length));
    });
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => 'ShopElements' in window, undefined, { polling: 50 });
    // The loader's `idle` elements load at the browser's first idle moment (at most 2 s).
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
    await network.idle();
    return { files, gzip: files.reduce((sum, path) => sum + gzipOf(path), 0) };
  } finally {
    await context.close();
  }
}
