/**
 * The demo pages' own wording, one catalogue per interface language (words/<code>.json, flat
 * `key: text`, {0} placeholders). These are the server templates' texts (a theme author's, not
 * the elements'), so they live with the templates rather than in locales/.
 *
 * Every catalogue is typed as en's keys, so a key missing from one language fails the type
 * check (test/demo/page-words.test.ts checks keys and placeholders as well).
 */
import type { InterfaceLanguage } from '../messages.ts';
import en from './words/en.json' with { type: 'json' };
import zh from './words/zh.json' with { type: 'json' };
import zhTW from './words/zh-TW.json' with { type: 'json' };
import zhHK from './words/zh-HK.json' with { type: 'json' };
import de from './words/de.json' with { type: 'json' };
import es from './words/es.json' with { type: 'json' };
import fr from './words/fr.json' with { type: 'json' };
import id from './words/id.json' with { type: 'json' };
import it from './words/it.json' with { type: 'json' };
import ja from './words/ja.json' with { type: 'json' };
import ko from './words/ko.json' with { type: 'json' };
import pt from './words/pt.json' with { type: 'json' };
import th from './words/th.json' with { type: 'json' };
import fil from './words/fil.json' with { type: 'json' };
import vi from './words/vi.json' with { type: 'json' };

export type Word = keyof typeof en;

export const pageWords: Record<InterfaceLanguage, Record<Word, string>> = { en, zh, 'zh-TW': zhTW, 'zh-HK': zhHK, de, es, fr, id, it, ja, ko, pt, th, fil, vi };

/** A page word in the interface language, its {0}, {1}... filled in. */
export function word(language: InterfaceLanguage, key: Word, ...args: unknown[]): string {
  return pageWords[language][key].replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] === undefined ? m : String(args[Number(i)])));
}
