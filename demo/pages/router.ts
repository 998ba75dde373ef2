/**
 * Spec section 2's routes: an optional language prefix, the storefront, auth and user-area
 * routes, and the server-configurable rules. Pure: a path and the routing config in, a screen
 * name and its parameters out, so the same table can be tested without a server.
 */
import type { ContentLocale } from '../db/text.ts';
import type { RoutingConfig } from '../seed/defaults.ts';

export const LANGUAGE_PREFIXES = ['en', 'zh', 'zh-TW', 'zh-HK', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'th', 'fil', 'vi'] as const;

export interface Language {
  /** The path prefix as written ('' when none). */
  prefix: string;
  /** The language the content is in: en, zh or zh-HK (the others fall back to en). */
  locale: ContentLocale;
  /** The <html lang> value: the language the page is really written in. */
  lang: string;
}

export function languageOf(prefix: string | undefined): Language {
  if (prefix === 'zh') return { prefix, locale: 'zh', lang: 'zh' };
  // Traditional Chinese content serves both Hong Kong and Taiwan.
  if (prefix === 'zh-HK' || prefix === 'zh-TW') return { prefix, locale: 'zh-HK', lang: prefix };
  return { prefix: prefix ?? '', locale: 'en', lang: 'en' };
}

export interface Match {
  screen: string;
  params: Record<string, string>;
}

/** '/product/{slug}' -> a regular expression with named groups; '*' matches the rest. */
function compile(pattern: string): RegExp {
  const body = pattern
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) => (part === '*' ? '(?<rest>.*)' : part.replace(/[.+?^${}()|[\]\\]/g, (c) => `\\${c}`).replace(/\\\{(\w+)\\\}/g, '(?<$1>[^/]+)')))
    .join('/');
  return new RegExp(`^${body}$`);
}

const storefront: [string, string][] = [
  ['search', 'search'],
  ['cart', 'cart'],
  ['inquiry/feedback', 'inquiry-feedback'],
  ['inquiry/thankyou', 'inquiry-thankyou'],
  ['inquiry/{slug}', 'inquiry'],
  ['checkout/thankyou', 'checkout-thankyou'],
  ['checkout/{slug}', 'checkout'],
  ['promotion', 'promotion-list'],
  ['promotion/{slug}', 'promotion'],
  ['coupon', 'coupon-list'],
  ['coupon/{slug}', 'coupon'],
  ['custom/{slug}', 'custom'],
];

export const AUTH_SCREENS = ['signin', 'signup', 'forget', 'reset-password', 'verify-email', 'verify-prompt', 'oauth'];
export const USER_SCREENS = ['center', 'account', 'address', 'article', 'favorite', 'security', 'security/activity', 'log', 'info', 'order', 'order/{slug}', 'return', 'return/{slug}'];

export interface Resolved extends Match {
  language: Language;
}

/** Splits off the language prefix, then finds the screen; null when nothing matches. */
export function resolve(pathname: string, routing: RoutingConfig): Resolved | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  } catch {
    return null; // a malformed %-escape is no page of ours
  }
  const prefix = (LANGUAGE_PREFIXES as readonly string[]).includes(segments[0] ?? '') ? segments.shift() : undefined;
  const language = languageOf(prefix);
  const path = segments.join('/');
  const match = matchPath(path, routing);
  return match ? { ...match, language } : null;
}

function matchPath(path: string, routing: RoutingConfig): Match | null {
  if (path === '') return { screen: 'home', params: {} };
  const tries: [string, string][] = [
    ...AUTH_SCREENS.map((s): [string, string] => [`auth/${s}`, `auth/${s}`]),
    ...USER_SCREENS.map((s): [string, string] => [`${routing.userPath}/${s}`, `user/${s.replace('/{slug}', '')}${s.endsWith('{slug}') ? '-detail' : ''}`]),
    [`${routing.productRule}/{sku}`, 'product'],
    [routing.productRule, 'product'],
    [routing.articleRule, 'article'],
    [routing.collectionRule, 'collection'],
    [routing.pageRule, 'page'],
    [routing.tagRule, 'tag'],
    [routing.categoryRule, 'category'],
    ...storefront,
    ...(routing.isCustom ? routing.categories.flatMap((c): [string, string][] => [[`${c.path}/{slug}`, `${c.types}detail`]]) : []),
    [routing.appRule, 'app'],
    // A bare {slug} is a category (spec: "category/{slug} and bare {slug}").
    ['{slug}', 'category'],
  ];
  for (const [pattern, screen] of tries) {
    const found = compile(pattern.replace(/\/{2,}/g, '/')).exec(path);
    if (found) return { screen, params: { ...found.groups } };
  }
  return null;
}
