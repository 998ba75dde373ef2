/**
 * @summary Product search: a search field with suggestions as you type (a WAI-ARIA combobox),
 * and, with `results`, the whole results page: filters (in stock, price range), sort, the
 * result grid, pages, an empty state and an error state with "Try again". The results page
 * keeps its query, filters, sort and page in the address (`?q=&sort=&page=&stock=1&min=&max=`; with a query
 * the results come by relevance unless the shopper picks another order, newest first without),
 * so reload, back and shared links show the same results.
 *
 * Suggestions are asked for once the shopper pauses typing (250 ms); a newer query cancels the
 * request in flight and an older answer never replaces a newer one. Product links go under the
 * current language prefix (`/zh-HK/product/...`).
 *
 * With `dialog-media`, the field folds behind a search button wherever that media query matches
 * (a phone's header): the button opens the field in a modal dialog (WAI-ARIA APG dialog on the
 * native <dialog>: focus goes to the field, Escape closes it once the suggestions are closed,
 * focus goes back to the button). Elsewhere the field stays inline. A server fallback that
 * follows the same query (a link to the search page where it matches, the form elsewhere) keeps
 * the element's box; mark the link `data-shop-intent="open"` and a tap before the upgrade opens
 * the dialog once it has loaded.
 *
 * @attr {string} value - The query shown at first (the server's `q`). On the results page the
 *   address's `q` wins.
 * @attr {boolean} results - Results page mode: show and fetch the results under the field.
 * @attr {string} action - The search page's path without the language prefix, where a search
 *   from the field goes when not in results mode. Default "/search".
 * @attr {number} page-size - Results per page, 1 to 60. Default 12.
 * @attr {string} dialog-media - A media query, e.g. `(max-width: 767.98px)`: where it matches, a
 *   search button opening the field in a dialog takes the field's place. Not in results mode.
 *
 * @slot - Server-rendered fallback (a GET search form and results), shown until the element is defined.
 *
 * @csspart base - The wrapper.
 * @csspart open - The search button (with `dialog-media`, where it matches).
 * @csspart dialog - The search dialog.
 * @csspart title - The dialog's heading.
 * @csspart close - The dialog's close button.
 * @csspart form - The search form (role search).
 * @csspart box - The field's box.
 * @csspart input - The search field (role combobox).
 * @csspart submit - The search button.
 * @csspart listbox - The suggestions popup.
 * @csspart option - One suggestion.
 * @csspart status - Announcements (suggestion count; a failed suggestion request shows here).
 * @csspart results - The results page body.
 * @csspart filters - The filter and sort bar.
 * @csspart summary - The result count.
 * @csspart empty - The no-results state (what was searched, what to try).
 * @csspart list - The result grid.
 * @csspart result - One result card.
 * @csspart result-link - A result's link (picture and name).
 * @csspart pagination - The page links.
 * @csspart error-message - The failed-request message and its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Focus ring, highlighted suggestion, current page.
 * @cssproperty --shop-border-color - Borders of the field, popup and cards.
 * @cssproperty --shop-background-color - Field and popup background.
 * @cssproperty --shop-sales-price-color - Result prices.
 * @cssproperty --shop-line-price-color - Struck-through original prices.
 * @cssproperty --shop-error-color - The failed-request message.
 * @cssproperty --shop-border-radius - Corners of the field, popup, cards and buttons.
 *
 * @event shop:search - A search was made (submitted, or filters, sort or page changed);
 *   detail `{q, sort, page, inStock, min, max}`. Cancelable when it comes from the field: a
 *   listener that cancels it takes over (no navigation).
 * @event shop:suggestion-select - A suggested product was chosen; detail `{q, slug, href}`.
 *   Cancelable: cancel it to stay on the page.
 * @event shop:error - A bad attribute value; the element shows its error state.
 *
 * @data With `results`: search's answer for the address's query (its `q`, `sort`, `page`,
 *   `stock`, `min`, `max`), `{list: ProductSummary[], total, page, pageSize}`: the first results,
 *   not fetched again.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { searchProducts } from '../../runtime/api/search';
import type { Paged, ProductSummary } from '../../runtime/api/types';
import { fromMinorUnits } from '../../runtime/money';
import { navigate } from '../../runtime/navigation/navigator';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { boolean, number, string, type PropsOf } from '../shared/props';
import { useElementData, usePageSearch } from '../shared/render-context';
import { usePagePath } from '../shared/url-state';
import { useShopCurrency } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { useMediaQuery } from '../shared/use-media';
import { SearchBox } from './search-box';
import { SearchDialog } from './search-dialog';
import { defaultSort, readState, requestBody, withQuery, writeState, type SearchState } from './search-query';
import { SearchResults, type ResultsLoad } from './search-results';

export const searchProps = {
  value: string({ default: '' }),
  results: boolean(),
  action: string({ default: '/search', check: (path) => (path.startsWith('/') && !path.startsWith('//') ? undefined : `must be a path on this site starting with "/", not "${path}".`) }),
  pageSize: number({ min: 1, default: 12 }),
  dialogMedia: string(),
};

export type SearchProps = PropsOf<typeof searchProps>;

export function Search({ value, results, action, pageSize, dialogMedia }: SearchProps) {
  const host = useHost();
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const currency = useShopCurrency();
  const size = Math.min(60, Math.round(pageSize));
  const pageSearch = usePageSearch();
  const pagePath = usePagePath();
  // The results the server queried for this address, when it drew the element: the first state, not fetched again.
  const served = useElementData<Paged<ProductSummary>>();
  const [state, setState] = useState<SearchState>(() => readState(results ? pageSearch : '', value));
  const [load, setLoad] = useState<ResultsLoad>(() => (results && served ? { status: 'done', data: served } : { status: 'loading' }));
  const inFlight = useRef<AbortController | undefined>(undefined);
  // 'not all' never matches: without the attribute the field is always inline. Read once
  // mounted: the server knows no media.
  const foldable = Boolean(dialogMedia && !results);
  const folded = useMediaQuery(foldable ? dialogMedia! : 'not all', { afterMount: true });
  const [mounted, setMounted] = useState(false);
  const [openAtStart, setOpenAtStart] = useState(false);
  // What the shopper typed into the host's fallback field before the element took over (the
  // fallback stops showing then): the element's own field starts with it, and with the focus.
  // Read in the same commit that hides the fallback, with no task in between: a key pressed
  // after an earlier read would land in the hidden field and be lost.
  const [carried, setCarried] = useState<{ text: string; focus: boolean }>();
  const focusedAtMount = useRef(false);
  const fallbackField = () => host.querySelector<HTMLInputElement>('input[name="q"]');
  useEffect(() => {
    focusedAtMount.current = document.activeElement === fallbackField();
    setMounted(true);
  }, []);
  useLayoutEffect(() => {
    const field = fallbackField();
    if (!mounted || !foldable || !field) return;
    const focused = document.activeElement === field || (focusedAtMount.current && (!document.activeElement || document.activeElement === document.body));
    if (field.value || focused) setCarried({ text: field.value, focus: focused });
  }, [mounted]);

  const fetchResults = useCallback(
    async (next: SearchState) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoad((previous) => ({ status: 'loading', data: previous.data }));
      try {
        // Prices in the address are main units; the API counts minor units (cents).
        const data = await searchProducts(requestBody(next, size, 1 / fromMinorUnits(1, currency)), { signal: controller.signal, quiet: true });
        if (inFlight.current === controller) setLoad({ status: 'done', data });
      } catch (error) {
        if (controller.signal.aborted || inFlight.current !== controller) return;
        const message = error && typeof error === 'object' && 'userMessage' in error ? String(error.userMessage) : '';
        setLoad((previous) => ({ status: 'error', message, data: previous.data }));
      }
    },
    [size, currency],
  );

  // Results mode: fetch for the address's state (unless the server's answer is in), and again when
  // history moves. In the commit itself (a layout effect): a passive effect ran in a later task,
  // and an order or filter the shopper picked before it (React runs pending effects first) was
  // asked for, then aborted by this fetch of the address's first state.
  const answered = useRef(results && served !== undefined);
  useLayoutEffect(() => {
    if (!results) return;
    if (answered.current) answered.current = false;
    else void fetchResults(state);
    const onPop = () => {
      const next = readState(location.search, '');
      setState(next);
      void fetchResults(next);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      inFlight.current?.abort();
    };
    // The first state only: later changes fetch where they happen.
  }, [results, fetchResults]);

  const change = (next: SearchState, push = true) => {
    setState(next);
    emit(host, 'shop:search', { ...next });
    if (push) history.pushState(history.state, '', `${location.pathname}${writeState(next, location.search)}${location.hash}`);
    void fetchResults(next);
  };

  const search = (q: string) => {
    const next: SearchState = results ? withQuery(state, q) : { q, sort: defaultSort(q), page: 1, inStock: false, min: undefined, max: undefined };
    if (!emit(host, 'shop:search', { ...next }, { cancelable: true })) return;
    if (results) {
      setState(next);
      history.pushState(history.state, '', `${location.pathname}${writeState(next, location.search)}${location.hash}`);
      void fetchResults(next);
      return;
    }
    // `action` can only be a path of the shop's search page: from a page elsewhere, the shop's.
    void navigate(shopHref(`${prefix}${action}${writeState(next)}`));
  };

  const pick = (product: ProductSummary, path: string) => {
    const href = shopHref(path);
    if (emit(host, 'shop:suggestion-select', { q: state.q, slug: product.slug, href }, { cancelable: true })) void navigate(href);
  };

  // Where a search goes without JavaScript: the results page itself, or the search page.
  const formAction = results ? pagePath : `${prefix}${action}`;
  // Folded or not depends on the screen, which only the browser knows: until mounted (and on
  // the server) the host's own fallback shows through a bare slot, boxed as it was before the
  // element upgraded (the root container is display: contents).
  // The hidden "open" part takes the tap the loader held on the fallback's data-shop-intent="open"
  // link (replayed once the hydration's effects are in, before the folded button is drawn): the
  // dialog then opens as soon as it is.
  if (foldable && !mounted) {
    return (
      <>
        <slot />
        <button type="button" part="open" hidden tabIndex={-1} onClick={() => setOpenAtStart(true)} />
      </>
    );
  }
  return (
    <div part="base" className={results ? 'search with-results' : 'search'}>
      {folded ? (
        <SearchDialog value={value} action={formAction} startOpen={openAtStart} onSearch={search} onPick={pick} />
      ) : (
        <SearchBox value={results ? state.q : (carried?.text ?? value)} focusAtStart={carried?.focus} action={formAction} onSearch={search} onPick={pick} landmark={results ? t('search.results') : undefined} />
      )}
      {results && <SearchResults state={state} load={load} pagePath={pagePath} pageSearch={pageSearch} onChange={(next) => change(next)} onRetry={() => void fetchResults(state)} />}
    </div>
  );
}
