/**
 * Spec section 2's routes, as the browser's runtime reads them (runtime/routes.ts): one
 * implementation, so a link the shell follows and the page the server renders always agree.
 * This file adds what only the server needs: which interface and content language a prefix serves.
 */
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import { resolveRoute } from '../../runtime/routes.ts';
import type { ContentLocale } from '../db/text.ts';
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
   * The language of the database's translated columns (product names, articles): en, zh or
   * zh-HK; Taiwan reads Hong Kong's Traditional Chinese, the other languages English.
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
 * that text's language is not the page's, as on /de/ or /zh-TW/; nothing otherwise.
 */
export const contentLang = (language: Language): Html | '' => (language.locale === language.ui ? '' : html` lang="${language.locale}"`);

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
