/**
 * The language hint (spec section 1): when the shopper's browser prefers another of the shop's
 * languages than the page is in, a small banner, written in that language, offers the same page
 * under that language's prefix. Dismissing it is remembered, and so is a language the shopper
 * chose (moving from a page in one of the shop's languages to one in another): the hint never
 * questions a choice. Plain DOM: no React.
 */
import { LOCALES, messagesFor, preferredLocale, format, type Locale, type MessageKey } from '../i18n';
import { withLanguage } from '../routes';
import { ensureShellStyles } from './progress';

const DISMISSED_KEY = 'shop.languageHintDismissed';
const CHOSEN_KEY = 'shop.languageChosen';

/**
 * Notes the language of a page (its path prefix, '' for English) against the one the browser
 * was in before (`previous`, null on a first visit): a change is the shopper's choice.
 */
export function noteLanguage(previous: string | null, prefix: string): void {
  if (previous !== null && previous !== prefix) localStorage.setItem(CHOSEN_KEY, prefix || '/');
}
const prefixOf = (locale: Locale) => (locale === 'en' ? '' : locale);

/** The shop language the browser asks for first, if it is not `current`. */
export function wantedLocale(current: Locale, languages: readonly string[] = navigator.languages): Locale | undefined {
  for (const tag of languages) {
    const locale = preferredLocale(tag);
    if (locale) return locale === current ? undefined : locale;
  }
  return undefined;
}

function hide(): void {
  document.querySelector('[data-shop-language-hint]')?.remove();
}

/** Shows (or removes) the hint for a page in `current`. */
export async function updateLanguageHint(current: Locale, languages: readonly string[] = navigator.languages): Promise<void> {
  const wanted = wantedLocale(current, languages);
  if (!wanted || !LOCALES.includes(wanted) || localStorage.getItem(DISMISSED_KEY) === wanted || localStorage.getItem(CHOSEN_KEY) !== null) return hide();
  const messages = await messagesFor(wanted);
  const say = (key: MessageKey, ...args: unknown[]) => format(messages[key], args);
  const language = say(`language.${wanted}` as MessageKey);

  ensureShellStyles();
  hide();
  const hint = document.createElement('aside');
  hint.setAttribute('data-shop-language-hint', '');
  hint.setAttribute('aria-label', say('languageHint.label'));
  hint.lang = wanted;
  const text = document.createElement('p');
  text.textContent = say('languageHint.text', language);
  const link = document.createElement('a');
  link.href = withLanguage(location.pathname, prefixOf(wanted)) + location.search;
  link.textContent = say('languageHint.switch', language);
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = say('languageHint.dismiss');
  dismiss.addEventListener('click', () => {
    localStorage.setItem(DISMISSED_KEY, wanted);
    hide();
  });
  hint.append(text, link, dismiss);
  document.body.prepend(hint);
}
