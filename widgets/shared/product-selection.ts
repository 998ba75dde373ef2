/**
 * The variant each product on the page shows, by product slug. <shop-product-spec> writes it;
 * elements that show a product's price, stock or buttons read it. Elements never reach into
 * each other: this store is how they agree.
 */
import { map } from 'nanostores';
import type { Sku } from '../../runtime/api/types';

export const $productSelection = map<Record<string, Sku>>({});
