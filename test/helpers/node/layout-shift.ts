/**
 * Cumulative layout shift of a page load, as Core Web Vitals count it: every layout-shift entry
 * without recent input, summed from the first paint until the page has settled (network idle,
 * then two frames). Shared by the e2e test and `npm run bench`.
 *
 * The test counts from the page parsed whole (`fromParsed`): a browser that is slow to parse (a
 * busy machine, a slow phone) paints a page half-read, and what the parser adds next moves what it
 * drew (the footer grows when the rest of it arrives: 0.0189 on /order/lookup once in a CI run,
 * reproduced every time by sending the page in two parts, test/e2e/layout-shift-measure.test.ts).
 * That is the page streaming in, not its elements loading, and no element code runs before the
 * page is parsed (module scripts wait for it). The page's first paint is held until then by a
 * render-blocking `<link rel="expect">` the measure adds to the document's head (Chromium 124+).
 */
import type { Browser, BrowserContext } from 'playwright-core';

export interface Shift {
  value: number;
  /** The moved nodes, as tag.class and their rectangles before -> after. */
  sources: string[];
}

export interface LayoutShift {
  cls: number;
  shifts: Shift[];
  /** Whether the page's first paint (its paint step, not its presentation) came before its parser had read it all (domInteractive). */
  paintedBeforeParsed: boolean;
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 900, isMobile: false, hasTouch: false },
} as const;

/** Holds a page's rendering until its parser has read it all: no element has that id. */
const HOLD_PAINT = '<link rel="expect" href="#shop-parsed-whole" blocking="render">';

/**
 * `options.cookies`: a signed-in shopper's session (the page is drawn for them). `options.watchMs`:
 * how long to go on counting after the page settled (the bench counts load + 3 s, as issue 18
 * defines the measure; a test stops once settled). `options.fromParsed` (default true): count from
 * the page parsed whole (see above); the bench counts every paint, as Core Web Vitals do.
 */
export async function measureLayoutShift(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS], options: { cookies?: Parameters<BrowserContext['addCookies']>[0]; watchMs?: number; fromParsed?: boolean } = {}): Promise<LayoutShift> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
  await context.addCookies(options.cookies ?? []);
  try {
    const held = options.fromParsed ?? true ? await holdPaintUntilParsed(context, url) : () => undefined;
    const page = await context.newPage();
    // A script string, not a function: tsx would wrap a function's named inner helpers in a
    // helper of its own (__name) that the page does not have, and the observer would never start.
    await page.addInitScript(`
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shifts.push({ value: entry.value, sources: entry.sources.map((s) => {
            const el = s.node && (s.node.nodeType === 1 ? s.node : s.node.parentElement);
            const name = el ? el.localName + (typeof el.className === 'string' && el.className ? '.' + el.className.split(' ')[0] : '') : '(removed)';
            const r = [s.previousRect, s.currentRect].map((b) => Math.round(b.x) + ',' + Math.round(b.y) + ' ' + Math.round(b.width) + 'x' + Math.round(b.height));
            return name + ' ' + r[0] + ' -> ' + r[1];
          }) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'load' });
    held();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (options.watchMs) await page.waitForTimeout(options.watchMs); // a measuring window, not a wait for a state
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const paintedBeforeParsed = await page.evaluate(() => {
      // paintTime is when the frame was painted; startTime is when it reached the screen, which on
      // a busy machine can come after the parser finished (a CI run saw that on a page that had
      // painted, by construction, before its rest was even sent).
      const paint = performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return paint !== undefined && navigation !== undefined && (paint.paintTime ?? paint.startTime) < navigation.domInteractive;
    });
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts, paintedBeforeParsed };
  } finally {
    await context.close();
  }
}

/**
 * The document at `url` gets HOLD_PAINT first in its head; nothing else about it changes. Resolves
 * to a check that throws if it could not be held (a route handler's own throw would go unseen).
 */
async function holdPaintUntilParsed(context: BrowserContext, url: string): Promise<() => void> {
  let problem: string | undefined;
  await context.route(
    (address) => address.href === new URL(url).href,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const body = (await response.text()).replace(/<head\b[^>]*>/i, (head) => `${head}${HOLD_PAINT}`);
      if (response.status() >= 300 && response.status() < 400) problem = `${url} redirects to ${response.headers().location}: measure that address.`;
      else if (!body.includes(HOLD_PAINT)) problem = `${url} has no <head> to hold its first paint in.`;
      // The body is sent as text: its length and encoding are the fetch's no longer.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  return () => {
    if (problem) throw new Error(problem);
  };
}
