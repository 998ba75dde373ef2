/** Translated columns hold {"en", "zh", "zh-HK"}; English is the fallback, as in the interface. */
export type ContentLocale = 'en' | 'zh' | 'zh-HK';
export type Translated = Partial<Record<ContentLocale, string>> & { en: string };

export function pick(json: string | Translated | null | undefined, locale: ContentLocale): string {
  if (json == null) return '';
  const value = typeof json === 'string' ? (JSON.parse(json) as Translated) : json;
  return value[locale] ?? value.en;
}

export const tr = (en: string, zh: string, zhHK: string): string => JSON.stringify({ en, zh, 'zh-HK': zhHK });
