/**
 * Translated columns hold a JSON object of language to text ({"en": ..., "de": ..., "ja": ...}).
 * The content language is the interface language (every route prefix, LANGUAGE_PREFIXES): the
 * shop's own words (categories, options, tags, collections, promotions, coupons, page titles,
 * shipping and payment methods) are seeded in all 15. Text a column does not have falls back:
 * Taiwan's and Hong Kong's Traditional Chinese to each other, then everything to English
 * (product names and articles are written in en, zh and zh-HK only).
 */
import type { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';

export type ContentLocale = (typeof LANGUAGE_PREFIXES)[number];
export type Translated = Partial<Record<ContentLocale, string>> & { en: string };

const fallbacks: Partial<Record<ContentLocale, ContentLocale[]>> = { 'zh-TW': ['zh-HK'], 'zh-HK': ['zh-TW'] };

const parse = (json: string | Translated): Translated => (typeof json === 'string' ? (JSON.parse(json) as Translated) : json);

/** Which language of `json` a reader in `locale` gets: its own, a close one, or English. */
export function pickLanguage(json: string | Translated, locale: ContentLocale): ContentLocale {
  const value = parse(json);
  return [locale, ...(fallbacks[locale] ?? [])].find((l) => typeof value[l] === 'string') ?? 'en';
}

export function pick(json: string | Translated | null | undefined, locale: ContentLocale): string {
  if (json == null) return '';
  const value = parse(json);
  return value[pickLanguage(value, locale)] ?? value.en;
}

export const tr = (en: string, zh: string, zhHK: string): string => JSON.stringify({ en, zh, 'zh-HK': zhHK });
