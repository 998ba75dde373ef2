/**
 * @summary One product image, loaded lazily through the shop's image loader (when it nears the
 * viewport, retried, remembered), with a placeholder while it loads and a labelled stand-in when
 * it cannot. Its box keeps the image's aspect ratio so the page does not jump.
 *
 * @attr {string} src - Required. The image address.
 * @attr {string} alt - The text alternative; leave it out (or empty) for a decorative image, e.g.
 *   next to the product's name in a card.
 * @attr {string} ratio - Aspect ratio of the box, `width/height` ("1/1", "4/3", "0.75"). Defaults
 *   to `--shop-image-aspect-ratio`, else 1/1.
 * @attr {string} fit - `contain` (default: the whole image shows) or `cover` (fills the box, cropped).
 * @attr {string} product - A product slug: the image then follows the variant the shopper picks
 *   in that product's <shop-product-spec> (when the variant has an image).
 *
 * @slot - Server-rendered fallback (e.g. an `<img>`), shown until the element is defined.
 *
 * @csspart base - The image's frame; `data-state` is `loading`, `loaded` or `error`.
 * @csspart img - The loaded image.
 * @csspart placeholder - What shows while loading.
 * @csspart broken - What shows when the image cannot load.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-image-aspect-ratio - Aspect ratio when `ratio` is not given (default 1 / 1).
 * @cssproperty --shop-border-radius - Corner radius of the frame.
 * @cssproperty --shop-border-color - Tint of the placeholder.
 * @cssproperty --shop-desc-color - Colour of the unavailable-image stand-in.
 *
 * @event shop:image-load - The image loaded; detail `{src}`.
 * @event shop:image-fail - The image could not load after the loader's retries; detail `{src}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { usePickedVariant } from '../shared/product-selection';
import { oneOf, string, type PropsOf } from '../shared/props';

/** "4/3", "4 / 3" or "1.5" -> a CSS aspect-ratio; undefined when it is not a positive ratio. */
export function parseRatio(value: string): string | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?)\s*)?$/.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = match[2] === undefined ? 1 : Number(match[2]);
  return width > 0 && height > 0 ? `${width} / ${height}` : undefined;
}

export const productImageProps = {
  src: string({ required: true, check: (value) => (value.trim() ? undefined : 'must be an image address.') }),
  alt: string({ default: '' }),
  ratio: string({ check: (value) => (parseRatio(value) ? undefined : `must be a ratio such as "1/1" or "4/3", not "${value}".`) }),
  fit: oneOf(['contain', 'cover'], { default: 'contain' }),
  product: string(),
};

export type ProductImageProps = PropsOf<typeof productImageProps>;

export function ProductImage({ src, alt, ratio, fit, product }: ProductImageProps) {
  const host = useHost();
  const picked = usePickedVariant(product)?.image;
  const shown = picked || src;
  return (
    <div className={`box ${fit}`} style={ratio ? { aspectRatio: parseRatio(ratio) } : undefined}>
      <LazyImage
        key={shown}
        src={shown}
        alt={alt}
        part="base"
        onState={(state) => {
          if (state === 'loaded') emit(host, 'shop:image-load', { src: shown });
          else if (state === 'error') emit(host, 'shop:image-fail', { src: shown });
        }}
      />
    </div>
  );
}
