/**
 * Interface language and messages. The words come in groups (the build splits the catalogues by
 * the elements that use them: scripts/message-groups.mjs), fetched when a page first needs them:
 * an element's with its code, the runtime's own (errors, toasts, hints) with any element or a
 * failed request, and only in the page's language (the server drew the words of elements not
 * used yet, so a page nobody touches downloads none, docs/loading.md). Every catalogue holds
 * every key (test/build/locales.test.ts), so no page needs a second language as a fallback.
 * A shop changes or adds words with the `messages` start option or initial data, laid over
 * the catalogue without rebuilding.
 */
import { atom } from 'nanostores';
import type en from '../locales/en.json';
import { LANGUAGE_PREFIXES } from './constants';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/**
 * Where the words come from: the build's files (./element-start.ts, from ./chunk-table.ts), or
 * whole catalogues (the browser tests: test/helpers/browser/english.ts).
 */
export interface MessageSource {
  /** The groups `tag`'s words are in, or without a tag the runtime's own. */
  groups(tag?: string): readonly number[];
  /** One group's words in `locale`. */
  load(locale: Locale, group: number): Promise<Record<string, string>>;
}

let source: MessageSource | undefined;

/** Sets where the words come from; what was loaded from another source counts no more. */
export function setMessageSource(next: MessageSource): void {
  source = next;
  catalogues.clear();
  wanted.clear();
  shownGroups = new Set();
}

/** Every language prefix the routes accept has a catalogue. */
export const LOCALES = LANGUAGE_PREFIXES;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

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

/** Each group's words by language, loading or loaded. */
const catalogues = new Map<string, Promise<Record<string, string>>>();

function group(locale: Locale, index: number): Promise<Record<string, string>> {
  const id = `${locale} ${index}`;
  let loading = catalogues.get(id);
  if (!loading) {
    loading = source ? source.load(locale, index) : Promise.resolve({});
    catalogues.set(id, loading);
    // A failed load is not remembered: the next call tries again (the network may be back).
    loading.catch(() => catalogues.delete(id));
  }
  return loading;
}

/** The runtime's own messages in `locale` with the shop's words laid over, loading them once; English if they cannot load. */
export async function messagesFor(locale: Locale): Promise<Messages> {
  return { ...(await catalogueOrEnglish(locale, source?.groups() ?? [])), ...overrides };
}

/** `groups`' words in `locale`, merged; a group that cannot load in it comes in English. */
async function catalogueOrEnglish(locale: Locale, groups: Iterable<number>): Promise<Messages> {
  const parts = await Promise.all(
    [...groups].map(async (index) => {
      try {
        return await group(locale, index);
      } catch (error) {
        if (locale === DEFAULT_LOCALE) throw error;
        console.error(`[shop-elements] Some ${locale} messages could not be loaded; showing them in English.`, error);
        return group(DEFAULT_LOCALE, index);
      }
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}

/** The groups the page has asked for (ensureMessages()): a new language loads these. */
const wanted = new Set<number>();
/** The groups under $messages, in the language of shownFor. */
let shownGroups = new Set<number>();

/** Switches the interface language; resolves once the words asked for so far are in place in it. */
export async function setLocale(locale: Locale): Promise<void> {
  $locale.set(locale);
  const groups = new Set([...(source?.groups() ?? []), ...wanted]);
  const messages = await catalogueOrEnglish(locale, groups);
  // A later switch may have happened while this one was loading: the newest wins.
  if ($locale.get() !== locale) return;
  // Words asked for meanwhile (another element) come with their own call.
  if (shownFor === locale && [...shownGroups].some((g) => !groups.has(g))) return;
  shown = messages;
  shownFor = locale;
  shownGroups = groups;
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

/** The page's language changed (an in-page navigation): its words load if the page uses words already, else when it first does. */
export function changeLocale(locale: Locale): void {
  if (wanted.size || shownFor) void setLocale(locale);
  else chooseLocale(locale);
}

/** Whether `tag`'s words (the runtime's own without a tag) are in place in the current language; messages set by hand (tests) count as in place. */
export function messagesReady(tag?: string): boolean {
  const set = Object.keys($messages.get()).length > 0;
  if (set && shownFor === undefined) return true;
  return shownFor === $locale.get() && [...(source?.groups(tag) ?? []), ...(source?.groups() ?? [])].every((g) => shownGroups.has(g));
}

/**
 * Loads, in the current language, the runtime's own words and `tag`'s unless they are in place;
 * resolves when they are, and never rejects (words that cannot load leave English, or the keys:
 * see setLocale).
 */
export function ensureMessages(tag?: string): Promise<void> {
  for (const g of source?.groups() ?? []) wanted.add(g);
  if (tag) for (const g of source?.groups(tag) ?? []) wanted.add(g);
  if (messagesReady(tag)) return Promise.resolve();
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
