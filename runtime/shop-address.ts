/**
 * Where the shop is: the origin that serves its API (`/api/web`), its live-message socket
 * (`/ws/message`) and its pages. A page elsewhere (a blog, a landing page) that pastes the
 * widgets names it: the `shop` start option, the initial data's `config.shop`, or `data-shop` on
 * the loader's script tag (docs/runtime.md, "Embedding on another site"). Unnamed, it is where
 * the bundle came from when that is another site (the page pasted the shop's script tag: its own
 * host is no shop, and is asked nothing), else the page's own (every address relative).
 */
import { API_BASE, SOCKET_PATH } from './constants';
import { readInitialData } from './initial-data';

/** '' for this page's own; undefined until first read (or set by start()). */
let origin: string | undefined;
/** Where the shop's pages are, without a trailing slash ('' for the shop's own origin); undefined until first read. */
let pages: string | undefined;

/**
 * Sets the shop's address (an absolute http(s) URL; only its origin counts). '' or the page's own
 * origin: relative, as by default; undefined: as the page says (read again when next asked).
 * Anything else is refused with a console message (the widgets keep to the page's own origin).
 */
export function setShopAddress(address: string | undefined): void {
  origin = address === undefined ? undefined : originOf(address);
}

/**
 * Sets the address of the shop's pages (an absolute http(s) URL; its origin and path count, so
 * `https://shop.example/store` puts `/product/x` at `https://shop.example/store/product/x`).
 * '' : the shop's own origin, as by default; undefined: as the page says. Anything else is
 * refused with a console message (links go to the shop's origin).
 */
export function setShopPages(address: string | undefined): void {
  pages = address === undefined ? undefined : pagesOf(address);
}

function pagesOf(address: string): string {
  if (!address) return '';
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
    const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    return base === location.origin ? '' : base;
  } catch {
    console.error(`[shop-elements] The address of the shop's pages "${address}" is not an http(s) address such as "https://shop.example"; using the shop's own.`);
    return '';
  }
}

function originOf(address: string): string {
  if (!address) return '';
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
    return url.origin === location.origin ? '' : url.origin;
  } catch {
    console.error(`[shop-elements] The shop's address "${address}" is not an http(s) address such as "https://shop.example"; using this page's own.`);
    return '';
  }
}

/** Where this code was loaded from (the loader's chunks sit beside it). */
const bundleOrigin = (): string => new URL(import.meta.url).origin;

/**
 * The shop's origin when it is another site's, '' when it is this page's. Read from the page the
 * first time it is asked for (an element may ask before start() runs): the initial data's
 * `config.shop`, then `data-shop` on a script tag (the loader's), then the bundle's origin.
 */
export function shopOrigin(): string {
  // On the server (a render has no page): the shop's own pages, relative.
  if (typeof document === 'undefined') return '';
  if (origin === undefined) {
    const configured = readInitialData().config?.shop;
    origin = originOf(typeof configured === 'string' ? configured : (document.querySelector('script[data-shop]')?.getAttribute('data-shop') ?? bundleOrigin()));
  }
  return origin;
}

/** The address of /api/web/<path> at the shop. */
export function apiUrl(path: string): string {
  return `${shopOrigin()}${API_BASE}/${path.replace(/^\//, '')}`;
}

/** The shop's live-message socket: ws(s)://<the shop's host>/ws/message. */
export function socketAddress(): string {
  const { protocol, host } = shopOrigin() ? new URL(shopOrigin()) : location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${SOCKET_PATH}`;
}

/** Where the shop's pages are ('' when they are this page's site): `shopPages`, else the shop's origin. */
function pagesBase(): string {
  if (typeof document === 'undefined') return '';
  if (pages === undefined) {
    const configured = readInitialData().config?.shopPages;
    pages = pagesOf(typeof configured === 'string' ? configured : (document.querySelector('script[data-shop-pages]')?.getAttribute('data-shop-pages') ?? ''));
  }
  return pages || shopOrigin();
}

/** A site path at `base`; anything else (absolute, protocol-relative, data:, blob:) as it is. */
const at = (base: string, path: string): string => (base && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path);

/**
 * A page of the shop's (`/product/x`): as it is on the shop's own pages, at the shop's pages on a
 * page elsewhere (the embedding site has no such page). Links and redirects that leave a widget.
 */
export function shopHref(path: string): string {
  return at(pagesBase(), path);
}

/** A file of the shop's from its answers (a picture, `/media/x.svg`): served where its API is. */
export function shopFile(path: string): string {
  return at(shopOrigin(), path);
}

/** An absolute address of one of the shop's pages (`/product/x`), for what leaves this page (a QR code's link). */
export function shopPageUrl(path: string): string {
  return new URL(shopHref(path), location.origin).href;
}
