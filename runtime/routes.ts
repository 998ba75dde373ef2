/**
 * Spec section 2's routes as one pure function: a URL and the routing config in; the route,
 * its params, the language and the page type out. No DOM, so the server can use it too.
 *
 * Route names: 'home', 'search', 'cart', 'product', 'category', 'tag', 'article', 'page',
 * 'collection', 'custom', 'promotion-list', 'promotion', 'coupon-list', 'coupon',
 * 'inquiry-feedback', 'inquiry', 'inquiry-thankyou', 'checkout', 'checkout-thankyou', 'order-lookup', 'app',
 * 'auth/<screen>', 'user/<screen>' ('user/order-detail', 'user/return-detail'), and
 * '<type>detail' for custom category paths.
 */
import type { RoutingConfig } from './api/types';
import { DEFAULT_USER_PATH, LANGUAGE_PREFIXES } from './constants';
import { toLocale, type Locale } from './i18n';
import { readInitialData } from './initial-data';

export type LanguagePrefix = (typeof LANGUAGE_PREFIXES)[number];

export const PAGE_TYPES = ['article', 'category', 'checkout', 'collection', 'coupon', 'custom', 'inquiry', 'page', 'product', 'promotion', 'tag'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const AUTH_SCREENS = ['signin', 'signup', 'forget', 'reset-password', 'verify-email', 'verify-prompt', 'oauth'] as const;
export const USER_SCREENS = ['center', 'account', 'address', 'article', 'favorite', 'security', 'security/activity', 'log', 'info', 'order', 'order/{slug}', 'return', 'return/{slug}'] as const;

export const defaultRouting: RoutingConfig = {
  isCustom: false,
  categories: [],
  appRule: '/app/*',
  articleRule: '/article/{slug}',
  categoryRule: '/category/{slug}',
  collectionRule: '/collection/{slug}',
  pageRule: '/page/{slug}',
  productRule: '/product/{slug}',
  tagRule: '/tag/{slug}',
  userPath: DEFAULT_USER_PATH,
};

let serverRouting: Partial<RoutingConfig> = {};

/**
 * On the server, where there is no page to read the initial data from: the shop's routing
 * config for the renders that follow (the host sets it before rendering, as its page's
 * `config` says; rendering is synchronous, so one shop's never reaches another's render).
 */
export function setServerRouting(config: Partial<RoutingConfig>): void {
  serverRouting = config;
}

/** The shop's routing config: the page's initial data in the browser, what setServerRouting said on the server. */
export function pageRouting(): Partial<RoutingConfig> | undefined {
  return typeof document === 'undefined' ? serverRouting : (readInitialData().config as Partial<RoutingConfig> | undefined);
}

export interface ResolvedRoute {
  route: string;
  params: Record<string, string>;
  /** The language prefix as written in the path ('' when none: en). */
  prefix: LanguagePrefix | '';
  /** The interface language: en, zh or zh-HK; other prefixes fall back to en. */
  locale: Locale;
  pageType: PageType | undefined;
}

/** '/product/{slug}' -> a regular expression with named groups; '*' matches the rest. */
function compile(pattern: string): RegExp {
  const body = pattern
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) => (part === '*' ? '(?<rest>.*)' : part.replace(/[.+?^$()|[\]\\]/g, (c) => `\\${c}`).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')))
    .join('/');
  return new RegExp(`^${body}$`);
}

const fixed: [string, string][] = [
  ['search', 'search'],
  ['cart', 'cart'],
  ['inquiry/feedback', 'inquiry-feedback'],
  ['inquiry/thankyou', 'inquiry-thankyou'],
  ['inquiry/{slug}', 'inquiry'],
  ['checkout/thankyou', 'checkout-thankyou'],
  ['checkout/{slug}', 'checkout'],
  // A guest's order by number and e-mail (not spec section 2's: the guest's way back to an order).
  ['order/lookup', 'order-lookup'],
  ['promotion', 'promotion-list'],
  ['promotion/{slug}', 'promotion'],
  ['coupon', 'coupon-list'],
  ['coupon/{slug}', 'coupon'],
  ['custom/{slug}', 'custom'],
];

/** The patterns to try, most specific first, for a routing config (defaults fill what it lacks). */
function table(config: Partial<RoutingConfig>): [string, string][] {
  const routing = { ...defaultRouting, ...config };
  // The original registers the tag override with the category rule's path (spec section 2).
  // Tolerate both: a tag rule of its own is matched as tags; one equal to the category rule
  // (or missing) leaves those URLs to the category screen.
  const tagRule = routing.tagRule && routing.tagRule !== routing.categoryRule ? routing.tagRule : undefined;
  const userPath = routing.userPath.replace(/^\/+|\/+$/g, '');
  return [
    ...AUTH_SCREENS.map((s): [string, string] => [`auth/${s}`, `auth/${s}`]),
    ...USER_SCREENS.map((s): [string, string] => [`${userPath}/${s}`, `user/${s.replace('/{slug}', '-detail')}`]),
    [`${routing.productRule}/{sku}`, 'product'],
    [routing.productRule, 'product'],
    [routing.articleRule, 'article'],
    [routing.collectionRule, 'collection'],
    [routing.pageRule, 'page'],
    ...(tagRule ? [[tagRule, 'tag'] as [string, string]] : []),
    [routing.categoryRule, 'category'],
    ...fixed,
    ...(routing.isCustom ? routing.categories.map((c): [string, string] => [`${c.path}/{slug}`, `${c.types}detail`]) : []),
    [routing.appRule, 'app'],
    // "category/{slug} and bare {slug}": the same screen.
    ['{slug}', 'category'],
  ];
}

/** The page type of a route (spec section 2's list), or undefined for home, search, cart, auth, user and app. */
export function pageTypeOf(route: string): PageType | undefined {
  const custom = /^(\w+)detail$/.exec(route)?.[1];
  const base = (custom ?? route).replace(/-(list|feedback|thankyou)$/, '');
  return (PAGE_TYPES as readonly string[]).includes(base) ? (base as PageType) : undefined;
}

/** Splits the optional language prefix off a path. */
export function splitLanguage(pathname: string): { prefix: LanguagePrefix | ''; rest: string } {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const prefix = (LANGUAGE_PREFIXES as readonly string[]).includes(first) ? (first as LanguagePrefix) : '';
  return { prefix, rest: (prefix ? segments.slice(1) : segments).join('/') };
}

/** Which route, params, language and page type a URL (or path) is; undefined when none matches. */
export function resolveRoute(url: string | URL, config: Partial<RoutingConfig> = {}): ResolvedRoute | undefined {
  const pathname = typeof url === 'string' ? new URL(url, 'http://x').pathname : url.pathname;
  const { prefix, rest } = splitLanguage(pathname);
  const path = rest
    .split('/')
    .map((s) => decodeURIComponent(s))
    .join('/');
  const locale = toLocale(prefix || 'en');
  if (path === '') return { route: 'home', params: {}, prefix, locale, pageType: undefined };
  for (const [pattern, route] of table(config)) {
    const found = compile(pattern).exec(path);
    if (found) return { route, params: { ...found.groups }, prefix, locale, pageType: pageTypeOf(route) };
  }
  return undefined;
}

/** `path` under another language prefix ('' for en), keeping the rest. */
export function withLanguage(pathname: string, prefix: LanguagePrefix | ''): string {
  const { rest } = splitLanguage(pathname);
  const joined = [prefix, rest].filter(Boolean).join('/');
  return `/${joined}`;
}
