/**
 * @summary One of the signed-in shopper's orders: its lines (each with its picture and its
 * options in words), totals, address, the delivery and payment methods by name, shipments with
 * tracking numbers, the status history with the time of each step (placed, paid, shipped,
 * completed, cancelled or cancellation requested; in the shopper's language and time zone), and
 * the order's after-sales applications, each a link to its page with its type and status in
 * words. Only the actions its state allows: pay (the embedded <shop-payment>), cancel (after an
 * alert dialog asking 'Are you sure you want to cancel this order?'; a paid order becomes
 * pending cancellation), confirm receipt, and apply for after-sales service (not while an
 * application of the order waits for the shop: it takes one at a time). After each action focus
 * goes to the status line, and the outcome is announced. Changes made elsewhere (the order's
 * status or payment, an application's audit) arrive live over the socket.
 *
 * @attr {string} number - Required. The order number.
 * @attr {string} refund-href - The after-sales form's address, `{number}` standing for the
 *   order number. Without it the form (<shop-order-refund>) opens inside this element.
 *
 * @data {Order} - The order, as order/detail answers it for the signed-in shopper (with its
 *   after-sales applications): the server draws it for a page asked for with a session, and the
 *   browser does not read it again; without data the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart status-line - The order's status and pay status (focused after an action).
 * @csspart notice - The outcome of the last action or live change (a live region).
 * @csspart lines - The order lines.
 * @csspart totals - The amounts.
 * @csspart address - The shipping address.
 * @csspart shipments - Shipments and tracking numbers.
 * @csspart history - The status history.
 * @csspart returns - The order's after-sales applications.
 * @csspart actions - The action buttons.
 * @csspart confirm - The cancel confirmation (alert dialog).
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - An order that could not load, with its retry button.
 *
 * @cssproperty --shop-primary-color - Links and buttons.
 * @cssproperty --shop-error-color - The cancel button and refusals.
 * @cssproperty --shop-border-color - Section rules.
 *
 * @event shop:order-change - The shopper cancelled, confirmed or paid; detail `{action, order}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { cancelOrder, confirmOrder, orderDetail } from '../../runtime/api/orders';
import type { Order, PayResult } from '../../runtime/api/types';
import type { MessageKey } from '../../runtime/i18n';
import { orderActions, orderHistory, returnHref, userHref, waitingReturn, watchOrders, type OrderStep } from '../../runtime/orders';
import { watchReturns } from '../../runtime/returns';
import { shopHref } from '../../runtime/shop-address';
import '../loading/define';
import '../order-refund/define';
import '../payment/define';
import { ConfirmDialog, type ConfirmDialogParts } from '../shared/confirm-dialog';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { ListingProblem } from '../shared/listing-problem';
import { regionNamer } from '../shared/region-names';
import { OrderLines, OrderShipments, OrderTotals } from '../shared/order-parts';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { orderStatusKey, payStatusKey, returnStatusLine, returnTypeKey } from '../shared/status-words';
import { useLiveRecord } from '../shared/use-live-record';
import { useT } from '../shared/use-t';
import { useDateTime, useSignedIn } from '../user/parts';

export const userOrderDetailProps = {
  number: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be an order number.') }),
  refundHref: string(),
};

export type UserOrderDetailProps = PropsOf<typeof userOrderDetailProps>;

/** Each history step's words. */
const stepKey: Record<Exclude<OrderStep, 'shipped'>, MessageKey> = {
  placed: 'orderDetail.historyPlaced',
  paid: 'orderDetail.historyPaid',
  completed: 'orderDetail.historyCompleted',
  cancelled: 'orderDetail.historyCancelled',
  cancelRequested: 'orderDetail.historyCancelRequested',
};

/** The cancel confirmation's documented parts. */
const confirmParts: ConfirmDialogParts = { dialog: 'confirm', cancel: 'confirm-dismiss', confirm: 'confirm-accept' };

export function UserOrderDetail(props: UserOrderDetailProps) {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <Detail {...props} /> : <SignInPrompt text={t('orders.signIn')} link={t('orders.signInLink')} />;
}

function Detail({ number, refundHref }: UserOrderDetailProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const dateTime = useDateTime();
  const [asking, setAsking] = useState(false);
  const [applying, setApplying] = useState(false);
  const payBox = useRef<HTMLElement>(null);
  // The applications shown, for the socket's return changes (an audit may reopen after-sales).
  const returnNumbers = useRef<string[]>([]);
  const { load, retry, notice, refusal, busy, statusLine, settle, run } = useLiveRecord<Order>({
    number: number!,
    read: orderDetail,
    watch: (onChange) => {
      const offs = [watchOrders(onChange), watchReturns((changed) => returnNumbers.current.includes(changed) && onChange(number!))];
      return () => offs.forEach((off) => off());
    },
    // Paid here or on another device, the news is the payment itself.
    updated: (fresh, before) =>
      before?.payStatus === 'unpaid' && fresh.payStatus === 'paid' ? t('orderDetail.paid') : `${t('orderDetail.updated')} ${t('orderDetail.statusLine', t(orderStatusKey(fresh.status)), t(payStatusKey(fresh.payStatus)))}`,
    key: (o) => `${o.status}/${o.payStatus}/${o.shipments.length}`,
    changed: (order, action) => emit(host, 'shop:order-change', { action, order }),
    initial: useElementData<Order>(),
  });

  const order = load.state === 'ready' ? load.value : undefined;

  returnNumbers.current = order?.returns?.map((r) => r.number) ?? [];

  // The list's "Pay now" link lands here with #pay: bring the payment form into view.
  useEffect(() => {
    if (order && location.hash === '#pay' && orderActions(order).pay) payBox.current?.scrollIntoView({ block: 'start' });
  }, [Boolean(order)]);

  const act = (action: 'cancel' | 'confirm') =>
    run(async (current) => {
      const next = await (action === 'cancel' ? cancelOrder : confirmOrder)(current.number, { quiet: true });
      const message = action === 'confirm' ? t('orderDetail.completed') : next.status === 'pending_cancellation' ? t('orderDetail.pendingCancellation') : t('orderDetail.cancelled');
      settle(next, message, action);
    });

  useEffect(() => {
    const box = payBox.current;
    if (!box) return;
    const onPaid = (event: Event) => settle((event as CustomEvent<PayResult>).detail.order, t('orderDetail.paid'), 'pay');
    box.addEventListener('shop:payment-success', onPaid);
    return () => box.removeEventListener('shop:payment-success', onPaid);
  });

  if (load.state === 'loading') return <shop-loading label={t('orderDetail.loading')} show-label />;
  if (load.state === 'failed') return <ListingProblem message={load.message} onRetry={retry} />;
  const o = load.value;
  const actions = orderActions(o);
  const waiting = waitingReturn(o);
  const a = o.address;
  const refundLink = refundHref ? refundHref.replace('{number}', encodeURIComponent(o.number)) : undefined;

  return (
    <article className="detail" aria-labelledby={`${id}-title`}>
      <p className="back">
        <a className="link" href={shopHref(userHref('order'))}>
          {t('orderDetail.back')}
        </a>
      </p>
      <h2 id={`${id}-title`} className="title">
        {t('orderDetail.title', o.number)}
      </h2>
      <p ref={statusLine} part="status-line" className="status-line" tabIndex={-1}>
        {t('orderDetail.statusLine', t(orderStatusKey(o.status)), t(payStatusKey(o.payStatus)))}
      </p>
      <p part="notice" className="notice" role="status">
        {notice}
      </p>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}

      <OrderLines order={o} id={id} />
      <OrderTotals order={o} id={id} />

      <section className="section" aria-labelledby={`${id}-address`}>
        <h3 id={`${id}-address`} className="section-title">
          {t('orderDetail.address')}
        </h3>
        <address part="address" className="address">
          {`${a.firstName} ${a.lastName}`}
          <br />
          {[a.address, a.apartment].filter(Boolean).join(', ')}
          <br />
          {[a.area, a.city, a.province, a.postalCode].filter(Boolean).join(', ')}
          {/* The country by name in the page's language, not its code (../shared/region-names.ts). */}
          {a.country && (
            <>
              {[a.area, a.city, a.province, a.postalCode].some(Boolean) ? ', ' : ''}
              <span className="country" suppressHydrationWarning>
                {regionNamer(locale)(a.country.toUpperCase())}
              </span>
            </>
          )}
          <br />
          {`${a.countryCode} ${a.phone}`}
        </address>
        <dl className="facts methods">
          <dt>{t('orderDetail.shippingMethod')}</dt>
          <dd>{o.shippingMethodName}</dd>
          <dt>{t('orderDetail.paymentMethod')}</dt>
          <dd>{o.paymentMethodName}</dd>
          {o.email && (
            <>
              <dt>{t('orderDetail.email')}</dt>
              <dd>{o.email}</dd>
            </>
          )}
        </dl>
      </section>

      <OrderShipments order={o} id={id} />

      <section className="section" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className="section-title">
          {t('orderDetail.history')}
        </h3>
        <ol part="history" className="history">
          {orderHistory(o).map(({ step, at }) => (
            <li key={step}>
              {step === 'shipped' ? t('orderDetail.historyShipped', o.shipments.map((s) => s.expressName).join(', ')) : t(stepKey[step])}
              {at && (
                <>
                  {' · '}
                  <time dateTime={at}>{dateTime(at)}</time>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>

      {o.returns && o.returns.length > 0 && (
        <section className="section" aria-labelledby={`${id}-returns`}>
          <h3 id={`${id}-returns`} className="section-title">
            {t('orderDetail.returns')}
          </h3>
          <ul part="returns" className="returns">
            {o.returns.map((r) => (
              <li key={r.number}>
                <a className="link" href={shopHref(returnHref(r.number))}>
                  {t('returns.detailTitle', r.number)}
                </a>
                {' · '}
                {t(returnTypeKey(r.applyType))}
                {' · '}
                {returnStatusLine(t, r)}
                {' · '}
                <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
              </li>
            ))}
          </ul>
          {waiting && <p className="hint">{t('orderDetail.returnWaiting', waiting.number)}</p>}
        </section>
      )}

      {(actions.pay || actions.cancel || actions.confirm || actions.afterSales) && (
        <section className="section" aria-labelledby={`${id}-actions`}>
          <h3 id={`${id}-actions`} className="section-title">
            {t('orderDetail.actions')}
          </h3>
          {actions.pay && (
            <section ref={payBox} id="pay" className="pay" aria-labelledby={`${id}-pay`}>
              <h4 id={`${id}-pay`} className="pay-title">
                {t('orderDetail.payTitle')}
              </h4>
              <shop-payment order={o.number} amount={o.paymentAmount} value={o.paymentMethod} />
            </section>
          )}
          <div part="actions" className="actions">
            {actions.confirm && (
              <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void act('confirm')}>
                {busy ? t('orderDetail.busy') : t('orderDetail.confirm')}
              </button>
            )}
            {actions.afterSales &&
              (refundLink ? (
                <a className="button secondary" href={refundLink}>
                  {t('orderDetail.afterSales')}
                </a>
              ) : (
                <button type="button" className="button secondary" aria-expanded={applying} aria-controls={`${id}-refund`} onClick={() => setApplying(!applying)}>
                  {t('orderDetail.afterSales')}
                </button>
              ))}
            {actions.cancel && (
              <button type="button" className="button danger" aria-disabled={busy || undefined} onClick={() => !busy && setAsking(true)}>
                {t('orderDetail.cancel')}
              </button>
            )}
          </div>
          {!refundLink && actions.afterSales && (
            <div id={`${id}-refund`} className="refund" hidden={!applying}>
              {applying && <shop-order-refund order-number={o.number} />}
            </div>
          )}
        </section>
      )}

      <ConfirmDialog
        open={asking}
        title={t('orderDetail.cancelTitle', o.number)}
        message={t('order.cancelConfirm')}
        note={o.payStatus === 'paid' ? t('orderDetail.cancelPaidNote') : undefined}
        confirmLabel={t('orderDetail.cancel')}
        cancelLabel={t('orderDetail.keep')}
        onConfirm={() => {
          setAsking(false);
          void act('cancel');
        }}
        parts={confirmParts}
        onCancel={() => setAsking(false)}
      />
    </article>
  );
}
