/**
 * Step 3 of the checkout: what will be sent where, the payment method, the summary with the
 * shipping fee, and 'Place order' (one order however often it is pressed: runtime/checkout.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { analytics, checkoutParams } from '../../runtime/analytics';
import { $checkout, placeOrder, updateCheckout } from '../../runtime/checkout';
import { isShopError } from '../../runtime/errors';
import { navigate } from '../../runtime/navigation/navigator';
import '../loading/define';
import '../payment/define';
import { textOf } from '../shared/auth-no-script-password';
import { useT } from '../shared/use-t';
import { AddressText } from './address-text';
import { useTotals } from '../shared/use-totals';
import { forgetHandedTotals, handedTotals } from './next-step';
import { useCheckoutData, useCheckoutSignedIn, useCheckoutState } from './checkout-data';
import { NoScriptChoices } from './no-script';
import { OrderSummary, SummaryFold, summaryOf } from './order-summary';

export function PaymentStep({ informationHref, successHref }: { informationHref: string; successHref: string }) {
  const { t } = useT();
  const checkout = useCheckoutState();
  const signedIn = useCheckoutSignedIn();
  // The server's totals are for the draft's choices (none without a draft): the first state only
  // when that is what this render asks for (always so in a hydration).
  const data = useCheckoutData();
  const served = data?.totals;
  const [first] = useState(() => (served && checkout.addressId === data?.draft?.addressId && checkout.shippingMethod === data?.draft?.shippingMethod ? served : undefined));
  // What the information step read for these choices as it went on (./next-step.ts), shown until
  // this step's own read for them answers: the step comes whole, nothing moves as it arrives.
  const handed = handedTotals(checkout.addressId, checkout.shippingMethod);
  useEffect(() => forgetHandedTotals, []);
  const root = useRef<HTMLDivElement>(null);
  const [placing, setPlacing] = useState(false);
  // State lags a render behind: ten quick clicks must see the first one at once.
  const inFlight = useRef(false);
  const [problem, setProblem] = useState('');
  const { totals } = useTotals(checkout.addressId, checkout.shippingMethod, t('http.unknown'), 0, first);
  const ready = Boolean(checkout.addressId && checkout.shippingMethod && (signedIn || checkout.email));
  // The first method is chosen unless the shopper picks another (<shop-payment> shows it so, and
  // says so once live; 'Place order' may come first).
  const firstMethod = Array.isArray(data?.payment) ? data.payment[0]?.code : undefined;

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onChange = (event: Event) => {
      updateCheckout({ paymentMethod: (event as CustomEvent<{ method: string }>).detail.method });
      setProblem('');
    };
    element.addEventListener('shop:payment-change', onChange);
    return () => element.removeEventListener('shop:payment-change', onChange);
  }, [ready]);

  const place = async () => {
    if (inFlight.current) return;
    const { addressId, shippingMethod, email } = $checkout.get();
    const paymentMethod = $checkout.get().paymentMethod ?? firstMethod;
    if (!paymentMethod) return setProblem(t('validation.select', t('payment.title')));
    inFlight.current = true;
    if (totals.state === 'ready') analytics('add_payment_info', { ...checkoutParams(totals.totals), payment_type: paymentMethod });
    setPlacing(true);
    setProblem('');
    try {
      const order = await placeOrder({ addressId: addressId!, shippingMethod: shippingMethod!, paymentMethod, ...(signedIn ? {} : { email }) });
      const url = new URL(successHref, location.href);
      url.searchParams.set('number', order.number);
      await navigate(url.href);
    } catch (error) {
      setProblem(isShopError(error) ? error.userMessage : t('http.unknown'));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  const own = totals.state === 'ready' ? totals.totals : undefined;
  // (A choice not made in this tab, a customer's first address, is whatever the server took.)
  const ownForChoices = own && (checkout.addressId === undefined || own.address?.id === checkout.addressId) && (checkout.shippingMethod === undefined || own.shippingMethod?.code === checkout.shippingMethod);
  const details = ownForChoices ? own : (handed ?? own);
  // The summary: in the side column from md up, folded above the step on a phone.
  const summary = (folded: boolean) => (
    <>
      {details && <OrderSummary totals={summaryOf(details)} titled={!folded} />}
      {!details && totals.state === 'loading' && <shop-loading />}
      {totals.state === 'failed' && <p role="alert" className="problem">{totals.message}</p>}
    </>
  );
  const fold = (
    <SummaryFold total={details?.total} open={totals.state === 'failed'}>
      {summary(true)}
    </SummaryFold>
  );
  const side = <aside className="side">{summary(false)}</aside>;
  // What the server draws: the choices are the tab's (sessionStorage), unknown to it. Without
  // JavaScript this is where the shopper stays, and the information step says checkout needs it.
  if (!ready) {
    return (
      <div className="step payment">
        {fold}
        <div className="main">
          <p role="alert" className="problem">
            {t('checkout.informationFirst')}
          </p>
          <a className="link" href={informationHref}>
            {t('checkout.backToInformation')}
          </a>
        </div>
        {side}
      </div>
    );
  }

  // Without JavaScript the step is a form posting the method and the key the host drew into it
  // (the same key for a double submit: one order); with it, nothing posts natively.
  const actions = data?.actions;
  const Main = actions ? 'form' : 'div';
  const formProps = actions ? { method: 'post', action: actions.payment, noValidate: true, onSubmit: (event: FormEvent) => event.preventDefault() } : {};
  const methods = Array.isArray(data?.payment) ? data.payment : [];
  return (
    <div ref={root} className="step payment">
      {fold}
      <Main className="main" {...formProps}>
        {actions && data?.placeKey && <input type="hidden" name="idempotencyKey" value={textOf(data.placeKey) ?? ''} />}
        {details?.address && (
          <dl className="review">
            {!signedIn && (
              <>
                <dt>{t('checkout.contact')}</dt>
                <dd>{checkout.email}</dd>
              </>
            )}
            <dt>{t('checkout.shipTo')}</dt>
            <dd>
              <AddressText address={details.address} />
            </dd>
            <dt>{t('checkout.shippingMethod')}</dt>
            <dd>{details.shippingMethod?.name}</dd>
          </dl>
        )}
        <a className="link" href={informationHref}>
          {t('checkout.change')}
        </a>
        <section className="block">
          <shop-payment className={actions ? 'scripted' : undefined} value={checkout.paymentMethod} />
          {actions && methods.length > 0 && (
            <NoScriptChoices legend={t('payment.title')} name="paymentMethod" chosen={textOf(data?.values?.paymentMethod) ?? checkout.paymentMethod ?? firstMethod ?? ''} error={textOf(data?.errors?.paymentMethod)} choices={methods.map((m) => ({ value: m.code, label: m.name }))} />
          )}
        </section>
        {problem && (
          <p role="alert" className="problem">
            {problem}
          </p>
        )}
        <p className={actions ? 'actions scripted' : 'actions'}>
          <button type="button" part="place" className="primary scripted" aria-disabled={placing || undefined} onClick={() => void place()}>
            {placing ? t('checkout.placing') : t('checkout.place')}
          </button>
        </p>
        {actions && data?.formError && (
          <p role="alert" className="problem no-script">
            {textOf(data.formError)}
          </p>
        )}
        {actions && (
          <p className="actions no-script">
            <button type="submit" className="primary">
              {t('checkout.place')}
            </button>
          </p>
        )}
      </Main>
      {side}
    </div>
  );
}
