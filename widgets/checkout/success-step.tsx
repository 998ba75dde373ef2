/**
 * The last step: the order number and its status, kept live by the socket (a payment confirmed
 * by the provider, a status change), and the card form when the order still waits for a card
 * payment. The title follows the order's real state: 'Checkout Success !' only once it is paid;
 * before that it says the order is placed and awaits payment, or that the card was declined, or
 * that the provider has not settled yet. The step indicator follows the same phase.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { analytics, orderParams } from '../../runtime/analytics';
import type { MessageKey } from '../../runtime/i18n';
import type { Order } from '../../runtime/api/types';
import { resetCheckout } from '../../runtime/checkout';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { orderHref } from '../../runtime/orders';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { onSocketMessage, type SocketMessage } from '../../runtime/socket';
import '../loading/define';
import '../payment/define';
import { OrderLookupLink } from '../shared/order-lookup-link';
import { useT } from '../shared/use-t';
import { AddressText } from './address-text';
import { useCheckoutData } from './checkout-data';
import { OrderSummary } from './order-summary';

type Load = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'failed'; message: string };

/** Where the order stands for the shopper; 'declined' and 'pending' are what the provider said to the last attempt. */
export type OrderPhase = 'placed' | 'paid' | 'declined' | 'pending';

const TITLES: Record<OrderPhase, MessageKey> = {
  placed: 'checkout.placedTitle',
  paid: 'checkout.success',
  declined: 'checkout.declinedTitle',
  pending: 'checkout.pendingTitle',
};

/** The phase an order starts in on this page, before any attempt to pay here. */
export const phaseOf = (order: Order): OrderPhase => (order.payStatus === 'paid' ? 'paid' : 'placed');

export function SuccessStep({ number, cardMethods, onPhase }: { number: string | undefined; cardMethods: string[]; onPhase: (phase: OrderPhase | undefined) => void }) {
  const { t } = useT();
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  // The server's order/detail for this shopper (null: not their order, drawn as an unknown one).
  const served = useCheckoutData()?.order;
  const [load, setLoad] = useState<Load>(() => (served ? { state: 'ready', order: served } : served === null ? { state: 'failed', message: t('checkout.noOrder') } : { state: 'loading' }));
  // What the server drew is not fetched again until the socket says the order changed.
  const keepServed = useRef(served !== undefined);
  const [version, setVersion] = useState(0);
  // The last attempt's outcome on this page; the order itself only knows paid or unpaid.
  const [attempt, setAttempt] = useState<'declined' | 'pending' | undefined>();

  useEffect(resetCheckout, []);

  useEffect(() => {
    if (keepServed.current) {
      keepServed.current = false;
      if (served) analytics('purchase', orderParams(served));
      return;
    }
    if (!number) return setLoad({ state: 'failed', message: t('checkout.noOrder') });
    const controller = new AbortController();
    post<Order>('order/detail', { number }, { signal: controller.signal, quiet: true }).then(
      (order) => {
        // Placed is sold: reported once per order, however often this page loads (runtime/analytics.ts).
        analytics('purchase', orderParams(order));
        setLoad({ state: 'ready', order });
      },
      (error) => {
        if (controller.signal.aborted) return;
        const failed = { state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') } as const;
        // A re-read (the socket said the order changed) that fails keeps the order as last read:
        // the step and its payment form must not give way to an error the shopper cannot act on.
        setLoad((shown) => (shown.state === 'ready' && shown.order.number === number ? shown : failed));
      },
    );
    return () => controller.abort();
  }, [number, version]);

  // The socket says the order changed: fetch it again so every number stays the server's.
  useEffect(() => {
    const refresh = (message: SocketMessage) => {
      if (message.number === number) setVersion((n) => n + 1);
    };
    const offPaid = onSocketMessage('payment/confirmed', refresh);
    const offStatus = onSocketMessage('order/status', refresh);
    return () => {
      offPaid();
      offStatus();
    };
  }, [number]);

  // After paying, the payment form (and its focused Pay button) may be gone: focus goes to the
  // title, which says the outcome, once it is drawn.
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);
  useEffect(() => {
    if (!focusTitle.current || !title.current) return;
    focusTitle.current = false;
    title.current.focus();
  });

  // Paying here also confirms at once, even if the socket is down.
  useEffect(() => {
    const onPaid = (event: Event) => {
      focusTitle.current = true;
      setLoad({ state: 'ready', order: (event as CustomEvent<{ order: Order }>).detail.order });
    };
    const onDeclined = () => {
      focusTitle.current = true;
      setAttempt('declined');
    };
    const onPending = () => {
      focusTitle.current = true;
      setAttempt('pending');
    };
    document.addEventListener('shop:payment-success', onPaid);
    document.addEventListener('shop:payment-declined', onDeclined);
    document.addEventListener('shop:payment-pending', onPending);
    return () => {
      document.removeEventListener('shop:payment-success', onPaid);
      document.removeEventListener('shop:payment-declined', onDeclined);
      document.removeEventListener('shop:payment-pending', onPending);
    };
  }, []);

  const phase: OrderPhase | undefined = load.state !== 'ready' ? undefined : phaseOf(load.order) === 'paid' ? 'paid' : (attempt ?? 'placed');
  useEffect(() => onPhase(phase), [phase]);

  if (load.state === 'loading') return <shop-loading />;
  if (load.state === 'failed') {
    return (
      <p role="alert" className="problem">
        {load.message}
      </p>
    );
  }
  const { order } = load;
  const awaitingCard = order.payStatus === 'unpaid' && order.status === 'in_progress' && cardMethods.includes(order.paymentMethod);
  return (
    <div className="step success">
      <div className="main">
        <h2 part="success-title" className={`success-title ${phase}`} ref={title} tabIndex={-1}>
          {t(TITLES[phase!])}
        </h2>
        <dl className="review" aria-live="polite">
          <dt>{t('order.number')}</dt>
          <dd part="order-number">{order.number}</dd>
          <dt>{t('order.status')}</dt>
          <dd part="order-status">{t(`order.status.${order.status}`)}</dd>
          <dt>{t('order.payStatus')}</dt>
          <dd part="pay-status" className={order.payStatus}>
            {t(`order.pay.${order.payStatus}`)}
          </dd>
        </dl>
        {/* Only a guest's order carries its e-mail, and only a guest is mailed the receipt. */}
        {order.email && (
          <p part="confirmation" className="confirmation">
            {t('checkout.confirmationSent', order.email)}
          </p>
        )}
        {/* After a decline: what the shopper can do now, on this page. */}
        {phase === 'declined' && (
          <p part="next" className="next" role="note">
            {t('checkout.declinedNext')}
          </p>
        )}
        {awaitingCard && <shop-payment order={order.number} value={order.paymentMethod} amount={order.paymentAmount} card-methods={JSON.stringify(cardMethods)} />}
        <section className="block" aria-labelledby="ship-to-title">
          <h3 id="ship-to-title" className="section-title">
            {t('checkout.shipTo')}
          </h3>
          <address part="address" className="address">
            {`${order.address.firstName} ${order.address.lastName}`}
            <br />
            <AddressText address={order.address} />
            <br />
            {`${order.address.countryCode} ${order.address.phone}`}
          </address>
        </section>
        {/* The way back to this order: a guest's is the order lookup (the account area is a
            customer's), a customer's the order in the account area; both with its lines. */}
        {order.email ? (
          <OrderLookupLink order={order} />
        ) : (
          <p className="lookup-link">
            <a part="order-link" className="link" href={shopHref(orderHref(order.number))}>
              {t('checkout.viewOrder')}
            </a>
          </p>
        )}
        <p className="actions">
          <a part="continue" className="secondary" href={shopHref(withLanguage('/', prefix))}>
            {t('cart.continue')}
          </a>
        </p>
      </div>
      <aside className="side">
        <OrderSummary
          recorded
          totals={{
            // Each line keeps its options, in words in the shopper's language as order/detail gives them.
            lines: order.products.map((p) => ({ sku: p.sku, name: p.name, price: p.price, quantity: p.quantity, options: p.options })),
            subtotal: order.price,
            discount: order.discount,
            shippingFee: order.shippingFee,
            shippingName: order.shippingMethodName,
            total: order.paymentAmount,
          }}
        />
      </aside>
    </div>
  );
}
