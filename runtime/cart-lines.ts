/**
 * The cart's contents, shared by every cart element on the page and kept in step with other
 * tabs and the server.
 *
 * - `$cart` is the server's cart with the shopper's pending intents laid over it.
 * - Quantity changes are debounced per line; each carries a sequence number, and an answer
 *   to an older request never overwrites a newer intent. A failed change puts the line back
 *   to the last quantity the server confirmed (the line is never dropped) and says why.
 * - Removing waits for the server: a line leaves only once the server has let it go.
 * - Another tab's change (the cart count in localStorage), the socket's `cart/changed` and an
 *   add from this page (`shop:cart-update`) reload or replace the contents.
 */
import { atom } from 'nanostores';
import type { Cart, CartLine } from './api/types';
import { CART_QUANTITY_DEBOUNCE_MS, Code, StorageKey } from './constants';
import { ApiError, isShopError } from './errors';
import { post } from './http/client';
import { $cartNumber } from './session';
import { onSocketMessage } from './socket';
import { toast } from './toast';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const $cart = atom<Cart | undefined>(undefined);
export const $cartStatus = atom<CartStatus>('idle');
/** Nothing on its way: the pending set before any change (and what a server render shows). */
export const NO_PENDING: ReadonlySet<string> = new Set();
/** SKUs with a change on its way to the server. */
export const $cartPending = atom<ReadonlySet<string>>(NO_PENDING);

/** The last cart the server confirmed: where a failed change goes back to. */
let confirmed: Cart | undefined;
const intents = new Map<string, { quantity: number; seq: number; timer?: ReturnType<typeof setTimeout> }>();
let seq = 0;
let loading: Promise<Cart | undefined> | undefined;

function setPending(sku: string, pending: boolean): void {
  const next = new Set($cartPending.get());
  if (pending) next.add(sku);
  else next.delete(sku);
  $cartPending.set(next);
}

/** The server's cart with the quantities the shopper has asked for and not yet had confirmed. */
function withIntents(cart: Cart): Cart {
  if (intents.size === 0) return cart;
  return { ...cart, lines: cart.lines.map((line) => (intents.has(line.sku) ? { ...line, quantity: intents.get(line.sku)!.quantity } : line)) };
}

function accept(cart: Cart): void {
  confirmed = cart;
  $cart.set(withIntents(cart));
  $cartNumber.set(cart.count);
  $cartStatus.set('ready');
}

function announce(action: string, cart: Cart, sku?: string): void {
  document.dispatchEvent(new CustomEvent('shop:cart-update', { detail: { action, sku, cart, source: 'cart' }, bubbles: true, composed: true }));
}

/**
 * The cart the page was drawn with (the server's, for this shopper: a cart element's data):
 * the store's first value, so a change made before the browser's own request answers applies
 * to the lines on screen. Any cart the server sends later replaces it.
 */
export function startFrom(cart: Cart): void {
  if (!$cart.get()) accept(cart);
}

/** Fetches the cart; concurrent calls share one request. */
export function loadCart(): Promise<Cart | undefined> {
  if (loading) return loading;
  if (!$cart.get()) $cartStatus.set('loading');
  loading = post<Cart>('cart/list', {}, { quiet: true })
    .then((cart) => {
      // A success without a cart (a broken answer) fails like a refused request, instead of
      // throwing from here as an unhandled rejection.
      if (!cart || !Array.isArray(cart.lines)) throw new TypeError('cart/list answered no cart');
      accept(cart);
      return cart;
    })
    .catch(() => {
      if (!$cart.get()) $cartStatus.set('failed');
      return undefined;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Sets a line's quantity now (on screen) and on the server after a pause in the changes. */
export function setQuantity(sku: string, quantity: number): void {
  const line = $cart.get()?.lines.find((l) => l.sku === sku);
  if (!line) return;
  const wanted = Math.max(1, Math.min(quantity, line.stock || quantity));
  const previous = intents.get(sku);
  clearTimeout(previous?.timer);
  const intent = { quantity: wanted, seq: ++seq, timer: undefined as ReturnType<typeof setTimeout> | undefined };
  intents.set(sku, intent);
  $cart.set(withIntents(confirmed ?? $cart.get()!));
  setPending(sku, true);
  intent.timer = setTimeout(() => void sendQuantity(sku, intent.seq, wanted), CART_QUANTITY_DEBOUNCE_MS);
}

async function sendQuantity(sku: string, mySeq: number, quantity: number): Promise<void> {
  const latest = () => intents.get(sku)?.seq === mySeq;
  try {
    const cart = await post<Cart>('cart/update', { sku, quantity });
    if (!latest()) {
      // A newer intent is on its way; keep the server's other lines, not this line's old number.
      confirmed = cart;
      $cart.set(withIntents(cart));
      return;
    }
    intents.delete(sku);
    setPending(sku, false);
    accept(cart);
    announce('update', cart, sku);
  } catch (error) {
    if (!latest()) return;
    intents.delete(sku);
    setPending(sku, false);
    // Back to what the server last confirmed: the line stays, with its confirmed quantity.
    if (confirmed) $cart.set(withIntents(confirmed));
    if (error instanceof ApiError && error.code === Code.fail) toast(error.userMessage, { type: 'error' });
  }
}

/** Removes lines once the server agrees; until then they stay, marked pending. */
export async function removeLines(skus: string[]): Promise<boolean> {
  for (const sku of skus) setPending(sku, true);
  try {
    const cart = await post<Cart>('cart/remove', { skus });
    for (const sku of skus) intents.delete(sku);
    accept(cart);
    announce('remove', cart);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.fail) toast(error.userMessage, { type: 'error' });
    return false;
  } finally {
    for (const sku of skus) setPending(sku, false);
  }
}

/** Selects lines for checkout: shown at once, put back if the server refuses. */
export async function selectLines(skus: string[], selected: boolean): Promise<void> {
  const before = $cart.get();
  if (before) $cart.set({ ...before, lines: before.lines.map((l: CartLine) => (skus.includes(l.sku) ? { ...l, selected } : l)) });
  try {
    const cart = await post<Cart>('cart/select', { skus, selected });
    accept(cart);
    announce('select', cart);
  } catch (error) {
    if (confirmed) $cart.set(withIntents(confirmed));
    if (error instanceof ApiError && error.code === Code.fail) toast(error.userMessage, { type: 'error' });
    if (!isShopError(error)) throw error;
  }
}

let started = false;

/** Keeps `$cart` in step with this page's adds, other tabs and the server. Idempotent. */
export function watchCart(): void {
  if (started) return;
  started = true;
  document.addEventListener('shop:cart-update', (event) => {
    const detail = (event as CustomEvent<{ cart?: Cart; source?: string }>).detail;
    if (detail?.source !== 'cart' && detail?.cart) accept(detail.cart);
  });
  // Another tab changed the cart: its count in localStorage moved.
  window.addEventListener('storage', (event) => {
    if (event.key === StorageKey.cartNumber && $cart.get()) void loadCart();
  });
  onSocketMessage('cart/changed', () => {
    if ($cart.get()) void loadCart();
  });
}
