/**
 * @summary A grid of product cards: picture (lazy), name linking to the product, price
 * (<shop-product-price>), review score (<shop-product-score>) and a sold-out badge. An empty list
 * shows <shop-empty>. Two columns on phones, three from the theme's md screen (768px) and
 * `columns` from lg (1024px). With `quick-view`, each card also has a "Quick view" button that
 * opens the product in a <shop-product-modal> on the page.
 *
 * @attr {json} products - The products: `[{"slug", "name", "price", "linePrice", "image", "score",
 *   "inStock"}]` (ProductSummary from the API; prices in minor units). Needed unless `query` is given.
 * @attr {json} query - Instead of `products`: loads them from `product/list` with this body
 *   (`{"q", "category", "tag", "collection", "sort", "pageSize", ...}`, docs/api.md). The slotted
 *   fallback shows until they arrive, and stays if the request fails. Not fetched when the server
 *   rendered the element with its answer (the data below).
 * @attr {number} columns - Columns on large screens, 1 to 6. Default 4.
 * @attr {string} currency - ISO 4217 code of the prices. Defaults to the shop's currency.
 * @attr {string} label - The list's accessible name. Default "Products".
 * @attr {string} empty-message - The shop's own text for an empty list.
 * @attr {boolean} quick-view - Adds a "Quick view" button to each card (fires shop:quick-view).
 *
 * @slot - Server-rendered fallback (the products as plain links), shown until the element is
 *   defined (with `query`: until the products arrive).
 *
 * @csspart base - The wrapper.
 * @csspart list - The grid (a list).
 * @csspart card - One product card.
 * @csspart card-link - A card's link (picture and name).
 * @csspart image - A card's picture frame.
 * @csspart name - A product's name.
 * @csspart price - A card's <shop-product-price>.
 * @csspart score - A card's <shop-product-score>.
 * @csspart sold-out - The "Sold out" badge.
 * @csspart quick-view - A card's "Quick view" button.
 * @csspart empty - The <shop-empty> shown for no products.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-block-space - Gap between the cards.
 * @cssproperty --shop-border-color - Border of the pictures.
 * @cssproperty --shop-border-radius - Corners of pictures and buttons.
 * @cssproperty --shop-primary-color - Hovered names and the focus ring.
 * @cssproperty --shop-desc-color - The sold-out badge.
 *
 * @event shop:quick-view - The shopper asked for a quick view; detail `{slug, product}` (the
 *   summary). A <shop-product-modal> on the page opens for it; cancel the event to do your own.
 * @event shop:error - A bad attribute value; the element shows its error state.
 *
 * @data With `query`: product/list's answer for it, `{list: ProductSummary[], total, page, pageSize}`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { analytics } from '../../runtime/analytics';
import { listProducts } from '../../runtime/api/catalogue';
import type { Paged, ProductListBody, ProductSummary } from '../../runtime/api/types';
import { fromMinorUnits, isCurrency } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../product-price/define';
import '../product-score/define';
import { AttributeError } from '../shared/attribute-error';
import { useDrawnView } from '../shared/drawn-view';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { contentHref } from '../shared/links';
import { boolean, json, number, string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

function checkProducts(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'must be a JSON array of products.';
  for (const p of value as ProductSummary[]) {
    if (!p || typeof p !== 'object' || typeof p.slug !== 'string' || !p.slug || typeof p.name !== 'string' || typeof p.price !== 'number') {
      return 'has a product without "slug", "name" and "price".';
    }
  }
  return undefined;
}

function checkQuery(value: unknown): string | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? undefined : 'must be a JSON object (the body of product/list).';
}

export const productListProps = {
  products: json<ProductSummary[]>(checkProducts),
  query: json<ProductListBody>(checkQuery),
  columns: number({ min: 1, default: 4 }),
  currency: string({ check: (code) => (isCurrency(code) ? undefined : `must be an ISO 4217 currency code such as "USD", not "${code}".`) }),
  label: string(),
  emptyMessage: string(),
  quickView: boolean(),
};

export type ProductListProps = PropsOf<typeof productListProps>;

export function ProductList(props: ProductListProps) {
  const { products, query } = props;
  const key = query ? JSON.stringify(query) : '';
  // The server's answer for the query it rendered with: the first state, not fetched again.
  const served = useElementData<Paged<ProductSummary>>();
  const [loaded, setLoaded] = useState<{ key: string; list: ProductSummary[] } | undefined>(() => (served && query ? { key, list: served.list } : undefined));
  useEffect(() => {
    if (products || !query || loaded?.key === key) return;
    const controller = new AbortController();
    listProducts(query, { signal: controller.signal })
      .then((page) => setLoaded({ key, list: page.list }))
      .catch(() => undefined); // the shopper was told; the server's fallback stays
    return () => controller.abort();
  }, [key, Boolean(products)]);

  if (products) return <Cards {...props} products={products} />;
  if (!query) return <AttributeError attribute="products" message={'needs "products" or "query".'} />;
  if (loaded?.key !== key) {
    return (
      <div part="base" className="list-wrap" aria-busy="true">
        <slot />
      </div>
    );
  }
  return <Cards {...props} products={loaded.list} />;
}

function Cards({ products, columns, currency, label, emptyMessage, quickView }: ProductListProps & { products: ProductSummary[] }) {
  const { t } = useT();
  const host = useHost();
  const prefix = useStore($languagePrefix);
  const shopCurrency = useShopCurrency();
  const code = (currency ?? shopCurrency).toUpperCase();
  // Two columns on phones, three from md, `columns` from lg: the styles' media queries pick one.
  const most = Math.min(6, Math.round(columns));
  // The list as analytics names it (the host is read in effects and handlers only).
  const listName = label ?? t('productList.label');
  const listOf = () => ({ id: host.id || 'product-list', name: listName });
  // Drawn by the server, the page reports the first list without this code (the server does
  // not see the element's id: the list's id is `product-list` there).
  const { view, drawn: viewDrawn } = useDrawnView('view_item_list', products.length ? { items: products, list: { id: 'product-list', name: listName } } : undefined);
  const viewReported = useRef(viewDrawn);
  useEffect(() => {
    if (viewReported.current) viewReported.current = false;
    else if (products.length) analytics('view_item_list', { items: products, list: listOf() });
  }, [products.map((p) => p.slug).join()]);

  if (products.length === 0) {
    return (
      <div part="base" className="list-wrap">
        <shop-empty part="empty" kind="data" message={emptyMessage} />
      </div>
    );
  }

  return (
    <div part="base" className="list-wrap">
      {/* The column count reaches CSS as an attribute (./product-list.styles.ts). */}
      <ul part="list" className="list" aria-label={label ?? t('productList.label')} data-columns={most}>
        {products.map((product, index) => {
          const onSale = product.linePrice !== null && product.linePrice > product.price;
          return (
            <li part="card" className="card" key={product.slug}>
              <a part="card-link" className="link" href={shopHref(contentHref('productRule', product.slug, prefix))} onClick={() => analytics('select_item', { items: [product], list: { ...listOf(), offset: index } })}>
                <span className="frame">
                  {/* The name in the link says what it is: the picture is decorative here. */}
                  <LazyImage part="image" src={product.image} alt="" />
                  {!product.inStock && (
                    <span part="sold-out" className="badge">
                      {t('productList.soldOut')}
                    </span>
                  )}
                </span>
                <span part="name" className="name">
                  {product.name}
                </span>
              </a>
              <shop-product-price
                part="price"
                price={fromMinorUnits(product.price, code)}
                line-price={onSale ? fromMinorUnits(product.linePrice!, code) : undefined}
                currency={code}
                no-discount
              />
              {typeof product.score === 'number' && <shop-product-score part="score" score={product.score} />}
              {quickView && (
                <button
                  type="button"
                  part="quick-view"
                  className="quick"
                  aria-label={t('productList.quickView', product.name)}
                  onClick={() => emit(host, 'shop:quick-view', { slug: product.slug, product })}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
                    <circle cx="12" cy="12" r="3" />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {view}
    </div>
  );
}
