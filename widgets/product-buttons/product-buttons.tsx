/**
 * @summary What a shopper does with a product: a quantity stepper (1 to the stock), "Add to
 * cart", "Buy now" (adds, then goes to checkout) and a favourite toggle. Follows the variant
 * picked in the same product's <shop-product-spec>; a sold-out variant cannot be added and says
 * so. Honours the theme's product flags: `showCart: false` hides the cart part,
 * `showFavorite: false` the favourite.
 *
 * @attr {string} product - Required. The product's slug: the favourite and the picked variant belong to it.
 * @attr {string} sku - Required. The SKU code added until a variant is picked.
 * @attr {number} stock - Required. That SKU's stock (the most the stepper allows; 0 is sold out).
 * @attr {string} checkout-href - Where "Buy now" goes after adding. Default: the checkout's
 *   information step under the language prefix (`/checkout/information`).
 * @attr {boolean} no-buy-now - Hides "Buy now".
 * @attr {boolean} show-stock - Shows the picked variant's stock line ('In stock: 12' / 'Sold out')
 *   above the stepper, for a product page that has no <shop-product-interactive> (which draws its own).
 *
 * @slot - Server-rendered fallback (e.g. a plain form), shown until the element is defined.
 *
 * @data {addAction?: string, viewed?: ProductItem} - `addAction`: where the host takes a plain
 *   form post of `sku`, `quantity` and (for "Buy now") `then=checkout`: the buttons are then a
 *   form that buys without JavaScript (the demo shop's `/cart/add`). With JavaScript the element
 *   adds through the API as always. `viewed`: the page's product as `view_item` reports it
 *   (`{slug, name, sku, price, linePrice, category}`, what the page data's `product` and `sku`
 *   give): the drawn page reports it as it shows, without the element's code (docs/analytics.md).
 *
 * @csspart base - The wrapper.
 * @csspart stock - The stock line (with `show-stock`).
 * @csspart quantity - The stepper (its group).
 * @csspart quantity-input - The number field.
 * @csspart step - The − and + buttons.
 * @csspart add - The "Add to cart" button.
 * @csspart buy - The "Buy now" button.
 * @csspart favorite - The favourite toggle.
 * @csspart message - The sold-out or last-items note.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Background of "Add to cart", border of "Buy now", focus ring.
 * @cssproperty --shop-border-color - Border of the stepper.
 * @cssproperty --shop-error-color - Colour of the sold-out note and of a favourite's heart.
 * @cssproperty --shop-border-radius - Corners.
 * @cssproperty --shop-success-color - Colour of "In stock" (with `show-stock`).
 *
 * @event shop:cart-update - (on the document, from the runtime) the item was added; detail
 *   `{action: 'add', sku, quantity, cart}` with the server's cart.
 * @event shop:buy-now - Before "Buy now" leaves the page, after adding; detail `{sku, quantity,
 *   href}`. Cancelable: cancel it to stay (e.g. to open a cart drawer instead).
 * @event shop:favorite-change - The favourite was toggled and the server agreed; detail `{kind:
 *   'product', slug, favorite}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { analytics, type ProductItem } from '../../runtime/analytics';
import { $cartAdding, addToCart } from '../../runtime/cart';
import { $page, navigate } from '../../runtime/navigation/navigator';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { useDrawnView } from '../shared/drawn-view';
import { emit } from '../shared/emit';
import { FavoriteToggle, useFavorite } from '../shared/favorite-toggle';
import { useHost } from '../shared/host';
import { usePickedVariant } from '../shared/product-selection';
import { boolean, number, string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { useBrowserStore } from '../shared/use-browser-store';
import { useProductDisplay } from '../shared/use-product-display';
import { useT } from '../shared/use-t';
import { viewedItem } from './viewed-item';

/** The server takes at most 99 of a line (docs/api.md, cart/add). */
export const MAX_QUANTITY = 99;

export const productButtonsProps = {
  product: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be a product slug.') }),
  sku: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be a SKU code.') }),
  stock: number({ required: true, min: 0 }),
  checkoutHref: string(),
  noBuyNow: boolean(),
  showStock: boolean(),
};

/** The server adds nothing to a cart. */
const NOTHING_ADDING: Record<string, true | undefined> = {};

export type ProductButtonsProps = PropsOf<typeof productButtonsProps>;

/** The cart part's container: a form posting to `action` when the host takes one, else a plain group. */
function Buying({ action, children }: { action?: string; children: ReactNode }) {
  return action ? (
    <form className="buying" method="post" action={action}>
      {children}
    </form>
  ) : (
    <div className="buying">{children}</div>
  );
}

const clamp = (value: number, max: number) => Math.max(1, Math.min(max, Math.trunc(value) || 1));

export function ProductButtons({ product, sku: givenSku, stock: givenStock, checkoutHref, noBuyNow, showStock }: ProductButtonsProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const display = useProductDisplay();
  const prefix = useStore($languagePrefix);
  const picked = usePickedVariant(product);
  const code = picked?.code ?? givenSku;
  const stock = Math.max(0, picked?.stock ?? givenStock);
  const max = Math.max(1, Math.min(stock, MAX_QUANTITY));
  const adding = Boolean(useBrowserStore($cartAdding, NOTHING_ADDING)[code]);
  const [quantity, setQuantity] = useState(1);
  // What the field shows while the shopper types ('' or a number out of range until it is left).
  const [draft, setDraft] = useState<string | undefined>();
  const soldOut = stock === 0;
  const { favorite, busy: favoriteBusy, toggle } = useFavorite(host, 'product', product);
  const served = useElementData<{ addAction?: string; viewed?: ProductItem }>();
  const addAction = served?.addAction;

  // The product page's own product (its data, as the shop's product pages give it) was viewed:
  // once per page shown. Drawn by the server with it, the page reported it (without this code).
  const { view, drawn: viewDrawn } = useDrawnView('view_item', served?.viewed && { items: [served.viewed] });
  const viewReported = useRef(viewDrawn);
  const page = useStore($page);
  useEffect(() => {
    const item = viewedItem(page?.data, product);
    if (viewReported.current) viewReported.current = false;
    else if (item) analytics('view_item', { items: [item] });
  }, [page, product]);

  // Another variant (or a new stock) keeps the quantity where it still fits.
  useEffect(() => setQuantity((q) => clamp(q, max)), [max]);

  const commit = (value: number) => {
    setDraft(undefined);
    setQuantity(clamp(value, max));
  };
  const step = (by: number) => {
    setDraft(undefined);
    setQuantity((q) => clamp(q + by, max));
  };

  const add = async (buy: boolean) => {
    if (soldOut || adding) return;
    try {
      const line = (await addToCart({ sku: code, quantity }, { silent: buy })).lines?.find((l) => l.sku === code);
      if (line) analytics('add_to_cart', { items: [{ ...line, quantity }] });
    } catch {
      return; // the shopper was shown why; nothing changed
    }
    if (!buy) return;
    const href = checkoutHref ?? shopHref(`${prefix}/checkout/information`);
    if (emit(host, 'shop:buy-now', { sku: code, quantity, href }, { cancelable: true })) void navigate(href);
  };

  if (!display.showCart && !display.showFavorite) return null;
  const messageId = `${id}-message`;
  // A sold-out variant is said once: by the stock line when it is shown, else by the message.
  const saidByStock = soldOut && showStock;
  const message = soldOut ? (saidByStock ? '' : t('buttons.outOfStock')) : quantity >= stock && stock < MAX_QUANTITY ? t('buttons.maxReached', stock) : '';
  const stockId = `${id}-stock`;
  const describedBy = saidByStock ? stockId : message ? messageId : undefined;

  return (
    <div part="base" className="buttons" role="group" aria-label={t('buttons.label')}>
      {showStock && (
        // Polite: picking a variant says its stock (and that it is sold out) where it is shown.
        <p id={stockId} part="stock" className={soldOut ? 'stock out' : 'stock in'} aria-live="polite">
          {soldOut ? t('interactive.soldOut') : t('interactive.inStock', new Intl.NumberFormat(locale).format(stock))}
        </p>
      )}
      {display.showCart && (
        // A form only where the host takes its post (its data): then it buys without JavaScript.
        // With JavaScript the clicks add through the API, and the form is never submitted.
        <Buying action={addAction}>
          <input type="hidden" name="sku" value={code} />
          <div className="row">
            <div part="quantity" className="quantity" role="group" aria-labelledby={`${id}-qty`}>
              <span id={`${id}-qty`} className="visually-hidden">
                {t('buttons.quantity')}
              </span>
              <button type="button" part="step" className="step" aria-label={t('buttons.decrease')} disabled={soldOut || quantity <= 1} onClick={() => step(-1)}>
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              <input
                part="quantity-input"
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                step={1}
                aria-label={t('buttons.quantity')}
                aria-describedby={describedBy}
                disabled={soldOut}
                value={draft ?? String(quantity)}
                onChange={(event) => setDraft(event.currentTarget.value)}
                onBlur={(event) => commit(Number(event.currentTarget.value))}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter sets the quantity; it does not submit the form (adding is the button's).
                  event.preventDefault();
                  commit(Number(event.currentTarget.value));
                }}
              />
              <button type="button" part="step" className="step" aria-label={t('buttons.increase')} disabled={soldOut || quantity >= max} onClick={() => step(1)}>
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            {display.showFavorite && <FavoriteToggle pressed={favorite} busy={favoriteBusy} onToggle={toggle} label={t('buttons.favorite')} />}
          </div>
          <div className="actions">
            <button
              type="submit"
              part="add"
              className="add"
              disabled={soldOut}
              aria-disabled={adding || undefined}
              aria-describedby={describedBy}
              onClick={(event) => {
                event.preventDefault();
                void add(false);
              }}
            >
              {adding ? t('buttons.adding') : t('buttons.addToCart')}
            </button>
            {!noBuyNow && (
              <button
                type="submit"
                name="then"
                value="checkout"
                part="buy"
                className="buy"
                disabled={soldOut}
                aria-disabled={adding || undefined}
                aria-describedby={describedBy}
                onClick={(event) => {
                  event.preventDefault();
                  void add(true);
                }}
              >
                {t('buttons.buyNow')}
              </button>
            )}
          </div>
          <p id={messageId} part="message" className={soldOut ? 'message soldout' : 'message'} role="status">
            {message}
          </p>
        </Buying>
      )}
      {!display.showCart && display.showFavorite && <FavoriteToggle pressed={favorite} busy={favoriteBusy} onToggle={toggle} label={t('buttons.favorite')} />}
      {view}
    </div>
  );
}
