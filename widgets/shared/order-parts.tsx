/**
 * The pieces of an order every order screen draws the same way: its lines (picture, options in
 * words, quantity, unit price, line total), its amounts, and its shipments with tracking numbers.
 * Used by shop-user-order-detail (the signed-in owner) and shop-order-lookup (a guest by number
 * and e-mail). Money through useRecordedMoney: Intl, in the currency the order was placed and paid
 * in (the shop's), never converted into the currency the shopper browses in; each piece is a titled section.
 */
import type { Order } from '../../runtime/api/types';
import { LazyImage } from './lazy-image';
import { useRecordedMoney } from './use-money';
import { useT } from './use-t';

/** `id` prefixes the section heading's id (useId() of the screen). */
interface PartProps {
  order: Order;
  id: string;
}

export function OrderLines({ order, id }: PartProps) {
  const { t, locale } = useT();
  const money = useRecordedMoney();
  return (
    <section className="section" aria-labelledby={`${id}-lines`}>
      <h3 id={`${id}-lines`} className="section-title">
        {t('orderDetail.lines')}
      </h3>
      <ul part="lines" className="lines">
        {order.products.map((line) => (
          <li key={line.sku} className="line">
            <span className="thumb">{line.image ? <LazyImage src={line.image} alt="" /> : null}</span>
            <span className="line-info">
              <span className="name">{line.name}</span>
              {line.options.length > 0 ? (
                <span className="options">{line.options.map((opt) => `${opt.name}: ${opt.value}`).join(', ')}</span>
              ) : (
                <span className="options">{t('orderDetail.sku', line.sku)}</span>
              )}
              <span className="qty">
                {t('orderDetail.quantity', new Intl.NumberFormat(locale).format(line.quantity))} · {t('orderDetail.unitPrice', money(line.price))}
              </span>
            </span>
            <span className="line-total">{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderTotals({ order: o, id }: PartProps) {
  const { t } = useT();
  const money = useRecordedMoney();
  return (
    <section className="section" aria-labelledby={`${id}-totals`}>
      <h3 id={`${id}-totals`} className="section-title">
        {t('orderDetail.totals')}
      </h3>
      <dl part="totals" className="facts">
        <dt>{t('orderDetail.subtotal')}</dt>
        <dd>{money(o.price)}</dd>
        {o.discount > 0 && (
          <>
            <dt>{o.couponCode ? t('orderDetail.coupon', o.couponCode) : t('orderDetail.discount')}</dt>
            <dd>−{money(o.discount)}</dd>
          </>
        )}
        <dt>{t('orderDetail.shippingFee')}</dt>
        <dd>{money(o.shippingFee)}</dd>
        <dt>{t('orderDetail.paymentAmount')}</dt>
        <dd className="strong">{money(o.paymentAmount)}</dd>
      </dl>
    </section>
  );
}

export function OrderShipments({ order: o, id }: PartProps) {
  const { t } = useT();
  return (
    <section className="section" aria-labelledby={`${id}-shipments`}>
      <h3 id={`${id}-shipments`} className="section-title">
        {t('orderDetail.shipments')}
      </h3>
      {o.shipments.length === 0 ? (
        <p part="shipments">{t('orderDetail.noShipments')}</p>
      ) : (
        <ul part="shipments" className="shipments">
          {o.shipments.map((s) => (
            <li key={s.expressNumber}>
              {s.expressName} · {t('orderDetail.trackingNumber')} <span className="tracking">{s.expressNumber}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
