/**
 * The language hint (spec section 1): when the shopper's browser prefers another of the shop's
 * languages than the page is in, a small banner, written in that language, offers the same page
 * under that language's prefix. Dismissing it is remembered, and so is a language the shopper
 * chose (moving from a page in one of the shop's languages to one in another): the hint never
 * questions a choice. Plain DOM: no React; loaded after the start (./navigator.ts), since most
 * shoppers never see it.
 */
import { LOCALES, messagesFor, format, type Locale, type MessageKey } from '../i18n';
import { languageName } from '../language-names';
import { withLanguage } from '../routes';
import { themeDefaults } from '../theme-defaults';
import { CHOSEN_KEY, wantedLocale } from './language-choice';
import { adoptStyles } from './styles';

// A bar over the bottom of the window, not a row above the page: coming in after the page has
// drawn, a row on top would push everything down (a layout shift on every page it shows on).
const css = `
  [data-shop-language-hint] { position: fixed; inset: auto 0 0 0; z-index: 2147483000; display: flex; flex-wrap: wrap;
    align-items: center; gap: .5rem 1rem; padding: .5rem 1rem calc(.5rem + env(safe-area-inset-bottom));
    background: var(--shop-background-color, ${themeDefaults.backgroundColor}); color: var(--shop-text-color, ${themeDefaults.textColor});
    border-top: 1px solid var(--shop-border-color, ${themeDefaults.borderColor}); box-shadow: 0 -4px 16px rgb(0 0 0 / .08); font: inherit; }
  [data-shop-language-hint] p { margin: 0; }
  [data-shop-language-hint] a, [data-shop-language-hint] button { min-height: 44px; display: inline-flex; align-items: center; font: inherit; }
  [data-shop-language-hint] a { color: var(--shop-primary-color, ${themeDefaults.primaryColor}); font-weight: 600; }
  [data-shop-language-hint] button { padding: 0 .75rem; border: 1px solid var(--shop-border-color, ${themeDefaults.borderColor});
    border-radius: var(--shop-border-radius, ${themeDefaults.borderRadius}); background: none; color: inherit; cursor: pointer; }
`;

const DISMISSED_KEY = 'shop.languageHintDismissed';
const prefixOf = (locale: Locale) => (locale === 'en' ? '' : locale);


function hide(): void {
  document.querySelector('[data-shop-language-hint]')?.remove();
}

/** Shows (or removes) the hint for a page in `current`. */
export async function updateLanguageHint(current: Locale, languages: readonly string[] = navigator.languages): Promise<void> {
  const wanted = wantedLocale(current, languages);
  if (!wanted || !LOCALES.includes(wanted) || localStorage.getItem(DISMISSED_KEY) === wanted || localStorage.getItem(CHOSEN_KEY) !== null) return hide();
  const messages = await messagesFor(wanted);
  const say = (key: MessageKey, ...args: unknown[]) => format(messages[key], args);
  const language = languageName(wanted);

  adoptStyles(css);
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
  document.body.append(hint);
}
