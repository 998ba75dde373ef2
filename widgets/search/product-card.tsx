/**
 * One search result: a link to the product under the current language prefix, its picture
 * through the runtime's lazy image loader, name, price and stock.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../runtime/api/types';
import { images, type ImageState } from '../../runtime/images';
import { readInitialData } from '../../runtime/initial-data';
import { formatMoney, fromMinorUnits } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

/** The product's address: the shop's product rule (initial data) under the language prefix. */
export function productHref(slug: string, prefix: string): string {
  const rule = readInitialData().config?.productRule;
  const pattern = typeof rule === 'string' && rule.includes('{slug}') ? rule : '/product/{slug}';
  const path = pattern.replace('{slug}', encodeURIComponent(slug)).replace(/^\/*/, '/');
  return `${prefix}${path}`;
}

export function useMoney(): (cents: number) => string {
  const { locale } = useT();
  const currency = useShopCurrency();
  return (cents) => formatMoney(fromMinorUnits(cents, currency), currency, locale);
}

/** An <img> whose src is set only once the loader has it (near the viewport, with retries). */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<ImageState>(() => (images.cached(src) ? 'loaded' : 'loading'));
  useEffect(() => {
    if (!ref.current || !src) return;
    if (images.cached(src)) return setState('loaded');
    setState('loading');
    return images.watch(ref.current, src, setState);
  }, [src]);
  return (
    <span ref={ref} className={`image ${className ?? ''}`} data-state={state}>
      {state === 'loaded' && <img src={src} alt={alt} width="200" height="200" decoding="async" />}
    </span>
  );
}

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const money = useMoney();
  return (
    <li part="result" className="card">
      <a part="result-link" href={productHref(product.slug, prefix)}>
        <LazyImage src={product.image} alt="" />
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
