// The demo's pages in the three engines shoppers use (issue 18's done-when, the first step of
// issue 20): Chromium, Firefox ESR and WebKitGTK, the last two as Debian packages them, each with
// JavaScript switched off, at a phone's size (390x844). Each page's declarative shadow roots must
// have been attached by the HTML parser (no <template shadowrootmode> left, the named element's
// own content inside its shadow root) and nothing may be wider than the viewport. A screenshot
// per engine and page goes to test/e2e/screenshots/engines/ (not committed: they are this run's
// pictures to look at, not baselines).
//
// The browsers are read through their automation channels, which evaluate script even when the
// page's own scripts are off: Chromium over the DevTools protocol (playwright-core, as the other
// e2e files), Firefox over WebDriver BiDi (puppeteer-core, pref javascript.enabled=false), WebKit
// over classic WebDriver (webdriverio: the maintained client @web/test-runner-webdriver builds on,
// as web-test-runner's Firefox and WebKit runs do (test/helpers/engines.mjs); WebKitWebDriver drives
// MiniBrowser started with --enable-javascript=false, under an Xvfb this file starts and stops).
//
// A browser that is not installed: the engine's tests are skipped with what to install, and fail
// with that message under CI=true (CI installs them: .ci/run).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromeArgs, chromePath } from '../helpers/chrome.mjs';
import { FIREFOX, missingEngine, notAskedFor, startWebKitDriver, webkitCapabilities } from '../helpers/engines.mjs';
import { setPuppeteerViewport } from '../helpers/engine-commands.mjs';
import { startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';

const WIDTH = 390;
const HEIGHT = 844;
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots', 'engines');

/**
 * Each page, and the element whose server render must be in its shadow root: at least `min` of
 * `selector` in it (with `text`), and for the product grids `columns` cards a row at least.
 */
const PAGES = [
  { name: 'home', path: '/', host: 'shop-product-list', selector: 'li.card', min: 4, columns: 2 },
  { name: 'product', path: '/product/classic-shirt', host: 'shop-product-buttons', selector: 'form[action="/cart/add"] button', text: 'Add to cart', min: 1 },
  { name: 'category', path: '/category/clothing', host: 'shop-category-product', selector: 'li.card', min: 4, columns: 2 },
  { name: 'cart', path: '/cart', host: 'shop-cart', selector: 'shop-empty', min: 1 },
  { name: 'signin', path: '/auth/signin', host: 'shop-signin', selector: 'form[action="/auth/signin"] input[name="account"]', min: 1 },
] as const;
type PageCheck = (typeof PAGES)[number];

interface Probe {
  noScript: boolean;
  innerWidth: number;
  scrollWidth: number;
  attached: number;
  leftover: number;
  hostHasShadow: boolean;
  matches: number;
  columns: number;
  hostHeight: number;
  wide: string[];
}

/**
 * Run in the page through the automation channel (a string, so no transpiler helper leaks into
 * it): walks the document and every shadow root for attached roots, templates the parser left
 * as templates, and boxes past the viewport's right edge.
 */
function probe(check: PageCheck): string {
  return `(() => {
    const check = ${JSON.stringify(check)};
    const roots = [document];
    let attached = 0, leftover = 0;
    const wide = [];
    for (let i = 0; i < roots.length; i++) {
      leftover += roots[i].querySelectorAll('template[shadowrootmode]').length;
      for (const el of roots[i].querySelectorAll('*')) {
        if (el.shadowRoot) { attached++; roots.push(el.shadowRoot); }
        const box = el.getBoundingClientRect();
        if (box.right > innerWidth + 0.5 && box.width > 0 && wide.length < 8) wide.push(el.localName + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' right=' + Math.round(box.right));
      }
    }
    const host = document.querySelector(check.host);
    const found = host && host.shadowRoot ? Array.from(host.shadowRoot.querySelectorAll(check.selector)) : [];
    const matches = check.text ? found.filter((el) => (el.textContent || '').includes(check.text)) : found;
    return {
      noScript: matchMedia('(scripting: none)').matches,
      innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      attached,
      leftover,
      hostHasShadow: Boolean(host && host.shadowRoot),
      matches: matches.length,
      columns: matches.filter((el) => Math.round(el.getBoundingClientRect().top) === Math.round(matches[0].getBoundingClientRect().top)).length,
      hostHeight: host ? Math.round(host.getBoundingClientRect().height) : 0,
      wide,
    };
  })()`;
}

/**
 * Ends every finite CSS animation in the page and its shadow roots at once (the images' fade-in),
 * so a screenshot does not catch one halfway. (Not by awaiting `finished`: with script off,
 * Firefox never settles a promise in the page, even one the automation channel made.)
 */
const SETTLED = `(() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) for (const el of roots[i].querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  const finite = roots.flatMap((root) => root.getAnimations()).filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  for (const animation of finite) animation.finish();
  return finite.length;
})()`;

/** One browser, JavaScript off, one page at a time. */
interface Engine {
  open(url: string): Promise<void>;
  evaluate(expression: string): Promise<unknown>;
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const engines: Record<string, { missing(): string | undefined; launch(demoUrl: string): Promise<Engine> }> = {
  Chromium: {
    missing() {
      try { chromePath(); return undefined; } catch (error) { return (error as Error).message; }
    },
    async launch() {
      const browser = await chromium.launch({ executablePath: chromePath(), args: chromeArgs, headless: true });
      const page = await (await browser.newContext({ javaScriptEnabled: false, viewport: { width: WIDTH, height: HEIGHT } })).newPage();
      return {
        async open(url) { await page.goto(url, { waitUntil: 'load' }); },
        evaluate: (expression) => page.evaluate(expression),
        screenshot: () => page.screenshot({ fullPage: true }),
        close: () => browser.close(),
      };
    },
  },
  'Firefox ESR': {
    missing: () => missingEngine('firefox'),
    async launch() {
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, extraPrefsFirefox: { 'javascript.enabled': false } });
      const page = await browser.newPage();
      // A browser left open keeps this file's process alive: the whole run would wait on it.
      await setPuppeteerViewport(page, { width: WIDTH, height: HEIGHT }).catch(async (error: unknown) => {
        await browser.close();
        throw error;
      });
      return {
        async open(url) { await page.goto(url, { waitUntil: 'load' }); },
        evaluate: (expression) => page.evaluate(expression),
        screenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
        close: () => browser.close(),
      };
    },
  },
  WebKitGTK: {
    missing: () => missingEngine('webkit'),
    async launch(demoUrl) {
      const driver = await startWebKitDriver();
      let frames: Server | undefined;
      let session: WebdriverIO.Browser | undefined;
      const stop = async () => {
        await session?.deleteSession().catch(() => undefined);
        await driver.stop();
        await new Promise((resolve) => (frames ? frames.close(resolve) : resolve(undefined)));
      };
      try {
        session = await remote({ hostname: '127.0.0.1', port: driver.port, logLevel: 'error', capabilities: webkitCapabilities(['--enable-javascript=false']) });
        // MiniBrowser's window cannot be narrower than its toolbar (447 px here), so the page is
        // drawn in a 390x844 frame, which is then the page's viewport (media queries, scrollWidth).
        // The demo allows frames of its own origin only (frame-ancestors 'self'), so a small proxy
        // serves the frame's page and passes every other request through to the demo unchanged.
        const target = new URL(demoUrl);
        frames = createHttpServer((request, response) => {
          const asked = new URL(request.url ?? '/', 'http://x');
          if (asked.pathname === '/__frame') {
            const src = (asked.searchParams.get('src') ?? '/').replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(`<!doctype html><html><body style="margin:0"><iframe id="page" src="${src}" style="display:block;border:0;width:${WIDTH}px;height:${HEIGHT}px"></iframe></body></html>`);
            return;
          }
          const upstream = httpRequest({ host: target.hostname, port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } }, (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          });
          upstream.on('error', () => response.destroy());
          request.pipe(upstream);
        });
        await new Promise<void>((resolve) => frames!.listen(0, '127.0.0.1', resolve));
        const proxy = `http://127.0.0.1:${(frames.address() as { port: number }).port}`;
        await session.setWindowSize(WIDTH + 200, HEIGHT + 200);
        const live = session;
        return {
          async open(url) {
            await live.switchToParentFrame();
            await live.url(`${proxy}/__frame?src=${encodeURIComponent(url.replace(demoUrl, ''))}`); // the frame's load delays the page's
            await live.switchFrame(await live.$('#page'));
          },
          evaluate: (expression) => live.execute(`return ${expression}`),
          async screenshot() {
            await live.switchToParentFrame();
            const frame = await live.$('#page');
            const shot = Buffer.from(await live.takeElementScreenshot(await frame.elementId), 'base64');
            await live.switchFrame(frame);
            return shot;
          },
          close: stop,
        };
      } catch (error) {
        await stop();
        throw error;
      }
    },
  },
};

const onCI = /^(true|1)$/i.test(process.env.CI ?? '');

let demo: RunningDemo;
before(async () => {
  demo = await startDemo();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await demo?.close();
});

/** Each engine's name in SHOP_ENGINES (`npm test -- --engines chromium`). */
const ids: Record<string, string> = { Chromium: 'chromium', 'Firefox ESR': 'firefox', WebKitGTK: 'webkit' };

for (const [name, engine] of Object.entries(engines)) {
  const missing = engine.missing();
  // A newcomer without the browser keeps a green `npm test`; CI, which installs them, fails.
  describe(`${name}, JavaScript off, ${WIDTH}x${HEIGHT}`, { skip: notAskedFor(ids[name]!) ?? (missing && !onCI ? missing : false) }, () => {
    if (missing) {
      it('is installed', () => assert.fail(missing)); // counted as a failure, with what to install
      return;
    }
    let browser: Engine | undefined;
    before(async () => {
      browser = await engine.launch(demo.url);
    }, { timeout: 120_000 });
    after(async () => {
      await browser?.close();
    });

    for (const page of PAGES) {
      it(`${page.path}: the parser attached its shadow roots (${page.host}), nothing wider than the screen`, { timeout: 60_000 }, async () => {
        const url = `${demo.url}${page.path}`;
        const html = await (await fetch(url)).text();
        const declared = html.match(/<template shadowrootmode=/g)?.length ?? 0;
        await browser!.open(url);
        const seen = (await browser!.evaluate(probe(page))) as Probe;
        await browser!.evaluate(SETTLED);
        writeFileSync(join(SHOTS, `${name.split(' ')[0]!.toLowerCase()}-${page.name}.png`), await browser!.screenshot());

        assert.equal(seen.noScript, true, 'scripting is off in the page');
        assert.equal(seen.innerWidth, WIDTH, 'the viewport is a phone\'s');
        assert.ok(declared > 0, `${page.path} declares shadow roots`);
        assert.equal(seen.leftover, 0, 'no <template shadowrootmode> left unattached');
        assert.equal(seen.attached, declared, 'every declared shadow root is attached');
        assert.ok(seen.hostHasShadow, `<${page.host}> has its shadow root`);
        assert.ok(seen.matches >= page.min, `<${page.host}>'s shadow root holds ${page.min}+ of ${page.selector}${'text' in page ? ` "${page.text}"` : ''} (found ${seen.matches})`);
        if ('columns' in page) assert.ok(seen.columns >= page.columns, `<${page.host}> shows ${page.columns}+ cards a row (${seen.columns}; it is ${seen.hostHeight} px high)`);
        assert.ok(seen.hostHeight > 0, `<${page.host}> has a box`);
        assert.ok(seen.scrollWidth <= WIDTH, `the page is ${seen.scrollWidth} px wide at ${WIDTH}: ${seen.wide.join(', ')}`);
      });
    }
  });
}
