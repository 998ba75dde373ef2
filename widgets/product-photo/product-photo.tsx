/**
 * @summary The product's images for larger screens: the main image above a row of thumbnails
 * (WAI-ARIA tabs: arrow keys, Home and End choose an image), and a zoom button that opens the
 * image large in a modal dialog (Escape closes it and focus returns to the button). With
 * `magnify`, a magnifier lens (<shop-image-mover>) follows the pointer over the main image. When
 * the shopper picks a variant with its own image in the product's <shop-product-spec>, the
 * gallery shows that image. The theme's product flag `showSlideImage: false` shows the main
 * image alone (the variant's, else the first): no thumbnails, and the zoom has no steps.
 *
 * @attr {json} product - Required. `{"slug", "name", "images": ["url", ...], "skus": [{"code",
 *   "image"}], "selected": "<sku code>"}`: a product from the API fits. `name` is the images'
 *   text alternative.
 * @attr {boolean} magnify - Adds the magnifier lens over the main image.
 *
 * @slot - Server-rendered fallback (e.g. the first image), shown until the element is defined.
 *
 * @csspart base - The wrapper.
 * @csspart stage - The main image's box (the tab panel).
 * @csspart image - An image's frame (`data-state`: loading, loaded, error).
 * @csspart img - A loaded image.
 * @csspart placeholder - An image still loading.
 * @csspart broken - An image that could not load.
 * @csspart zoom - The zoom button.
 * @csspart thumbnails - The row of thumbnails (the tab list).
 * @csspart thumbnail - One thumbnail button (a tab).
 * @csspart dialog - The zoom dialog.
 * @csspart close - The dialog's close button.
 * @csspart previous - The dialog's previous-image button.
 * @csspart next - The dialog's next-image button.
 * @csspart position - The dialog's "2 / 5" indicator.
 * @csspart empty - Shown when the product has no images.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-image-aspect-ratio - Aspect ratio of the main image (default 1 / 1).
 * @cssproperty --shop-primary-color - Border of the chosen thumbnail.
 * @cssproperty --shop-border-color - Border of the other thumbnails and the buttons.
 * @cssproperty --shop-background-color - Background of the buttons and the dialog.
 *
 * @event shop:slide-change - The shopper chose another image; detail `{index}` (0-based).
 * @event shop:zoom-open - The zoom dialog opened; detail `{index}`.
 * @event shop:zoom-close - The zoom dialog closed.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFollow } from '../shared/use-follow';
import '../image-mover/define';
import { emit } from '../shared/emit';
import { showModal } from '../../runtime/toast';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { checkGallery, usePickedImage, type GalleryProduct } from '../shared/product-gallery';
import { boolean, json, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const productPhotoProps = {
  product: json<GalleryProduct>(checkGallery, { required: true }),
  magnify: boolean(),
};

export type ProductPhotoProps = PropsOf<typeof productPhotoProps>;

const arrow = (d: string) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function ProductPhoto({ product, magnify }: ProductPhotoProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const { list, picked } = usePickedImage(product);
  const count = list.length;
  const [index, setIndex] = useState(() => (picked !== undefined && picked >= 0 ? picked : 0));
  const shown = Math.min(index, Math.max(count - 1, 0));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Follow the variant the shopper picks (no event: the shopper did not choose an image here),
  // only when the pick or the list changed: a thumbnail pressed meanwhile stays.
  useFollow([picked, list], () => {
    if (picked !== undefined && picked >= 0) setIndex(picked);
  });

  const choose = (next: number, focus = false) => {
    const to = (next + count) % count;
    setIndex(to);
    if (focus) tabs.current[to]?.focus();
    if (to !== shown) emit(host, 'shop:slide-change', { index: to });
  };

  const onTabKey = (event: KeyboardEvent) => {
    const to = { ArrowRight: shown + 1, ArrowDown: shown + 1, ArrowLeft: shown - 1, ArrowUp: shown - 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to, true);
  };

  const open = (event: { currentTarget: HTMLElement }) => {
    const el = dialog.current;
    if (!el || el.open) return;
    opener.current = event.currentTarget;
    showModal(el);
    closeButton.current?.focus();
    emit(host, 'shop:zoom-open', { index: shown });
  };

  // A modal dialog makes the page inert, but Tab from its last button would still leave for the
  // browser's own controls: keep it going round the dialog's buttons.
  const trapTab = (event: KeyboardEvent) => {
    const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? [])];
    const current = host.shadowRoot?.activeElement;
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (!buttons.length || current !== edge) return;
    event.preventDefault();
    (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
  };

  // Escape closes natively (cancel -> close); every way out returns focus to the zoom button.
  const onClose = () => {
    opener.current?.focus();
    opener.current = null;
    emit(host, 'shop:zoom-close');
  };
  // Left open when the element goes away: closing keeps the page usable.
  useEffect(() => () => dialog.current?.close(), []);

  if (count === 0) {
    return (
      <div part="empty" className="empty" role="img" aria-label={t('image.error')}>
        <span aria-hidden="true">{t('image.error')}</span>
      </div>
    );
  }

  const src = list[shown]!;
  const several = count > 1;
  return (
    <div part="base" className="photo">
      <div part="stage" className="stage" id={`${id}-panel`} role={several ? 'tabpanel' : undefined} aria-labelledby={several ? `${id}-tab-${shown}` : undefined}>
        {magnify ? <shop-image-mover key={src} src={src} alt={product.name} /> : <LazyImage key={src} src={src} alt={product.name} part="image" />}
        <button part="zoom" type="button" className="zoom icon" aria-haspopup="dialog" onClick={open}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Zm1 2v2.5H14v2h-2.5V14h-2v-2.5H7v-2h2.5V7h2Z" fill="currentColor" />
          </svg>
          <span className="visually-hidden">{t('gallery.zoom')}</span>
        </button>
      </div>
      {several && (
        <div part="thumbnails" className="thumbnails" role="tablist" aria-label={t('gallery.thumbnails')}>
          {list.map((thumb, i) => (
            <button
              key={`${i}-${thumb}`}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              part="thumbnail"
              type="button"
              className="thumbnail"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === shown}
              aria-controls={`${id}-panel`}
              aria-label={t('gallery.image', i + 1, count)}
              tabIndex={i === shown ? 0 : -1}
              onClick={() => choose(i)}
              onKeyDown={onTabKey}
            >
              <LazyImage src={thumb} alt="" part="image" />
            </button>
          ))}
        </div>
      )}
      <dialog
        part="dialog"
        ref={dialog}
        className="zoomed"
        aria-label={t('gallery.dialog', product.name)}
        onClose={onClose}
        onKeyDown={(event) => {
          if (event.key === 'Tab') return trapTab(event);
          if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
          event.preventDefault();
          choose(shown + (event.key === 'ArrowRight' ? 1 : -1));
        }}
      >
        <div className="bar">
          {several && (
            <p part="position" className="position" aria-live="polite">
              {t('gallery.position', shown + 1, count)}
            </p>
          )}
          <button part="close" type="button" className="icon close" ref={closeButton} aria-label={t('gallery.close')} onClick={() => dialog.current?.close()}>
            {arrow('M4 4l8 8M12 4l-8 8')}
          </button>
        </div>
        <div className="large">
          <LazyImage key={src} src={src} alt={product.name} part="image" />
          {several && (
            <>
              <button part="previous" type="button" className="icon step previous" aria-label={t('gallery.previous')} onClick={() => choose(shown - 1)}>
                {arrow('M10 3 5 8l5 5')}
              </button>
              <button part="next" type="button" className="icon step next" aria-label={t('gallery.next')} onClick={() => choose(shown + 1)}>
                {arrow('m6 3 5 5-5 5')}
              </button>
            </>
          )}
        </div>
      </dialog>
    </div>
  );
}
