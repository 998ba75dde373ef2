/**
 * One render, measured as the shopper sees it (issue 18): a page's first screen with
 * JavaScript off (what the server draws) against the same page with every element loaded and
 * drawn, pixel by pixel, and the two page heights. test/e2e/one-render.test.ts holds the pages
 * to the budget; bench/one-render.ts measures every page and writes the table.
 */
import { PNG } from 'pngjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { difference, DRAWN, settledShot, until, watchNetwork } from './settle.ts';

/** At most this share of the first screen's pixels may differ, and the height by this many px. */
export const MAX_DIFFERING = 0.005;
export const MAX_HEIGHT_CHANGE = 8;

export interface OneRender {
  /** Share of the first screen's pixels that differ (0-1). */
  differing: number;
  /**
   * The same share between the page with JavaScript on, loaded and untouched (no element's code
   * yet: drawn elements wait for use), and every element loaded: what changes as the page
   * upgrades, which the shopper with JavaScript would see.
   */
  upgrading: number;
  heightOff: number;
  heightOn: number;
  off: Buffer;
  on: Buffer;
  diff: PNG;
}

const contextOptions = (viewport: { width: number; height: number }, javaScriptEnabled: boolean) => ({
  viewport,
  javaScriptEnabled,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce' as const,
});

const height = (page: Page) => page.evaluate('document.documentElement.scrollHeight') as Promise<number>;

/** Shots of a page without JavaScript until two in a row agree (pictures decoding, fonts). */
async function stillShot(page: Page): Promise<Buffer> {
  let last: Buffer | undefined;
  for (let i = 0; i < 10; i += 1) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    if (last && shot.equals(last)) return shot;
    last = shot;
  }
  return last!;
}

/**
 * `url` with JavaScript off and on, at `viewport`. `cookies`: the same in both browsers (a signed-in shopper's session cookie: the page is drawn for them, and the runtime takes the session up).
 */
export async function compareOneRender(browser: Browser, url: string, viewport: { width: number; height: number }, save: (name: string, shot: Buffer, diff?: PNG) => string = () => '', cookies: Parameters<BrowserContext['addCookies']>[0] = []): Promise<OneRender> {
  const offContext = await browser.newContext(contextOptions(viewport, false));
  const onContext = await browser.newContext(contextOptions(viewport, true));
  await offContext.addCookies(cookies);
  await onContext.addCookies(cookies);
  try {
    const offPage = await offContext.newPage();
    // Loaded, then what still draws after the load event (lazy pictures in view, fonts): half a
    // second sooner than waiting for the network to idle for half a second, on each of 44 pages.
    await offPage.goto(url, { waitUntil: 'load' });
    await until(offPage, DRAWN, 'the fonts and the pictures in view (JavaScript off)');
    const off = await stillShot(offPage);
    const heightOff = await height(offPage);
    const onPage = await onContext.newPage();
    const network = watchNetwork(onPage);
    await onPage.goto(url, { waitUntil: 'load' });
    await network.idle();
    const untouched = await stillShot(onPage);
    const on = await settledShot(onPage, network, new URL(url).pathname, save);
    const heightOn = await height(onPage);
    const { differing, diff } = difference(PNG.sync.read(off), PNG.sync.read(on));
    const area = viewport.width * viewport.height;
    return { differing: differing / area, upgrading: difference(PNG.sync.read(untouched), PNG.sync.read(on)).differing / area, heightOff, heightOn, off, on, diff };
  } finally {
    await offContext.close();
    await onContext.close();
  }
}
