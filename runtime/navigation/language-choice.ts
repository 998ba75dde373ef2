/**
 * What the language hint (./language-hint.ts, loaded only when it has something to offer) needs
 * to know at every start.
 */
import { preferredLocale, type Locale } from '../i18n';

/** A language the shopper chose is remembered, so the language hint (./language-hint.ts) never questions it. */
export const CHOSEN_KEY = 'shop.languageChosen';

/**
 * Notes the language of a page (its path prefix, '' for English) against the one the browser
 * was in before (`previous`, null on a first visit): a change is the shopper's choice.
 */
export function noteLanguage(previous: string | null, prefix: string): void {
  if (previous !== null && previous !== prefix) localStorage.setItem(CHOSEN_KEY, prefix || '/');
}

/** The shop language the browser asks for first, if it is not `current`. */
export function wantedLocale(current: Locale, languages: readonly string[] = navigator.languages): Locale | undefined {
  for (const tag of languages) {
    const locale = preferredLocale(tag);
    if (locale) return locale === current ? undefined : locale;
  }
  return undefined;
}
