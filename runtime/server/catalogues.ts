/**
 * Every language's messages, for the server renderer: it renders synchronously, so it cannot
 * wait for a catalogue the way the browser does (runtime/i18n.ts loads one language on demand).
 */
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fil from '../../locales/fil.json';
import fr from '../../locales/fr.json';
import id from '../../locales/id.json';
import it from '../../locales/it.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import pt from '../../locales/pt.json';
import th from '../../locales/th.json';
import vi from '../../locales/vi.json';
import zhHK from '../../locales/zh-HK.json';
import zhTW from '../../locales/zh-TW.json';
import zh from '../../locales/zh.json';
import type { Locale, Messages } from '../i18n';

export const catalogues: Record<Locale, Messages> = {
  en,
  zh: zh as Messages,
  'zh-TW': zhTW as Messages,
  'zh-HK': zhHK as Messages,
  de: de as Messages,
  es: es as Messages,
  fr: fr as Messages,
  id: id as Messages,
  it: it as Messages,
  ja: ja as Messages,
  ko: ko as Messages,
  pt: pt as Messages,
  th: th as Messages,
  fil: fil as Messages,
  vi: vi as Messages,
};
