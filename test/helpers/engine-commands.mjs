// Two test commands that work in every engine the suite runs, behind the standard API: the test
// bundles' '@web/test-runner-commands' is test/helpers/browser/commands.ts (an esbuild alias in
// web-test-runner.config.mjs), whose setViewport and sendKeys send these.
//
// web-test-runner's own set-viewport knows puppeteer and playwright only, and its WebDriver
// send-keys (webdriverio's keys()) presses every key of a text down before it lets any go, so
// WebKit takes a doubled letter for one held key: "SE1001" arrives as "SE101". WebKit runs
// through WebDriver (WebKitWebDriver), so both are done here with plain WebDriver actions.
import { Key } from 'webdriverio';

/** A key as WebDriver names it: "Enter" -> Key.Enter's code point; a character stays itself. */
const webdriverKey = (name) => (name.length === 1 ? name : (Key[name] ?? name));

/** WebDriver key actions for a wtr sendKeys payload ({type}, {press: "Shift+Tab"}, {down}, {up}). */
function keyActions(payload) {
  if (typeof payload.type === 'string') return [...payload.type].flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]);
  if (typeof payload.press === 'string') {
    const keys = payload.press.split('+').map(webdriverKey);
    return [...keys.map((value) => ({ type: 'keyDown', value })), ...keys.reverse().map((value) => ({ type: 'keyUp', value }))];
  }
  if (typeof payload.down === 'string') return [{ type: 'keyDown', value: webdriverKey(payload.down) }];
  if (typeof payload.up === 'string') return [{ type: 'keyUp', value: webdriverKey(payload.up) }];
  throw new Error(`shop-keys: one of type, press, down or up, not ${JSON.stringify(payload)}`);
}

async function puppeteerKeys(page, payload) {
  if (typeof payload.type === 'string') return page.keyboard.type(payload.type);
  if (typeof payload.down === 'string') return page.keyboard.down(payload.down);
  if (typeof payload.up === 'string') return page.keyboard.up(payload.up);
  const keys = payload.press.split('+');
  for (const key of keys.slice(0, -1)) await page.keyboard.down(key);
  await page.keyboard.press(keys.at(-1));
  for (const key of keys.slice(0, -1).reverse()) await page.keyboard.up(key);
}

/**
 * The page's WebDriver BiDi browsing context (puppeteer's, not public API), where puppeteer drives
 * the browser over BiDi (Firefox); undefined over the DevTools protocol (Chromium).
 */
export function bidiContext(page) {
  return page.browser().cdpSupported ? undefined : page.mainFrame().browsingContext;
}

/**
 * page.setViewport in every engine puppeteer drives. Over WebDriver BiDi (Firefox) puppeteer sends
 * a screen orientation with each viewport, a command Firefox ESR 140 does not have ("unknown
 * command emulation.setScreenOrientationOverride"), and fails the whole call; there the viewport
 * alone is set, with BiDi's own browsingContext.setViewport on the page's browsing context.
 */
export async function setPuppeteerViewport(page, size) {
  const context = bidiContext(page);
  if (typeof context?.setViewport === 'function') await context.setViewport({ viewport: { width: size.width, height: size.height } });
  else await page.setViewport(size);
}

export function engineCommands() {
  return {
    name: 'shop-engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'shop-viewport' && command !== 'shop-keys') return undefined;
      const { type } = session.browser;
      if (type === 'puppeteer') {
        const page = session.browser.getPage(session.id);
        if (command === 'shop-viewport') await setPuppeteerViewport(page, { width: payload.width, height: payload.height });
        else await puppeteerKeys(page, payload);
        return true;
      }
      if (type !== 'webdriver') throw new Error(`${command}: no way to drive a ${type} browser`);
      const driver = session.browser.driver;
      if (command === 'shop-keys') {
        await driver.performActions([{ type: 'key', id: 'keyboard', actions: keyActions(payload) }]);
        return true;
      }
      // A viewport is the window less the browser's own frame: size the window, measure the
      // frame from the page, size it again.
      const { width, height } = payload;
      const sizes = async () => {
        const size = await driver.execute('return [window.innerWidth, window.innerHeight, window.outerWidth, window.outerHeight]');
        return Array.isArray(size) && size.every(Number.isFinite) ? size : [width, height, width, height];
      };
      // The window resizes after the command has returned (an X11 round trip, slower on a busy
      // machine): read the page's size once it shows the change, not at once (a stale read sized
      // the window wrong, CI rehearsal: 800x762 for 800x800).
      const until = async (done) => {
        const end = Date.now() + 5000;
        for (;;) {
          const size = await sizes();
          if (done(size) || Date.now() > end) return size;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      // The page's own size follows the window's a little later still: until it has moved, it
      // reads the size from before (rehearsal 28, busy machine: a 1024x730 page read in the new
      // 1100x700 window, from which the frame came out negative and the window was sized wrong).
      const [beforeWidth, beforeHeight, beforeOuterWidth, beforeOuterHeight] = await sizes();
      const resized = beforeOuterWidth !== width || beforeOuterHeight !== height;
      await driver.setWindowSize(width, height);
      let [innerWidth, innerHeight, outerWidth, outerHeight] = await until(([w, h, outerWidth, outerHeight]) => outerWidth === width && outerHeight === height && (!resized || w !== beforeWidth || h !== beforeHeight));
      const first = `${innerWidth}x${innerHeight} in a ${outerWidth}x${outerHeight} window`;
      if (innerWidth !== width || innerHeight !== height) {
        await driver.setWindowSize(Math.max(1, 2 * width - innerWidth), Math.max(1, 2 * height - innerHeight));
        [innerWidth, innerHeight, outerWidth, outerHeight] = await until(([w, h]) => w === width && h === height);
      }
      // MiniBrowser's toolbar keeps its window at least 447 px wide: say so rather than time out.
      // (With what each step read: a busy machine once left a 500x700 ask at 447x662.)
      if (innerWidth !== width || innerHeight !== height) throw new Error(`shop-viewport: asked for ${width}x${height}, the page is ${innerWidth}x${innerHeight} in a ${outerWidth}x${outerHeight} window (first read: ${first}); MiniBrowser's window is at least 447 px wide`);
      return true;
    },
  };
}
