/**
 * The search field as a WAI-ARIA APG combobox with a listbox popup (list autocomplete, manual
 * selection): typing asks for suggestions (./suggest.ts); Down/Up move through them, Enter
 * opens the highlighted product or searches for the text, Escape closes the list and then
 * clears the field (in a dialog, Escape with the list closed closes the dialog instead, before
 * a search field's own Escape empties it), Alt+Down opens the list again. Focus stays in the field throughout;
 * the highlighted option is aria-activedescendant.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { searchProducts } from '../../runtime/api/search';
import type { ProductSummary } from '../../runtime/api/types';
import { $languagePrefix } from '../../runtime/session';
import { useT } from '../shared/use-t';
import { contentHref } from '../shared/links';
import { useMoney } from './product-card';
import { createSuggester, type SuggestState } from './suggest';

const SUGGESTION_COUNT = 6;

export interface SearchBoxProps {
  value: string;
  /** Where the form goes without JavaScript (a GET with `q`): the search page's address. */
  action: string;
  /** Search for the text (the form was submitted or "Search for ..." chosen). */
  onSearch(query: string): void;
  /** A suggested product was chosen. */
  onPick(product: ProductSummary, href: string): void;
  /** In a dialog: Escape with the list closed calls this (the dialog closes) instead of clearing. */
  onEscape?(): void;
  /** Take the focus once drawn (the shopper was typing in the fallback field this box replaces). */
  focusAtStart?: boolean;
  /**
   * The search landmark's name, where the page has another search (the results page's box, under
   * the header's): two landmarks of a kind need names that tell them apart.
   */
  landmark?: string;
}

export function SearchBox({ value, action, onSearch, onPick, onEscape, focusAtStart, landmark }: SearchBoxProps) {
  const { t, locale } = useT();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const money = useMoney();
  const [text, setText] = useState(value);
  const [state, setState] = useState<SuggestState<ProductSummary>>({ status: 'idle', query: '' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  // Before the browser takes the next key (see Search).
  useLayoutEffect(() => {
    if (focusAtStart) input.current?.focus();
  }, [focusAtStart]);

  // A new `value` from the page (the address changed) replaces the text.
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setText(value);
  }

  const suggester = useMemo(
    () =>
      createSuggester<ProductSummary>(
        async (query, signal) => (await searchProducts({ q: query, pageSize: SUGGESTION_COUNT }, { signal, quiet: true })).list,
        (next) => {
          setState(next);
          setActive(-1);
          if (next.status === 'done' || next.status === 'error') setOpen(true);
          if (next.status === 'idle') setOpen(false);
        },
      ),
    [],
  );
  useEffect(() => () => suggester.stop(), [suggester]);

  const items = state.status === 'done' ? state.items : [];
  const query = text.trim();
  // The last option searches for the text itself, so a pointer user need not press Enter.
  const options = state.status === 'done' && query ? [...items.map((p) => ({ kind: 'product' as const, product: p })), { kind: 'all' as const }] : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    suggester.stop();
    if (option.kind === 'all') onSearch(query);
    else onPick(option.product, contentHref('productRule', option.product.slug, prefix));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (count) setOpen(true);
          else if (query) suggester.update(text);
          if (!event.altKey && count) setActive(0);
          return;
        }
        if (!event.altKey && count) setActive((i) => (i + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!count) return;
        if (!expanded) setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        // Otherwise the form submits: a search for the text.
        return;
      case 'Escape':
        event.preventDefault();
        if (onEscape && !expanded) onEscape();
        else if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setText('');
          suggester.update('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
  };

  const whole = new Intl.NumberFormat(locale);
  // Suggestions failing is not worth an alarm: the shopper can still search; it is said politely.
  const status =
    state.status === 'loading'
      ? t('search.loading')
      : state.status === 'error'
        ? state.message || t('search.suggestError')
        : state.status === 'done' && open
        ? items.length
          ? t(new Intl.PluralRules(locale).select(items.length) === 'one' ? 'search.suggestionsOne' : 'search.suggestionsOther', whole.format(items.length))
          : t('search.noSuggestions')
        : '';

  return (
    <form
      part="form"
      role="search"
      aria-label={landmark}
      className="search-form"
      action={action}
      method="get"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        suggester.stop();
        onSearch(query);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="combo">
        <div part="box" className="box">
          <svg className="icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12.6 12.6 17 17" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            id={`${id}-input`}
            part="input"
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              suggester.update(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        </div>
        <ul
          part="listbox"
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="listbox"
          hidden={!expanded}
          // Keep focus in the field when an option is pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.kind === 'all' ? 'all' : option.product.slug}
              id={optionId(index)}
              part="option"
              role="option"
              aria-selected={index === active}
              className={option.kind === 'all' ? 'option all' : 'option'}
              onClick={() => choose(index)}
              onMouseMove={() => active !== index && setActive(index)}
            >
              {option.kind === 'all' ? (
                t('search.searchFor', query)
              ) : (
                <>
                  <span className="option-name">{option.product.name}</span>
                  <span className="option-price">{money(option.product.price)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <button part="submit" type="submit" className="submit">
        {t('search.submit')}
      </button>
      <span part="status" role="status" className={state.status === 'error' ? 'note' : 'visually-hidden'}>
        {status}
      </span>
    </form>
  );
}
