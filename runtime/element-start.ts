/**
 * What the loader starts once its first chunk is in: the build's table of where each element's
 * code is (./chunk-table.ts) made into importers, and the page's `shop-*` tags scheduled
 * (./elements.ts). It sits in the table's chunk, not in the loader: nothing here can act before
 * the table is known, and the loader every page fetches first stays a few hundred bytes.
 *
 * When an element is wanted, every chunk it needs gets a `<link rel="modulepreload">` at once,
 * so the browser fetches them side by side instead of discovering them import by import
 * (docs/loading.md).
 */
import { table } from './chunk-table';
import { observe, registerElements, upgrade, type ElementImporter } from './elements';

export function startElements(): void {
  const [shared, files] = table;
  // Element chunks are this chunk's neighbours in chunks/.
  const url = (index: number) => new URL(`${files[index]![0]}.js`, import.meta.url).href;
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
}
