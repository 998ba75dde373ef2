/**
 * Cumulative layout shift of a page load, as Core Web Vitals count it: every layout-shift entry
 * without recent input, summed from the first paint until the page has settled (network idle,
 * then two frames). Shared by the e2e test and `npm run bench`.
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
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 900, isMobile: false, hasTouch: false },
} as const;

/**
 * `options.cookies`: a signed-in shopper's session (the page is drawn for them). `options.watchMs`:
 * how long to go on counting after the page settled (the bench counts load + 3 s, as issue 18
 * defines the measure; a test stops once settled).
 */
export async function measureLayoutShift(browser: Browser, url: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS], options: { cookies?: Parameters<BrowserContext['addCookies']>[0]; watchMs?: number } = {}): Promise<LayoutShift> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
  await context.addCookies(options.cookies ?? []);
  try {
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
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (options.watchMs) await page.waitForTimeout(options.watchMs); // a measuring window, not a wait for a state
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await context.close();
  }
}
