/**
 * A product listing's state (sort, page, filters) and its address: `?sort=&page=&stock=1&min=&max=`
 * (prices in the currency's main unit, as a shopper types them), the same names the search
 * page uses. Pure functions, so the address and the request body come from one state.
 */
import type { ProductListBody, ProductSort } from '../../runtime/api/types';

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'bestselling', 'name'] as const satisfies readonly ProductSort[];
export const MAX_PAGE_SIZE = 60;

export interface ListingState {
  sort: ProductSort;
  page: number;
  inStock: boolean;
  min: number | undefined;
  max: number | undefined;
}

/** Where the products come from: one category (with an optional tag), a tag, or a collection. */
export interface ProductSource {
  category?: string;
  tag?: string;
  collection?: string;
}

export const PARAMS = ['sort', 'page', 'stock', 'min', 'max'] as const;

const price = (raw: string | undefined): number | undefined => {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The state an address gives, with `defaultSort` where it names none (or a wrong one). */
export function stateFrom(params: Partial<Record<(typeof PARAMS)[number], string>>, defaultSort: ProductSort): ListingState {
  const page = Number.parseInt(params.page ?? '1', 10);
  let min = price(params.min);
  let max = price(params.max);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    sort: (PRODUCT_SORTS as readonly string[]).includes(params.sort ?? '') ? (params.sort as ProductSort) : defaultSort,
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    inStock: params.stock === '1',
    min,
    max,
  };
}

/** The address's parameters for a state; defaults are left out (undefined removes a parameter). */
export function paramsOf(state: ListingState, defaultSort: ProductSort): Record<(typeof PARAMS)[number], string | undefined> {
  return {
    sort: state.sort === defaultSort ? undefined : state.sort,
    page: state.page > 1 ? String(state.page) : undefined,
    stock: state.inStock ? '1' : undefined,
    min: state.min === undefined ? undefined : String(state.min),
    max: state.max === undefined ? undefined : String(state.max),
  };
}

/** The API body; prices become minor units (cents), as the API takes them. */
export function requestBody(source: ProductSource, state: ListingState, pageSize: number, minorUnit: number): ProductListBody {
  const cents = (value: number) => Math.round(value / minorUnit);
  return {
    ...source,
    sort: state.sort,
    page: state.page,
    pageSize,
    ...(state.inStock ? { inStock: true } : {}),
    ...(state.min !== undefined ? { minPrice: cents(state.min) } : {}),
    ...(state.max !== undefined ? { maxPrice: cents(state.max) } : {}),
  };
}

export const hasFilters = (state: ListingState) => state.inStock || state.min !== undefined || state.max !== undefined;
