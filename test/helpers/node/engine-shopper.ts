/**
 * A shopper in any of the three engines the shop supports, for the journeys that must work in
 * each (test/e2e/engine-journeys.test.ts): Chromium and Firefox ESR driven by puppeteer-core
 * (DevTools protocol and WebDriver BiDi), WebKitGTK by webdriverio over classic WebDriver
 * (WebKitWebDriver and MiniBrowser under an Xvfb, test/helpers/engines.mjs). Playwright drives
 * only its own builds of Firefox and WebKit, not Debian's, hence two clients behind one face.
 *
 * Elements are named by a path through shadow roots, `host >>> inner`: each step is looked for
 * in the whole tree under the previous one (its light DOM and every shadow root within), and only
 * a visible match counts (a server-drawn page keeps hidden no-script twins of some controls).
 * Clicks and keys are the browser's own input events; finding is done in the page.
 */
import puppeteer, { type Browser as PuppeteerBrowser, type ElementHandle, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromeArgs, chromePath } from '../chrome.mjs';
import { FIREFOX, startWebKitDriver, webkitCapabilities } from '../engines.mjs';
import { bidiContext, setPuppeteerViewport } from '../engine-commands.mjs';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Shopper {
  readonly engine: Engine;
  goto(url: string): Promise<void>;
  /** Clicks the visible element at `path`, once there. */
  click(path: string): Promise<void>;
  /** Focuses the field at `path` (by a click, as a shopper does) and types `text` key by key. */
  type(path: string, text: string): Promise<void>;
  /** Picks the option with `value` in the native select at `path` (as a select's list does: input and change). */
  select(path: string, value: string): Promise<void>;
  /** Waits until `expression` (page JavaScript) is truthy; `what` names it in the timeout's message. */
  waitFor(expression: string, what: string): Promise<void>;
  /** The text of the visible element at `path`, whitespace collapsed. */
  text(path: string): Promise<string>;
  evaluate<T>(expression: string): Promise<T>;
  url(): Promise<string>;
  back(): Promise<void>;
  close(): Promise<void>;
}

const TIMEOUT = 30_000;

/**
 * The page-side finder, as source text (no transpiler helper may leak into page code): returns
 * the first visible element matching the path, or null.
 */
const FIND = `(path) => {
  const under = (root, selector) => {
    const found = [];
    const roots = [root];
    for (let i = 0; i < roots.length; i++) {
      const r = roots[i];
      if (r.querySelectorAll) for (const el of r.querySelectorAll(selector)) found.push(el);
      const all = r.querySelectorAll ? r.querySelectorAll('*') : [];
      for (const el of all) if (el.shadowRoot) roots.push(el.shadowRoot);
      if (r.shadowRoot) roots.push(r.shadowRoot);
    }
    return found;
  };
  let scope = [document];
  const steps = path.split('>>>').map((s) => s.trim());
  for (const step of steps) {
    const next = [];
    for (const root of scope) for (const el of under(root, step)) if (!next.includes(el)) next.push(el);
    scope = next;
    if (!scope.length) return null;
  }
  return scope.find((el) => el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0) || null;
}`;
const found = (path: string) => `(${FIND})(${JSON.stringify(path)})`;
/**
 * Scrolls the element at `path` into view and resolves with its centre once its box has held
 * still for two frames, as a shopper's pointer lands after a drawer's slide or a step's layout.
 */
const SETTLED = (path: string) => `new Promise((resolve) => {
  const el = ${found(path)};
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  let last = '', same = 0;
  const tick = () => {
    const r = el.getBoundingClientRect();
    const key = [r.left, r.top, r.width, r.height].join();
    same = key === last ? same + 1 : 0;
    last = key;
    if (same >= 2) resolve([Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;
/**
 * Notes where the next press lands: 'hit' when inside the element at `path`, else what it landed
 * on. The pointer goes to where the element was; a page that moved meanwhile (an element above it
 * drawn late) takes the press elsewhere, and the journey would stall later on a condition that
 * says nothing of why. PRESSED reads the note.
 */
const WATCH_PRESS = (path: string) => `((el) => {
  window.__press = 'nothing';
  document.addEventListener('pointerdown', (event) => {
    const at = event.composedPath()[0];
    window.__press = event.composedPath().includes(el) ? 'hit' : at.localName + (at.getAttribute && at.getAttribute('part') ? '[part=' + at.getAttribute('part') + ']' : '') + ' in ' + (at.getRootNode().host || document.body).localName;
  }, { capture: true, once: true });
  return true;
})(${found(path)})`;
/** The note, or nothing on a page the press loaded (a link: it landed). */
const PRESSED = 'window.__press';
const missed = (engine: Engine, path: string, press: string, after: unknown) => new Error(`${engine}: the press meant for ${path} landed on ${press} (the page moved under the pointer); ${String(after)}`);
/**
 * After a missed press: where the element is now, whether the elements around it have their code
 * yet, and which loading placeholders show, so the failure says what moved the page.
 */
const AFTER_MISS = (path: string) => `((el) => {
  const r = el && el.getBoundingClientRect();
  const hosts = [];
  for (let root = el && el.getRootNode(); root && root.host; root = root.host.getRootNode()) hosts.push(root.host.localName + (customElements.get(root.host.localName) ? '' : ' (no code yet)'));
  const loading = new Set();
  const walk = (root) => {
    for (const e of root.querySelectorAll('shop-loading, [aria-busy="true"]')) loading.add((e.localName === 'shop-loading' ? 'shop-loading' : e.localName + '[aria-busy]') + ' in ' + (root.host ? root.host.localName : 'the page'));
    for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
  };
  walk(document);
  return 'it is now at ' + (r ? Math.round(r.left + r.width / 2) + ',' + Math.round(r.top + r.height / 2) : 'nowhere') + ' (scrolled to ' + Math.round(scrollY) + '), inside ' + (hosts.join(' < ') || 'the page') + '; loading: ' + ([...loading].join(', ') || 'nothing');
})(${found(path)})`;
const textOf = (path: string) => `((el) => el ? (el.textContent || '').replace(/\\s+/g, ' ').trim() : null)(${found(path)})`;
const SELECT = (path: string, value: string) =>
  `((el) => { el.value = ${JSON.stringify(value)}; el.dispatchEvent(new Event('input', { bubbles: true, composed: true })); el.dispatchEvent(new Event('change', { bubbles: true, composed: true })); return el.value; })(${found(path)})`;

export async function openShopper(engine: Engine, size = { width: 1280, height: 900 }): Promise<Shopper> {
  return engine === 'webkit' ? webkitShopper(size) : puppeteerShopper(engine, size);
}

async function puppeteerShopper(engine: 'chromium' | 'firefox', size: { width: number; height: number }): Promise<Shopper> {
  const browser: PuppeteerBrowser =
    engine === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
      : await puppeteer.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
  // A browser left open keeps the test file's process alive: the whole run would wait on it.
  const page = await (async (): Promise<Page> => {
    try {
      const first = (await browser.pages())[0] ?? (await browser.newPage());
      first.setDefaultTimeout(TIMEOUT);
      await setPuppeteerViewport(first, size);
      return first;
    } catch (error) {
      await browser.close();
      throw error;
    }
  })();
  // puppeteer's waitForFunction builds its predicate with `new Function` in the page, which the
  // demo's CSP (no 'unsafe-eval') refuses in Firefox over WebDriver BiDi; the driver's own
  // evaluation is not the page's, so the condition is polled with it.
  const until = async <T>(read: () => Promise<T | null | undefined | false>, what: string): Promise<T> => {
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      // A page mid-navigation has no context to evaluate in yet: not yet, as for a false answer.
      const value = await read().catch((error: Error) => {
        if (/context was destroyed|navigation|Cannot find context|no such frame/i.test(error.message)) return undefined;
        throw error;
      });
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${engine}: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const element = (path: string) => until(async () => (await page.evaluateHandle(found(path))).asElement() as ElementHandle<Element> | null, path);
  return {
    engine,
    goto: async (url) => void (await page.goto(url)),
    click: async (path) => {
      const target = await element(path);
      await page.evaluate(SETTLED(path));
      await page.evaluate(WATCH_PRESS(path));
      await target.click();
      const press = await page.evaluate(PRESSED).catch(() => undefined);
      if (typeof press === 'string' && press !== 'hit') throw missed(engine, path, press, await page.evaluate(AFTER_MISS(path)).catch((error: Error) => error.message));
    },
    type: async (path, text) => {
      const field = await element(path);
      await page.evaluate(SETTLED(path));
      await field.click();
      await page.keyboard.type(text);
    },
    select: async (path, value) => {
      await element(path);
      await page.evaluate(SELECT(path, value));
    },
    waitFor: async (expression, what) => {
      await until(async () => Boolean(await page.evaluate(expression)), what);
    },
    text: async (path) => {
      await element(path);
      return (await page.evaluate(textOf(path))) as string;
    },
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    url: async () => page.url(),
    // The browser's Back. Over BiDi (Firefox) page.goBack waits for a load that an in-page
    // (same-document) entry never has; the traversal itself is what a shopper's Back does, and
    // the journey waits for the address it brings.
    back: async () => {
      const context = bidiContext(page);
      if (context) await context.traverseHistory(-1);
      else await page.goBack();
    },
    close: () => browser.close(),
  };
}

async function webkitShopper(size: { width: number; height: number }): Promise<Shopper> {
  const driver = await startWebKitDriver();
  const browser = await remote({ hostname: '127.0.0.1', port: driver.port, logLevel: 'error', capabilities: webkitCapabilities() });
  await browser.setTimeout({ script: TIMEOUT, pageLoad: TIMEOUT });
  await browser.setWindowSize(size.width, size.height);
  const until = async (expression: string, what: string) => {
    await browser.waitUntil(async () => Boolean(await browser.execute(`return ${expression}`)), { timeout: TIMEOUT, interval: 50, timeoutMsg: `webkit: timed out waiting for ${what}` });
  };
  // WebDriver's element click refuses an element inside a shadow root (the point's hit test
  // finds its host: "element click intercepted"), so the mouse is pressed at the element's
  // settled centre, as the pointer would.
  const click = async (path: string) => {
    await until(`${found(path)} !== null`, path);
    // WebKitWebDriver's execute awaits a returned promise.
    const [x, y] = (await browser.execute(`return ${SETTLED(path)}`)) as [number, number];
    await browser.execute(`return ${WATCH_PRESS(path)}`);
    await browser
      .performActions([
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', duration: 0, x, y, origin: 'viewport' }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] },
      ])
      .catch((error: Error) => {
        throw new Error(`webkit: clicking ${path} at ${x},${y}: ${error.message}`);
      });
    await browser.releaseActions();
    const press = await browser.execute(`return ${PRESSED}`).catch(() => undefined);
    if (typeof press === 'string' && press !== 'hit') throw missed('webkit', path, `${press} at ${x},${y}`, await browser.execute(`return ${AFTER_MISS(path)}`).catch((error: Error) => error.message));
  };
  const element = (path: string) => until(`${found(path)} !== null`, path);
  return {
    engine: 'webkit',
    goto: (url) => browser.url(url).then(() => undefined),
    click,
    type: async (path, text) => {
      await click(path);
      // Each key down and up before the next: WebKit takes a doubled letter pressed together for one.
      await browser.performActions([{ type: 'key', id: 'keyboard', actions: [...text].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]) }]);
      await browser.releaseActions();
    },
    select: async (path, value) => {
      await element(path);
      await browser.execute(`return ${SELECT(path, value)}`);
    },
    waitFor: until,
    text: async (path) => {
      await element(path);
      return (await browser.execute(`return ${textOf(path)}`)) as string;
    },
    evaluate: async <T>(expression: string) => (await browser.execute(`return ${expression}`)) as T,
    url: () => browser.getUrl(),
    back: () => browser.back(),
    close: async () => {
      await browser.deleteSession().catch(() => undefined);
      await driver.stop();
    },
  };
}
