/**
 * A shopper going on from the information step with JavaScript reaches the payment step in-page,
 * and the server cannot draw what only this tab knows (the address and shipping method chosen
 * here): the step would draw its review and `<shop-payment>` its methods as they load, and 'Place
 * order' would move ~200 px down under the shopper's pointer. The information step reads both
 * before it goes on and hands them over, so the step comes whole.
 */
import type { CheckoutTotals, PaymentMethod } from '../../runtime/api/types';
import { post } from '../../runtime/http/client';
import { readTotals } from '../shared/use-totals';

/**
 * Where `<shop-payment>` (widgets/payment/payment.tsx) finds the methods handed to it: a
 * registered symbol on the global, as that element's code is a chunk of its own (a module shared
 * by the two would be a shared chunk for a few lines).
 */
const HANDED_METHODS = Symbol.for('shop-elements.handed-payment-methods');

type Handed = { addressId: number | undefined; shippingMethod: string; totals: CheckoutTotals };
let handed: Handed | undefined;

/** Reads the payment step's totals and methods (a failure is the step's own to show, as before). */
export async function readPaymentStep(addressId: number | undefined, shippingMethod: string): Promise<void> {
  const [totals, methods] = await Promise.all([
    readTotals(addressId, shippingMethod).catch(() => undefined),
    post<PaymentMethod[]>('checkout/payment', {}, { quiet: true }).catch(() => undefined),
  ]);
  handed = totals && typeof totals === 'object' && Array.isArray(totals.lines) ? { addressId, shippingMethod, totals } : undefined;
  (globalThis as Record<symbol, unknown>)[HANDED_METHODS] = Array.isArray(methods) ? methods : undefined;
}

/**
 * The totals handed over for these choices, until the payment step that shows them goes. (Read
 * at each render: a step drawn by the server first shows the server's choices, then this tab's.)
 */
export function handedTotals(addressId: number | undefined, shippingMethod: string | undefined): CheckoutTotals | undefined {
  return handed && handed.addressId === addressId && handed.shippingMethod === shippingMethod ? handed.totals : undefined;
}

export function forgetHandedTotals(): void {
  handed = undefined;
}
