import type { ProductItem } from '../../runtime/analytics';
import type { ProductDetail } from '../../runtime/api/types';

/**
 * The product a product page shows, as view_item reports it: the page data's `product` (when it
 * is `slug`) with the page's SKU (`sku`, else its first), or undefined. The element reports it
 * on mount; a server drawing the element passes it as its data (`viewed`) instead.
 */
export function viewedItem(pageData: unknown, slug: string): ProductItem | undefined {
  const data = pageData as { product?: ProductDetail; sku?: string } | undefined;
  const shown = data?.product?.slug === slug ? data.product : undefined;
  if (!shown) return undefined;
  const sku = shown.skus?.find((s) => s.code === data?.sku) ?? shown.skus?.[0];
  return { slug: shown.slug, name: shown.name, category: shown.category, sku: sku?.code, price: sku?.price ?? shown.price, linePrice: sku ? sku.linePrice : shown.linePrice };
}
