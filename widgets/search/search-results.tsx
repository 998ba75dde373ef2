/**
 * The results page body: filters (in stock, price range), sort, the result grid and pages.
 * Everything it shows comes from a SearchState that lives in the address, so reload, back
 * and shared links give the same page.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { analytics } from '../../runtime/analytics';
import type { Paged, ProductSummary } from '../../runtime/api/types';
import { fromMinorUnits } from '../../runtime/money';
import { useDrawnView } from '../shared/drawn-view';
import { useT } from '../shared/use-t';
import { useShopperCurrency } from '../shared/use-money';
import { ProductCard } from './product-card';
import { defaultSort, hasFilters, sortsFor, writeState, type SearchState } from './search-query';

export type ResultsLoad =
  | { status: 'loading'; data?: Paged<ProductSummary> }
  | { status: 'done'; data: Paged<ProductSummary> }
  | { status: 'error'; message: string; data?: Paged<ProductSummary> };

export interface SearchResultsProps {
  state: SearchState;
  load: ResultsLoad;
  /** The page's path and query (usePagePath(), usePageSearch()): the page links are written from them. */
  pagePath: string;
  pageSearch: string;
  onChange(next: SearchState): void;
  onRetry(): void;
}

const SORT_KEYS = {
  relevance: 'search.sortRelevance',
  newest: 'search.sortNewest',
  'price-asc': 'search.sortPriceAsc',
  'price-desc': 'search.sortPriceDesc',
  bestselling: 'search.sortBestselling',
  name: 'search.sortName',
} as const;

export function SearchResults({ state, load, pagePath, pageSearch, onChange, onRetry }: SearchResultsProps) {
  const { t, locale } = useT();
  const id = useId();
  // Prices are typed in the currency they show in; the state (and the API) keep the shop's.
  const shopper = useShopperCurrency();
  const text = (value: number | undefined) => (value === undefined ? '' : String(shopper.fromShop(value)));
  const [min, setMin] = useState(text(state.min));
  const [max, setMax] = useState(text(state.max));
  const [shown, setShown] = useState(state);
  if (shown.min !== state.min || shown.max !== state.max) {
    setShown(state);
    setMin(text(state.min));
    setMax(text(state.max));
  }
  const data = load.data;
  // A search is reported once per term, when its results are in (not again for a sort or a page).
  // Drawn by the server with the results for its term, the page reported that search without this code.
  const { view, drawn: viewDrawn } = useDrawnView('search', load.status === 'done' && state.q ? { search_term: state.q } : undefined);
  const searched = useRef(viewDrawn ? state.q : '');
  useEffect(() => {
    if (load.status !== 'done' || !state.q || searched.current === state.q) return;
    searched.current = state.q;
    analytics('search', { search_term: state.q });
  });
  const whole = new Intl.NumberFormat(locale);
  const plural = (n: number) => new Intl.PluralRules(locale).select(n) === 'one';
  const step = fromMinorUnits(1, shopper.code);

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const read = (typed: string) => (typed.trim() === '' || !Number.isFinite(Number(typed)) ? undefined : shopper.toShop(Math.max(0, Number(typed))));
    let lo = read(min);
    let hi = read(max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onChange({ ...state, min: lo, max: hi, page: 1 });
  };

  const summary = data
    ? state.q
      ? t(plural(data.total) ? 'search.resultsOne' : 'search.resultsOther', whole.format(data.total), state.q)
      : t(plural(data.total) ? 'search.allOne' : 'search.allOther', whole.format(data.total))
    : '';
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const href = (page: number) => `${pagePath}${writeState({ ...state, page }, pageSearch)}`;
  const goTo = (page: number) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    onChange({ ...state, page });
  };

  return (
    <div part="results" className="results">
      <div part="filters" className="filters" role="group" aria-label={t('search.filters')}>
        <label className="check">
          <input type="checkbox" checked={state.inStock} onChange={(event) => onChange({ ...state, inStock: event.currentTarget.checked, page: 1 })} />
          {t('search.inStock')}
        </label>
        {/* Named as the address names them: without JavaScript the form asks this page for `?q=&min=&max=` (the query, sort and stock kept). */}
        <form className="prices" action={pagePath} method="get" onSubmit={applyPrices} noValidate>
          {state.q && <input type="hidden" name="q" value={state.q} />}
          {state.sort !== defaultSort(state.q) && <input type="hidden" name="sort" value={state.sort} />}
          {state.inStock && <input type="hidden" name="stock" value="1" />}
          <span className="field">
            <label htmlFor={`${id}-min`}>{t('search.minPrice', shopper.code)}</label>
            <input id={`${id}-min`} name="min" type="number" inputMode="decimal" min="0" step={step} value={min} onChange={(event) => setMin(event.currentTarget.value)} />
          </span>
          <span className="field">
            <label htmlFor={`${id}-max`}>{t('search.maxPrice', shopper.code)}</label>
            <input id={`${id}-max`} name="max" type="number" inputMode="decimal" min="0" step={step} value={max} onChange={(event) => setMax(event.currentTarget.value)} />
          </span>
          <button type="submit" className="button">
            {t('search.apply')}
          </button>
        </form>
        <span className="field sort">
          <label htmlFor={`${id}-sort`}>{t('search.sort')}</label>
          <select id={`${id}-sort`} value={state.sort} onChange={(event) => onChange({ ...state, sort: event.currentTarget.value as SearchState['sort'], page: 1 })}>
            {sortsFor(state.q).map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </span>
        {hasFilters(state) && (
          <button type="button" className="button link" onClick={() => onChange({ ...state, inStock: false, min: undefined, max: undefined, page: 1 })}>
            {t('search.clearFilters')}
          </button>
        )}
      </div>

      <p part="summary" className="summary" role="status">
        {load.status === 'loading' ? t('search.loading') : load.status === 'done' ? summary : ''}
      </p>

      {load.status === 'error' && (
        <div part="error-message" className="problem" role="alert">
          <p>{load.message || t('http.unknown')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('search.retry')}
          </button>
        </div>
      )}

      {load.status === 'done' && data && data.list.length === 0 && (
        <shop-empty part="empty" message={state.q ? t('search.noneFor', state.q) : t('search.noneFiltered')}>
          <p className="hint">{t('search.emptyHint')}</p>
          {hasFilters(state) && (
            <button type="button" className="button" onClick={() => onChange({ ...state, inStock: false, min: undefined, max: undefined, page: 1 })}>
              {t('search.clearFilters')}
            </button>
          )}
        </shop-empty>
      )}

      {data && data.list.length > 0 && (
        <ul part="list" className={load.status === 'loading' ? 'cards stale' : 'cards'} aria-label={t('search.results')} aria-busy={load.status === 'loading' || undefined}>
          {data.list.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </ul>
      )}

      {data && pages > 1 && (
        <nav part="pagination" className="pagination" aria-label={t('search.pagination')}>
          <ul>
            <li>
              {state.page > 1 ? (
                <a href={href(state.page - 1)} onClick={goTo(state.page - 1)} className="page" rel="prev">
                  <span aria-hidden="true">‹</span>
                  <span className="visually-hidden">{t('search.previous')}</span>
                </a>
              ) : null}
            </li>
            {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <a href={href(page)} onClick={goTo(page)} className="page" aria-current={page === state.page ? 'page' : undefined} aria-label={t('search.page', whole.format(page))}>
                  {whole.format(page)}
                </a>
              </li>
            ))}
            <li>
              {state.page < pages ? (
                <a href={href(state.page + 1)} onClick={goTo(state.page + 1)} className="page" rel="next">
                  <span aria-hidden="true">›</span>
                  <span className="visually-hidden">{t('search.next')}</span>
                </a>
              ) : null}
            </li>
          </ul>
        </nav>
      )}
      {view}
    </div>
  );
}
