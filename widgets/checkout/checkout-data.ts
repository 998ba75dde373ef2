/**
 * What <shop-checkout> is drawn with on the server (its `@data`), and how each step reads the
 * browser's own state so that its hydration render is the server's render.
 */
import type { Address, CheckoutTotals, Order, ShippingMethod } from '../../runtime/api/types';
import { $checkout, type CheckoutState } from '../../runtime/checkout';
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
}

export const useCheckoutData = () => useElementData<CheckoutData>();

/** Signed in as the server saw it during a hydration, then as the browser's session says. */
export function useCheckoutSignedIn(): boolean {
  return useBrowserStore($signedIn, useCheckoutData()?.signedIn ?? false);
}

/**
 * Nothing stored. The choices made so far (e-mail, address, shipping, payment) are kept for the
 * tab in sessionStorage, which the server cannot read: it draws every step as if nothing were
 * stored, so a hydration's first render reads this too, and the stored choices apply in the
 * render right after. A default (the first saved address) is the same on both sides, derived
 * from the data, so a tab with nothing stored sees no change at all.
 */
const NOTHING_STORED: CheckoutState = {};

export function useCheckoutState(): CheckoutState {
  return useBrowserStore($checkout, NOTHING_STORED);
}
