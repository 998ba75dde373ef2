/**
 * @summary A product's quick view in a modal dialog (WAI-ARIA APG dialog on the native
 * <dialog>): picture, name, the buying block (<shop-product-interactive>: options, price, stock,
 * quantity, add to cart, buy now, favourite) and a link to the full page. Focus moves into it
 * and stays there, Escape or the close button closes it, and focus returns to what opened it.
 *
 * Three ways to open it: set the `open` attribute (or `el.open = true`); call `el.show()`
 * (`el.close()` closes); or give it `quick-view` and it opens for every `shop:quick-view`
 * event on the page (fired by <shop-product-list quick-view>, or by your own code with
 * `detail: {slug}`), loading that product from `product/detail`.
 *
 * @attr {boolean} open - Shows the dialog; removed again when it closes.
 * @attr {json} product - The product to show: `{"slug", "name", "images"?, "options", "skus",
 *   "selected"?}` (a product from the API fits; prices in minor units).
 * @attr {string} slug - A product to load (`product/detail`) when it opens, instead of `product`.
 * @attr {boolean} quick-view - Opens for `shop:quick-view` events on the page (see above).
 * @attr {string} currency - ISO 4217 code of the prices. Defaults to the shop's currency.
 *
 * @csspart dialog - The dialog.
 * @csspart title - The product's name (the dialog's heading).
 * @csspart close - The close button.
 * @csspart image - The picture frame.
 * @csspart interactive - The <shop-product-interactive> inside.
 * @csspart details - The link to the product's page.
 * @csspart loading - The <shop-loading> shown while the product loads.
 * @csspart problem - The message shown when the product could not be loaded.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-background-color - The dialog's background.
 * @cssproperty --shop-border-radius - The dialog's corners.
 * @cssproperty --shop-title-color - Colour of the name.
 *
 * @event shop:product-modal-open - The dialog opened; detail `{slug}`.
 * @event shop:product-modal-close - The dialog closed.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { analytics } from '../../runtime/analytics';
import { productDetail } from '../../runtime/api/catalogue';
import { isShopError } from '../../runtime/errors';
import { $languagePrefix } from '../../runtime/session';
import '../loading/define';
import '../product-interactive/define';
import { productInteractiveProps, type InteractiveProduct } from '../product-interactive/product-interactive';
import { checkSpec } from '../product-spec/variants';
import { DialogHead } from '../shared/dialog-head';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { contentHref } from '../shared/links';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { usePickedVariant } from '../shared/product-selection';
import { useModal } from '../shared/use-modal';
import { shopHref } from '../../runtime/shop-address';
import { showModal } from '../../runtime/toast';
import { useT } from '../shared/use-t';

export type ModalProduct = InteractiveProduct & { name: string; images?: string[] };

function checkProduct(value: unknown): string | undefined {
  const reason = checkSpec(value);
  if (reason) return reason;
  const p = value as Record<string, unknown>;
  if (typeof p.name !== 'string') return 'needs a "name".';
  if (p.images !== undefined && (!Array.isArray(p.images) || p.images.some((src) => typeof src !== 'string'))) return '"images" must be an array of image addresses.';
  return undefined;
}

export const productModalProps = {
  open: boolean(),
  product: json<ModalProduct>(checkProduct),
  slug: string(),
  quickView: boolean(),
  currency: productInteractiveProps.currency,
};

export type ProductModalProps = PropsOf<typeof productModalProps>;

/** The focused element, looking into shadow roots (the opener is often inside another element). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

type Loaded = { slug: string; state: 'loading' } | { slug: string; state: 'ready'; product: ModalProduct } | { slug: string; state: 'failed'; message: string };

export function ProductModal({ open, product, slug, quickView, currency }: ProductModalProps) {
  const { t } = useT();
  const host = useHost();
  const prefix = useStore($languagePrefix);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The product asked for by a shop:quick-view event (wins over the attributes until closed).
  const [asked, setAsked] = useState<{ slug: string; product?: ModalProduct } | undefined>();
  const [loaded, setLoaded] = useState<Loaded | undefined>();

  const wanted = asked?.slug ?? product?.slug ?? slug;
  const given = asked ? asked.product : product;
  const shown = given ?? (loaded?.state === 'ready' && loaded.slug === wanted ? loaded.product : undefined);

  useModal(
    dialog,
    open,
    () => {
      opener.current = deepActiveElement();
      showModal(dialog.current!);
      emit(host, 'shop:product-modal-open', { slug: wanted });
    },
    (self) => {
      // Through the property: clears `open` whether it was set as an attribute or a property.
      if (self) (host as HTMLElement & { open?: unknown }).open = undefined;
      setAsked(undefined);
      const back = opener.current;
      opener.current = null;
      // Native dialogs usually do this themselves; not into shadow roots everywhere, so make sure.
      if (back?.isConnected) back.focus();
      emit(host, 'shop:product-modal-close');
    },
  );

  // Opening by event: remember what was asked, then open as the attribute would. Listening from
  // the commit (a layout effect): a first render's passive effects wait for a later task, and a
  // quick view pressed before then (a slow phone) went unheard.
  useLayoutEffect(() => {
    if (!quickView) return;
    const onQuickView = (event: Event) => {
      const detail = (event as CustomEvent<{ slug?: unknown; product?: unknown }>).detail;
      if (event.defaultPrevented || !detail || typeof detail.slug !== 'string' || !detail.slug) return;
      // A full product in the event is used as it is; a summary (no SKUs) is loaded.
      const full = detail.product && !checkProduct(detail.product) ? (detail.product as ModalProduct) : undefined;
      setAsked({ slug: detail.slug, product: full });
      host.setAttribute('open', '');
    };
    document.addEventListener('shop:quick-view', onQuickView);
    return () => document.removeEventListener('shop:quick-view', onQuickView);
  }, [quickView]);

  // Load the product when it is open and only its slug is known.
  useEffect(() => {
    if (!open || given || !wanted) return;
    if (loaded?.slug === wanted && loaded.state !== 'failed') return;
    const controller = new AbortController();
    setLoaded({ slug: wanted, state: 'loading' });
    productDetail(wanted, { signal: controller.signal })
      .then((detail) => setLoaded({ slug: wanted, state: 'ready', product: detail }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ slug: wanted, state: 'failed', message: isShopError(error) ? error.userMessage : t('http.unknown') });
      });
    return () => controller.abort();
  }, [open, wanted, given]);

  const selectedSku = shown ? (shown.skus.find((s) => s.code === shown.selected) ?? shown.skus.find((s) => s.stock > 0) ?? shown.skus[0]) : undefined;
  // The picture follows the variant picked inside (its spec publishes it, as on the product
  // page), else the selected one; a pick of another product's SKU does not count.
  const picked = usePickedVariant(shown?.slug);
  const pickedSku = picked && shown?.skus.some((s) => s.code === picked.code) ? picked : undefined;
  const picture = shown ? (pickedSku?.image || selectedSku?.image || shown.images?.[0]) : undefined;
  // A quick view is a view of the product (its adds are reported by the buttons inside).
  useEffect(() => {
    if (open && shown && selectedSku) analytics('view_item', { items: [{ slug: shown.slug, name: shown.name, sku: selectedSku.code, price: selectedSku.price, linePrice: selectedSku.linePrice }] });
  }, [open && shown?.slug]);
  const failed = !shown && loaded?.state === 'failed' && loaded.slug === wanted ? loaded.message : undefined;

  return (
    <dialog ref={dialog} part="dialog" className="dialog" aria-labelledby={titleId} aria-busy={open && !shown && !failed ? 'true' : undefined}>
      <DialogHead titleId={titleId} title={shown ? t('productModal.label', shown.name) : t('productModal.title')} onClose={() => dialog.current!.close()} />
      {open && shown && (
        <div className="body">
          {picture && <LazyImage part="image" className="picture" src={picture} alt={shown.name} />}
          <div className="info">
            <shop-product-interactive part="interactive" product={JSON.stringify({ slug: shown.slug, options: shown.options, skus: shown.skus, selected: shown.selected })} currency={currency} no-url />
            <a part="details" className="details" href={shopHref(contentHref('productRule', shown.slug, prefix))}>
              {t('productModal.details')}
            </a>
          </div>
        </div>
      )}
      {open && !shown && !failed && <shop-loading part="loading" />}
      {open && failed && (
        <p part="problem" className="problem" role="alert">
          {failed}
        </p>
      )}
    </dialog>
  );
}
