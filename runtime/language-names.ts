/**
 * A language's name in that language ("Deutsch", "日本語", "简体中文"), for language menus and
 * hints: the same words in the browser (shop-locale, the language hint) and on a server that
 * draws the elements (one render), so the shop's languages are named here, not by Intl: each
 * engine's ICU words and capitalises them its own way (Node and WebKit "español", Chromium
 * "Español"), and a name that differs between the server and the browser breaks the hydration.
 * Chinese is named by its script, as Chinese shops do (Intl's "中文（中國香港特別行政區）" is
 * too long for a menu and does not say which script).
 */
import type { LANGUAGE_PREFIXES } from './constants';

// Typed by the shop's languages: adding one without its name does not compile.
const NAMES: Record<(typeof LANGUAGE_PREFIXES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fil: 'Filipino',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  zh: '简体中文',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
};

/** `code`'s own name: from the table for the shop's languages, else from Intl (else the code). */
export function languageName(code: string): string {
  if (Object.hasOwn(NAMES, code)) return NAMES[code as keyof typeof NAMES];
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
