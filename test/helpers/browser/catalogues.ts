/**
 * The words for the browser tests: each language's whole catalogue as one group, imported as
 * the tests' bundler finds it. (The build splits them by element: scripts/message-groups.mjs,
 * runtime/element-start.ts; test/e2e checks those files on the demo's pages.)
 */
import type { Locale, MessageSource } from '../../../runtime/i18n';

const loaders: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('../../../locales/en.json'),
  zh: () => import('../../../locales/zh.json'),
  'zh-TW': () => import('../../../locales/zh-TW.json'),
  'zh-HK': () => import('../../../locales/zh-HK.json'),
  de: () => import('../../../locales/de.json'),
  es: () => import('../../../locales/es.json'),
  fr: () => import('../../../locales/fr.json'),
  id: () => import('../../../locales/id.json'),
  it: () => import('../../../locales/it.json'),
  ja: () => import('../../../locales/ja.json'),
  ko: () => import('../../../locales/ko.json'),
  pt: () => import('../../../locales/pt.json'),
  th: () => import('../../../locales/th.json'),
  fil: () => import('../../../locales/fil.json'),
  vi: () => import('../../../locales/vi.json'),
};

export const wholeCatalogues: MessageSource = {
  groups: () => [0],
  load: (locale) => loaders[locale]().then((module) => module.default),
};
