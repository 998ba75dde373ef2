/**
 * The loader: dist/shop-elements.js, the only script a page includes. It defines nothing by
 * itself: it finds `shop-*` tags and `data-component` placeholders (now and as the DOM
 * changes), imports just their chunks, then starts the runtime from its own chunk.
 * Loading it twice (two script tags, two URLs) is harmless: the second copy does nothing.
 */
import { observe, upgrade } from './elements';

const booted = Symbol.for('shop-elements.loader');
const scope = globalThis as typeof globalThis & { [booted]?: true };

if (!scope[booted]) {
  scope[booted] = true;
  upgrade(document);
  observe();
  void import('./index').then((runtime) => runtime.boot());
}
