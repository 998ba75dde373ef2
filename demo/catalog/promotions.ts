/**
 * Running promotions lower the price of the products in their collection. Applied wherever a
 * price is read (lists, detail, cart, totals, orders), so the shopper pays what the page shows.
 * The undiscounted price becomes the line price when the product has none, so the price element
 * shows the saving.
 */
import type { Db } from '../db/database.ts';

export function promotionPercent(db: Db, productId: number, at = new Date().toISOString()): number {
  const row = db
    .prepare('SELECT max(pr.percent_off) AS pct FROM promotions pr JOIN collection_products cp ON cp.collection_id = pr.collection_id WHERE cp.product_id = ? AND pr.starts_at <= ? AND pr.ends_at > ?')
    .get(productId, at, at) as { pct: number | null };
  return row.pct ?? 0;
}

/** The price to pay and the line price to show, in cents. */
export function promoted(price: number, linePrice: number | null, percent: number): { price: number; linePrice: number | null } {
  if (percent <= 0) return { price, linePrice };
  return { price: Math.round((price * (100 - percent)) / 100), linePrice: linePrice ?? price };
}
