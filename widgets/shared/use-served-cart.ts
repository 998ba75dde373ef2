/**
 * The cart an element draws (<shop-cart>, <shop-cart-drawer>): the one the server drew with (the
 * element's data) until the browser's is known, then the browser's. The cart stores are the
 * browser's alone, so a hydration reads them as the server did (no cart yet, idle, nothing
 * pending). On mount the browser's cart starts from the served one and follows the socket.
 */
import { useEffect } from 'react';
import type { Cart } from '../../runtime/api/types';
import { $cart, $cartPending, $cartStatus, NO_PENDING, startFrom, watchCart } from '../../runtime/cart-lines';
import { useBrowserStore } from './use-browser-store';

export function useServedCart(served: Cart | undefined) {
  const cart = useBrowserStore($cart, undefined) ?? served;
  const status = useBrowserStore($cartStatus, 'idle');
  const pending = useBrowserStore($cartPending, NO_PENDING);
  useEffect(() => {
    if (served) startFrom(served);
    watchCart();
  }, []);
  return { cart, status, pending };
}
