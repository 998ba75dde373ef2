/**
 * The `product` attribute of the image galleries (<shop-product-photo>,
 * <shop-product-mobile-image>) and which image to show for the variant the shopper picked.
 * The same object the demo gives <shop-product-spec>, plus the name and the images: any
 * ProductDetail from the API fits. The theme's `showSlideImage: false` (spec section 3)
 * narrows the images to the main one: no thumbnails, nothing to swipe.
 */
import { useMemo } from 'react';
import type { Sku } from '../../runtime/api/types';
import { usePickedVariant } from './product-selection';
import { useProductDisplay } from './use-product-display';

export interface GalleryProduct {
  slug: string;
  name: string;
  images: string[];
  /** Variants with their images; the gallery follows the one picked in <shop-product-spec>. */
  skus?: Pick<Sku, 'code' | 'image'>[];
  /** The variant shown first. */
  selected?: string;
}

/** Why `value` is not a usable gallery product, or undefined. */
export function checkGallery(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must be a JSON object {"slug", "name", "images", "skus", "selected"}.';
  const p = value as Record<string, unknown>;
  if (typeof p.slug !== 'string' || !p.slug) return 'needs a "slug".';
  if (typeof p.name !== 'string') return 'needs a "name" (the images\' text alternative).';
  if (!Array.isArray(p.images) || p.images.some((src) => typeof src !== 'string' || !src)) return 'needs "images", an array of image addresses.';
  if (p.skus !== undefined && (!Array.isArray(p.skus) || p.skus.some((s) => !s || typeof s !== 'object' || typeof (s as Sku).code !== 'string'))) {
    return '"skus" must be an array of {"code", "image"}.';
  }
  return undefined;
}

/**
 * The images to show and the one the current variant points at: the variant picked on the
 * page, else the `selected` one. A variant image missing from `images` is shown first. With
 * the theme's `showSlideImage` off, the list is that one image (else the first): the main
 * image alone. The server draws with the theme's flag too (./use-product-display.ts), so a
 * hydration keeps what it drew.
 */
export function usePickedImage(product: GalleryProduct): { list: string[]; picked: number | undefined; pickedImage: string | undefined } {
  const chosen = usePickedVariant(product.slug);
  const { showSlideImage } = useProductDisplay();
  const image = chosen?.image || product.skus?.find((s) => s.code === product.selected)?.image || undefined;
  const list = useMemo(() => {
    const all = image && !product.images.includes(image) ? [image, ...product.images] : product.images;
    return showSlideImage || all.length <= 1 ? all : [image ?? all[0]!];
  }, [image, product.images, showSlideImage]);
  return { list, picked: image ? list.indexOf(image) : undefined, pickedImage: image };
}
