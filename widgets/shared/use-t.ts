/** The translate function for components: re-renders when the language or messages change. */
import { useStore } from '@nanostores/react';
import { $locale, $messages, format, type Locale, type MessageKey } from '../../runtime/i18n';

export function useT(): { t: (key: MessageKey, ...args: unknown[]) => string; locale: Locale } {
  const messages = useStore($messages);
  const locale = useStore($locale);
  return { t: (key, ...args) => format(messages[key] ?? key, args), locale };
}
