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
  // A layout effect, so the cart has started from the served one before a quantity typed before
  // the code came reaches the line's onChange in this commit (React's own replay of a changed
  // field, or widgets/shared/hydrate.ts restoreTyped from the root's layout effect, which runs
  // after a child's); started later, setQuantity finds no line and the change is lost.
  useLayoutEffect(() => {
    if (served) startFrom(served);
    watchCart();
  }, []);
  return { cart, status, pending };
}
