/** dist/manifest.json (docs/loading.md), the parts preload.mjs reads. */
export interface ShopManifest {
  version: string;
  /** The loader, relative to dist/: `shop-elements.js`. */
  loader: string;
  /** What every page loads after the loader: the element table and the runtime (with its imports). */
  start: string[];
  /** tag -> the chunk that defines it. */
  elements: Record<string, string>;
  /** tag -> every chunk it needs: its own and each one it imports, transitively (the loader left out). */
  preload: Record<string, string[]>;
  /** tag -> its default `loading` when not eager. */
  loading: Record<string, 'visible' | 'idle' | 'interaction'>;
  /** language code -> the chunk holding its messages. */
  locales: Record<string, string>;
  /** file -> what it imports (static and dynamic); `runtime: true` on the runtime chunk. */
  chunks: Record<string, { imports: string[]; dynamicImports: string[]; runtime?: boolean }>;
}

export interface PageTag {
  tag: string;
  /** The element's `loading` attribute, when the html gives one. */
  loading?: string;
  /** The server drew it (a declarative shadow root): its default is `interaction`, as in the browser. */
  drawn?: boolean;
}

/** The `shop-*` tags in server html, each with its `loading` attribute if it has one and whether the server drew it. */
export function tagsIn(html: string | { toString(): string }): PageTag[];

/** The dist/ files a page needs at once: loader, start chunks, the page's messages (`locale`, default en), then each eager element's chunks. */
export function preloadFiles(tags: Iterable<string | PageTag>, manifest: ShopManifest, options?: { locale?: string }): string[];

/** `<link rel="modulepreload">` tags, one a line; `base` is the URL dist/ is served under (default `/dist/`); `locale` the page's interface language. */
export function preloadLinks(tags: Iterable<string | PageTag>, manifest: ShopManifest, options?: { base?: string; locale?: string }): string;

/** `<dist>/manifest.json`, read again only when it changed; undefined when there is no build. */
export function readManifest(dist: string): ShopManifest | undefined;
