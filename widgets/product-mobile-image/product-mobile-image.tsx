/**
 * @summary The product's images for phones: a strip to swipe through (scroll snapping, one image
 * at a time) with a "2 / 5" indicator. It is a WAI-ARIA carousel: the strip is focusable and the
 * arrow keys, Home and End move it. When the shopper picks a variant with its own image in the
 * product's <shop-product-spec>, the strip moves to that image. The theme's product flag
 * `showSlideImage: false` shows the main image alone (the variant's, else the first): nothing
 * to swipe, no indicator.
 *
 * @attr {json} product - Required. `{"slug", "name", "images": ["url", ...], "skus": [{"code",
 *   "image"}], "selected": "<sku code>"}`: a product from the API fits. `name` is the images'
 *   text alternative.
 *
 * @slot - Server-rendered fallback (e.g. the first image), shown until the element is defined.
 *
 * @csspart base - The carousel region.
 * @csspart viewport - The swipeable strip.
 * @csspart slide - One image's slide.
 * @csspart image - An image's frame (`data-state`: loading, loaded, error).
 * @csspart img - A loaded image.
 * @csspart placeholder - An image still loading.
 * @csspart broken - An image that could not load.
 * @csspart position - The "2 / 5" indicator.
 * @csspart empty - Shown when the product has no images.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-image-aspect-ratio - Aspect ratio of each image (default 1 / 1).
 * @cssproperty --shop-text-color - Background of the indicator.
 * @cssproperty --shop-background-color - Text of the indicator.
 *
 * @event shop:slide-change - The shopper moved to another image; detail `{index}` (0-based).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { checkGallery, usePickedImage, type GalleryProduct } from '../shared/product-gallery';
import { json, type PropsOf } from '../shared/props';
import { useCarousel } from '../shared/use-carousel';
import { useT } from '../shared/use-t';

export const productMobileImageProps = {
  product: json<GalleryProduct>(checkGallery, { required: true }),
};

export type ProductMobileImageProps = PropsOf<typeof productMobileImageProps>;

export function ProductMobileImage({ product }: ProductMobileImageProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const { list, picked } = usePickedImage(product);
  const count = list.length;
  // A page for a variant (its own picture) starts at that picture. A server cannot scroll the
  // strip, so it draws the strip from there on, the pictures before it left out of the flow
  // (`.before-start`); once live, they come back and the strip is scrolled to the same picture
  // in the same commit, before the browser paints: nothing on screen moves.
  // (The server's pick, the product's `selected`: the first client render is the server's, even
  // when the shopper picked another variant before the code came.)
  const [start] = useState(() => {
    const drawn = product.skus?.find((sku) => sku.code === product.selected)?.image;
    return drawn && list.length > 1 ? Math.max(0, list.indexOf(drawn)) : 0;
  });
  const [whole, setWhole] = useState(start === 0);
  const { index, go, viewportProps } = useCarousel({ count, start, afterMount: true, onUserMove: (next) => emit(host, 'shop:slide-change', { index: next }) });
  useLayoutEffect(() => setWhole(true), []);
  useLayoutEffect(() => {
    const strip = viewportProps.ref.current;
    if (whole && start > 0 && strip) strip.scrollLeft = start * strip.clientWidth;
  }, [whole]);

  // Follow the variant: a new pick (or the first render) shows its image, without an event,
  // since the shopper did not swipe. In the commit itself (a layout effect), and only when the
  // pick or the list changed: a passive effect ran in a later task, and a key pressed before it
  // (React flushes pending effects first) was undone by the move to the picked image.
  const followed = useRef<{ picked?: number; list?: string[] }>({ picked: start > 0 ? start : undefined, list: start > 0 ? list : undefined });
  useLayoutEffect(() => {
    if (!whole || (followed.current.picked === picked && followed.current.list === list)) return;
    followed.current = { picked, list };
    if (picked !== undefined && picked >= 0) go(picked, false);
  }, [picked, list, go, whole]);

  if (count === 0) {
    return (
      <div part="empty" className="empty" role="img" aria-label={t('image.error')}>
        <span aria-hidden="true">{t('image.error')}</span>
      </div>
    );
  }

  return (
    <section part="base" className="gallery" aria-roledescription={t('slides.carousel')} aria-label={t('gallery.label', product.name)}>
      <div part="viewport" id={`${id}-strip`} className="strip" tabIndex={0} aria-live="polite" {...viewportProps}>
        {list.map((src, i) => (
          <div key={`${i}-${src}`} part="slide" className={whole || i >= start ? 'slide' : 'slide before-start'} role="group" aria-roledescription={t('slides.slide')} aria-label={t('gallery.image', i + 1, count)} aria-hidden={i === index ? undefined : 'true'}>
            <LazyImage src={src} alt={product.name} part="image" />
          </div>
        ))}
      </div>
      {count > 1 && (
        <p part="position" className="position" aria-hidden="true">
          {t('gallery.position', index + 1, count)}
        </p>
      )}
    </section>
  );
}
