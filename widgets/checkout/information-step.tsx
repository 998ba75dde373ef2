/**
 * Step 2 of the checkout: contact e-mail (guests), shipping address (saved ones for signed-in
 * shoppers, the address form otherwise), shipping method for that address, coupon, summary.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { analytics, checkoutParams } from '../../runtime/analytics';
import { listAddresses } from '../../runtime/api/address';
import type { Address, ShippingMethod } from '../../runtime/api/types';
import { $checkout, updateCheckout } from '../../runtime/checkout';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { fromMinorUnits } from '../../runtime/money';
import { navigate } from '../../runtime/navigation/navigator';
import { readPaymentStep } from './next-step';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../address-form/define';
import '../address-modal/define';
import '../checkbox/define';
import '../empty/define';
import '../input/define';
import '../loading/define';
import { NoScriptField, textOf } from '../shared/auth-no-script-password';
import { CouponForm } from '../shared/coupon-form';
import { useDrawnView } from '../shared/drawn-view';
import { usePageSearch } from '../shared/render-context';
import { regionNamer } from '../shared/region-names';
import { useT } from '../shared/use-t';
import { useTotals } from '../shared/use-totals';
import { useMoney, useShopCurrency } from '../shared/use-money';
import { submitForm } from '../shared/submit-form';
import { useCheckoutData, useCheckoutSignedIn, useCheckoutState } from './checkout-data';
import { AddressText } from './address-text';
import { NoScriptAddress, NoScriptChoices } from './no-script';
import { OrderSummary, SummaryFold, summaryOf } from './order-summary';

type Load<T> = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/** A saved address on one line, its country by name in the page's language (not its code). */
export const formatAddress = (a: Address, regionName: (region: string) => string) =>
  [a.address, a.apartment, a.area, a.city, a.province, a.postalCode, a.country && regionName(a.country.toUpperCase())].filter(Boolean).join(', ');

export function InformationStep({ paymentHref }: { paymentHref: string }) {
  const { t, locale } = useT();
  // The server's ICU may name a region otherwise than the browser's: the choices keep the
  // server's words through the hydration (suppressHydrationWarning, ../shared/region-names.ts).
  const regionName = useMemo(() => regionNamer(locale), [locale]);
  const checkout = useCheckoutState();
  const signedIn = useCheckoutSignedIn();
  const served = useCheckoutData();
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  const currency = useShopCurrency();
  const search = usePageSearch();
  const money = useMoney();
  const root = useRef<HTMLDivElement>(null);
  const shippingTitle = useRef<HTMLHeadingElement>(null);
  const focusShipping = useRef(false);
  useEffect(() => {
    if (!focusShipping.current || !shippingTitle.current) return;
    focusShipping.current = false;
    shippingTitle.current.focus();
  });
  const emailRef = useRef<HTMLElement>(null);
  const addressFormRef = useRef<HTMLElement>(null);
  // 'Continue to payment' saved the address form: the step goes on once that address's methods are in.
  const continuing = useRef(false);
  const [addresses, setAddresses] = useState<Load<Address[]>>(() => (signedIn && served?.addresses ? { state: 'ready', data: served.addresses } : { state: 'idle' }));
  // A customer's address is the one chosen in this tab, else the first saved one (the default,
  // the same on the server, which knows no choice, and in the browser).
  const addressId = checkout.addressId ?? (signedIn && addresses.state === 'ready' ? addresses.data[0]?.id : undefined);
  // The server's shipping methods and totals are for that default with no method chosen: the
  // first state only when this render asks for just that (always so in a hydration).
  // The server's methods and totals are for its address (the draft's, else the first saved one)
  // and the draft's method: the first state only when this render asks for just that.
  const [servedFor] = useState(() => {
    const address = served?.totals?.address?.id ?? served?.addresses?.[0]?.id;
    return {
      methods: served?.shipping && addressId !== undefined && addressId === address ? addressId : undefined,
      totals: served?.totals && checkout.shippingMethod === served.draft?.shippingMethod && (served.totals.address?.id ?? undefined) === addressId ? served.totals : undefined,
    };
  });
  const [methods, setMethods] = useState<Load<ShippingMethod[]>>(() => (servedFor.methods !== undefined && served?.shipping ? { state: 'ready', data: served.shipping } : { state: 'idle' }));
  const keepServedMethods = useRef(servedFor.methods !== undefined);
  // A saved address asks for its methods again, even under the same id (an edited one).
  const [savedCount, setSavedCount] = useState(0);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState('');
  // The address just saved from this step's form: shown in words at once, not when the totals
  // for it come back (until then the form stayed, and 'Continue' saved it a second time).
  const [saved, setSaved] = useState<Address>();
  const { totals, setTotals } = useTotals(addressId, checkout.shippingMethod, t('http.unknown'), 0, servedFor.totals);
  // The checkout began: reported once per showing of this step, with the first totals that have lines.
  // Drawn by the server with its totals, the page reported it without this code.
  const { view, drawn: viewDrawn } = useDrawnView('begin_checkout', totals.state === 'ready' && totals.totals.lines.length ? checkoutParams(totals.totals) : undefined);
  const began = useRef(viewDrawn);
  useEffect(() => {
    if (began.current || totals.state !== 'ready' || !totals.totals.lines.length) return;
    began.current = true;
    analytics('begin_checkout', checkoutParams(totals.totals));
  }, [totals]);

  // The saved addresses are known: a chosen one that is gone gives way to the first.
  const keepListed = (list: Address[]) => {
    const stored = $checkout.get().addressId;
    if (!list.some((a) => a.id === stored) && list[0]) updateCheckout({ addressId: list[0].id, shippingMethod: undefined });
  };
  const loadAddresses = () => {
    if (!signedIn) return;
    setAddresses({ state: 'loading' });
    listAddresses({ quiet: true }).then(
      (list) => {
        setAddresses({ state: 'ready', data: list });
        keepListed(list);
      },
      (error) => setAddresses({ state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') }),
    );
  };
  // The server's list is not fetched again (a saved address fetches it, below).
  const keepServedAddresses = useRef(addresses.state === 'ready');
  useEffect(() => {
    if (keepServedAddresses.current && addresses.state === 'ready') {
      keepServedAddresses.current = false;
      return keepListed(addresses.data);
    }
    keepServedAddresses.current = false;
    loadAddresses();
  }, [signedIn]);

  useEffect(() => {
    const kept = keepServedMethods.current && addressId === servedFor.methods;
    keepServedMethods.current = false;
    if (kept) return;
    if (!addressId) return setMethods({ state: 'idle' });
    const controller = new AbortController();
    setMethods({ state: 'loading' });
    post<ShippingMethod[]>('checkout/shipping', { addressId }, { signal: controller.signal, quiet: true }).then(
      (list) => {
        setMethods({ state: 'ready', data: list });
        if (continuing.current) {
          // The one button saved the address: the first method (as listed, the shop's first
          // choice) is taken unless one was chosen, and the step goes on, as it would have had
          // the shopper pressed 'Use this address', picked it and pressed 'Continue to payment'.
          continuing.current = false;
          const method = list.some((m) => m.code === checkout.shippingMethod) ? checkout.shippingMethod : list[0]?.code;
          if (method) return void goOn(method);
          focusShipping.current = true;
          return;
        }
        if (checkout.shippingMethod && !list.some((m) => m.code === checkout.shippingMethod)) updateCheckout({ shippingMethod: undefined });
      },
      (error) => {
        if (controller.signal.aborted) return;
        continuing.current = false;
        setMethods({ state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') });
      },
    );
    return () => controller.abort();
  }, [addressId, savedCount]);

  // The form elements speak DOM events: choices, the e-mail and saved addresses.
  useEffect(() => {
    // Absent while the empty-cart state shows.
    const element = root.current;
    if (!element) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLElement & { value?: string };
      const name = target.getAttribute('name');
      if (name === 'email') updateCheckout({ email: String(target.value ?? '').trim() });
      if (name === 'addressId') updateCheckout({ addressId: Number(target.getAttribute('value')), shippingMethod: undefined });
      if (name === 'shippingMethod') updateCheckout({ shippingMethod: target.getAttribute('value') ?? undefined });
      setProblem('');
    };
    const onSaved = (event: Event) => {
      const address = (event as CustomEvent<Address>).detail;
      updateCheckout({ addressId: address.id, shippingMethod: undefined });
      setSaved(address);
      setSavedCount((n) => n + 1);
      setEditing(false);
      setAdding(false);
      loadAddresses();
      // The form (and its focused 'Use this address') gives way to the address in words: focus
      // goes on to the next thing to do, the shipping method, instead of falling to the page.
      focusShipping.current = true;
    };
    const onModalClose = () => setAdding(false);
    element.addEventListener('change', onChange);
    element.addEventListener('shop:address-save', onSaved);
    element.addEventListener('shop:address-modal-close', onModalClose);
    return () => {
      element.removeEventListener('change', onChange);
      element.removeEventListener('shop:address-save', onSaved);
      element.removeEventListener('shop:address-modal-close', onModalClose);
    };
  });

  // Set while the payment step's data is read: a second press goes nowhere twice.
  const going = useRef(false);
  const goOn = async (shippingMethod: string) => {
    if (going.current) return;
    going.current = true;
    updateCheckout({ shippingMethod });
    if (totals.state === 'ready') analytics('add_shipping_info', { ...checkoutParams(totals.totals), shipping_tier: shippingMethod });
    try {
      await readPaymentStep($checkout.get().addressId, shippingMethod);
      await navigate(paymentHref);
    } finally {
      going.current = false;
    }
  };

  const next = () => {
    // checkValidity, not reportValidity: the field shows the shop's message on `invalid`, and
    // the browser's own bubble would say the same thing a second time.
    const email = emailRef.current as (HTMLElement & { checkValidity(): boolean; value?: string }) | null;
    // The address form on show is part of this button's form: its fields are checked with the
    // e-mail (every missing one flagged at once, the first of all focused), then it is saved
    // and the step goes on; 'Use this address' is no step of its own.
    const addressForm = addressFormRef.current?.shadowRoot?.querySelector('form') ?? null;
    const emailValid = signedIn || !email || email.checkValidity();
    const addressValid = !addressForm || addressForm.checkValidity();
    if (!emailValid) return email!.focus();
    // The field is the truth when moving on: its change may have come before this step listened
    // (typed into the server's render before hydration), and the payment step needs the e-mail.
    if (!signedIn && email) updateCheckout({ email: String(email.value ?? '').trim() });
    if (addressForm) {
      if (!addressValid) return addressForm.querySelector<HTMLElement>(':invalid')?.focus();
      continuing.current = true;
      return submitForm(addressForm);
    }
    // The store, not this render's copy: a method picked a moment ago (a key, then Enter at
    // once; a busy phone) is chosen before React has drawn it, and must not read as "none".
    const chosen = $checkout.get().shippingMethod;
    if (!addressId) return setProblem(t('validation.select', t('checkout.address')));
    if (!chosen) return setProblem(t('validation.select', t('checkout.shippingMethod')));
    void goOn(chosen);
  };

  // Nothing to buy: say so at the start, with the way back, rather than at 'Place order'.
  if (totals.state === 'ready' && totals.totals.lines.length === 0) {
    return (
      <shop-empty part="empty" message={t('checkout.emptyCart')}>
        <a className="secondary" href={shopHref(withLanguage('/', prefix))}>
          {t('cart.continue')}
        </a>
      </shop-empty>
    );
  }

  const current = saved && saved.id === addressId ? saved : totals.state === 'ready' ? totals.totals.address : null;
  // Without JavaScript the step is a form posting to the host (`@data` actions), with plain
  // fields of its own (the elements keep theirs in their shadow roots, which a post does not
  // carry); with it, nothing posts natively and the elements do the work.
  const actions = served?.actions;
  const posted = { values: served?.values ?? {}, errors: served?.errors ?? {} };
  const typed = (name: string, fallback = '') => textOf(posted.values[name]) ?? fallback;
  const fieldError = (name: string) => textOf(posted.errors[name]);
  // Without JavaScript, the recap's 'Change' is a link to the step with the address form (`?change=address`).
  const changing = Boolean(actions) && new URLSearchParams(search).get('change') === 'address';
  const addressForm = (
    <>
      <shop-address-form ref={addressFormRef} className={actions ? 'scripted' : undefined} no-default address={current ? JSON.stringify(current) : undefined} submit-label={t('checkout.useAddress')} />
      {actions && <NoScriptAddress typed={typed} error={fieldError} address={current} />}
    </>
  );
  // The summary and the coupon field: in the side column from md up, folded above the step on a phone.
  const side = (folded: boolean) => (
    <>
      {totals.state === 'ready' && (
        <>
          <OrderSummary totals={summaryOf(totals.totals)} titled={!folded} />
          <CouponForm totals={totals.totals} onTotals={setTotals} />
        </>
      )}
      {totals.state === 'loading' && <shop-loading />}
      {totals.state === 'failed' && <p role="alert" className="problem">{totals.message}</p>}
    </>
  );
  const Main = actions ? 'form' : 'div';
  const formProps = actions ? { method: 'post', action: actions.information, noValidate: true, onSubmit: (event: FormEvent) => event.preventDefault() } : {};
  return (
    <div ref={root} className="step information">
      <SummaryFold total={totals.state === 'ready' ? totals.totals.total : undefined} open={totals.state === 'failed'}>
        {side(true)}
      </SummaryFold>
      <Main className="main" {...formProps}>
        {!signedIn && (
          <section className="block" aria-labelledby="contact-title">
            <h2 id="contact-title" className="section-title">
              {t('checkout.contact')}
            </h2>
            <shop-input ref={emailRef} className={actions ? 'scripted' : undefined} name="email" type="email" label={t('checkout.email')} autocomplete="email" required value={checkout.email ?? ''} />
            {actions && <NoScriptField name="email" type="email" label={t('checkout.email')} autoComplete="email" required error={fieldError('email')} defaultValue={typed('email', checkout.email ?? '')} />}
          </section>
        )}
        <section className="block" aria-labelledby="address-title">
          <h2 id="address-title" className="section-title">
            {t('checkout.address')}
          </h2>
          {signedIn ? (
            <>
              {addresses.state === 'failed' && <p role="alert" className="problem">{addresses.message}</p>}
              {addresses.state === 'ready' && addresses.data.length === 0 && addressForm}
              {addresses.state === 'ready' && addresses.data.length > 0 && (
                <fieldset className={actions ? 'choices scripted' : 'choices'}>
                  <legend className="visually-hidden">{t('checkout.address')}</legend>
                  {addresses.data.map((a) => (
                    <shop-checkbox key={a.id} type="radio" variant="apply" name="addressId" value={String(a.id)} label={`${a.firstName} ${a.lastName} · ${a.countryCode} ${a.phone}`} description={formatAddress(a, regionName)} checked={a.id === addressId || undefined} suppressHydrationWarning />
                  ))}
                </fieldset>
              )}
              {actions && addresses.state === 'ready' && addresses.data.length > 0 && (
                <NoScriptChoices legend={t('checkout.address')} name="addressId" chosen={String(addressId ?? '')} error={fieldError('addressId')} choices={addresses.data.map((a) => ({ value: String(a.id), label: `${a.firstName} ${a.lastName} · ${a.countryCode} ${a.phone}`, description: formatAddress(a, regionName) }))} />
              )}
              {addresses.state === 'ready' && addresses.data.length > 0 && (
                <button type="button" className="secondary scripted" onClick={() => setAdding(true)}>
                  {t('checkout.addAddress')}
                </button>
              )}
              <shop-address-modal open={adding || undefined} />
            </>
          ) : current && !editing && !changing ? (
            <div className="recap">
              <p className="recap-text">
                <strong>{`${current.firstName} ${current.lastName}`}</strong>
                <br />
                <AddressText address={current} />
                <br />
                {`${current.countryCode} ${current.phone}`}
              </p>
              <button type="button" className="link scripted" onClick={() => setEditing(true)}>
                {t('checkout.change')}
              </button>
              {actions && (
                <a className="link no-script" href={`${actions.information}?change=address`}>
                  {t('checkout.change')}
                </a>
              )}
            </div>
          ) : (
            addressForm
          )}
        </section>
        <section className="block" aria-labelledby="shipping-title">
          <h2 id="shipping-title" className="section-title" ref={shippingTitle} tabIndex={-1}>
            {t('checkout.shippingMethod')}
          </h2>
          {methods.state === 'idle' && <p className="muted">{t('checkout.shippingAfterAddress')}</p>}
          {methods.state === 'loading' && <shop-loading />}
          {methods.state === 'failed' && <p role="alert" className="problem">{methods.message}</p>}
          {methods.state === 'ready' && methods.data.length === 0 && <p role="alert" className="problem">{t('checkout.shippingUnavailable')}</p>}
          {methods.state === 'ready' && methods.data.length > 0 && (
            <fieldset className={actions ? 'choices scripted' : 'choices'}>
              <legend className="visually-hidden">{t('checkout.shippingMethod')}</legend>
              {methods.data.map((m) => (
                <shop-checkbox key={m.code} type="radio" variant="shipping-plan" name="shippingMethod" value={m.code} label={m.name} description={t('checkout.days', m.days)} price={fromMinorUnits(m.fee, currency)} currency={currency} checked={m.code === checkout.shippingMethod || undefined} />
              ))}
            </fieldset>
          )}
          {actions && methods.state === 'ready' && methods.data.length > 0 && (
            <NoScriptChoices legend={t('checkout.shippingMethod')} name="shippingMethod" chosen={typed('shippingMethod', checkout.shippingMethod ?? '')} error={fieldError('shippingMethod')} choices={methods.data.map((m) => ({ value: m.code, label: m.name, description: t('checkout.days', m.days), price: m.fee === 0 ? t('field.free') : money(m.fee) }))} />
          )}
        </section>
        {problem && (
          <p role="alert" className="problem">
            {problem}
          </p>
        )}
        {actions && served?.formError && (
          <p role="alert" className="problem no-script">
            {served.formError}
          </p>
        )}
        {/* With a form, the paragraph itself goes where scripting is off: no empty row in the grid. */}
        <p className={actions ? 'actions scripted' : 'actions'}>
          <button type="button" className="primary scripted" onClick={next}>
            {t('checkout.toPayment')}
          </button>
        </p>
        {actions ? (
          <p className="actions no-script">
            <button type="submit" className="primary">
              {t('checkout.toPayment')}
            </button>
          </p>
        ) : (
          <p className="no-script">{t('checkout.needsJs')}</p>
        )}
      </Main>
      <aside className="side">{side(false)}</aside>
      {view}
    </div>
  );
}
