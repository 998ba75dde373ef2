/**
 * A language's name in that language ("Deutsch", "日本語", "简体中文"), for language menus and
 * hints: the same words in the browser (shop-locale, the language hint) and on a server that
 * draws the fallbacks (the demo's header). No dependencies, so both can import it.
 */

// Chinese is named by its script, as Chinese shops do; Intl's names for these ("中文（中國香港特別
// 行政區）") are too long for a menu and do not say which script.
const CHINESE: Record<string, string> = { zh: '简体中文', 'zh-TW': '繁體中文（台灣）', 'zh-HK': '繁體中文（香港）' };

export function languageName(code: string): string {
  if (CHINESE[code]) return CHINESE[code];
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
