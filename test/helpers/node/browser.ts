/**
 * Chromium for end-to-end tests, through playwright-core. Each page records Content Security
 * Policy violations and uncaught errors, so a test can assert there were none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromeArgs, chromePath } from '../chrome.mjs';

/**
 * How long a wait on a page (a locator's action, waitFor, goto) may take before the test fails:
 * only a hung test meets it. Tests wait for conditions, and on a busy 2-core machine (CI's, or one
 * running other work beside) a condition can take far longer than playwright's default 30 s.
 */
export const PAGE_DEADLINE_MS = 120_000;

export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
  // Every context this browser makes gets the deadline (browser.newPage makes its own context).
  const deadline = (context: BrowserContext) => {
    context.setDefaultTimeout(PAGE_DEADLINE_MS);
    context.setDefaultNavigationTimeout(PAGE_DEADLINE_MS);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => deadline(await newContext(options));
  browser.newPage = async (options) => {
    const page = await newPage(options);
    deadline(page.context());
    return page;
  };
  return browser;
}

export interface WatchedPage {
  page: Page;
  /** securitypolicyviolation events seen by the page ("directive blockedURI"). */
  violations(): Promise<string[]>;
  /** Uncaught errors and console.error lines. */
  errors: string[];
  /** Every script of the bundle (under /dist/) the page requested, in order (paths only); not the host page's own (the demo theme's, under /assets/). */
  scripts: string[];
}

export async function openPage(browser: Browser, options: { mobile?: boolean } = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {});
  const page = await context.newPage();
  // Init scripts run through the DevTools protocol, outside the page's CSP.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && path.startsWith('/dist/')) scripts.push(path);
  });
  return {
    page,
    errors,
    scripts,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe (WCAG 2.0-2.2 A and AA) in the page; returns readable violations. */
export async function axeViolations(page: Page, selector = 'body'): Promise<string[]> {
  // Evaluated through DevTools, so the page's CSP does not apply to axe itself.
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: string, o: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  }, selector);
}
