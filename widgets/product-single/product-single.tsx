/**
 * @summary A whole product block: the gallery (<shop-product-photo>), the name, the review
 * score (<shop-product-score>), the buying block (<shop-product-interactive>: options, price,
 * stock, quantity, add to cart, buy now, favourite) and the description. For a product page or
 * a product pasted into a custom page.
 *
 * @attr {json} product - Required. A product from the API (`product/detail`): `{"slug", "name",
 *   "description" (html), "images", "score", "options", "skus", "selected"?}`; prices in minor
 *   units. The description is sanitised before it is shown.
 * @attr {number} review-count - How many reviews the score comes from.
 * @attr {1|2|3|4|5|6} heading-level - The level of the name's heading. Default 2 (1 on a
 *   product's own page, where the name is the page's title).
 * @attr {string} currency - ISO 4217 code of the prices. Defaults to the shop's currency.
 * @attr {boolean} no-url - Leaves the page address alone when a variant is picked.
 * @attr {string} checkout-href - Where "Buy now" goes (see shop-product-buttons).
 *
 * @slot - A host's own fallback (e.g. the product's name, image and price), shown until the
 *   element is defined. A server render draws the block itself; the description's box is empty
 *   there and filled through the browser's sanitiser once the element is live (as shop-html-content).
 *
 * @csspart base - The wrapper (gallery and details side by side when the block is 768px wide or more).
 * @csspart gallery - The <shop-product-photo> inside.
 * @csspart info - The column with name, score, buying block and description.
 * @csspart name - The name (a heading).
 * @csspart score - The <shop-product-score> inside.
 * @csspart interactive - The <shop-product-interactive> inside.
 * @csspart description - The description.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-title-color - Colour of the name.
 * @cssproperty --shop-title-font-family - Font of the name.
 * @cssproperty --shop-block-space - Space between the pieces.
 *
 * @event shop:variant-change - (from the picker inside) see shop-product-spec.
 * @event shop:buy-now - (from the buttons inside) see shop-product-buttons.
 * @event shop:favorite-change - (from the buttons inside) see shop-product-buttons.
 * @event shop:error - A bad attribute value, or a description that could not be shown.
 */
import { useEffect, useRef } from 'react';
import type { ProductDetail } from '../../runtime/api/types';
import { reportError } from '../../runtime/report';
import '../product-interactive/define';
import '../product-photo/define';
import '../product-score/define';
import { checkSpec } from '../product-spec/variants';
import { useHost } from '../shared/host';
import { checkGallery } from '../shared/product-gallery';
import { json, number, oneOf, string, type PropsOf } from '../shared/props';
import { productInteractiveProps } from '../product-interactive/product-interactive';

export type SingleProduct = Pick<ProductDetail, 'slug' | 'name' | 'images' | 'options' | 'skus'> &
  Partial<Pick<ProductDetail, 'description' | 'score'>> & { selected?: string };

function checkProduct(value: unknown): string | undefined {
  const reason = checkGallery(value) ?? checkSpec(value);
  if (reason) return reason;
  const p = value as Record<string, unknown>;
  if (p.description !== undefined && typeof p.description !== 'string') return '"description" must be html text.';
  if (p.score !== undefined && p.score !== null && typeof p.score !== 'number') return '"score" must be a number or null.';
  return undefined;
}

export const productSingleProps = {
  product: json<SingleProduct>(checkProduct, { required: true }),
  reviewCount: number({ min: 0 }),
  headingLevel: oneOf(['1', '2', '3', '4', '5', '6'], { default: '2' }),
  currency: productInteractiveProps.currency,
  noUrl: productInteractiveProps.noUrl,
  checkoutHref: string(),
};

export type ProductSingleProps = PropsOf<typeof productSingleProps>;

export function ProductSingle({ product, reviewCount, headingLevel, currency, noUrl, checkoutHref }: ProductSingleProps) {
  const host = useHost();
  const description = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as 'h2';
  const { slug, name, images, options, skus, selected } = product;

  // Server html only through the runtime's sanitiser (its own chunk, loaded when needed).
  useEffect(() => {
    const target = description.current;
    if (!target || !product.description) return;
    let current = true;
    import('../../runtime/html')
      .then(({ setHtml }) => current && setHtml(target, product.description!))
      .catch((error: unknown) => reportError(host, { source: 'render', tag: 'shop-product-single', message: 'The description could not be shown.', error }));
    return () => {
      current = false;
    };
  }, [product.description]);

  return (
    <div part="base" className="single">
      <shop-product-photo part="gallery" className="gallery" product={JSON.stringify({ slug, name, images, skus: skus.map((s) => ({ code: s.code, image: s.image })), selected })} />
      <div part="info" className="info">
        <Heading part="name" className="name">
          {name}
        </Heading>
        {typeof product.score === 'number' && <shop-product-score part="score" score={product.score} count={reviewCount} />}
        <shop-product-interactive part="interactive" product={JSON.stringify({ slug, options, skus, selected })} currency={currency} no-url={noUrl || undefined} checkout-href={checkoutHref} />
        {product.description && <div ref={description} part="description" className="description" />}
      </div>
    </div>
  );
}
