/**
 * @summary A product's price: the sale price, and the line (original) price struck through
 * with the discount when the product is on sale. Money is formatted by Intl.NumberFormat for
 * the current language and currency.
 *
 * @attr {number} price - Required. The sale price, in the currency's main unit (19.99).
 * @attr {number} line-price - The original price; shown struck through when above `price`.
 * @attr {string} currency - ISO 4217 code (USD, CNY, HKD). Defaults to the shop's currency.
 * @attr {boolean} no-discount - Hides the "20% off" badge.
 * @attr {string} product - A product slug: the price then follows the variant the shopper picks
 *   in that product's <shop-product-spec> (the attributes give the price until then).
 *
 * @csspart base - The wrapper.
 * @csspart sale - The sale price.
 * @csspart line - The line price.
 * @csspart discount - The discount badge.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-sales-price-color - Colour of the sale price.
 * @cssproperty --shop-line-price-color - Colour of the line price.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { formatMoney, fromMinorUnits, isCurrency } from '../../runtime/money';
import { usePickedVariant } from '../shared/product-selection';
import { boolean, number, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { useShopCurrency } from '../shared/use-money';

export const productPriceProps = {
  price: number({ required: true, min: 0 }),
  linePrice: number({ min: 0 }),
  currency: string({ check: (code) => (isCurrency(code) ? undefined : `must be an ISO 4217 currency code such as "USD", not "${code}".`) }),
  noDiscount: boolean(),
  product: string(),
};

export type ProductPriceProps = PropsOf<typeof productPriceProps>;

export function ProductPrice({ price: givenPrice, linePrice: givenLinePrice, currency, noDiscount, product }: ProductPriceProps) {
  const { t, locale } = useT();
  const shopCurrency = useShopCurrency();
  const code = (currency ?? shopCurrency).toUpperCase();
  // The variant picked in this product's option picker, if any (its prices are in minor units).
  const picked = usePickedVariant(product);
  const price = picked ? fromMinorUnits(picked.price, code) : givenPrice;
  const linePrice = picked ? (picked.linePrice === null ? undefined : fromMinorUnits(picked.linePrice, code)) : givenLinePrice;
  const money = (amount: number) => formatMoney(amount, code, locale);
  const onSale = linePrice !== undefined && linePrice > price;
  const off = onSale ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(1 - price / linePrice) : '';

  return (
    <span part="base" className="price">
      {/* Spaces between the pieces keep screen readers from running them together; the flex gap spaces them visually. */}
      {onSale && <span className="visually-hidden">{t('price.sale')} </span>}
      <span part="sale" className="sale">
        {money(price)}
      </span>
      {onSale && (
        <>
          {' '}
          <span className="visually-hidden">{t('price.original')} </span>
          <s part="line" className="line">
            {money(linePrice)}
          </s>
          {' '}
          {!noDiscount && (
            <span part="discount" className="discount">
              {t('price.discount', off)}
            </span>
          )}
        </>
      )}
    </span>
  );
}
