/** The translate function for components: re-renders when the language or messages change. */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $locale, $messages, format, type Locale, type MessageKey } from '../../runtime/i18n';

export function useT(): { t: (key: MessageKey, ...args: unknown[]) => string; locale: Locale } {
  const messages = useStore($messages);
  const locale = useStore($locale);
  // Stable until the messages change, so effects may depend on t without re-running every render.
  const t = useMemo(() => (key: MessageKey, ...args: unknown[]) => format(messages[key] ?? key, args), [messages]);
  return { t, locale };
}
