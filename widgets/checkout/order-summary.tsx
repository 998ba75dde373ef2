/** The lines and totals of a checkout or an order, always the server's numbers. */
import type { CartLine, CheckoutTotals } from '../../runtime/api/types';
import { useStore } from '@nanostores/react';
import { $currency, $displayCurrency } from '../../runtime/money';
import { optionText, type LineOptions } from '../shared/option-text';
import { useMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';

export interface SummaryTotals {
  lines: (Pick<CartLine, 'sku' | 'price' | 'quantity'> & { name: string; image?: string; options?: LineOptions })[];
  subtotal: number;
  discount: number;
  /** Null until a shipping method is chosen. */
  shippingFee: number | null;
  /** The chosen method's name, shown beside 'Shipping'. */
  shippingName?: string;
  total: number;
}

export function OrderSummary({ totals, headingLevel = 2 }: { totals: SummaryTotals; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const money = useMoney();
  const shopCurrency = useStore($currency);
  const display = useStore($displayCurrency);
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section part="summary" className="summary" aria-labelledby="summary-title">
      <Heading id="summary-title" className="section-title">
        {t('checkout.summary')}
      </Heading>
      <ul className="lines">
        {totals.lines.map((line) => (
          <li key={line.sku} className="line">
            {line.image && <img className="thumb" src={line.image} alt="" width="56" height="56" loading="lazy" />}
            <span className="line-text">
              <span className="line-name">{line.name}</span>
              {optionText(line.options) && <span className="line-options">{optionText(line.options)}</span>}
              <span className="line-quantity">{t('checkout.quantity', line.quantity)}</span>
            </span>
            <span className="line-price">{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
        {totals.discount > 0 && (
          <>
            <dt>{t('checkout.discount')}</dt>
            <dd>{`−${money(totals.discount)}`}</dd>
          </>
        )}
        <dt>{totals.shippingName ? t('checkout.shippingVia', totals.shippingName) : t('checkout.shipping')}</dt>
        {/* Shipping is chosen on the information step itself: say what it depends on, not 'the next step'. */}
        <dd>{totals.shippingFee === null ? t('checkout.shippingChoose') : totals.shippingFee === 0 ? t('field.free') : money(totals.shippingFee)}</dd>
        <dt className="total">{t('checkout.total')}</dt>
        <dd className="total">{money(totals.total)}</dd>
      </dl>
      {display && (
        <p className="note" role="note">
          {t('checkout.chargedIn', shopCurrency, display)}
        </p>
      )}
    </section>
  );
}

/** Checkout totals in the summary's shape: shipping is unknown until a method is chosen. */
export function summaryOf(totals: CheckoutTotals): SummaryTotals {
  return {
    lines: totals.lines.map((l) => ({ sku: l.sku, price: l.price, quantity: l.quantity, name: l.product.name, image: l.product.image, options: l.options })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shippingFee: totals.shippingMethod ? totals.shippingFee : null,
    shippingName: totals.shippingMethod?.name,
    total: totals.total,
  };
}
