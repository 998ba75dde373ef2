/**
 * What <shop-checkout> is drawn with on the server (its `@data`), and how each step reads the
 * browser's own state so that its hydration render is the server's render.
 */
import { useEffect, useState } from 'react';
import type { Address, CheckoutTotals, Order, PaymentMethod, ShippingMethod } from '../../runtime/api/types';
import { $checkout, updateCheckout, type CheckoutState } from '../../runtime/checkout';
import { $signedIn } from '../../runtime/session';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';

export interface CheckoutData {
  /** Whether the page was asked for by a signed-in customer (else a guest). */
  signedIn: boolean;
  /** checkout/summary's answer (information: for the default address; payment: with no choice). */
  totals?: CheckoutTotals;
  /** address/list's answer (information step, signed in). */
  addresses?: Address[];
  /** checkout/shipping's answer for the first address (information step, signed in with addresses). */
  shipping?: ShippingMethod[];
  /** order/detail's answer (success step): null when the order is not the shopper's own. */
  order?: Order | null;
  /**
   * Where the steps post without JavaScript (the host's own routes): each step is then a native
   * form. Without them, checking out needs JavaScript.
   */
  actions?: { information: string; payment: string };
  /** The shopper's checkout so far as the host keeps it (what the steps' forms posted). */
  draft?: CheckoutState;
  /** payment: the Idempotency-Key the payment form posts (the same for a double submit). */
  placeKey?: string;
  /** payment: checkout/payment's answer (the methods to choose from without JavaScript). */
  payment?: PaymentMethod[];
  /** A refused post: what was typed, the messages at their fields, one for the whole step. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
  formError?: string;
}

export const useCheckoutData = () => useElementData<CheckoutData>();

/** Signed in as the server saw it during a hydration, then as the browser's session says. */
export function useCheckoutSignedIn(): boolean {
  return useBrowserStore($signedIn, useCheckoutData()?.signedIn ?? false);
}

/**
 * Nothing stored. The choices made so far (e-mail, address, shipping, payment) are kept for the
 * tab in sessionStorage, which the server cannot read: it draws every step with the host's
 * draft (`@data` draft: what the steps posted without JavaScript), else as if nothing were
 * stored, so a hydration's first render reads that too, and the stored choices apply in the
 * render right after. A tab with nothing stored goes on from the draft (a shopper who began
 * without JavaScript and turned it on), and adopts it. A default (the first saved address) is
 * the same on both sides, derived from the data, so a tab with nothing stored sees no change.
 */
const NOTHING_STORED: CheckoutState = {};
const CHOICES = ['email', 'addressId', 'shippingMethod', 'paymentMethod'] as const;
const chosenNothing = (state: CheckoutState) => CHOICES.every((key) => state[key] === undefined);

/** The draft's choices, well formed (the data is not trusted to be). */
function draftOf(data: CheckoutData | undefined): CheckoutState {
  const draft = data?.draft;
  if (!draft || typeof draft !== 'object') return NOTHING_STORED;
  const out: CheckoutState = {};
  if (typeof draft.email === 'string') out.email = draft.email;
  if (typeof draft.addressId === 'number') out.addressId = draft.addressId;
  if (typeof draft.shippingMethod === 'string') out.shippingMethod = draft.shippingMethod;
  if (typeof draft.paymentMethod === 'string') out.paymentMethod = draft.paymentMethod;
  return chosenNothing(out) ? NOTHING_STORED : out;
}

export function useCheckoutState(): CheckoutState {
  const data = useCheckoutData();
  // One value for the element's life: useBrowserStore's server state must not change.
  const [draft] = useState(() => draftOf(data));
  const state = useBrowserStore($checkout, draft);
  useEffect(() => {
    if (draft !== NOTHING_STORED && chosenNothing($checkout.get())) updateCheckout(draft);
  }, []);
  return chosenNothing(state) ? draft : state;
}
