/**
 * @summary A guest's order from any device: the order number and the e-mail given at checkout,
 * then the order as its owner sees it: status and pay status in words, the lines with their
 * options in words, the amounts in the shop's currency, the delivery and payment methods and the
 * shipments with tracking numbers. The spec's e-mail rule is checked at the field; a wrong pair
 * gets the server's one message, which does not say which half was wrong. With both `number`
 * and `email` given (the order mail's or the success page's link), the order is looked up at
 * once. When found, focus goes to the order's heading and the result is announced.
 *
 * @attr {string} number - Prefills the order number.
 * @attr {string} email - Prefills the e-mail address.
 * @attr {string} action - Where the form posts natively (method post: number, email) on a page
 *   without JavaScript, when the host has such a route (the demo's page posts to its own
 *   address). With JavaScript the element looks the order up itself.
 *
 * @data `{order: Order}` (the API's order/lookup answer): the order a native post found, shown as
 *   after a look-up (nothing is fetched). Or `{values?: {number?: string, email?: string},
 *   errors?: {number?: string, email?: string}, formError?: string}`: what a refused native post
 *   came back with (the typed values, the messages at their fields and for the whole form).
 *   Either way the attributes' look-up on mount is skipped.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the element itself).
 *
 * @csspart card - The card around the form.
 * @csspart form - The form.
 * @csspart field - A field's frame (label, box, hint, error).
 * @csspart input - A field's input (also `number` or `email`).
 * @csspart form-error - A refusal that belongs to no field (no such order, too many tries, no connection).
 * @csspart submit - The look-up button.
 * @csspart order - The found order.
 * @csspart status-line - The order's status and pay status.
 * @csspart notice - The announcement that the order was found (a live region).
 * @csspart lines - The order lines.
 * @csspart totals - The amounts.
 * @csspart shipments - Shipments and tracking numbers.
 * @csspart again - The link back to the form for another order (the page's own address, so it
 *   works without JavaScript too).
 *
 * @cssproperty --shop-primary-color - Buttons, links and the focus ring.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-border-color - The card's border and section rules.
 *
 * @event shop:order-found - An order was found; detail `{order}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { lookupOrder } from '../../runtime/api/orders';
import type { Order } from '../../runtime/api/types';
import { contactEmail, firstIssue } from '../../runtime/validation';
import type { Problem } from '../shared/auth-form';
import { textOf } from '../shared/auth-no-script-password';
import { AuthSubmit } from '../shared/auth-submit';
import { AuthTextField } from '../shared/auth-text-field';
import { useAuthForm, type AuthFormRefusal } from '../shared/auth-use-form';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { OrderLines, OrderShipments, OrderTotals } from '../shared/order-parts';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { orderStatusKey, payStatusKey } from '../shared/status-words';
import { usePagePath } from '../shared/url-state';
import { useT } from '../shared/use-t';
import { useTimeZone } from '../shared/use-time-zone';

export const orderLookupProps = {
  number: string(),
  email: string(),
  action: string(),
};

export type OrderLookupProps = PropsOf<typeof orderLookupProps>;

const FIELDS = ['number', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** The element's data (@data): the order a native post found, or what a refused one came back with. */
export type OrderLookupData = { order: Order } | (AuthFormRefusal<Field> & { values?: Partial<Record<Field, string>> });

/** The found order of a server render's data (not trusted to be well formed: an order has its number and lines). */
function orderOf(data: OrderLookupData | undefined): Order | null {
  const order = data && 'order' in data ? data.order : undefined;
  return order && typeof order === 'object' && typeof order.number === 'string' && Array.isArray(order.products) && Array.isArray(order.shipments) ? order : null;
}

/**
 * The field checks, as message keys: each field's label when empty ('Order number is
 * required'), then the spec's e-mail rule (runtime/validation.ts, what the server checks too).
 */
export function lookupProblems(values: { number: string; email: string }, labels: { number: string; email: string }): Partial<Record<(typeof FIELDS)[number], Problem>> {
  const required = (label: string): Problem => ({ key: 'validation.required', args: [label] });
  const email = values.email.trim() === '' ? required(labels.email) : firstIssue(contactEmail, values.email);
  return {
    ...(values.number.trim() === '' ? { number: required(labels.number) } : {}),
    ...(email ? { email: { key: email.key, args: email.args } } : {}),
  };
}

export function OrderLookup({ number = '', email = '', action }: OrderLookupProps) {
  const { t } = useT();
  const host = useHost();
  const data = useElementData<OrderLookupData>();
  const found = orderOf(data);
  const refused = data && !('order' in data) ? data : undefined;
  const form = useAuthForm(FIELDS, refused);
  const [values, setValues] = useState(() => ({ number: textOf(refused?.values?.number) ?? number, email: textOf(refused?.values?.email) ?? email }));
  const [order, setOrder] = useState<Order | null>(found);
  // Focus goes to an order found here, not to the one the page came with.
  const [lookedUp, setLookedUp] = useState(false);
  const pagePath = usePagePath();
  // The server's data is the first look-up's answer: the attributes' look-up is not made again.
  const skipFirst = useRef(data !== undefined);
  const labels = { number: t('orderLookup.number'), email: t('orderLookup.email') };

  const find = async (wanted: { number: string; email: string }) => {
    if (!form.check(lookupProblems(wanted, labels))) return;
    await form.run(async () => {
      const found = await lookupOrder({ number: wanted.number.trim(), email: wanted.email.trim() }, { quiet: true });
      setOrder(found);
      setLookedUp(true);
      emit(host, 'shop:order-found', { order: found });
    });
  };

  // A link with both (the order mail, the success page) means "show me my order": one look-up.
  // Later attribute changes prefill the form again.
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    setValues({ number, email });
    setOrder(null);
    if (number.trim() && email.trim() && !lookupProblems({ number, email }, labels).email) void find({ number, email });
  }, [number, email]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.busy) void find(values);
  };

  const again = (event: MouseEvent) => {
    event.preventDefault();
    setOrder(null);
    // Back to the form, at the number to change.
    requestAnimationFrame(() => form.control('number')?.focus());
  };

  const lookupForm = (
    <div part="card" className="card">
      <form part="form" className="form" action={action} method={action ? 'post' : undefined} noValidate onSubmit={submit} onInput={form.edited} aria-busy={form.busy || undefined}>
        <p className="intro">{t('orderLookup.intro')}</p>
        <AuthTextField name="number" label={labels.number} value={values.number} onChange={(value) => setValues({ ...values, number: value })} error={form.errors.number} inputRef={form.field('number')} autoComplete="off" maxLength={100} />
        <AuthTextField name="email" label={labels.email} value={values.email} onChange={(value) => setValues({ ...values, email: value })} error={form.errors.email} inputRef={form.field('email')} autoComplete="email" inputMode="email" maxLength={254} />
        <AuthSubmit form={form} label={t('orderLookup.submit')} busyLabel={t('orderLookup.busy')} />
      </form>
    </div>
  );

  return (
    <>
      {order ? <Found order={order} focus={lookedUp} againHref={pagePath} onAgain={again} /> : lookupForm}
      {/* Always in the page, so the change is announced (a region added with its text often is not). */}
      <p part="notice" className="visually-hidden" role="status">
        {order ? t('orderLookup.found', order.number) : ''}
      </p>
    </>
  );
}

function Found({ order: o, focus, againHref, onAgain }: { order: Order; focus: boolean; againHref: string; onAgain: (event: MouseEvent) => void }) {
  const { t, locale } = useT();
  const id = useId();
  const timeZone = useTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaced the form that had focus: focus goes to the result, not to the body.
  useLayoutEffect(() => {
    if (focus) heading.current?.focus();
  }, []);
  const placed = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(o.createdAt));
  return (
    <article part="order" className="detail" aria-labelledby={`${id}-title`}>
      <h2 ref={heading} id={`${id}-title`} className="title" tabIndex={-1}>
        {t('orderDetail.title', o.number)}
      </h2>
      <p part="status-line" className="status-line">
        {t('orderDetail.statusLine', t(orderStatusKey(o.status)), t(payStatusKey(o.payStatus)))}
      </p>
      <p className="placed">{t('orderLookup.placedAt', placed)}</p>
      <OrderLines order={o} id={id} />
      <OrderTotals order={o} id={id} />
      <section className="section" aria-labelledby={`${id}-methods`}>
        <h3 id={`${id}-methods`} className="section-title">
          {t('orderDetail.methods')}
        </h3>
        <dl className="facts">
          <dt>{t('orderDetail.shippingMethod')}</dt>
          <dd>{o.shippingMethodName}</dd>
          <dt>{t('orderDetail.paymentMethod')}</dt>
          <dd>{o.paymentMethodName}</dd>
        </dl>
      </section>
      <OrderShipments order={o} id={id} />
      <p className="actions">
        <a part="again" className="button secondary" href={againHref} onClick={onAgain}>
          {t('orderLookup.another')}
        </a>
      </p>
    </article>
  );
}
