/**
 * @summary The cart page: every line with its quantity stepper, remove and a checkbox to
 * choose what goes to checkout, the coupon code, and the server's totals. Quantity changes
 * show at once and are saved after a short pause; a change the server refuses goes back to
 * the last saved quantity with the reason, and no line is ever dropped by a failed request.
 * Other tabs and other cart elements on the page stay in step.
 *
 * @attr {string} checkout-href - Where 'Check out' goes. Default `/checkout/information`
 *   under the language prefix.
 * @attr {string} continue-href - Where 'Continue shopping' goes. Default the home page.
 *
 * @data {cart, totals?} - The shopper's cart (as cart/list answers) and its totals (as
 *   checkout/summary answers): the server draws the lines, and the browser starts from them
 *   (nothing is fetched again until the cart changes).
 *
 * @slot - Shown while the cart is loading, when the element has no data; a loading indicator
 *   when empty.
 *
 * @csspart lines - The list of lines.
 * @csspart line - Each line.
 * @csspart coupon - The coupon form or the applied coupon.
 * @csspart totals - Subtotal, discount and total.
 * @csspart checkout - The 'Check out' link.
 * @csspart empty - The empty state.
 *
 * @cssproperty --shop-primary-color - The 'Check out' button and the checkboxes.
 * @cssproperty --shop-border-color - The lines' separators.
 *
 * @event shop:cart-update - A line changed on the server; `detail` is {action, sku?, cart}.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { analytics } from '../../runtime/analytics';
import type { Cart as CartData, CheckoutTotals } from '../../runtime/api/types';
import { loadCart, selectLines } from '../../runtime/cart-lines';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../input/define';
import '../loading/define';
import { CouponForm } from '../shared/coupon-form';
import { useDrawnView } from '../shared/drawn-view';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useServedCart } from '../shared/use-served-cart';
import { useMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { useTotals } from '../shared/use-totals';
import { CartLine } from '../shared/cart-line';

export const cartProps = {
  checkoutHref: string(),
  continueHref: string(),
};

export type CartProps = PropsOf<typeof cartProps>;

export function Cart({ checkoutHref, continueHref }: CartProps) {
  const { t, locale } = useT();
  const money = useMoney();
  // What the server drew (its data) until the browser's cart is known.
  const served = useElementData<{ cart: CartData; totals?: CheckoutTotals }>();
  const { cart, status, pending } = useServedCart(served?.cart);
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  // The discount and total come from the server for what is selected now; the count and
  // subtotal are the server's (pending quantities do not change them), so this refetches
  // once per saved change, not per click.
  const { totals, setTotals } = useTotals(undefined, undefined, t('http.unknown'), cart ? `${cart.count}|${cart.subtotal}` : '', served?.totals);

  // Drawn by the server with the shopper's cart, the page reported the view without this code.
  const { view, drawn: viewDrawn } = useDrawnView('view_cart', served?.cart && { items: served.cart.lines, value: served.cart.subtotal });
  useEffect(() => {
    void loadCart().then((loaded) => loaded && !viewDrawn && analytics('view_cart', { items: loaded.lines, value: loaded.subtotal }));
  }, []);

  // The page's own content stays until the cart is known; the spinner only when the page gave
  // none. A cart the server drew stays while the browser's loads.
  if (!cart && (status === 'loading' || status === 'idle')) {
    return (
      <slot>
        <shop-loading />
      </slot>
    );
  }
  if (status === 'failed' && !cart) {
    return (
      <div className="failed" role="alert">
        <p>{t('cart.loadFailed')}</p>
        <button type="button" className="secondary" onClick={() => void loadCart()}>
          {t('payment.retry')}
        </button>
      </div>
    );
  }
  const lines = cart?.lines ?? [];
  const home = continueHref ?? shopHref(withLanguage('/', prefix));
  if (lines.length === 0) {
    return (
      <>
        <shop-empty part="empty" message={t('cart.empty')}>
          <a className="secondary" href={home}>
            {t('cart.continue')}
          </a>
        </shop-empty>
        {view}
      </>
    );
  }

  const selected = lines.filter((l) => l.selected);
  const all = selected.length === lines.length;
  const details = totals.state === 'ready' ? totals.totals : undefined;
  const checkout = checkoutHref ?? shopHref(withLanguage('/checkout/information', prefix));
  return (
    <div className="cart">
      <div className="head">
        <label className="all">
          <input type="checkbox" checked={all} ref={(box) => {
              if (box) box.indeterminate = !all && selected.length > 0;
            }} onChange={() => void selectLines(lines.map((l) => l.sku), !all)} />
          {t('cart.selectAll')}
        </label>
        <p className="visually-hidden" role="status">
          {t(new Intl.PluralRules(locale).select(cart?.count ?? 0) === 'one' ? 'cart.countOne' : 'cart.count', cart?.count ?? 0)}
        </p>
      </div>
      <ul part="lines" className="lines">
        {lines.map((line) => (
          <CartLine key={line.sku} line={line} pending={pending.has(line.sku)} selectable />
        ))}
      </ul>
      <div className="foot">
        <CouponForm totals={details} onTotals={setTotals} />
        <dl part="totals" className="totals">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(details?.subtotal ?? cart?.subtotal ?? 0)}</dd>
          {details && details.discount > 0 && (
            <>
              <dt>{t('checkout.discount')}</dt>
              <dd>{`−${money(details.discount)}`}</dd>
            </>
          )}
          <dt className="total">{t('checkout.total')}</dt>
          <dd className="total">{money(details?.total ?? cart?.subtotal ?? 0)}</dd>
        </dl>
        <p className="note">{t('cart.shippingNote')}</p>
        {selected.length > 0 ? (
          <a part="checkout" className="primary" href={checkout}>
            {t('cart.checkout', selected.reduce((n, l) => n + l.quantity, 0))}
          </a>
        ) : (
          <p className="hint" role="status">
            {t('cart.chooseLines')}
          </p>
        )}
        <a className="link" href={home}>
          {t('cart.continue')}
        </a>
      </div>
      {view}
    </div>
  );
}
