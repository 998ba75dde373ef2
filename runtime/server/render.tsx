/**
 * The server renderer: an element's own React component rendered on the server (React's
 * renderToString) into a declarative shadow root, with its styles and the data it was given,
 * so the page before JavaScript is the page after it. The browser hydrates that markup when
 * the element loads (widgets/shared/hydrate.ts). Node 20+, no DOM needed.
 *
 *   renderElement('shop-product-price', { price: 49, 'line-price': 69 }, { locale: 'de' })
 *   expandElements(pageHtml, { locale: 'de', url })   // every shop-* tag of a page, once
 *
 * Rendering is synchronous, and the stores an element reads (language, currencies, language
 * prefix) are set for each render just before it: one render never sees another's settings.
 * docs/server-rendering.md is the guide; styleHashes() gives the CSP's style-src entries.
 */
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { serverRenderedTags } from '../../widgets/server-elements';
import { allDefinitions, definitionOf, ElementRoot } from '../../widgets/shared/element-root';
import { ROOT_ATTRIBUTE, STATE_ATTRIBUTE, type RenderState } from '../../widgets/shared/render-state';
import { screensOf, withScreens, type Screens } from '../breakpoints';
import { $locale, $messages, toLocale, type Messages } from '../i18n';
import { $currency, $displayCurrency, $rates, DEFAULT_CURRENCY } from '../money';
import type { RoutingConfig } from '../api/types';
import { setServerRouting } from '../routes';
import { $languagePrefix } from '../session';
import { catalogues } from './catalogues';
import { productDisplayOf, type ProductDisplay } from '../theme';

export interface RenderOptions {
  /** The interface language (a catalogue code: en, de, zh-HK...). Default en. */
  locale?: string;
  /** The shop's currency, which the API's amounts are in. Default USD. */
  currency?: string;
  /** The currency the shopper reads prices in, when not the shop's ('' or unset: the shop's). */
  displayCurrency?: string;
  /** Units of each other currency per unit of the shop's (config.currencyRates). */
  rates?: Record<string, number>;
  /** The language prefix links go under ('' or '/de'). */
  prefix?: string;
  /** The page's address (a listing reads its sort and page from it). */
  url?: string;
  /** The shop's own words over the catalogue (the `messages` start option). */
  messages?: Partial<Messages>;
  /** The shop's routing config (the page's `config`): where links to products, articles and pages go. Default the built-in routes. */
  routing?: Partial<RoutingConfig>;
  /**
   * The theme's breakpoints (its `container.screen`, spec section 3): the media and container
   * queries of the styles written into each shadow root break at these widths, as the browser's
   * sheets will (runtime/breakpoints.ts). Default the spec's. Pass the same to styleHashes().
   */
  screens?: Partial<Record<keyof Screens, string>>;
  /**
   * The theme's product flags (its `product`: showSlideImage, showFavorite, showCart), which the
   * page's theme gives the elements in the browser: the gallery and the product buttons are drawn
   * as they will be shown. Default all on.
   */
  productDisplay?: Partial<ProductDisplay>;
  /**
   * The element's data: what it would otherwise fetch on mount (each element's `@data`). An
   * object's `elements` entry, `{'shop-payment': [...]}`, is the data of the elements its render
   * holds, by tag (each drawn with it, and hydrating from its own root); the element does not see it.
   */
  data?: unknown;
}

/** An attribute value as the element reads it: strings as they are, true as a bare attribute. */
export type AttributeValue = string | number | boolean | null | undefined;

const SERVER_RENDERED = new Set<string>(serverRenderedTags);

/** Whether `tag` is drawn by the server renderer (others are left for the browser to draw). */
export function rendersOnServer(tag: string): boolean {
  return SERVER_RENDERED.has(tag) && definitionOf(tag) !== undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A stand-in for the host element: a component may use it in effects and handlers only, which never run on the server. */
function serverHost(tag: string): HTMLElement {
  return new Proxy({} as HTMLElement, {
    get(_target, key) {
      throw new Error(`<${tag}> read its host element (${String(key)}) while rendering; only effects and event handlers may use it.`);
    },
  });
}

const camel = (attribute: string) => attribute.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The stores every component reads while rendering, set to this render's language and money. */
function setStores(options: RenderOptions): RenderState {
  const locale = toLocale(options.locale);
  const state: RenderState = {
    locale,
    currency: (options.currency ?? DEFAULT_CURRENCY).toUpperCase(),
    display: (options.displayCurrency ?? '').toUpperCase(),
    prefix: options.prefix ?? '',
  };
  $locale.set(locale);
  $messages.set({ ...catalogues[locale], ...options.messages });
  $currency.set(state.currency);
  $rates.set(options.rates ?? {});
  $displayCurrency.set(state.display === state.currency ? '' : state.display);
  state.display = $displayCurrency.get();
  $languagePrefix.set(state.prefix);
  setServerRouting(options.routing ?? {});
  // Written into the state only when a flag is off: the browser's hydration draws with the same.
  const display = productDisplayOf({ product: options.productDisplay });
  if (Object.values(display).includes(false)) state.productDisplay = display;
  return state;
}

function openTag(tag: string, attributes: Record<string, AttributeValue>): string {
  let out = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return `${out}>`;
}

/** Data for the elements an element renders, by tag: what each would otherwise fetch on mount. */
export type NestedData = Record<string, unknown>;

/**
 * An element's data and, apart, what it carries for the elements it renders: a data object's
 * `elements` entry ({'shop-payment': [...methods]}) is taken out, so the element itself never
 * sees it and its own state does not carry it twice.
 */
function splitData(given: unknown): { data: unknown; nested?: NestedData } {
  if (!given || typeof given !== 'object' || Array.isArray(given) || !('elements' in given)) return { data: given };
  const { elements, ...data } = given as { elements?: unknown };
  if (!elements || typeof elements !== 'object' || Array.isArray(elements)) return { data: given };
  return { data, nested: elements as NestedData };
}

/** The declarative shadow root of one element: its styles, and React's root holding the component's render. */
function shadowRootFor(tag: string, attributes: Record<string, AttributeValue>, options: RenderOptions): string {
  const definition = definitionOf(tag)!;
  const state = setStores(options);
  const raw: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    raw[camel(name)] = value === true ? '' : String(value);
  }
  const { data, nested } = splitData(options.data);
  const markup = renderToString(<ElementRoot definition={definition} raw={raw} host={serverHost(tag)} context={{ data, url: options.url, drawn: true, productDisplay: state.productDisplay }} />);
  if (data !== undefined) state.data = data;
  const screens = screensOf({ container: { screen: options.screens } });
  const styles = definition.css.map((css) => `<style>${withScreens(css, screens)}</style>`).join('');
  // Elements the component renders (a listing's prices) are drawn too: each with the data the
  // parent's data holds for its tag (`elements`), written into its own root's state, else none.
  const inner = expandTags(markup, { ...options, data: undefined }, nested);
  return `<template shadowrootmode="open">${styles}<div ${ROOT_ATTRIBUTE} ${STATE_ATTRIBUTE}="${escapeAttribute(JSON.stringify(state))}">${inner}</div></template>`;
}

/**
 * `<tag attributes>` with a declarative shadow root holding the element's server render, then
 * `children` (light DOM html, as given), then `</tag>`. A tag the renderer does not draw comes
 * back as a plain tag, for the browser to draw.
 */
export function renderElement(tag: string, attributes: Record<string, AttributeValue> = {}, options: RenderOptions & { children?: string } = {}): string {
  const shadow = rendersOnServer(tag) ? shadowRootFor(tag, attributes, options) : '';
  return `${openTag(tag, attributes)}${shadow}${options.children ?? ''}</${tag}>`;
}

// An opening shop-* tag, its attributes quoted or not (a quoted value may hold `>`).
const OPEN_TAG = /<(shop-[a-z0-9-]+)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|#39));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

const decode = (text: string) =>
  text.replace(ENTITY, (_m, dec: string, hex: string, name: string) => (dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : NAMED[name.toLowerCase()]!));

function parseAttributes(text: string): Record<string, AttributeValue> {
  const attributes: Record<string, AttributeValue> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const value = match[2] ?? match[3] ?? match[4];
    attributes[match[1]!.toLowerCase()] = value === undefined ? true : decode(value);
  }
  return attributes;
}

/**
 * Every `shop-*` tag in `html` that the renderer draws gets its declarative shadow root, right
 * after its opening tag (its light DOM stays as it is); tags already drawn, and tags it does
 * not draw, are left alone. `options.data` is not used here: an element that needs data is
 * rendered with renderElement() by the page that has it.
 */
export function expandElements(html: string, given: RenderOptions = {}): string {
  return expandTags(html, given);
}

/** expandElements(), each tag given `nested[tag]` as its data (an element's render, drawn with what its data carries for them). */
function expandTags(html: string, given: RenderOptions, nested?: NestedData): string {
  const options = { ...given, data: undefined };
  return html.replace(OPEN_TAG, (whole, tag: string, attributeText: string, offset: number, source: string) => {
    const name = tag.toLowerCase();
    if (!rendersOnServer(name) || whole.endsWith('/>')) return whole;
    if (/^\s*<template\s+shadowrootmode/i.test(source.slice(offset + whole.length, offset + whole.length + 64))) return whole;
    const data = nested && Object.hasOwn(nested, name) ? nested[name] : undefined;
    return whole + shadowRootFor(name, parseAttributes(attributeText), { ...options, data });
  });
}

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The CSP `style-src` sources that allow the renderer's <style> elements: the hash of every
 * style text of every element it draws (one per distinct text; the base sheet is shared).
 * Deterministic for a build and a theme's `screens` (the same as the render's option), so a host
 * can compute it once at start, and again when its theme's breakpoints change.
 */
export function styleHashes(options: Pick<RenderOptions, 'screens'> = {}): string[] {
  const screens = screensOf({ container: { screen: options.screens } });
  const texts = new Set<string>();
  for (const definition of allDefinitions()) if (rendersOnServer(definition.tag)) for (const css of definition.css) texts.add(withScreens(css, screens));
  return [...texts].map(hashOf);
}
