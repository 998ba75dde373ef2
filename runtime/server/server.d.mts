/** `shop-elements/server` (lib/server.mjs): the server renderer and the preload helper. */
export * from './preload.mjs';

/** What the elements render with; docs/server-rendering.md has the table. */
export interface RenderOptions {
  /** The interface language (a catalogue code: en, de, zh-HK...). Default en. */
  locale?: string;
  /** The shop's currency, which the API's amounts are in. Default USD. */
  currency?: string;
  /** The currency the shopper reads prices in, when not the shop's. */
  displayCurrency?: string;
  /** Units of each other currency per unit of the shop's. */
  rates?: Record<string, number>;
  /** The language prefix links go under ('' or '/de'). */
  prefix?: string;
  /** The page's address (a listing reads its sort and page from it). */
  url?: string;
  /** The shop's own words over the catalogue. */
  messages?: Record<string, string>;
  /** The shop's routing config (the page's `config`: productRule, articleRule, pageRule...): where links go. Default the built-in routes. */
  routing?: { productRule?: string; articleRule?: string; pageRule?: string; categoryRule?: string; collectionRule?: string; tagRule?: string };
  /** The theme's breakpoints (`container.screen`): the styles' queries break at these widths. Default the spec's. */
  screens?: Partial<Record<'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl', string>>;
  /** The theme's product flags (its `product`): galleries and product buttons drawn as the page's theme shows them. Default all on. */
  productDisplay?: { showSlideImage?: boolean; showFavorite?: boolean; showCart?: boolean };
  /** renderElement only: the element's data (each element's `@data`). */
  data?: unknown;
}

export type AttributeValue = string | number | boolean | null | undefined;

/** `<tag attributes>` with a declarative shadow root holding the element's server render, `children`, `</tag>`. */
export function renderElement(tag: string, attributes?: Record<string, AttributeValue>, options?: RenderOptions & { children?: string }): string;
/** Every shop-* tag of `html` the renderer draws gets its declarative shadow root. */
export function expandElements(html: string, options?: RenderOptions): string;
/** Whether `tag` is drawn by the server renderer. */
export function rendersOnServer(tag: string): boolean;
/** The CSP style-src sources ('sha256-...') of every style text the renderer writes (with these screens, as the render's option). */
export function styleHashes(options?: Pick<RenderOptions, 'screens'>): string[];
/** The tags the server renderer draws. */
export const serverRenderedTags: readonly string[];
/** The theme's screen names (sm, md, lg, xl, 2xl, 3xl), for a host that takes the screens from its own settings. */
export const SCREEN_NAMES: readonly ('sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl')[];
/** Whether `value` is a length a screen can be (a plain px, em or rem). */
export function isScreenLength(value: string): boolean;
