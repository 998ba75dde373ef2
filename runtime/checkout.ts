/**
 * The shopper's checkout in progress: contact e-mail, address, shipping and payment method,
 * kept in sessionStorage so a reload or a step change keeps them (and another tab's checkout
 * does not interfere), and the one way an order is placed.
 *
 * Placing is idempotent end to end: the Idempotency-Key is made once per order intent and kept
 * until the server answers. A timeout or a dropped connection keeps it, so the retry gets the
 * first order back instead of a second one; a refusal (code 40: nothing was written) or a
 * success ends the intent. A second call while one is in flight gets the same promise.
 */
import { map } from 'nanostores';
import type { Cart, Order, PlaceOrderBody } from './api/types';
import { Code } from './constants';
import { ApiError } from './errors';
import { post } from './http/client';
import { $cartNumber } from './session';

export interface CheckoutState {
  email?: string;
  addressId?: number;
  shippingMethod?: string;
  paymentMethod?: string;
  /** The key of the order being placed; present from the first attempt until an answer. */
  idempotencyKey?: string;
}

const STORAGE_KEY = 'shop.checkout';

function load(): CheckoutState {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as CheckoutState;
  } catch {
    return {};
  }
}

export const $checkout = map<CheckoutState>(load());
$checkout.listen((state) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* private mode: the checkout still works for this page */
  }
});

export function updateCheckout(changes: Partial<CheckoutState>): void {
  $checkout.set({ ...$checkout.get(), ...changes });
}

export function resetCheckout(): void {
  $checkout.set({});
}

let placing: Promise<Order> | undefined;

export function placeOrder(body: PlaceOrderBody & { email?: string }): Promise<Order> {
  if (placing) return placing;
  const key = $checkout.get().idempotencyKey ?? crypto.randomUUID();
  updateCheckout({ idempotencyKey: key });
  placing = (async () => {
    try {
      const order = await post<Order>('checkout/place', body, { headers: { 'Idempotency-Key': key }, quiet: true });
      updateCheckout({ idempotencyKey: undefined });
      // The placed lines left the cart: every cart element and tab follows the new count.
      const cart = await post<Cart>('cart/list', {}, { quiet: true }).catch(() => undefined);
      if (cart) {
        $cartNumber.set(cart.count);
        document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action: 'place', cart }, bubbles: true, composed: true }));
      }
      return order;
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.fail) updateCheckout({ idempotencyKey: undefined });
      throw error;
    } finally {
      placing = undefined;
    }
  })();
  return placing;
}
