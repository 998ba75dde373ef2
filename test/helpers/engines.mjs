// The browser engines besides Chromium, as Debian packages them: Firefox ESR (driven by
// puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver driving MiniBrowser, under
// an Xvfb started here). Shared by web-test-runner's engine runs (web-test-runner.config.mjs)
// and the JavaScript-off page checks (test/e2e/engines.test.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const APT = 'apt-get install -y firefox-esr webkit2gtk-driver xvfb';
export const FIREFOX = '/usr/bin/firefox-esr';
export const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/libexec/webkit2gtk-4.1/MiniBrowser'].find((path) => existsSync(path));

/** What is missing to run an engine ('firefox' or 'webkit'), as a message saying what to install; undefined when nothing is. */
export function missingEngine(engine) {
  if (engine === 'firefox') return existsSync(FIREFOX) ? undefined : `Firefox ESR is not installed (${FIREFOX}): ${APT}`;
  const lacking = [
    ...(existsSync('/usr/bin/WebKitWebDriver') && MINIBROWSER ? [] : ['WebKitWebDriver and MiniBrowser (webkit2gtk-driver)']),
    ...(existsSync('/usr/bin/Xvfb') ? [] : ['Xvfb (xvfb)']),
  ];
  return lacking.length ? `${lacking.join(' and ')} not installed: ${APT}` : undefined;
}

/**
 * Why the node suite's journeys and page checks leave out `engine` ('chromium', 'firefox',
 * 'webkit') though it may be installed, or undefined: `npm test -- --engines chromium` (a quick
 * local run) passes the engines asked for on as SHOP_ENGINES.
 */
export function notAskedFor(engine) {
  const asked = process.env.SHOP_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  return asked?.length && !asked.includes(engine) ? `not asked for (SHOP_ENGINES=${asked.join(',')})` : undefined;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when the child exits (at once if it already has). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const stderrs = new WeakMap();
/** Children started here, ended however the process ends (even on an uncaught failure). */
const children = new Set();
process.once('exit', () => {
  for (const child of children) if (child.pid && child.exitCode === null) try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
});

/** Started in its own process group, so that ending it ends what it started (MiniBrowser, WebKit's helpers). */
function startChild(command, args, options = {}) {
  const child = spawn(command, args, { env: options.env ?? process.env, detached: true, stdio: ['ignore', 'ignore', 'pipe', ...(options.fd3 ? ['pipe'] : [])] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // Read stderr all along (a full pipe would stall the child); its tail explains an early exit.
  stderrs.set(child, '');
  child.stderr.on('data', (chunk) => stderrs.set(child, (stderrs.get(child) + chunk).slice(-2000)));
  return child;
}

async function stopChild(child) {
  // Only a child still running: once it has exited and been reaped its number is free, and on a
  // busy machine (pid_max 32768, wrapping in minutes) it may already name another run's process
  // group (a browser's), which the group kill below would end.
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
  await done;
}

/** Waits until the WebDriver server answers /status, or fails when it exits first. */
async function driverReady(port, driver) {
  const gone = exited(driver).then(() => { throw new Error(`WebKitWebDriver exited: ${stderrs.get(driver)?.trim()}`); });
  const answering = (async () => {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setImmediate(resolve)); // poll the condition, not the clock
    }
  })();
  await Promise.race([answering, gone]);
}

/**
 * An Xvfb display and a WebKitWebDriver on a free port drawing into it: `{port, stop()}`.
 * Without compositing: under Xvfb (no GPU) composited layers come out black in screenshots.
 */
export async function startWebKitDriver() {
  // Xvfb picks a free display itself and writes its number to fd 3.
  const xvfb = startChild('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { fd3: true });
  let driver;
  const stop = async () => {
    await stopChild(driver);
    await stopChild(xvfb);
  };
  try {
    const display = await new Promise((resolve, reject) => {
      let text = '';
      xvfb.stdio[3].on('data', (chunk) => { text += chunk; if (text.includes('\n')) resolve(text.trim()); });
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display: ${stderrs.get(xvfb)?.trim()}`)));
    });
    const port = await freePort();
    driver = startChild('WebKitWebDriver', [`--port=${port}`], { env: { ...process.env, DISPLAY: `:${display}`, WEBKIT_DISABLE_COMPOSITING_MODE: '1' } });
    await driverReady(port, driver);
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** WebDriver capabilities for MiniBrowser (classic WebDriver: WebKitWebDriver has no BiDi endpoint). */
export function webkitCapabilities(args = []) {
  return {
    browserName: 'MiniBrowser',
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
  };
}
