/**
 * Server-side wording of the spec's messages, from the same locale files the browser uses
 * (locales/*.json), so a code-40 message reads the same as the form's own check.
 */
import en from '../locales/en.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };
import zhHK from '../locales/zh-HK.json' with { type: 'json' };
import type { ContentLocale } from './db/text.ts';

export type MessageKey = keyof typeof en;
const catalogues: Record<ContentLocale, Partial<Record<MessageKey, string>>> = { en, zh, 'zh-HK': zhHK };

export function message(locale: ContentLocale, key: MessageKey, ...args: unknown[]): string {
  const template = catalogues[locale][key] ?? en[key] ?? key;
  return template.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] === undefined ? m : String(args[Number(i)])));
}

/** The interface language of an API request: ?lang=, then Accept-Language; en otherwise. */
export function requestLocale(lang: string | undefined, acceptLanguage: string | undefined): ContentLocale {
  for (const tag of [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim())]) {
    if (!tag) continue;
    const t = tag.toLowerCase();
    if (t === 'zh-hk' || t === 'zh-tw' || t === 'zh-hant') return 'zh-HK';
    if (t.startsWith('zh')) return 'zh';
    if (t.startsWith('en')) return 'en';
  }
  return 'en';
}
