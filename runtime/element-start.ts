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
import { messageTable, table } from './chunk-table';
import { observe, registerElements, upgrade, type ElementImporter } from './elements';
import { setMessageSource } from './i18n';

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
  // Each element's words, and the runtime's, in files of their own by language.
  const [hash, runtime, elements] = messageTable;
  const groupsOf = Object.fromEntries(Object.keys(importers).map((tag, i) => [tag, elements[i]!]));
  setMessageSource({
    groups: (tag) => (tag ? (groupsOf[tag] ?? []) : runtime),
    load: (locale, group) => import(new URL(`../messages/${hash}/${locale}/${group}.js`, import.meta.url).href).then((module: { default: Record<string, string> }) => module.default),
  });
  upgrade(document);
  observe();
}
