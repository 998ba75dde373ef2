/**
 * Interface language and messages. Every language is a chunk of its own, en included, fetched
 * when a page first needs it: with the first element's code (ensureMessages(); the server drew
 * the words of elements not used yet, so a page nobody touches downloads none, docs/loading.md),
 * and only the page's language. Every catalogue holds
 * every key (test/build/locales.test.ts), so no page needs a second language as a fallback.
 * A shop changes or adds words with the `messages` start option or initial data, laid over
 * the catalogue without rebuilding.
 */
import { atom } from 'nanostores';
import type en from '../locales/en.json';
import { LANGUAGE_PREFIXES } from './constants';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

// One dynamic import per language, written out so the build makes one chunk each. Typed loosely:
// that each has every key of en is test/build/locales.test.ts's to check.
const loaders: Record<(typeof LANGUAGE_PREFIXES)[number], () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('../locales/en.json'),
  zh: () => import('../locales/zh.json'),
  'zh-TW': () => import('../locales/zh-TW.json'),
  'zh-HK': () => import('../locales/zh-HK.json'),
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  id: () => import('../locales/id.json'),
  it: () => import('../locales/it.json'),
  ja: () => import('../locales/ja.json'),
  ko: () => import('../locales/ko.json'),
  pt: () => import('../locales/pt.json'),
  th: () => import('../locales/th.json'),
  fil: () => import('../locales/fil.json'),
  vi: () => import('../locales/vi.json'),
};

/** Every language prefix the routes accept has a catalogue. */
export const LOCALES = LANGUAGE_PREFIXES;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
const catalogues: Partial<Record<Locale, Promise<Messages>>> = {};

export const $locale = atom<Locale>(DEFAULT_LOCALE);
/** The current language's messages; empty until the first setLocale() resolves (start() awaits it). */
export const $messages = atom<Messages>({} as Messages);

/** The shop's own words (start option / initial data `messages`), over every catalogue. */
let overrides: Partial<Messages> = {};
/** The catalogue under $messages (without the shop's words). */
let shown: Messages | undefined;

/** Any language tag (from a path prefix, <html lang>, ...) to a locale we have; others get en. */
export function toLocale(tag: string | null | undefined): Locale {
  const wanted = (tag ?? '').toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === wanted) ?? DEFAULT_LOCALE;
}

function catalogue(locale: Locale): Promise<Messages> {
  const loading = (catalogues[locale] ??= loaders[locale]().then((module) => module.default as Messages));
  // A failed load is not remembered: the next call tries again (the network may be back).
  loading.catch(() => delete catalogues[locale]);
  return loading;
}

/** The messages of `locale` with the shop's own words laid over, loading them once; English if it cannot load. */
export async function messagesFor(locale: Locale): Promise<Messages> {
  return { ...(await catalogueOrEnglish(locale)), ...overrides };
}

async function catalogueOrEnglish(locale: Locale): Promise<Messages> {
  try {
    return await catalogue(locale);
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    console.error(`[shop-elements] The ${locale} messages could not be loaded; showing English.`, error);
    return catalogue(DEFAULT_LOCALE);
  }
}

/** Switches the interface language; resolves once its messages are in place. */
export async function setLocale(locale: Locale): Promise<void> {
  $locale.set(locale);
  const messages = await catalogueOrEnglish(locale);
  // A later switch may have happened while this one was loading: the newest wins.
  if ($locale.get() !== locale) return;
  shown = messages;
  shownFor = locale;
  $messages.set({ ...messages, ...overrides });
}

/** The language of the catalogue under $messages. */
let shownFor: Locale | undefined;

/**
 * Names the interface language without loading its messages. A page whose elements the server
 * drew shows their words already and needs no catalogue until the shopper uses one: start()
 * calls this, and the first element's code asks for the messages beside its own
 * (ensureMessages()), so nothing is downloaded for words before use.
 */
export function chooseLocale(locale: Locale): void {
  $locale.set(locale);
}

/** Whether the page has asked for words (ensureMessages()): from then on a new language loads its own. */
let wanted = false;

/** The page's language changed (an in-page navigation): its words load if the page uses words already, else when it first does. */
export function changeLocale(locale: Locale): void {
  if (wanted) void setLocale(locale);
  else chooseLocale(locale);
}

/**
 * Loads the current language's messages unless they are in place; resolves when they are, and
 * never rejects (a catalogue that cannot load leaves English, or the keys: see setLocale).
 * Messages set by hand (tests) count as in place.
 */
export function ensureMessages(): Promise<void> {
  wanted = true;
  const set = Object.keys($messages.get()).length > 0;
  if (set && (shownFor === undefined || shownFor === $locale.get())) return Promise.resolve();
  return setLocale($locale.get()).catch(() => undefined);
}

/**
 * The shop's own words: `{key: text}` replacing or adding messages in every language (a shop
 * with one language writes them in it). Later sources win (start() passes the initial data's
 * `messages`, then the start option's). Replaces the words set before; a value that is not a
 * string is left out with a warning. Applies at once to the messages in place.
 */
export function setMessageOverrides(...sources: unknown[]): void {
  const kept: Record<string, string> = {};
  for (const given of sources) {
    if (given === undefined) continue;
    if (!given || typeof given !== 'object' || Array.isArray(given)) {
      console.warn('[shop-elements] "messages" must be an object of {key: text}; it is ignored.');
      continue;
    }
    for (const [key, text] of Object.entries(given)) {
      if (typeof text === 'string') kept[key] = text;
      else console.warn(`[shop-elements] message "${key}" must be a string; it is ignored.`);
    }
  }
  overrides = kept;
  if (shown) $messages.set({ ...shown, ...overrides });
}

/** The locale a browser language tag asks for, or undefined when we have none close to it. */
export function preferredLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const have = (code: string): Locale | undefined => LOCALES.find((l) => l === code);
  // Hong Kong and Macau read the Hong Kong catalogue; other Traditional Chinese (Taiwan, and a
  // bare zh-Hant, as the demo server reads it too) the Taiwan one.
  if (/^zh-(hk|mo|hant-hk|hant-mo)\b/.test(lower)) return 'zh-HK';
  if (/^zh-(tw|hant)\b/.test(lower)) return 'zh-TW';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh';
  // Old and other names of the same language: Tagalog is what Filipino is built on; `in` is
  // Indonesian's withdrawn code, still sent by old Android browsers.
  const base = { tl: 'fil', in: 'id' }[lower.split('-')[0]!] ?? lower.split('-')[0]!;
  return have(base);
}

/** Replaces {0}, {1}, ... with the arguments. */
export function format(template: string, args: readonly unknown[]): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? match : String(value);
  });
}

/** The message for `key` in the current language, with its placeholders filled (the key itself before any language loaded). */
export function t(key: MessageKey, ...args: unknown[]): string {
  return format($messages.get()[key] ?? key, args);
}
