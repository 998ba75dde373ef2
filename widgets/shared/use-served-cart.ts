/**
 * The cart an element draws (<shop-cart>, <shop-cart-drawer>): the one the server drew with (the
 * element's data) until the browser's is known, then the browser's. The cart stores are the
 * browser's alone, so a hydration reads them as the server did (no cart yet, idle, nothing
 * pending). On mount (before the hydration's commit is done) the browser's cart starts from the
 * served one and follows the socket.
 */
import { useLayoutEffect } from 'react';
import type { Cart } from '../../runtime/api/types';
import { $cart, $cartPending, $cartStatus, NO_PENDING, startFrom, watchCart } from '../../runtime/cart-lines';
import { useBrowserStore } from './use-browser-store';

export function useServedCart(served: Cart | undefined) {
  const cart = useBrowserStore($cart, undefined) ?? served;
  const status = useBrowserStore($cartStatus, 'idle');
  const pending = useBrowserStore($cartPending, NO_PENDING);
  // A layout effect: it runs before the hydration's own (a child's before its root's), where a
  // quantity typed before the code came is put back (widgets/shared/hydrate.ts restoreTyped) and
  // changes the cart, which must have started from the served one by then, or the change is lost.
  useLayoutEffect(() => {
    if (served) startFrom(served);
    watchCart();
  }, []);
  return { cart, status, pending };
}
