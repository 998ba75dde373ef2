/**
 * @summary The cart as a drawer: a button with the cart count (for the header) that opens a
 * modal dialog (WAI-ARIA APG dialog on the native <dialog>: focus moves in and stays there,
 * Escape closes, focus goes back) with the lines, their quantities, the subtotal and the way to
 * checkout. It opens by itself when something is added to the cart, unless told not to.
 *
 * @attr {boolean} open - Shows the drawer; removed again when it closes.
 * @attr {boolean} no-auto-open - Stays closed when something is added to the cart.
 * @attr {boolean} no-trigger - Hides the button (open it with the `open` attribute instead).
 * @attr {string} checkout-href - Where 'Check out' goes. Default `/checkout/information`.
 * @attr {string} cart-href - Where 'View cart' goes. Default `/cart`.
 *
 * @data {cart} - The shopper's cart (as cart/list answers): the server draws the count on the
 *   button and the lines in the closed drawer; the browser starts from them. Without
 *   JavaScript the button is a link to the cart page.
 *
 * @csspart trigger - The cart button.
 * @csspart count - The count badge on the button.
 * @csspart dialog - The drawer.
 * @csspart title - Its heading.
 * @csspart close - The close button.
 * @csspart lines - The list of lines.
 * @csspart checkout - The 'Check out' link.
 *
 * @cssproperty --shop-primary-color - The count badge and the 'Check out' button.
 * @cssproperty --shop-background-color - The drawer's background.
 *
 * @event shop:cart-drawer-toggle - The drawer opened or closed; `detail.open` says which.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { analytics } from '../../runtime/analytics';
import type { Cart } from '../../runtime/api/types';
import { loadCart } from '../../runtime/cart-lines';
import { withLanguage } from '../../runtime/routes';
import { $cartNumber, $languagePrefix } from '../../runtime/session';
import '../empty/define';
import '../loading/define';
import { DialogHead } from '../shared/dialog-head';
import { CartLine } from '../shared/cart-line';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { boolean, string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { useModal } from '../shared/use-modal';
import { shopHref } from '../../runtime/shop-address';
import { showModal } from '../../runtime/toast';
import { useServedCart } from '../shared/use-served-cart';
import { useMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';

export const cartDrawerProps = {
  open: boolean(),
  noAutoOpen: boolean(),
  noTrigger: boolean(),
  checkoutHref: string(),
  cartHref: string(),
};

export type CartDrawerProps = PropsOf<typeof cartDrawerProps>;

export function CartDrawer({ open, noAutoOpen, noTrigger, checkoutHref, cartHref }: CartDrawerProps) {
  const { t, locale } = useT();
  const money = useMoney();
  const host = useHost();
  // What the server drew (its data) until the browser's cart is known; these stores are the
  // browser's alone, so a hydration reads them as the server did.
  const served = useElementData<{ cart: Cart }>()?.cart;
  const count = useBrowserStore($cartNumber, served?.count ?? 0);
  const { cart, status, pending } = useServedCart(served);
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const show = () => {
    const element = dialog.current!;
    if (element.open) return;
    showModal(element);
    host.setAttribute('open', '');
    void loadCart().then((loaded) => loaded && analytics('view_cart', { items: loaded.lines, value: loaded.subtotal }));
    emit(host, 'shop:cart-drawer-toggle', { open: true });
  };

  useModal(dialog, open, show, (self) => {
    if (self) host.removeAttribute('open');
    emit(host, 'shop:cart-drawer-toggle', { open: false });
  });

  // In the commit, as useModal's opening is: a drawer drawn open hears the page change at once.
  useLayoutEffect(() => {
    const element = dialog.current!;
    // A click on the backdrop (outside the panel) closes, as shoppers expect of a drawer.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    // Leaving the page (the shell swaps the outlet, the header stays) closes the drawer.
    const onNavigate = () => element.open && element.close();
    element.addEventListener('click', onClick);
    document.addEventListener('shop:navigate', onNavigate);
    return () => {
      element.removeEventListener('click', onClick);
      document.removeEventListener('shop:navigate', onNavigate);
    };
  }, []);

  useEffect(() => {
    if (noAutoOpen) return;
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<{ action?: string; silent?: boolean }>).detail;
      // Buy now adds on its way to checkout: opening the drawer then would only flash.
      if (detail?.action === 'add' && !detail.silent) show();
    };
    document.addEventListener('shop:cart-update', onUpdate);
    return () => document.removeEventListener('shop:cart-update', onUpdate);
  }, [noAutoOpen]);

  const lines = cart?.lines ?? [];
  const cartPage = cartHref ?? shopHref(withLanguage('/cart', prefix));
  // The button's face; without JavaScript the same face is a link to the cart page.
  const face = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.4" fill="currentColor" />
        <circle cx="17" cy="19" r="1.4" fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t(new Intl.PluralRules(locale).select(count) === 'one' ? 'drawer.openOne' : 'drawer.open', count)}</span>
      {count > 0 && (
        <span part="count" className="count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  return (
    <>
      {!noTrigger && (
        <>
          <button type="button" part="trigger" className="trigger scripted" aria-haspopup="dialog" onClick={show}>
            {face}
          </button>
          <a className="trigger no-script" href={cartPage}>
            {face}
          </a>
        </>
      )}
      <dialog ref={dialog} part="dialog" className="drawer" aria-labelledby={titleId}>
        <div className="panel">
          <DialogHead titleId={titleId} title={t('drawer.title', count)} onClose={() => dialog.current!.close()} />
          <div className="body">
            {status === 'loading' && !cart && <shop-loading />}
            {status === 'failed' && !cart && (
              <p role="alert" className="problem">
                {t('cart.loadFailed')}
              </p>
            )}
            {cart && lines.length === 0 && <shop-empty message={t('cart.empty')} />}
            {lines.length > 0 && (
              <ul part="lines" className="lines">
                {lines.map((line) => (
                  <CartLine key={line.sku} line={line} pending={pending.has(line.sku)} selectable={false} />
                ))}
              </ul>
            )}
          </div>
          {lines.length > 0 && (
            <footer className="foot">
              <p className="subtotal">
                <span>{t('checkout.subtotal')}</span>
                <strong>{money(cart?.subtotal ?? 0)}</strong>
              </p>
              <a part="checkout" className="primary" href={checkoutHref ?? shopHref(withLanguage('/checkout/information', prefix))}>
                {t('drawer.checkout')}
              </a>
              <a className="secondary" href={cartPage}>
                {t('drawer.viewCart')}
              </a>
            </footer>
          )}
        </div>
      </dialog>
    </>
  );
}
