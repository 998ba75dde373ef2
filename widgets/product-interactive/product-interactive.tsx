/**
 * @summary One product's buying block, wired together: the option picker
 * (<shop-product-spec>), the price (<shop-product-price>), a stock line and the buttons
 * (<shop-product-buttons>). Picking a variant moves the price, the stock line and what the
 * buttons add; the page address follows unless `no-url` is set.
 *
 * @attr {json} product - Required. `{"slug", "options", "skus": [{"code", "options", "price",
 *   "linePrice", "stock", "image"}], "selected"?}` (a product from the API fits); prices in minor
 *   units (cents), as the API gives them.
 * @attr {string} currency - ISO 4217 code of the prices. Defaults to the shop's currency.
 * @attr {boolean} no-url - Leaves the page address alone (quick views, lists).
 * @attr {boolean} no-buy-now - Hides "Buy now".
 * @attr {string} checkout-href - Where "Buy now" goes (see shop-product-buttons).
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart base - The wrapper.
 * @csspart spec - The <shop-product-spec> inside.
 * @csspart price - The <shop-product-price> inside.
 * @csspart stock - The stock line ("In stock: 12"; a sold-out variant is said once, by the buttons).
 * @csspart buttons - The <shop-product-buttons> inside.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-success-color - Colour of "In stock".
 * @cssproperty --shop-error-color - Colour of "Sold out".
 * @cssproperty --shop-block-space - Space between the pieces.
 *
 * @event shop:variant-change - (from the picker) another variant; detail `{slug, sku}`.
 * @event shop:buy-now - (from the buttons) see shop-product-buttons.
 * @event shop:favorite-change - (from the buttons) see shop-product-buttons.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import type { ProductSpecProp } from '../../runtime/api/types';
import { fromMinorUnits, isCurrency } from '../../runtime/money';
import '../product-buttons/define';
import '../product-price/define';
import '../product-spec/define';
import { checkSpec } from '../product-spec/variants';
import { usePickedVariant } from '../shared/product-selection';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

/** The product as the interactive block needs it: the spec's shape, `selected` optional. */
export type InteractiveProduct = Omit<ProductSpecProp, 'selected'> & { selected?: string };

export const productInteractiveProps = {
  product: json<InteractiveProduct>(checkSpec, { required: true }),
  currency: string({ check: (code) => (isCurrency(code) ? undefined : `must be an ISO 4217 currency code such as "USD", not "${code}".`) }),
  noUrl: boolean(),
  noBuyNow: boolean(),
  checkoutHref: string(),
};

export type ProductInteractiveProps = PropsOf<typeof productInteractiveProps>;

export function ProductInteractive({ product, currency, noUrl, noBuyNow, checkoutHref }: ProductInteractiveProps) {
  const { t, locale } = useT();
  const shopCurrency = useShopCurrency();
  const code = (currency ?? shopCurrency).toUpperCase();
  const initial = product.skus.find((s) => s.code === product.selected) ?? product.skus.find((s) => s.stock > 0) ?? product.skus[0]!;
  const picked = usePickedVariant(product.slug);
  // Only a pick of one of this product's SKUs counts (another block may share the slug with other data).
  const sku = picked && product.skus.some((s) => s.code === picked.code) ? picked : initial;
  const spec: ProductSpecProp = { ...product, selected: initial.code };
  const whole = new Intl.NumberFormat(locale);

  return (
    <div part="base" className="interactive">
      <shop-product-price
        part="price"
        price={fromMinorUnits(initial.price, code)}
        line-price={initial.linePrice === null ? undefined : fromMinorUnits(initial.linePrice, code)}
        currency={code}
        product={product.slug}
      />
      {product.options.length > 0 && <shop-product-spec part="spec" product={JSON.stringify(spec)} no-url={noUrl || undefined} />}
      {/* Sold out is said once, by the buttons (their message, with their controls disabled). */}
      {sku.stock > 0 && (
        <p part="stock" className="stock in">
          {t('interactive.inStock', whole.format(sku.stock))}
        </p>
      )}
      <shop-product-buttons part="buttons" product={product.slug} sku={initial.code} stock={initial.stock} no-buy-now={noBuyNow || undefined} checkout-href={checkoutHref} />
    </div>
  );
}
