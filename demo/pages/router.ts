/**
 * Spec section 2's routes, as the browser's runtime reads them (runtime/routes.ts): one
 * implementation, so a link the shell follows and the page the server renders always agree.
 * This file adds what only the server needs: which interface and content language a prefix serves.
 */
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import { resolveRoute } from '../../runtime/routes.ts';
import { pickLanguage, type ContentLocale, type Translated } from '../db/text.ts';
import { html, type Html } from '../html.ts';
import { contentLocaleOf, type InterfaceLanguage } from '../messages.ts';
import type { RoutingConfig } from '../seed/defaults.ts';

export { LANGUAGE_PREFIXES };

export interface Language {
  /** The path prefix as written ('' when none). */
  prefix: string;
  /**
   * The interface language: the prefix, else en. The page's own words (ctx.w), the spec's
   * messages, Intl formats and the elements' locale speak it.
   */
  ui: InterfaceLanguage;
  /**
   * The language asked of the database's translated columns: the interface language. A column
   * without it (product names, articles: en, zh, zh-HK) falls back, Taiwan to Hong Kong's
   * Traditional Chinese, the others to English (db/text.ts).
   */
  locale: ContentLocale;
  /** The <html lang> value: the interface language, which most of the page is written in. */
  lang: string;
}

export function languageOf(prefix: string | undefined): Language {
  const ui = (LANGUAGE_PREFIXES as readonly string[]).includes(prefix ?? '') ? (prefix as InterfaceLanguage) : 'en';
  return { prefix: prefix ?? '', ui, locale: contentLocaleOf(ui), lang: ui };
}

/**
 * ` lang="en"` on an element holding database text (a product's name, an article's title) when
 * the text shown is not in the page's language (`json`, the translated column, has none in it:
 * an English product name on /de/, Hong Kong's on /zh-TW/); nothing otherwise.
 */
export function contentLang(language: Language, json: string | Translated): Html | '' {
  const shown = pickLanguage(json, language.locale);
  return shown === language.ui ? '' : html` lang="${shown}"`;
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
