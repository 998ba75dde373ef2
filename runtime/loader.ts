/**
 * The loader: dist/shop-elements.js, the only script a page includes, and a few hundred bytes.
 * It defines nothing by itself: it fetches the element table with the code that finds `shop-*`
 * tags (./element-start.ts: now and as the DOM changes, importing just their chunks when their
 * `loading` says so) side by side with the runtime, and starts the runtime once both are in.
 * Loading it twice (two script tags, two URLs) is harmless: the second copy does nothing.
 */
const booted = Symbol.for('shop-elements.loader');
const scope = globalThis as typeof globalThis & { [booted]?: true };

if (!scope[booted]) {
  scope[booted] = true;
  const ready = import('./element-start').then(({ startElements }) => startElements());
  void Promise.all([import('./index'), ready]).then(([runtime]) => runtime.boot());
}
