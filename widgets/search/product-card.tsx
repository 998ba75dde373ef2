/**
 * One search result: a link to the product under the current language prefix (the shop's
 * product rule), its picture through the shared LazyImage (the image itself for pages without
 * JavaScript), name, price and stock.
 */
import { useStore } from '@nanostores/react';
import type { ProductSummary } from '../../runtime/api/types';
import { formatMoney, fromMinorUnits } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { LazyImage } from '../shared/lazy-image';
import { contentHref } from '../shared/links';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

export function useMoney(): (cents: number) => string {
  const { locale } = useT();
  const currency = useShopCurrency();
  return (cents) => formatMoney(fromMinorUnits(cents, currency), currency, locale);
}

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const money = useMoney();
  return (
    <li part="result" className="card">
      <a part="result-link" href={shopHref(contentHref('productRule', product.slug, prefix))}>
        {product.image ? <LazyImage src={product.image} alt="" part="image" className="image" /> : <span part="image" className="image" />}
        <span className="name">{product.name}</span>
      </a>
      <span className="price">
        <span className="visually-hidden">{t('price.sale')} </span>
        {money(product.price)}
        {product.linePrice !== null && product.linePrice > product.price && (
          <>
            {' '}
            <s className="line-price">
              <span className="visually-hidden">{t('price.original')} </span>
              {money(product.linePrice)}
            </s>
          </>
        )}
      </span>
      {!product.inStock && <span className="muted">{t('search.soldOut')}</span>}
    </li>
  );
}
