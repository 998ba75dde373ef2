/**
 * @summary A carousel of product cards (image, name linking to the product, price), following
 * the WAI-ARIA carousel pattern like <shop-slides>: previous/next buttons, swipe with scroll
 * snapping, and the arrow keys, Home and End on the focused strip. As many cards show as fit
 * (about two on a phone, four on a desktop); the buttons move one card at a time.
 *
 * @attr {json} products - Required. `[{"slug", "name", "price", "linePrice", "image", "inStock",
 *   "href"}]`: product summaries from the API (prices in cents). `href` is optional.
 * @attr {string} label - What the carousel shows, for screen readers. Defaults to "Products".
 * @attr {string} href - The product address pattern, `{slug}` replaced. Default
 *   "/product/{slug}", under the current language prefix.
 * @attr {string} currency - ISO 4217 code of the prices. Defaults to the shop's currency.
 *
 * @slot - A host's own fallback (e.g. a list of product links), shown until the element is defined
 *   (a server render draws the cards themselves instead).
 *
 * @csspart base - The carousel region.
 * @csspart controls - The row of buttons.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart viewport - The scrolling strip of cards.
 * @csspart card - One product card (a slide).
 * @csspart link - The card's link (image and name).
 * @csspart image - A card image's frame (`data-state`: loading, loaded, error).
 * @csspart name - The product name.
 * @csspart price - The card's <shop-product-price>.
 * @csspart sold-out - The sold-out note.
 * @csspart empty - Shown when there are no products.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-product-slides-card - Width of one card (default 45% of the strip, 30% from
 *   640px wide, 23% from 1024px wide).
 * @cssproperty --shop-image-aspect-ratio - Aspect ratio of the card images (default 1 / 1).
 * @cssproperty --shop-border-color - Button borders.
 * @cssproperty --shop-text-color - Product names.
 *
 * @event shop:slide-change - The shopper moved the strip; detail `{index}`, the first card shown (0-based).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ProductSummary } from '../../runtime/api/types';
import { fromMinorUnits, isCurrency } from '../../runtime/money';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../product-price/define';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { json, string, type PropsOf } from '../shared/props';
import { useCarousel } from '../shared/use-carousel';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

export type SlideProduct = Pick<ProductSummary, 'slug' | 'name' | 'price' | 'image'> & Partial<Pick<ProductSummary, 'linePrice' | 'inStock'>> & { href?: string };

export function checkProducts(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'must be a JSON array of {"slug", "name", "price", "image"} products.';
  for (const [i, item] of value.entries()) {
    const p = item as Record<string, unknown> | null;
    if (!p || typeof p !== 'object') return `item ${i} must be an object.`;
    if (typeof p.slug !== 'string' || !p.slug) return `item ${i} needs a "slug".`;
    if (typeof p.name !== 'string') return `item ${i} needs a "name".`;
    if (typeof p.price !== 'number' || !Number.isFinite(p.price)) return `item ${i} needs a "price" in cents.`;
    if (typeof p.image !== 'string') return `item ${i} needs an "image".`;
    if (p.linePrice !== undefined && p.linePrice !== null && typeof p.linePrice !== 'number') return `item ${i}: "linePrice" must be a number or null.`;
    if (p.href !== undefined && typeof p.href !== 'string') return `item ${i}: "href" must be text.`;
  }
  return undefined;
}

const PRODUCT_HREF = '/product/{slug}';

export const productSlidesProps = {
  products: json<SlideProduct[]>(checkProducts, { required: true }),
  label: string(),
  href: string({ default: PRODUCT_HREF, check: (value) => (value.includes('{slug}') ? undefined : `must contain "{slug}", not "${value}".`) }),
  currency: string({ check: (code) => (isCurrency(code) ? undefined : `must be an ISO 4217 currency code such as "USD", not "${code}".`) }),
};

export type ProductSlidesProps = PropsOf<typeof productSlidesProps>;

/** One step of the strip: a card's width and the gap after it. */
const cardStep = (strip: HTMLElement) => {
  const card = strip.firstElementChild;
  if (!card) return strip.clientWidth;
  return card.getBoundingClientRect().width + (Number.parseFloat(getComputedStyle(strip).columnGap) || 0);
};

export function ProductSlides({ products, label, href, currency }: ProductSlidesProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const shopCurrency = useShopCurrency();
  const code = (currency ?? shopCurrency).toUpperCase();
  // How many cards fit: the strip then has (products - fit + 1) positions.
  const [fit, setFit] = useState(1);
  const count = Math.max(1, products.length - fit + 1);
  // Drawn on the server: how many cards fit is measured, and reduced motion read, once mounted
  // (the first client render is the server's: one card per position, the buttons shown).
  const { atStart, atEnd, go, latest, viewportProps } = useCarousel({ count, step: cardStep, afterMount: true, onUserMove: (index) => emit(host, 'shop:slide-change', { index }) });
  const strip = viewportProps.ref;

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el?.clientWidth) return;
    const step = cardStep(el);
    setFit(Math.max(1, Math.round((el.clientWidth + (Number.parseFloat(getComputedStyle(el).columnGap) || 0)) / step)));
  }, [strip]);
  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, products.length]);

  if (products.length === 0) {
    return (
      <p part="empty" className="empty">
        {t('empty.data')}
      </p>
    );
  }

  const linkOf = (p: SlideProduct) => {
    if (p.href !== undefined) return p.href;
    const path = (href.startsWith('/') ? prefix : '') + href.replace('{slug}', encodeURIComponent(p.slug));
    // The element's own pattern is the shop's product page, also from a page elsewhere; a
    // pattern the page gives stays as it wrote it.
    return href === PRODUCT_HREF ? shopHref(path) : path;
  };
  const several = count > 1;
  return (
    <section part="base" className="carousel" aria-roledescription={t('slides.carousel')} aria-label={label ?? t('productSlides.label')}>
      {several && (
        <div part="controls" className="controls">
          <button part="previous" type="button" aria-controls={`${id}-strip`} aria-label={t('productSlides.previous')} disabled={atStart} onClick={() => go(latest.current - 1, true)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button part="next" type="button" aria-controls={`${id}-strip`} aria-label={t('productSlides.next')} disabled={atEnd} onClick={() => go(latest.current + 1, true)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      )}
      {/* Focusable so keyboard users can reach what they would swipe; moves are announced politely. */}
      <div part="viewport" id={`${id}-strip`} className="strip" tabIndex={several ? 0 : undefined} aria-live="polite" {...viewportProps}>
        {products.map((p, i) => (
          <div key={p.slug} part="card" className="card" role="group" aria-roledescription={t('slides.slide')} aria-label={t('slides.position', i + 1, products.length)}>
            <a part="link" className="link" href={linkOf(p)}>
              <LazyImage src={p.image} alt="" part="image" />
              <span part="name" className="name">
                {p.name}
              </span>
            </a>
            <shop-product-price
              part="price"
              price={String(fromMinorUnits(p.price, code))}
              line-price={p.linePrice ? String(fromMinorUnits(p.linePrice, code)) : undefined}
              currency={code}
            />
            {p.inStock === false && (
              <span part="sold-out" className="sold-out">
                {t('productSlides.soldOut')}
              </span>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
