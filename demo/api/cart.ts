/**
 * The cart: lines by owner, where the owner is the signed-in user ('u:<id>') or the guest's
 * visitor id ('v:<id>'). Signing in merges the guest's lines into the account's cart and ends
 * the guest's unplaced checkout state.
 */
import type { CartLine } from '../../runtime/api/types.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { least, sql } from '../db/sql.ts';
import { promoted, promotionOf } from '../catalog/promotions.ts';
import type { Cart } from '../../runtime/api/types.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { ownerChannel } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { callerUser, localeOf, parse, visitorId } from './context.ts';

export const MAX_LINE_QUANTITY = 99;

/** The signed-in customer's cart or the guest's; a stale token is code 50 here too (callerUser). */
export async function cartOwner(db: Db, request: FastifyRequest): Promise<{ owner: string; userId: number | null; visitor: string | null }> {
  const user = await callerUser(db, request);
  if (user) return { owner: `u:${user.id}`, userId: user.id, visitor: null };
  const visitor = visitorId(request);
  if (!visitor) throw new ApiError(Code.fail, 'Please enter x-visitor-id', { field: 'x-visitor-id' });
  return { owner: `v:${visitor}`, userId: null, visitor };
}

/**
 * Moves the guest's lines (and coupon) into the account's cart, in one transaction (joining the
 * caller's when `db` is one's handle): a line the guest adds meanwhile is either merged or still
 * the guest's, never deleted unmerged.
 */
export async function mergeGuestCart(db: Db, visitor: string, userId: number): Promise<void> {
  const guest = `v:${visitor}`;
  const account = `u:${userId}`;
  await db.tx(async (t) => {
    // In the order the guest added them: new lines join the account's cart in that order.
    const lines = await t.rows<{ sku_id: number; quantity: number }>`SELECT sku_id, quantity FROM cart_lines WHERE owner = ${guest} ORDER BY id`;
    for (const line of lines) {
      // A line the account has already: both quantities, up to the stock and the line cap.
      const capped = least(t, sql`cart_lines.quantity + excluded.quantity`, sql`(SELECT stock FROM skus WHERE id = excluded.sku_id)`, MAX_LINE_QUANTITY);
      await t.run`INSERT INTO cart_lines (owner, sku_id, quantity) VALUES (${account}, ${line.sku_id}, ${line.quantity})
        ON CONFLICT (owner, sku_id) DO UPDATE SET quantity = ${capped}`;
    }
    await t.run`DELETE FROM cart_lines WHERE owner = ${guest}`;
    // The guest's coupon goes with the lines (unless the account has one of its own) and leaves
    // the visitor id; the guest's addresses are not put on the account and are forgotten, so
    // whoever uses this browser next as a guest finds no one else's checkout state.
    const coupon = await t.value<string | null>`SELECT coupon_code FROM carts WHERE owner = ${guest}`;
    if (coupon) await t.run`INSERT INTO carts (owner, coupon_code) VALUES (${account}, ${coupon}) ON CONFLICT (owner) DO UPDATE SET coupon_code = coalesce(carts.coupon_code, excluded.coupon_code)`;
    await t.run`DELETE FROM carts WHERE owner = ${guest}`;
    await t.run`DELETE FROM addresses WHERE visitor_id = ${visitor}`;
  });
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

export async function readCart(db: Db, owner: string, locale: ContentLocale): Promise<Cart> {
  // Each line's promotion in the same query: one round trip for the lines, not one per line.
  const rows = await db.rows<{ product_id: number; code: string; options: string; price: number; line_price: number | null; stock: number; image: string; slug: string; name: string; quantity: number; selected: number; pct: number | null }>`
    SELECT s.code, s.options, s.price, s.line_price, s.stock, s.image, p.id AS product_id, p.slug, p.name, c.quantity, c.selected, ${promotionOf(sql`p.id`, new Date().toISOString())} AS pct
    FROM cart_lines c JOIN skus s ON s.id = c.sku_id JOIN products p ON p.id = s.product_id WHERE c.owner = ${owner} ORDER BY c.id`;
  const productOptions = new Map<number, { name: string; values: string }[]>();
  const lines: CartLine[] = [];
  for (const r of rows) {
    let options = productOptions.get(r.product_id);
    if (!options) {
      options = await db.rows<{ name: string; values: string }>`SELECT name, "values" FROM product_options WHERE product_id = ${r.product_id} ORDER BY sort`;
      productOptions.set(r.product_id, options);
    }
    lines.push({
      sku: r.code,
      product: { slug: r.slug, name: pick(r.name, locale), image: r.image },
      options: optionWords(options, r.options, locale),
      ...promoted(r.price, r.line_price, r.pct ?? 0),
      quantity: r.quantity,
      stock: r.stock,
      selected: r.selected === 1,
    });
  }
  const chosen = lines.filter((l) => l.selected);
  return { lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: chosen.reduce((sum, l) => sum + l.price * l.quantity, 0) };
}

const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY));
const skuCode = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));
/** How many items the owner's cart holds: readCart's `count`, read alone (the lines it lists, every quantity). */
export async function cartCount(db: Db, owner: string): Promise<number> {
  return (await db.value<number>`SELECT coalesce(sum(c.quantity), 0) FROM cart_lines c JOIN skus s ON s.id = c.sku_id JOIN products p ON p.id = s.product_id WHERE c.owner = ${owner}`) ?? 0;
}

/** cart/add's body (also what the no-JavaScript buying form posts, demo/pages/cart-form.ts). */
export const addBody = v.object({ sku: skuCode, quantity: v.optional(quantity, 1) });

const findSkuIn = (db: Db, code: string) => db.row<{ id: number; stock: number }>`SELECT id, stock FROM skus WHERE code = ${code}`;
const outOfStock = (stock: number) => new ApiError(Code.fail, `Not enough stock: ${stock} left`, { field: 'quantity', stock });

/**
 * Adds `count` of a SKU to the owner's cart (selected), within its stock and the line's maximum.
 * One conditional statement: the line is written only if the quantity it would have (the line's
 * own plus `count`) is within both, checked against the rows as the write finds them, so two
 * adds at once cannot both pass against the same old quantity. No transaction: on PostgreSQL a
 * serializable one conflicted with other shoppers' adds, and cost a round trip per statement.
 * A refusal is then explained from what is there.
 */
export async function addLine(db: Db, owner: string, code: string, count: number): Promise<void> {
  const quantity = sql`CAST(${count} AS INTEGER)`;
  const written = await db.run`INSERT INTO cart_lines (owner, sku_id, quantity)
    SELECT ${owner}, s.id, ${quantity} FROM skus s WHERE s.code = ${code} AND s.stock >= ${quantity} AND ${quantity} <= ${MAX_LINE_QUANTITY}
    ON CONFLICT (owner, sku_id) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity, selected = 1
    WHERE cart_lines.quantity + excluded.quantity <= (SELECT stock FROM skus WHERE id = excluded.sku_id) AND cart_lines.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}`;
  if (written > 0) return;
  const sku = await findSkuIn(db, code);
  if (!sku) throw new ApiError(Code.fail, 'No such product variant', { field: 'sku' });
  const have = (await db.value<number>`SELECT quantity FROM cart_lines WHERE owner = ${owner} AND sku_id = ${sku.id}`) ?? 0;
  // Within the stock now, yet refused: the stock the write found was lower (an order took it).
  if (have + count > MAX_LINE_QUANTITY && have + count <= sku.stock) throw new ApiError(Code.fail, `Please enter quantity: at most ${MAX_LINE_QUANTITY}`, { field: 'quantity' });
  throw outOfStock(sku.stock);
}

export async function cartRoutes(app: FastifyInstance, hub: { publish(channel: string, message: object): void }): Promise<void> {
  const { db } = app;
  const changed = async (request: FastifyRequest, owner: { owner: string; userId: number | null; visitor: string | null }) => {
    const cart = await readCart(db, owner.owner, localeOf(request));
    // Other tabs and devices of the same account (or the guest's other tabs) refresh their cart.
    hub.publish(ownerChannel(owner.userId, owner.visitor), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count: cart.count });
    return ok(cart);
  };

  app.post('/cart/list', async (request) => ok(await readCart(db, (await cartOwner(db, request)).owner, localeOf(request))));
  app.post('/cart/count', async (request) => ok({ count: (await readCart(db, (await cartOwner(db, request)).owner, localeOf(request))).count }));

  app.post('/cart/add', async (request) => {
    const body = parse(request, addBody);
    const owner = await cartOwner(db, request);
    await addLine(db, owner.owner, body.sku, body.quantity);
    return changed(request, owner);
  });

  app.post('/cart/update', async (request) => {
    const body = parse(request, v.object({ sku: skuCode, quantity }));
    const owner = await cartOwner(db, request);
    // The stock read and the quantity written in one transaction: no order takes the stock in between.
    await db.tx(async (t) => {
      const sku = await findSkuIn(t, body.sku);
      if (!sku || !(await t.value`SELECT 1 FROM cart_lines WHERE owner = ${owner.owner} AND sku_id = ${sku.id}`)) throw new ApiError(Code.fail, 'This product is not in the cart', { field: 'sku' });
      if (body.quantity > sku.stock) throw outOfStock(sku.stock);
      await t.run`UPDATE cart_lines SET quantity = ${body.quantity} WHERE owner = ${owner.owner} AND sku_id = ${sku.id}`;
    });
    return changed(request, owner);
  });

  app.post('/cart/remove', async (request) => {
    const body = parse(request, v.object({ skus: v.pipe(v.array(skuCode), v.minLength(1)) }));
    const owner = await cartOwner(db, request);
    await db.tx(async (t) => {
      for (const code of body.skus) await t.run`DELETE FROM cart_lines WHERE owner = ${owner.owner} AND sku_id = (SELECT id FROM skus WHERE code = ${code})`;
    });
    return changed(request, owner);
  });

  app.post('/cart/select', async (request) => {
    const body = parse(request, v.object({ skus: v.array(skuCode), selected: v.boolean() }));
    const owner = await cartOwner(db, request);
    await db.tx(async (t) => {
      for (const code of body.skus) await t.run`UPDATE cart_lines SET selected = ${body.selected ? 1 : 0} WHERE owner = ${owner.owner} AND sku_id = (SELECT id FROM skus WHERE code = ${code})`;
    });
    return changed(request, owner);
  });
}
