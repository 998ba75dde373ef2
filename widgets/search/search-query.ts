/**
 * The results page's state in its address: `?q=&sort=&page=&stock=1&min=&max=` (prices in the
 * currency's main unit, as a shopper types them). Pure functions, so the address and the
 * request body are always derived from the same state.
 */
import type { ProductListBody, ProductSort } from '../../runtime/api/types';

export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'bestselling', 'name'] as const satisfies readonly ProductSort[];

/**
 * What results are in when the shopper picked no order: best match first for a query, newest
 * first without one (relevance needs words to match: it is offered only with a query).
 */
export const defaultSort = (q: string): ProductSort => (q ? 'relevance' : 'newest');

/** The sorts a state can offer: relevance only with a query. */
export const sortsFor = (q: string): readonly ProductSort[] => (q ? SORTS : SORTS.filter((sort) => sort !== 'relevance'));

/**
 * The state for a new query: an order the shopper chose stays; the default follows the query
 * (so a first query turns "Newest" into "Relevance", and clearing it turns it back).
 */
export function withQuery(state: SearchState, q: string): SearchState {
  const sort = state.sort === defaultSort(state.q) || !sortsFor(q).includes(state.sort) ? defaultSort(q) : state.sort;
  return { ...state, q, sort, page: 1 };
}

export interface SearchState {
  q: string;
  sort: ProductSort;
  page: number;
  inStock: boolean;
  min: number | undefined;
  max: number | undefined;
}

const price = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function readState(search: string, fallbackQuery = ''): SearchState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') as ProductSort | null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  let min = price(params.get('min'));
  let max = price(params.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const q = (params.get('q') ?? fallbackQuery).trim().slice(0, 100);
  return {
    q,
    sort: sort && sortsFor(q).includes(sort) ? sort : defaultSort(q),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    inStock: params.get('stock') === '1',
    min,
    max,
  };
}

/** The query string for a state, leaving out defaults (so the plain search page stays `?q=`; its order, relevance, too). */
export function writeState(state: SearchState, base = ''): string {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'sort', 'page', 'stock', 'min', 'max']) params.delete(key);
  if (state.q) params.set('q', state.q);
  if (state.sort !== defaultSort(state.q)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.inStock) params.set('stock', '1');
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API body; prices become minor units (cents) as the API takes them. */
export function requestBody(state: SearchState, pageSize: number, minorUnit: number): ProductListBody {
  return {
    ...(state.q ? { q: state.q } : {}),
    sort: state.sort,
    page: state.page,
    pageSize,
    ...(state.inStock ? { inStock: true } : {}),
    ...(state.min !== undefined ? { minPrice: Math.round(state.min * minorUnit) } : {}),
    ...(state.max !== undefined ? { maxPrice: Math.round(state.max * minorUnit) } : {}),
  };
}

export const hasFilters = (state: SearchState): boolean => state.inStock || state.min !== undefined || state.max !== undefined;
