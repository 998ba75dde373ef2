/**
 * The variant each product on the page shows, by product slug. <shop-product-spec> writes it;
 * elements that show a product's price, stock or buttons read it. Elements never reach into
 * each other: this store is how they agree.
 */
import { map } from 'nanostores';
import type { Sku } from '../../runtime/api/types';
import { useBrowserStore } from './use-browser-store';

export const $productSelection = map<Record<string, Sku>>({});

/** What the server knows of the picks: none. */
const NO_PICKS: Record<string, Sku> = {};

/** The variant picked for the product `slug` on this page, if any (none during a hydration's first render: ./use-browser-store.ts). */
export function usePickedVariant(slug: string | undefined): Sku | undefined {
  const picks = useBrowserStore($productSelection, NO_PICKS);
  return slug ? picks[slug] : undefined;
}
