/**
 * Spec section 2's routes, as the browser's runtime reads them (runtime/routes.ts): one
 * implementation, so a link the shell follows and the page the server renders always agree.
 * This file adds what only the server needs: which content language a prefix serves.
 */
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import { resolveRoute } from '../../runtime/routes.ts';
import type { ContentLocale } from '../db/text.ts';
import type { RoutingConfig } from '../seed/defaults.ts';

export { LANGUAGE_PREFIXES };

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

export interface Resolved extends Match {
  language: Language;
}

/** Splits off the language prefix, then finds the screen; null when nothing matches. */
export function resolve(pathname: string, routing: RoutingConfig): Resolved | null {
  const route = resolveRoute(pathname, routing);
  return route ? { screen: route.route, params: route.params, language: languageOf(route.prefix || undefined) } : null;
}
