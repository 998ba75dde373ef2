/**
 * A page at rest, for pixel comparisons (test/e2e/screenshots.test.ts, test/e2e/one-render.test.ts,
 * bench/one-render.ts): every shop-* element loaded whatever its `loading` and drawn, no request
 * in flight, fonts and pictures in view ready; then shots until two in a row agree.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { PAGE_DEADLINE_MS } from './browser.ts';

/** pixelmatch's per-pixel colour threshold (0-1; its default is 0.1). */
export const THRESHOLD = 0.1;

/** The page's requests in flight, so a shot waits for the answers and what they draw. */
export interface Network {
  pending(): number;
  /** Resolves when no request is in flight. */
  idle(): Promise<void>;
}

export function watchNetwork(page: Page): Network {
  const open = new Set<unknown>();
  let waiting: (() => void)[] = [];
  const done = (request: unknown) => {
    open.delete(request);
    if (open.size) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: () => open.size,
    idle: () => (open.size ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()),
  };
}

// Strings, not functions: tsx would wrap a function's named inner helpers in a helper of its own
// (__name) that the page does not have.
/** Every shop-* element of the page, in open shadow roots too. */
export const ALL_ELEMENTS = `(() => {
  const found = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName.startsWith('shop-')) found.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return found;
})()`;

/** Loads every element still waiting for its `loading` moment (docs/loading.md). */
export const LOAD_ALL = `Promise.all([...new Set(${ALL_ELEMENTS}.map((el) => el.localName))]
  .filter((tag) => !customElements.get(tag))
  .map((tag) => window.ShopElements.loadElement(tag)))`;

/**
 * True when the fonts are in and every picture in the viewport (in shadow roots too) has decoded:
 * what a page without JavaScript still draws after its load event (pictures loaded lazily).
 */
export const DRAWN = `(() => {
  if (document.fonts.status !== 'loaded') return false;
  const images = [];
  const visit = (root) => {
    for (const img of root.querySelectorAll('img')) images.push(img);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
  };
  visit(document);
  return images.every((img) => {
    const r = img.getBoundingClientRect();
    // checkVisibility: a picture in a closed <details> has a box but is not drawn (nor, lazy, loaded).
    const shown = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && img.checkVisibility();
    return !shown || (img.complete && img.naturalWidth > 0);
  });
})()`;

/**
 * True when every element has had its first render (define.tsx marks it live), and DRAWN.
 */
export const SETTLED = `(() => {
  const elements = ${ALL_ELEMENTS};
  if (!elements.every((el) => customElements.get(el.localName) && el[Symbol.for('shop-elements.live')])) return false;
  return ${DRAWN};
})()`;

/**
 * Evaluates `expression` in the page once a frame until it is true. (page.waitForFunction would
 * eval a string in the page, which the demo's CSP forbids; page.evaluate goes through DevTools.)
 */
export async function until(page: Page, expression: string, what: string): Promise<void> {
  // performance, not Date: this file freezes Date.
  const end = performance.now() + PAGE_DEADLINE_MS;
  while (!(await page.evaluate(expression))) {
    if (performance.now() > end) throw new Error(`Waited ${PAGE_DEADLINE_MS / 1000} s for ${what}.`);
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))');
  }
}

/** Waits until the page is settled and quiet, then shoots until two shots in a row agree. */
export async function settledShot(page: Page, network: Network, name: string, save: (name: string, shot: Buffer, diff?: PNG) => string): Promise<Buffer> {
  await until(page, 'typeof window.ShopElements?.loadElement === "function"', 'the runtime (window.ShopElements: is dist/ built?)');
  // Elements may draw further elements (a list's prices) and fetch their data: repeat until
  // nothing new loads, nothing is in flight and everything has drawn.
  for (;;) {
    await page.evaluate(LOAD_ALL);
    await until(page, SETTLED, 'every element drawn, the fonts and the pictures in view');
    await page.evaluate('document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))');
    await network.idle();
    if (network.pending() === 0 && (await page.evaluate(SETTLED))) break;
  }
  let last: Buffer | undefined;
  for (let i = 0; i < 10; i += 1) {
    const shot = await page.screenshot({ fullPage: false, animations: 'disabled', caret: 'hide', scale: 'css' });
    // Two shots with the same pixels: settled. (A background request still in flight, such as
    // the visit tracking's, does not matter once the pixels agree: the CI run met one.)
    if (last && (shot.equals(last) || difference(PNG.sync.read(last), PNG.sync.read(shot)).differing === 0)) return shot;
    if (i === 9 && last) {
      const { differing, diff } = difference(PNG.sync.read(last), PNG.sync.read(shot));
      throw new Error(`The page never settled: 10 screenshots in a row differed (the last two by ${differing} pixels; shots and diff in ${save(`${name}.unsettled`, shot, diff)}).`);
    }
    last = shot;
  }
  throw new Error('unreachable');
}

/** pixelmatch's count of differing pixels, and the picture of them (in red). */
export function difference(expected: PNG, actual: PNG): { differing: number; diff: PNG } {
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: THRESHOLD });
  return { differing, diff };
}

