/**
 * Interface language and messages. en is the default and the fallback: a key missing from
 * another locale shows the English text, and en ships in the runtime chunk while zh and zh-HK
 * are fetched when first chosen.
 */
import { atom } from 'nanostores';
import en from '../locales/en.json';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

export const LOCALES = ['en', 'zh', 'zh-HK'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const catalogues: Partial<Record<Locale, Messages>> = { en };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  zh: () => import('../locales/zh.json'),
  'zh-HK': () => import('../locales/zh-HK.json'),
};

export const $locale = atom<Locale>(DEFAULT_LOCALE);
export const $messages = atom<Messages>(en);

/** Any language tag (from a path prefix, <html lang>, ...) to a locale we have; others get en. */
export function toLocale(tag: string | null | undefined): Locale {
  const wanted = (tag ?? '').toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === wanted) ?? DEFAULT_LOCALE;
}

/** The messages of `locale` (English where it lacks a key), loading them once. */
export async function messagesFor(locale: Locale): Promise<Messages> {
  let messages = catalogues[locale];
  if (!messages) {
    try {
      messages = (await loaders[locale as Exclude<Locale, 'en'>]()).default;
      catalogues[locale] = messages;
    } catch (error) {
      console.error(`[shop-elements] The ${locale} messages could not be loaded; showing English.`, error);
      return en;
    }
  }
  return { ...en, ...messages };
}

/** Switches the interface language; resolves once its messages are in place. */
export async function setLocale(locale: Locale): Promise<void> {
  $locale.set(locale);
  const messages = await messagesFor(locale);
  // A later switch may have happened while this one was loading: the newest wins.
  if ($locale.get() === locale) $messages.set(messages);
}

/** The locale a browser language tag asks for, or undefined when we have none close to it. */
export function preferredLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (/^zh-(hk|tw|mo|hant)/.test(lower)) return 'zh-HK';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh';
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return undefined;
}

/** Replaces {0}, {1}, ... with the arguments. */
export function format(template: string, args: readonly unknown[]): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? match : String(value);
  });
}

/** The message for `key` in the current language, with its placeholders filled. */
export function t(key: MessageKey, ...args: unknown[]): string {
  return format($messages.get()[key] ?? en[key] ?? key, args);
}
