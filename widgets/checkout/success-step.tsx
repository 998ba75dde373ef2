/**
 * The last step: 'Checkout Success !', the order number and its status, kept live by the
 * socket (a payment confirmed by the provider, a status change), and the card form when the
 * order still waits for a card payment.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../runtime/api/types';
import { resetCheckout } from '../../runtime/checkout';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { onSocketMessage, type SocketMessage } from '../../runtime/socket';
import '../loading/define';
import '../payment/define';
import { useT } from '../shared/use-t';
import { OrderSummary } from './order-summary';

type Load = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'failed'; message: string };

export function SuccessStep({ number, cardMethods }: { number: string | undefined; cardMethods: string[] }) {
  const { t } = useT();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(resetCheckout, []);

  useEffect(() => {
    if (!number) return setLoad({ state: 'failed', message: t('checkout.noOrder') });
    const controller = new AbortController();
    post<Order>('order/detail', { number }, { signal: controller.signal, quiet: true }).then(
      (order) => setLoad({ state: 'ready', order }),
      (error) => !controller.signal.aborted && setLoad({ state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') }),
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

  // Paying here also confirms at once, even if the socket is down.
  useEffect(() => {
    const onPaid = (event: Event) => setLoad({ state: 'ready', order: (event as CustomEvent<{ order: Order }>).detail.order });
    document.addEventListener('shop:payment-success', onPaid);
    return () => document.removeEventListener('shop:payment-success', onPaid);
  }, []);

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
        <h2 part="success-title" className="success-title">
          {t('checkout.success')}
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
        {awaitingCard && <shop-payment order={order.number} value={order.paymentMethod} amount={order.paymentAmount} card-methods={JSON.stringify(cardMethods)} />}
      </div>
      <aside className="side">
        <OrderSummary
          totals={{
            lines: order.products.map((p) => ({ sku: p.sku, name: p.name, price: p.price, quantity: p.quantity })),
            subtotal: order.price,
            discount: order.discount,
            shippingFee: order.shippingFee,
            total: order.paymentAmount,
          }}
        />
      </aside>
    </div>
  );
}
