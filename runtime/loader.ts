/**
 * The loader: dist/shop-elements.js, the only script a page includes. It defines nothing by
 * itself: it finds `shop-*` tags (now and as the DOM changes), imports just their chunks when
 * their `loading` says so, then starts the runtime from its own chunk. Loading it twice (two
 * script tags, two URLs) is harmless: the second copy does nothing.
 *
 * Where each element's code is comes from the build, as data (./chunk-table.ts), not from
 * imports. When an element is wanted, every chunk it needs gets a `<link rel="modulepreload">`
 * at once, so the browser fetches them side by side instead of discovering them import by
 * import (docs/loading.md).
 */
import { observe, registerElements, upgrade, type ElementImporter } from './elements';

const booted = Symbol.for('shop-elements.loader');
const scope = globalThis as typeof globalThis & { [booted]?: true };

if (!scope[booted]) {
  scope[booted] = true;
  // The table and the runtime come side by side; the runtime starts once the table is in.
  const ready = import('./chunk-table').then(({ table: [shared, files] }) => {
    const url = (index: number) => new URL(`chunks/${files[index]![0]}.js`, import.meta.url).href;
    const preloaded = new Set<number>();
    const preload = (index: number) => {
      if (preloaded.has(index)) return;
      preloaded.add(index);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url(index);
      document.head.append(link);
      for (const dep of files[index]!.slice(1) as number[]) preload(dep);
    };
    const importers: Record<string, ElementImporter> = {};
    for (let index = shared; index < files.length; index++) {
      importers[`shop-${files[index]![0].slice(0, -9)}`] = () => {
        preload(index);
        return import(url(index));
      };
    }
    registerElements(importers);
    upgrade(document);
    observe();
  });
  void Promise.all([import('./index'), ready]).then(([runtime]) => runtime.boot());
}
