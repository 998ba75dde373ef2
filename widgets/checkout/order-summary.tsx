/**
 * The lines and totals of a checkout or an order, always the server's numbers. A checkout's are
 * prices, shown in the shopper's currency with a note of what is charged; a placed order's
 * (`recorded`) are what it was placed and paid in, shown in that currency, unconverted.
 */
import type { CartLine, CheckoutTotals } from '../../runtime/api/types';
import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { $currency, $displayCurrency } from '../../runtime/money';
import { optionText, type LineOptions } from '../shared/option-text';
import { useMoney, useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { shopFile } from '../../runtime/shop-address';

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

export function OrderSummary({ totals, headingLevel = 2, titled = true, recorded = false }: { totals: SummaryTotals; headingLevel?: 2 | 3; titled?: boolean; recorded?: boolean }) {
  const { t } = useT();
  const price = useMoney();
  const recordedMoney = useRecordedMoney();
  const money = recorded ? recordedMoney : price;
  const shopCurrency = useStore($currency);
  const display = useStore($displayCurrency);
  const Heading = `h${headingLevel}` as 'h2';
  // A step draws its summary twice (SummaryFold): each heading needs an id of its own.
  const titleId = useId();
  return (
    <section part="summary" className="summary" {...(titled ? { 'aria-labelledby': titleId } : { 'aria-label': t('checkout.summary') })}>
      {titled && (
        <Heading id={titleId} className="section-title">
          {t('checkout.summary')}
        </Heading>
      )}
      <ul className="lines">
        {totals.lines.map((line) => (
          <li key={line.sku} className="line">
            {line.image && <img className="thumb" src={shopFile(line.image)} alt="" width="56" height="56" loading="lazy" />}
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
      {display && !recorded && (
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

/**
 * A step's summary on a phone: above the step, folded to one line with the total, opened on a
 * tap (the convention shoppers know from other checkouts; at the bottom of a long form it was
 * out of sight). From the md screen up the step's side column shows the summary instead
 * (`aside.side`), and CSS shows one of the two at each width: both are in the server's html, so
 * the page is the same before and after JavaScript, and a `<details>` needs none to open.
 */
export function SummaryFold({ total, open, children }: { total?: number; open?: boolean; children: ReactNode }) {
  const { t } = useT();
  const money = useMoney();
  // `open` for what the shopper must read (the totals could not be had): an alert in a closed fold is never heard.
  return (
    <details part="summary-fold" className="fold" open={open || undefined}>
      <summary className="fold-bar">
        <span className="fold-label">{t('checkout.summary')}</span>
        {total !== undefined && <span className="fold-total">{money(total)}</span>}
      </summary>
      <div className="fold-body">{children}</div>
    </details>
  );
}
