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
  /**
   * The words, split by the elements that use them: `files[code][group]` is a group's file in a
   * language; `runtime` the groups of the runtime's own words (loaded with any element);
   * `elements[tag]` the groups of that element's words.
   */
  messages: { files: Record<string, string[]>; runtime: number[]; elements: Record<string, number[]> };
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

/** The files of the runtime's words and `tag`'s in `locale` (default en; English for a language the build has not). */
export function messageFiles(tag: string, manifest: ShopManifest, options?: { locale?: string }): string[];

/** The dist/ files a page needs at once: loader, start chunks, then each eager element's words (`locale`, default en, with the runtime's) and chunks. */
export function preloadFiles(tags: Iterable<string | PageTag>, manifest: ShopManifest, options?: { locale?: string }): string[];

/** `<link rel="modulepreload">` tags, one a line; `base` is the URL dist/ is served under (default `/dist/`); `locale` the page's interface language. */
export function preloadLinks(tags: Iterable<string | PageTag>, manifest: ShopManifest, options?: { base?: string; locale?: string }): string;

/** `<dist>/manifest.json`, read again only when it changed; undefined when there is no build. */
export function readManifest(dist: string): ShopManifest | undefined;
