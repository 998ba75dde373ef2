/**
 * Adding to the cart (POST /cart/add). The server's answer is the whole cart: its `count`
 * becomes `$cartNumber` (stored locally, so other tabs follow), `shop:cart-update` is fired on
 * the document with that cart, and a toast says the item was added.
 *
 * One request per SKU at a time: a second add of the same SKU while the first is in flight
 * gets the first one's promise (a double click adds once). A refusal changes nothing; the
 * shopper sees the catalogue's message (the client toasts most of them; code 40, e.g. 'Not
 * enough stock: 2 left', is toasted here because an add button has no field to show it at).
 */
import { map } from 'nanostores';
import type { Cart, CartAddBody } from './api/types';
import { Code } from './constants';
import { ApiError } from './errors';
import { post } from './http/client';
import { ensureMessages, t } from './i18n';
import { $cartNumber } from './session';
import { toast } from './toast';

export interface CartUpdateDetail {
  action: 'add';
  sku: string;
  quantity: number;
  cart: Cart;
  /** Added on the way to checkout (buy now): nothing should open or announce it. */
  silent?: boolean;
}

/** The SKUs being added right now (true while their request is in flight). */
export const $cartAdding = map<Record<string, true | undefined>>({});

const inFlight = new Map<string, Promise<Cart>>();

export interface AddToCartOptions {
  /** No success toast (e.g. "buy now", which leaves the page at once). Failures are still shown. */
  silent?: boolean;
}

export function addToCart({ sku, quantity = 1 }: CartAddBody, options: AddToCartOptions = {}): Promise<Cart> {
  const pending = inFlight.get(sku);
  if (pending) return pending;
  const request = (async () => {
    try {
      const cart = await post<Cart>('/cart/add', { sku, quantity });
      if (typeof cart?.count === 'number') $cartNumber.set(cart.count);
      document.dispatchEvent(new CustomEvent<CartUpdateDetail>('shop:cart-update', { detail: { action: 'add', sku, quantity, cart, ...(options.silent ? { silent: true } : {}) }, bubbles: true, composed: true }));
      // (Its words may not be in yet: the host page's own script can add to the cart before any element is used.)
      if (!options.silent) void ensureMessages().then(() => toast(t('cart.added'), { type: 'success' }));
      return cart;
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.fail) toast(error.userMessage, { type: 'error' });
      throw error;
    } finally {
      inFlight.delete(sku);
      $cartAdding.setKey(sku, undefined);
    }
  })();
  inFlight.set(sku, request);
  $cartAdding.setKey(sku, true);
  return request;
}
