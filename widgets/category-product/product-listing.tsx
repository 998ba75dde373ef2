/**
 * The product listing shared by <shop-category-product> and <shop-collection-product>: sort,
 * filters (in stock, price range), the grid of product cards, page links, and the loading,
 * empty and error states. Its sort, page and filters live in the address (see ./listing-state.ts)
 * unless `noUrl`, so a reload or a shared link shows the same list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { analytics, type ItemList } from '../../runtime/analytics';
import { listProducts } from '../../runtime/api/catalogue';
import type { Paged, ProductSort, ProductSummary } from '../../runtime/api/types';
import { fromMinorUnits } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import '../product-price/define';
import '../product-score/define';
import { useDrawnView } from '../shared/drawn-view';
import { ListingProblem } from '../shared/listing-problem';
import { ListingSkeleton } from '../shared/listing-skeleton';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { contentHref, isCurrentPage } from '../shared/links';
import { Pager } from '../shared/pager';
import { useElementData, usePageSearch } from '../shared/render-context';
import { pushParams, readParams, usePagePath, useQueryHistory, withParams } from '../shared/url-state';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { useShopCurrency, useShopperCurrency } from '../shared/use-money';
import { hasFilters, PARAMS, paramsOf, PRODUCT_SORTS, requestBody, stateFrom, type ListingState, type ProductSource } from './listing-state';

export interface ProductListingProps {
  source: ProductSource;
  pageSize: number;
  sort: ProductSort;
  noFilters: boolean;
  noUrl: boolean;
}

const SORT_KEYS = {
  newest: 'listing.sortNewest',
  'price-asc': 'listing.sortPriceAsc',
  'price-desc': 'listing.sortPriceDesc',
  bestselling: 'listing.sortBestselling',
  name: 'listing.sortName',
} as const;

/** How many placeholder cards the skeleton shows at most. */
const SKELETON_CARDS = 8;

export function ProductListing({ source, pageSize, sort: defaultSort, noFilters, noUrl }: ProductListingProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const currency = useShopCurrency();
  const minorUnit = fromMinorUnits(1, currency);
  // The page the server queried for this address (the API's answer), when it rendered the element.
  const served = useElementData<Paged<ProductSummary>>();
  const search = usePageSearch();
  const path = usePagePath();
  const [state, setState] = useState<ListingState>(() => stateFrom(noUrl ? {} : readParams(PARAMS, search), defaultSort));
  const body = requestBody(source, state, pageSize, minorUnit);
  const { state: load, retry } = useListing<Paged<ProductSummary>>(JSON.stringify(body), (signal) => listProducts(body, { signal, quiet: true }), served);
  const list = useRef<HTMLUListElement>(null);
  const focusList = useRef(false);

  const change = (next: ListingState, { focus = false } = {}) => {
    focusList.current = focus;
    setState(next);
    if (!noUrl) pushParams(paramsOf(next, defaultSort));
    emit(host, 'shop:listing-change', { ...source, sort: next.sort, page: next.page, inStock: next.inStock, min: next.min, max: next.max });
  };
  // Back and Forward: the list the address names, and where the shopper was on it.
  useQueryHistory((search) => setState(stateFrom(readParams(PARAMS, search), defaultSort)), !noUrl, load.status === 'done');

  // After a page link, focus moves to the new list (it would otherwise stay on a link that may be gone).
  useEffect(() => {
    if (load.status === 'done' && focusList.current) {
      focusList.current = false;
      list.current?.focus();
    }
  }, [load.status]);

  const data = load.data;
  // The list as analytics names it: 'category:shirts', 'collection:summer', 'category:shirts tag:sale'.
  const listName = Object.entries(source).map(([kind, slug]) => `${kind}:${slug}`).join(' ');
  const itemList: ItemList = { id: listName, name: listName, offset: data ? (data.page - 1) * data.pageSize : 0 };
  // Drawn by the server with its page of products, the page reports that first list without this code.
  const shown = load.status === 'done' && data?.list.length ? data : undefined;
  const { view, drawn: viewDrawn } = useDrawnView('view_item_list', shown && { items: shown.list, list: itemList });
  const viewReported = useRef(viewDrawn);
  useEffect(() => {
    if (viewReported.current) viewReported.current = false;
    else if (shown) analytics('view_item_list', { items: shown.list, list: itemList });
  }, [load.status === 'done' && data]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const whole = new Intl.NumberFormat(locale);
  const summary =
    load.status === 'loading'
      ? t('listing.loadingProducts')
      : data && load.status === 'done'
        ? t(new Intl.PluralRules(locale).select(data.total) === 'one' ? 'listing.countOne' : 'listing.countOther', whole.format(data.total))
        : '';

  return (
    <div part="base" className="listing" aria-busy={load.status === 'loading' || undefined}>
      {!noFilters && <Filters idPrefix={id} state={state} onChange={(next) => change({ ...next, page: 1 })} />}
      {noFilters && <SortOnly idPrefix={id} state={state} onChange={(next) => change({ ...next, page: 1 })} />}

      <p part="summary" className="summary" role="status">
        {load.status === 'loading' && data && <shop-loading size="small" label={t('listing.loadingProducts')} />}
        <span>{summary}</span>
      </p>

      {load.status === 'error' && <ListingProblem message={load.message} onRetry={retry} />}

      {!data && load.status === 'loading' && (
        // A fallback the host wrote inside the tag stays in view until the first answer; the
        // skeleton is the slot's own content, shown when there is none.
        <ListingSkeleton count={Math.min(pageSize, SKELETON_CARDS)} />
      )}

      {load.status === 'done' && data && data.list.length === 0 && (
        // One message: what the filters left (with the way out), else the plain "No data".
        <shop-empty kind="data" part="empty" message={hasFilters(state) ? t('listing.emptyFiltered') : undefined}>
          {hasFilters(state) && (
            <button type="button" className="button" onClick={() => change({ ...state, inStock: false, min: undefined, max: undefined, page: 1 })}>
              {t('listing.clearFilters')}
            </button>
          )}
        </shop-empty>
      )}

      {data && data.list.length > 0 && (
        <ul part="list" ref={list} tabIndex={-1} className={load.status === 'loading' ? 'cards stale' : 'cards'} aria-label={t('listing.products')}>
          {data.list.map((product, index) => (
            <ProductCard key={product.slug} product={product} currency={currency} pagePath={path} onSelect={() => analytics('select_item', { items: [product], list: { ...itemList, offset: itemList.offset! + index } })} />
          ))}
        </ul>
      )}

      {data && load.status !== 'error' && (
        <Pager
          page={Math.min(state.page, pages)}
          pages={pages}
          hrefFor={(page) => `${path}${withParams(paramsOf({ ...state, page }, defaultSort), search)}`}
          onPage={(page) => change({ ...state, page }, { focus: true })}
        />
      )}
      {view}
    </div>
  );
}

function SortSelect({ idPrefix, state, onChange }: { idPrefix: string; state: ListingState; onChange(next: ListingState): void }) {
  const { t } = useT();
  return (
    <span className="field sort">
      <label htmlFor={`${idPrefix}-sort`}>{t('listing.sort')}</label>
      <select part="sort" id={`${idPrefix}-sort`} value={state.sort} onChange={(event) => onChange({ ...state, sort: event.currentTarget.value as ProductSort })}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_KEYS[sort])}
          </option>
        ))}
      </select>
    </span>
  );
}

function SortOnly(props: { idPrefix: string; state: ListingState; onChange(next: ListingState): void }) {
  return (
    <div part="toolbar" className="toolbar">
      <SortSelect {...props} />
    </div>
  );
}

function Filters({ idPrefix, state, onChange }: { idPrefix: string; state: ListingState; onChange(next: ListingState): void }) {
  const { t } = useT();
  // Typed in the currency the prices show in; the state (and the API) keep the shop's.
  const shopper = useShopperCurrency();
  const text = (value: number | undefined) => (value === undefined ? '' : String(shopper.fromShop(value)));
  const [min, setMin] = useState(text(state.min));
  const [max, setMax] = useState(text(state.max));
  // Follow a state changed elsewhere (cleared filters) without losing what is being typed otherwise.
  const [shown, setShown] = useState(state);
  if (shown.min !== state.min || shown.max !== state.max) {
    setShown(state);
    setMin(text(state.min));
    setMax(text(state.max));
  }
  const step = fromMinorUnits(1, shopper.code);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : shopper.toShop(Math.max(0, Number(value))));
    let lo = read(min);
    let hi = read(max);
    if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
    onChange({ ...state, min: lo, max: hi });
  };
  return (
    <div part="toolbar" className="toolbar">
      <div part="filters" className="filters" role="group" aria-label={t('listing.filters')}>
        <label className="check">
          <input part="in-stock" type="checkbox" checked={state.inStock} onChange={(event) => onChange({ ...state, inStock: event.currentTarget.checked })} />
          {t('listing.inStock')}
        </label>
        {/* Named as the address names them: without JavaScript the form asks the page for `?min=&max=`. */}
        <form className="prices" onSubmit={apply} noValidate>
          <span className="field">
            <label htmlFor={`${idPrefix}-min`}>{t('listing.minPrice', shopper.code)}</label>
            <input part="min-price" name="min" id={`${idPrefix}-min`} type="number" inputMode="decimal" min="0" step={step} value={min} onChange={(event) => setMin(event.currentTarget.value)} />
          </span>
          <span className="field">
            <label htmlFor={`${idPrefix}-max`}>{t('listing.maxPrice', shopper.code)}</label>
            <input part="max-price" name="max" id={`${idPrefix}-max`} type="number" inputMode="decimal" min="0" step={step} value={max} onChange={(event) => setMax(event.currentTarget.value)} />
          </span>
          <button type="submit" className="button">
            {t('listing.apply')}
          </button>
        </form>
        {hasFilters(state) && (
          <button type="button" className="button link" onClick={() => onChange({ ...state, inStock: false, min: undefined, max: undefined })}>
            {t('listing.clearFilters')}
          </button>
        )}
      </div>
      <SortSelect idPrefix={idPrefix} state={state} onChange={onChange} />
    </div>
  );
}

function ProductCard({ product, currency, pagePath, onSelect }: { product: ProductSummary; currency: string; pagePath: string; onSelect(): void }) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const href = contentHref('productRule', product.slug, prefix);
  const units = (cents: number) => String(fromMinorUnits(cents, currency));
  return (
    <li part="card" className="card">
      <a part="card-link" className="card-link" href={shopHref(href)} aria-current={isCurrentPage(href, pagePath) ? 'page' : undefined} onClick={onSelect}>
        <span className="media">
          <LazyImage src={product.image} alt="" part="image" />
        </span>
        <span part="name" className="name">
          {product.name}
        </span>
      </a>
      <shop-product-price price={units(product.price)} currency={currency} {...(product.linePrice !== null ? { 'line-price': units(product.linePrice) } : {})} />
      {product.score !== null && <shop-product-score score={String(product.score)} />}
      {!product.inStock && (
        <span part="sold-out" className="sold-out">
          {t('listing.soldOut')}
        </span>
      )}
    </li>
  );
}
