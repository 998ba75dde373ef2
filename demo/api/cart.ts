/**
 * The cart: lines by owner, where the owner is the signed-in user ('u:<id>') or the guest's
 * visitor id ('v:<id>'). Signing in merges the guest's lines into the account's cart and ends
 * the guest's unplaced checkout state.
 */
import type { CartLine } from '../../runtime/api/types.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { promoted, promotionPercent } from '../catalog/promotions.ts';
import type { Cart } from '../../runtime/api/types.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { ownerChannel } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { callerUser, localeOf, parse, visitorId } from './context.ts';

export const MAX_LINE_QUANTITY = 99;

/** The signed-in customer's cart or the guest's; a stale token is code 50 here too (callerUser). */
export function cartOwner(db: Db, request: FastifyRequest): { owner: string; userId: number | null; visitor: string | null } {
  const user = callerUser(db, request);
  if (user) return { owner: `u:${user.id}`, userId: user.id, visitor: null };
  const visitor = visitorId(request);
  if (!visitor) throw new ApiError(Code.fail, 'Please enter x-visitor-id', { field: 'x-visitor-id' });
  return { owner: `v:${visitor}`, userId: null, visitor };
}

export function mergeGuestCart(db: Db, visitor: string, userId: number): void {
  const guest = `v:${visitor}`;
  const lines = db.prepare('SELECT sku_id, quantity FROM cart_lines WHERE owner = ?').all(guest) as { sku_id: number; quantity: number }[];
  const upsert = db.prepare(
    `INSERT INTO cart_lines (owner, sku_id, quantity) VALUES (?, ?, ?)
     ON CONFLICT (owner, sku_id) DO UPDATE SET quantity = min(quantity + excluded.quantity, (SELECT stock FROM skus WHERE id = excluded.sku_id), ${MAX_LINE_QUANTITY})`,
  );
  for (const line of lines) upsert.run(`u:${userId}`, line.sku_id, line.quantity);
  db.prepare('DELETE FROM cart_lines WHERE owner = ?').run(guest);
  // The guest's coupon goes with the lines (unless the account has one of its own) and leaves
  // the visitor id; the guest's addresses are not put on the account and are forgotten, so
  // whoever uses this browser next as a guest finds no one else's checkout state.
  const coupon = (db.prepare('SELECT coupon_code FROM carts WHERE owner = ?').get(guest) as { coupon_code: string | null } | undefined)?.coupon_code;
  if (coupon) db.prepare('INSERT INTO carts (owner, coupon_code) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET coupon_code = coalesce(coupon_code, excluded.coupon_code)').run(`u:${userId}`, coupon);
  db.prepare('DELETE FROM carts WHERE owner = ?').run(guest);
  db.prepare('DELETE FROM addresses WHERE visitor_id = ?').run(visitor);
}

export type { CartLine } from '../../runtime/api/types.ts';

type OptionWords = CartLine['options'];

/**
 * An SKU's options in words ("Colour: Blue"): option names and value labels in `locale`, in the
 * product's order, as order lines carry them. A key or value the product no longer names is
 * written as stored rather than dropped. `productOptions` is the product's option rows.
 */
export function optionWords(productOptions: { name: string; values: string }[], skuOptions: string, locale: ContentLocale): OptionWords {
  const chosen = Object.entries(JSON.parse(skuOptions) as Record<string, string>);
  // An SKU's options are keyed in the same order as the product's options (catalog/queries.ts).
  return chosen.map(([key, value], i) => {
    const option = productOptions[i];
    if (!option) return { name: key, value };
    const label = (JSON.parse(option.values) as { value: string; label: string }[]).find((v) => v.value === value)?.label;
    return { name: pick(option.name, locale), value: label ? pick(label, locale) : value };
  });
}

export function readCart(db: Db, owner: string, locale: ContentLocale): Cart {
  const rows = db
    .prepare(
      `SELECT s.code, s.options, s.price, s.line_price, s.stock, s.image, p.id AS product_id, p.slug, p.name, c.quantity, c.selected
       FROM cart_lines c JOIN skus s ON s.id = c.sku_id JOIN products p ON p.id = s.product_id WHERE c.owner = ? ORDER BY c.id`,
    )
    .all(owner) as { product_id: number; code: string; options: string; price: number; line_price: number | null; stock: number; image: string; slug: string; name: string; quantity: number; selected: number }[];
  const optionsOf = db.prepare('SELECT name, "values" FROM product_options WHERE product_id = ? ORDER BY sort');
  const productOptions = new Map<number, { name: string; values: string }[]>();
  const words = (productId: number, skuOptions: string) => {
    if (!productOptions.has(productId)) productOptions.set(productId, optionsOf.all(productId) as { name: string; values: string }[]);
    return optionWords(productOptions.get(productId)!, skuOptions, locale);
  };
  const lines: CartLine[] = rows.map((r) => ({
    sku: r.code,
    product: { slug: r.slug, name: pick(r.name, locale), image: r.image },
    options: words(r.product_id, r.options),
    ...promoted(r.price, r.line_price, promotionPercent(db, r.product_id)),
    quantity: r.quantity,
    stock: r.stock,
    selected: r.selected === 1,
  }));
  const chosen = lines.filter((l) => l.selected);
  return { lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: chosen.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}

const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY));
const skuCode = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));
/** cart/add's body (also what the no-JavaScript buying form posts, demo/pages/cart-form.ts). */
export const addBody = v.object({ sku: skuCode, quantity: v.optional(quantity, 1) });

const findSkuIn = (db: Db, code: string) => db.prepare('SELECT id, stock FROM skus WHERE code = ?').get(code) as { id: number; stock: number } | undefined;
const outOfStock = (stock: number) => new ApiError(Code.fail, `Not enough stock: ${stock} left`, { field: 'quantity', stock });

/** Adds `count` of a SKU to the owner's cart (selected), within its stock and the line's maximum. */
export function addLine(db: Db, owner: string, code: string, count: number): void {
  db.transaction(() => {
    const sku = findSkuIn(db, code);
    if (!sku) throw new ApiError(Code.fail, 'No such product variant', { field: 'sku' });
    const have = (db.prepare('SELECT quantity FROM cart_lines WHERE owner = ? AND sku_id = ?').get(owner, sku.id) as { quantity: number } | undefined)?.quantity ?? 0;
    const want = have + count;
    if (want > sku.stock) throw outOfStock(sku.stock);
    if (want > MAX_LINE_QUANTITY) throw new ApiError(Code.fail, `Please enter quantity: at most ${MAX_LINE_QUANTITY}`, { field: 'quantity' });
    db.prepare('INSERT INTO cart_lines (owner, sku_id, quantity) VALUES (?, ?, ?) ON CONFLICT (owner, sku_id) DO UPDATE SET quantity = excluded.quantity, selected = 1').run(owner, sku.id, want);
  })();
}

export async function cartRoutes(app: FastifyInstance, hub: { publish(channel: string, message: object): void }): Promise<void> {
  const { db } = app;
  const findSku = (code: string) => findSkuIn(db, code);
  const changed = (request: FastifyRequest, owner: { owner: string; userId: number | null; visitor: string | null }) => {
    const cart = readCart(db, owner.owner, localeOf(request));
    // Other tabs and devices of the same account (or the guest's other tabs) refresh their cart.
    hub.publish(ownerChannel(owner.userId, owner.visitor), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: cart.count });
    return ok(cart);
  };

  app.post('/cart/list', async (request) => ok(readCart(db, cartOwner(db, request).owner, localeOf(request))));
  app.post('/cart/count', async (request) => ok({ count: readCart(db, cartOwner(db, request).owner, localeOf(request)).count }));

  app.post('/cart/add', async (request) => {
    const body = parse(request, addBody);
    const owner = cartOwner(db, request);
    addLine(db, owner.owner, body.sku, body.quantity);
    return changed(request, owner);
  });

  app.post('/cart/update', async (request) => {
    const body = parse(request, v.object({ sku: skuCode, quantity }));
    const owner = cartOwner(db, request);
    const sku = findSku(body.sku);
    if (!sku || !db.prepare('SELECT 1 FROM cart_lines WHERE owner = ? AND sku_id = ?').get(owner.owner, sku.id)) throw new ApiError(Code.fail, 'This product is not in the cart', { field: 'sku' });
    if (body.quantity > sku.stock) throw outOfStock(sku.stock);
    db.prepare('UPDATE cart_lines SET quantity = ? WHERE owner = ? AND sku_id = ?').run(body.quantity, owner.owner, sku.id);
    return changed(request, owner);
  });

  app.post('/cart/remove', async (request) => {
    const body = parse(request, v.object({ skus: v.pipe(v.array(skuCode), v.minLength(1)) }));
    const owner = cartOwner(db, request);
    const remove = db.prepare('DELETE FROM cart_lines WHERE owner = ? AND sku_id = (SELECT id FROM skus WHERE code = ?)');
    db.transaction(() => body.skus.forEach((code) => remove.run(owner.owner, code)))();
    return changed(request, owner);
  });

  app.post('/cart/select', async (request) => {
    const body = parse(request, v.object({ skus: v.array(skuCode), selected: v.boolean() }));
    const owner = cartOwner(db, request);
    const select = db.prepare('UPDATE cart_lines SET selected = ? WHERE owner = ? AND sku_id = (SELECT id FROM skus WHERE code = ?)');
    db.transaction(() => body.skus.forEach((code) => select.run(body.selected ? 1 : 0, owner.owner, code)))();
    return changed(request, owner);
  });
}
