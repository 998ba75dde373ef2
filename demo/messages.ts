/**
 * Server-side wording of the spec's messages, from the same locale files the browser uses
 * (locales/*.json, every language the routes accept), so a code-40 message reads the same as
 * the form's own check.
 *
 * Two languages meet on a page or an API answer: the interface language (these messages, the
 * pages' words, Intl formats; one per route prefix) and the content language of the database's
 * translated columns. They are the same language (contentLocaleOf); a column without it falls
 * back to a close one or to English (db/text.ts pick).
 */
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import zhTW from '../locales/zh-TW.json' with { type: 'json' };
import zhHK from '../locales/zh-HK.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import id from '../locales/id.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import th from '../locales/th.json' with { type: 'json' };
import fil from '../locales/fil.json' with { type: 'json' };
import vi from '../locales/vi.json' with { type: 'json' };
import { LANGUAGE_PREFIXES } from '../runtime/constants.ts';
import type { ContentLocale } from './db/text.ts';

/** A language the interface speaks: every route prefix (the browser's Locale, runtime/i18n.ts). */
export type InterfaceLanguage = (typeof LANGUAGE_PREFIXES)[number];
export type MessageKey = keyof typeof en;

const catalogues: Record<InterfaceLanguage, Partial<Record<MessageKey, string>>> = { en, zh, 'zh-TW': zhTW, 'zh-HK': zhHK, de, es, fr, id, it, ja, ko, pt, th, fil, vi };

export function message(language: InterfaceLanguage, key: MessageKey, ...args: unknown[]): string {
  const template = catalogues[language][key] ?? en[key] ?? key;
  return template.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] === undefined ? m : String(args[Number(i)])));
}

/**
 * The database's content language for an interface language: the same one. The seed's own
 * words are in all 15; text written in fewer (product names, articles: en, zh, zh-HK) falls
 * back per column, Taiwan to Hong Kong's Traditional Chinese, the rest to English (db/text.ts).
 */
export function contentLocaleOf(language: InterfaceLanguage): ContentLocale {
  return language;
}

const have = (code: string): InterfaceLanguage | undefined => LANGUAGE_PREFIXES.find((l) => l.toLowerCase() === code);

/** The interface language one language tag asks for, or undefined when we have none close to it. */
export function interfaceLanguageOf(tag: string): InterfaceLanguage | undefined {
  const t = tag.trim().toLowerCase();
  if (!t) return undefined;
  // Hong Kong's and Macau's Traditional Chinese read zh-HK; any other Traditional Chinese
  // (zh-TW, a bare zh-Hant) reads Taiwan's; the rest of Chinese (zh-CN, zh-Hans, zh-SG) zh.
  if (/^zh-(hant-)?(hk|mo)\b/.test(t)) return 'zh-HK';
  if (/^zh-(hant|tw)\b/.test(t)) return 'zh-TW';
  if (t === 'zh' || t.startsWith('zh-')) return 'zh';
  // Old and other names of the same language: Tagalog is what Filipino is built on; `in` is
  // Indonesian's withdrawn code, still sent by old Android browsers. pt-BR and pt-PT read pt.
  const base = t.split('-')[0]!;
  return have({ tl: 'fil', in: 'id' }[base] ?? base);
}

/** The interface language of an API request: ?lang=, then Accept-Language in order; en otherwise. */
export function requestLocale(lang: string | undefined, acceptLanguage: string | undefined): InterfaceLanguage {
  for (const tag of [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])]) {
    const found = tag ? interfaceLanguageOf(tag) : undefined;
    if (found) return found;
  }
  return 'en';
}
