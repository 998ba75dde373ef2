/**
 * @summary The payment step: the shop's payment methods (from `checkout/payment`) as a radio
 * group of cards, the first chosen unless `value` names another, and, once there is an order
 * to pay, the card form of the shop's card provider (number, expiry MM/YY, security code, each
 * checked before paying and again by the server, a refusal shown at its field) with a Pay
 * button. A declined card says so and can be tried again; a payment the provider has not
 * settled yet says it is pending. The Pay button does nothing while a payment is in flight, so
 * a double click never pays twice. A payment whose answer never came (timed out, cut off) reads
 * the order again: one paid all the same is shown paid.
 *
 * @attr {string} value - The method chosen at first (its code). Default: the first listed.
 * @attr {string} order - The order number to pay. Without it the element only chooses. With
 *   it, only the methods paid here (`card-methods`) are offered: an order placed for cash on
 *   delivery is paid by card, and then shows the card as its method.
 * @attr {number} amount - The amount due in minor units (cents), shown on the Pay button.
 * @attr {string} currency - ISO 4217 code of the amount. Defaults to the shop's currency.
 * @attr {string[]} card-methods - The methods paid by card number here (JSON). Default
 *   ["test-card"], the demo shop's test provider.
 *
 * @data {PaymentMethod[]} - The shop's payment methods, as checkout/payment answers them (in the
 *   page's language): the server draws them, and the browser does not ask again. Without data
 *   the server draws the loading state. Nested in another element's render (an unpaid order's
 *   pay section), it comes from that element's data, `elements: {'shop-payment': [...]}`.
 *
 * @csspart methods - The fieldset of methods.
 * @csspart card - The card form (number, expiry, security code).
 * @csspart pay - The Pay button.
 * @csspart status - The outcome (pending, declined).
 * @csspart no-script - Without JavaScript: the line saying paying needs it (the card form is hidden).
 * @csspart empty - 'No payment method available'.
 *
 * @cssproperty --shop-primary-color - The chosen card's border and the Pay button.
 * @cssproperty --shop-error-color - A declined payment.
 *
 * @event shop:payment-change - A method was chosen (also the first, taken for the shopper once
 *   the methods are known); `detail.method` is its code.
 * @event shop:payment-success - The order is paid; `detail` is the PayResult {payment, order}.
 * @event shop:payment-pending - The provider has not settled yet; `detail` is the PayResult.
 * @event shop:payment-declined - The card was declined; `detail` is {order, message}.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { orderDetail } from '../../runtime/api/orders';
import type { PaymentMethod, PayResult } from '../../runtime/api/types';
import { ApiError, isShopError, NetworkError, TimeoutError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { isCurrency } from '../../runtime/money';
import { cardDigits, cardProblems, type CardInput } from '../../runtime/validation';
import '../checkbox/define';
import '../empty/define';
import '../input/define';
import '../loading/define';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { useElementData } from '../shared/render-context';
import { json, number, string, type PropsOf } from '../shared/props';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';

export const paymentProps = {
  value: string(),
  order: string(),
  amount: number({ min: 0 }),
  currency: string({ check: (v) => (isCurrency(v) ? undefined : 'must be an ISO 4217 currency code such as "USD".') }),
  cardMethods: json<string[]>((v) => (Array.isArray(v) && v.every((m) => typeof m === 'string') ? undefined : 'must be a JSON array of method codes.'), { default: ['test-card'] }),
};

export type PaymentProps = PropsOf<typeof paymentProps>;

type Methods = { state: 'loading' } | { state: 'ready'; list: PaymentMethod[] } | { state: 'failed'; message: string };
type Outcome = { kind: 'idle' } | { kind: 'paying' } | { kind: 'pending' } | { kind: 'paid' } | { kind: 'declined'; message: string };
type CardField = keyof CardInput;
const CARD_FIELDS: CardField[] = ['card', 'expiry', 'cvc'];

/** widgets/checkout/next-step.ts's HANDED_METHODS (the same registered symbol; not imported: that module is the checkout's chunk). */
const HANDED_METHODS = Symbol.for('shop-elements.handed-payment-methods');
/** The methods the checkout handed over: read by a first render, forgotten once one is drawn. */
function handedMethods(): PaymentMethod[] | undefined {
  const list = (globalThis as Record<symbol, unknown>)[HANDED_METHODS];
  return Array.isArray(list) ? (list as PaymentMethod[]) : undefined;
}

export function Payment({ value, order, amount, currency, cardMethods }: PaymentProps) {
  const { t } = useT();
  const host = useHost();
  const money = useRecordedMoney();
  const legendId = useId();
  // The server's methods, when it drew them, else those the checkout read as it came to this
  // step (widgets/checkout/next-step.ts): the first state, not asked for again.
  const served = useElementData<PaymentMethod[]>();
  const [handed] = useState(handedMethods);
  useEffect(() => void delete (globalThis as Record<symbol, unknown>)[HANDED_METHODS], []);
  const given = Array.isArray(served) ? served : handed;
  const [methods, setMethods] = useState<Methods>(() => (given ? { state: 'ready', list: given } : { state: 'loading' }));
  const [chosen, setChosen] = useState(value ?? '');
  // A refused field's message (the browser's check or the server's answer), until it is edited.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  const cardRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const paying = useRef(false);
  const groupRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (attempt === 0 && given) return;
    const controller = new AbortController();
    setMethods({ state: 'loading' });
    post<PaymentMethod[]>('checkout/payment', {}, { signal: controller.signal, quiet: true }).then(
      (list) => setMethods({ state: 'ready', list }),
      (error) => {
        if (controller.signal.aborted) return;
        setMethods({ state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // With an order to pay, the methods are those paid here (an order placed for cash on delivery
  // is paid by card with 'Pay now'); the chosen one is the one asked for if it is among them,
  // else the first. Derived from the data alone: the server's choice is the hydration's.
  const all = methods.state === 'ready' ? methods.list : [];
  const payable = order ? all.filter((m) => cardMethods.includes(m.code)) : all;
  const list = payable.length ? payable : all;
  const method = list.some((m) => m.code === chosen) ? chosen : (list[0]?.code ?? '');
  // The host hears of the first method taken for the shopper, as of one they pick.
  useEffect(() => {
    if (method && method !== chosen) {
      setChosen(method);
      emit(host, 'shop:payment-change', { method });
    }
  }, [method]);

  // Editing a refused card field clears its message (an edit, not the `change` of leaving it:
  // focus moving to the first refused field must not clear the others).
  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const onEdit = (event: Event) => {
      const name = (event.target as HTMLElement).getAttribute('name') as CardField | null;
      if (name && CARD_FIELDS.includes(name)) setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors));
    };
    card.addEventListener('input', onEdit);
    return () => card.removeEventListener('input', onEdit);
  });

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const onChange = (event: Event) => {
      const method = (event.target as HTMLElement).getAttribute('value') ?? '';
      setChosen(method);
      setOutcome({ kind: 'idle' });
      emit(host, 'shop:payment-change', { method });
    };
    group.addEventListener('change', onChange);
    return () => group.removeEventListener('change', onChange);
  }, [methods.state]);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (paying.current || !order) return;
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    const data = new FormData(form);
    const input: CardInput = { card: String(data.get('card') ?? ''), expiry: String(data.get('expiry') ?? ''), cvc: String(data.get('cvc') ?? '') };
    // The same checks as the server's, before any attempt: every refused field says why.
    const problems = cardProblems(input, new Date());
    if (problems.length) {
      setFieldErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key)])));
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${problems[0]!.field}"]`)?.focus());
      return;
    }
    paying.current = true;
    setOutcome({ kind: 'paying' });
    try {
      const result = await post<PayResult>('order/pay', { number: order, card: cardDigits(input.card), expiry: input.expiry.trim(), cvc: input.cvc.trim(), method }, { quiet: true });
      setOutcome({ kind: result.payment === 'succeeded' ? 'paid' : 'pending' });
      emit(host, result.payment === 'succeeded' ? 'shop:payment-success' : 'shop:payment-pending', result);
    } catch (error) {
      // No answer (timed out, cut off): the payment may have gone through all the same. The order
      // says: a paid order is shown paid, not a failure to pay again (the server refuses that).
      if (error instanceof TimeoutError || error instanceof NetworkError) {
        const paidOrder = await orderDetail(order, { quiet: true }).then(
          (read) => (read.payStatus === 'paid' ? read : undefined),
          () => undefined,
        );
        if (paidOrder) {
          setOutcome({ kind: 'paid' });
          emit(host, 'shop:payment-success', { payment: 'succeeded', order: paidOrder } satisfies PayResult);
          return;
        }
      }
      const message = error instanceof ApiError || isShopError(error) ? error.userMessage : t('http.unknown');
      // A field the server refused shows its message there, and gets focus.
      const field = (error as { data?: { field?: string } } | null)?.data?.field as CardField | undefined;
      if (field && CARD_FIELDS.includes(field)) {
        setOutcome({ kind: 'idle' });
        setFieldErrors({ [field]: message });
        requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
        return;
      }
      setOutcome({ kind: 'declined', message });
      // Only the provider's refusal is a decline; a failed request leaves the order as it was.
      if (error instanceof ApiError && (error.data as { payment?: string } | null)?.payment === 'declined') emit(host, 'shop:payment-declined', { order, message });
    } finally {
      paying.current = false;
    }
  };

  if (methods.state === 'loading') return <shop-loading />;
  if (methods.state === 'failed' && methods.message !== t('checkout.noPaymentMethod')) {
    return (
      <div part="status" className="status error" role="alert">
        <p>{methods.message}</p>
        <button type="button" className="secondary" onClick={() => setAttempt(attempt + 1)}>
          {t('payment.retry')}
        </button>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <p part="empty" className="empty" role="status">
        {t('checkout.noPaymentMethod')}
      </p>
    );
  }

  const byCard = cardMethods.includes(method);
  const due = amount !== undefined ? money(amount, currency?.toUpperCase()) : undefined;
  return (
    <form className="payment" noValidate onSubmit={pay}>
      <fieldset ref={groupRef} part="methods" className="methods" aria-labelledby={legendId}>
        <legend id={legendId} className="legend">
          {t('payment.title')}
        </legend>
        {list.map((m) => (
          <shop-checkbox key={m.code} type="radio" variant="payment" name="paymentMethod" value={m.code} label={m.name} checked={m.code === method || undefined} required group-label={t('payment.title')} />
        ))}
      </fieldset>
      {order && byCard && (
        <div ref={cardRef} part="card" className="card scripted">
          <shop-input className="wide" name="card" label={t('payment.cardNumber')} required inputmode="numeric" autocomplete="cc-number" minlength={12} maxlength={23} hint={method === 'test-card' ? t('payment.testCards') : undefined} error={fieldErrors.card} />
          <shop-input name="expiry" label={t('payment.expiry')} required inputmode="numeric" autocomplete="cc-exp" maxlength={7} error={fieldErrors.expiry} />
          <shop-input name="cvc" label={t('payment.cvc')} required inputmode="numeric" autocomplete="cc-csc" maxlength={4} error={fieldErrors.cvc} />
          <button part="pay" className="pay wide" type="submit" aria-disabled={outcome.kind === 'paying' || outcome.kind === 'paid' || undefined}>
            {outcome.kind === 'paying' ? t('payment.paying') : due ? t('payment.payAmount', due) : t('payment.pay')}
          </button>
        </div>
      )}
      {order && byCard && (
        <p part="no-script" className="no-script">
          {t('payment.needsJs')}
        </p>
      )}
      <p part="status" className={`status ${outcome.kind}`} role={outcome.kind === 'declined' ? 'alert' : 'status'}>
        {outcome.kind === 'declined' ? outcome.message : outcome.kind === 'pending' ? t('payment.pending') : outcome.kind === 'paid' ? t('payment.paid') : ''}
      </p>
    </form>
  );
}
