/**
 * Running promotions lower the price of the products in their collection. Applied wherever a
 * price is read (lists, detail, cart, totals, orders), so the shopper pays what the page shows.
 * The undiscounted price becomes the line price when the product has none, so the price element
 * shows the saving.
 */
import type { RawBuilder } from 'kysely';
import { sql } from '../db/sql.ts';

/**
 * The biggest percentage off of the promotions running at `at` for the product whose id is the
 * SQL `productId` (a column or a value): one expression, so a list reads every product's in its
 * own query. NULL when none runs.
 */
export const promotionOf = (productId: RawBuilder<unknown>, at: string) =>
  sql`(SELECT max(pr.percent_off) FROM promotions pr JOIN collection_products cp ON cp.collection_id = pr.collection_id WHERE cp.product_id = ${productId} AND pr.starts_at <= ${at} AND pr.ends_at > ${at})`;

/** The price to pay and the line price to show, in cents. */
export function promoted(price: number, linePrice: number | null, percent: number): { price: number; linePrice: number | null } {
  if (percent <= 0) return { price, linePrice };
  return { price: Math.round((price * (100 - percent)) / 100), linePrice: linePrice ?? price };
}
