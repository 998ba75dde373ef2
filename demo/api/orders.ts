/**
 * Placing orders, the built-in test payment provider, and the order state machine (spec
 * section 4): in progress -> completed (receipt confirmed), in progress & unpaid -> cancelled,
 * in progress & paid -> pending cancellation. Anything else is refused with code 40.
 * Guests (by visitor id) place, read and pay their own orders; the rest is for customers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import type { Address, AuditStatus, Order, OrderStatus, OrderUser, Paged, PayStatus, ReturnStatus, ReturnType_ } from '../../runtime/api/types.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { type Hub, ownerChannel } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { interfaceOf, localeOf, logActivity, now, ownedBy, parse, requireShopper, requireUser, say, sha256, type Shopper } from './context.ts';
import { mailOrderPaid, mailOrderPlaced } from './outbox.ts';
import { orderLookupRoutes } from './order-lookup.ts';
import { openReturn, refunded } from './returns.ts';
import { rules } from './rules.ts';
import { cardDigits, cardProblems } from '../../runtime/validation.ts';
import { clampPage, pageField } from '../catalog/paging.ts';
import { optionWords } from './cart.ts';
import { orderNumber, paymentMethods, placeBody, totals } from './checkout.ts';

/** Test cards: the number decides what the provider does. */
/** The demo's methods paid by card number (order/pay): its test provider. */
export const CARD_METHODS: readonly string[] = ['test-card'];
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', pending: '4000000000009995' } as const;

export interface OrderRow { id: number; number: string; user_id: number | null; visitor_id: string | null; email: string | null; status: string; pay_status: string; address: string; shipping_method: string; payment_method: string; coupon_code: string | null; subtotal: number; discount: number; shipping_fee: number; total: number; shipped: number; created_at: string; paid_at: string | null; shipped_at: string | null; completed_at: string | null; cancelled_at: string | null }

/** An order line with its SKU's picture and its options in words ("Colour: Blue"). */
export interface OrderLine { slug: string; name: string; sku: string; price: number; quantity: number; image: string; options: { name: string; value: string }[] }

/** A return of the order, as order/detail lists them. */
export interface OrderReturn { number: string; status: ReturnStatus; auditStatus: AuditStatus; applyType: ReturnType_; createdAt: string }

/**
 * What the API answers for an order: runtime/api/types.ts's Order plus what the user centre
 * reads (docs/api.md "Orders and payment"): lines' pictures and option words, the times of each
 * state change, the methods' names in the request's language, and (order/detail) its returns.
 */
export interface OrderAnswer extends Order {
  products: OrderLine[];
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  shippingMethodName: string;
  paymentMethodName: string;
  returns?: OrderReturn[];
}

interface LineRow { slug: string; name: string; sku: string; price: number; quantity: number; image: string | null; sku_options: string | null; product_id: number | null }

/** The SKU's options in words: option names and value labels in `locale`, in the product's order. */
async function lineOptions(db: Db, productId: number | null, skuOptions: string | null, locale: ContentLocale): Promise<OrderLine['options']> {
  if (productId === null || !skuOptions) return [];
  const options = await db.rows<{ name: string; values: string }>`SELECT name, "values" FROM product_options WHERE product_id = ${productId} ORDER BY sort`;
  return optionWords(options, skuOptions, locale);
}

const methodName = async (db: Db, table: 'shipping_methods' | 'payment_methods', code: string, locale: ContentLocale) => {
  // The table's name comes from the two above, never from the request.
  const name = await db.value<string>`SELECT name FROM ${sql.raw(table)} WHERE code = ${code}`;
  return name !== undefined ? pick(name, locale) : code;
};

export async function orderReturns(db: Db, orderId: number): Promise<OrderReturn[]> {
  return db.rows<OrderReturn>`SELECT number, status, audit_status AS "auditStatus", apply_type AS "applyType", created_at AS "createdAt" FROM returns WHERE order_id = ${orderId} ORDER BY id`;
}

async function orderUser(db: Db, userId: number): Promise<OrderUser | null> {
  const user = await db.row<{ nick_name: string; first_name: string; last_name: string; email: string | null }>`SELECT nick_name, first_name, last_name, email FROM users WHERE id = ${userId}`;
  return user ? { nickName: user.nick_name, fullName: [user.first_name, user.last_name].filter(Boolean).join(' '), email: user.email ?? '' } : null;
}

export async function orderView(db: Db, row: OrderRow, locale: ContentLocale, options: { returns?: boolean } = {}): Promise<OrderAnswer> {
  const lines = await db.rows<LineRow>`
    SELECT i.product_slug AS slug, i.name, i.sku_code AS sku, i.price, i.quantity, s.image, s.options AS sku_options, s.product_id
    FROM order_items i LEFT JOIN skus s ON s.id = i.sku_id WHERE i.order_id = ${row.id} ORDER BY i.id`;
  const products: OrderLine[] = [];
  for (const l of lines) products.push({ slug: l.slug, name: l.name, sku: l.sku, price: l.price, quantity: l.quantity, image: l.image ?? '', options: await lineOptions(db, l.product_id, l.sku_options, locale) });
  return {
    number: row.number,
    status: row.status as OrderStatus,
    payStatus: row.pay_status as PayStatus,
    address: JSON.parse(row.address) as Address,
    shippingMethod: row.shipping_method,
    shippingMethodName: await methodName(db, 'shipping_methods', row.shipping_method, locale),
    paymentMethod: row.payment_method,
    paymentMethodName: await methodName(db, 'payment_methods', row.payment_method, locale),
    couponCode: row.coupon_code,
    price: row.subtotal,
    discount: row.discount,
    shippingFee: row.shipping_fee,
    paymentAmount: row.total,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    products,
    shipments: await db.rows<Order['shipments'][number]>`SELECT express_name AS "expressName", express_number AS "expressNumber" FROM shipments WHERE order_id = ${row.id}`,
    user: row.user_id === null ? null : await orderUser(db, row.user_id),
    // Only a guest order carries its contact e-mail (a customer's is on the account).
    ...(row.email !== null ? { email: row.email } : {}),
    ...(options.returns ? { returns: await orderReturns(db, row.id) } : {}),
  };
}

const numberBody = v.object({ number: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(40)) });
/** A guest's order needs a contact e-mail. */
export const guestPlaceBody = v.object({ ...placeBody.entries, email: rules.contactEmail });

/** The SQL filter order/list applies (status, pay status), after the user's condition. */
function orderFilter(filters: { status?: string; payStatus?: string }) {
  return sql`${filters.status ? sql`AND status = ${filters.status}` : sql``} ${filters.payStatus ? sql`AND pay_status = ${filters.payStatus}` : sql``}`;
}

/** How many of the customer's orders order/list counts (its `total`) for these filters. */
export async function orderListTotal(db: Db, userId: number, filters: { status?: string; payStatus?: string } = {}): Promise<number> {
  return (await db.value<number>`SELECT count(*) FROM orders WHERE user_id = ${userId} ${orderFilter(filters)}`)!;
}

/**
 * One page of a customer's orders, newest first, as order/list answers it (also what the
 * user area's orders page draws its list with). Both filters narrow the count too, so `total`
 * always matches the pages.
 */
export async function orderPage(db: Db, userId: number, query: { status?: OrderStatus; payStatus?: PayStatus; page: number }, locale: ContentLocale): Promise<Paged<OrderAnswer>> {
  const pageSize = 10;
  // The page's ?page= reaches here unchecked (the API's has been): the last guard before SQL.
  const page = clampPage(query.page);
  const total = await orderListTotal(db, userId, query);
  const rows = await db.rows<OrderRow>`SELECT * FROM orders WHERE user_id = ${userId} ${orderFilter(query)} ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const list: OrderAnswer[] = [];
  for (const r of rows) list.push(await orderView(db, r, locale));
  return { list, total, page, pageSize };
}

/** The shopper's own order `number` (a customer's or a guest's), as order/detail reads it; undefined for anyone else's. */
export async function ownOrderRow(db: Db, shopper: Shopper, number: string): Promise<OrderRow | undefined> {
  return db.row<OrderRow>`SELECT * FROM orders WHERE number = ${number} AND ${ownedBy(shopper).where}`;
}

function checkKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !/^[\w-]{8,100}$/.test(key)) throw new ApiError(Code.fail, 'Please enter Idempotency-Key', { field: 'Idempotency-Key' });
}

/** What placing an order takes: checkout/place's checked body (a guest's with the contact e-mail). */
export type PlaceInput = v.InferOutput<typeof placeBody> & { email?: string };

/** What checkout/place answers: the envelope around the order. */
export type PlaceAnswer = { code: number; msg: string; data: OrderAnswer };

interface KeyRow { response: string; request_hash: string | null }

/** The answer stored with a key, for a repeat of the request it was for. */
function storedAnswer(seen: KeyRow, requestHash: string): PlaceAnswer {
  // Same key, other request: the IETF Idempotency-Key draft answers 422 rather than pass
  // the first order off as the answer to a request that asked for something else.
  if (seen.request_hash !== null && seen.request_hash !== requestHash) throw new ApiError(Code.fail, 'This Idempotency-Key was already used for a different order request; use a new key for a new order', { field: 'Idempotency-Key' }, 422);
  return JSON.parse(seen.response) as PlaceAnswer;
}

/**
 * Places the shopper's order under an Idempotency-Key, as checkout/place answers it (the
 * envelope, stored with the key: the same key and body get the first answer back). `request`
 * gives the language and the activity log's address. The no-JavaScript checkout places through
 * it too (demo/pages/checkout-form.ts). A new order clears the shopper's checkout draft.
 */
export async function placeOrder(db: Db, shopper: Shopper, key: unknown, body: PlaceInput, request: FastifyRequest): Promise<PlaceAnswer> {
  checkKey(key);
  const locale = localeOf(request);
  // What the key stands for: the checked body (keys in the schema's order, so the client's
  // key order or spacing makes no difference).
  const requestHash = sha256(JSON.stringify(body));
  // One transaction from the key check to the stored answer (sql.ts): on SQLite it holds the
  // write lock and the process's one connection, so a concurrent duplicate runs after this one
  // commits and finds the stored answer, and the coupon's uses are counted and the order written
  // with no other write in between (on PostgreSQL, SERIALIZABLE refuses a duplicate that slips
  // in as busy). The stock is guarded by its own conditional write as well.
  return db.tx(async (t) => {
    const seen = await t.row<KeyRow>`SELECT response, request_hash FROM idempotency WHERE owner = ${shopper.owner} AND key = ${key}`;
    if (seen) return storedAnswer(seen, requestHash);
    const checkout = await totals(t, shopper, interfaceOf(request), body.addressId, body.shippingMethod, body.email);
    if (!checkout.address) throw new ApiError(Code.fail, 'No such address', { field: 'addressId' });
    if (!checkout.shippingMethod) throw new ApiError(Code.fail, say(request, 'checkout.shippingUnavailable'), { field: 'shippingMethod' });
    if (!(await paymentMethods(t, locale)).some((p) => p.code === body.paymentMethod)) throw new ApiError(Code.fail, say(request, 'checkout.noPaymentMethod'), { field: 'paymentMethod' });
    if (checkout.lines.length === 0) throw new ApiError(Code.fail, 'The cart is empty', { field: 'cart' });
    // Counted above inside this transaction, so two parallel orders cannot both take a last use.
    if (checkout.coupon && !checkout.coupon.applied) throw new ApiError(Code.fail, checkout.coupon.error ?? 'Coupon', { field: 'coupon' });
    const order = (await t.row<OrderRow>`
      INSERT INTO orders (number, user_id, visitor_id, email, status, pay_status, address, shipping_method, payment_method, coupon_code, subtotal, discount, shipping_fee, total, created_at)
      VALUES (${orderNumber()}, ${shopper.userId}, ${shopper.visitor}, ${body.email ?? null}, 'in_progress', 'unpaid', ${JSON.stringify(checkout.address)}, ${checkout.shippingMethod.code}, ${body.paymentMethod},
        ${checkout.coupon?.code ?? null}, ${checkout.subtotal}, ${checkout.discount}, ${checkout.shippingFee}, ${checkout.total}, ${now()}) RETURNING *`)!;
    for (const l of checkout.lines) {
      // The stock is taken only while enough is left (the condition is in the write, so no
      // other order can take it between a check and this); none left throws, and throwing rolls
      // back the whole order: nothing half-written.
      if ((await t.run`UPDATE skus SET stock = stock - ${l.quantity} WHERE code = ${l.sku} AND stock >= ${l.quantity}`) === 0) throw new ApiError(Code.fail, `Not enough stock: ${l.product.name}`, { field: 'cart', sku: l.sku });
      await t.run`INSERT INTO order_items (order_id, sku_id, product_slug, name, sku_code, price, quantity) VALUES (${order.id}, (SELECT id FROM skus WHERE code = ${l.sku}), ${l.product.slug}, ${l.product.name}, ${l.sku}, ${l.price}, ${l.quantity})`;
    }
    await t.run`DELETE FROM cart_lines WHERE owner = ${shopper.owner} AND selected = 1`;
    await t.run`UPDATE carts SET coupon_code = NULL WHERE owner = ${shopper.owner}`;
    // The shopper's no-JavaScript checkout draft (demo/pages/checkout-form.ts) is done with,
    // whichever way the order was placed (that form, or checkout/place from the script): a
    // later checkout without JavaScript starts afresh, not with this one's choices.
    await t.run`DELETE FROM checkout_drafts WHERE owner = ${shopper.owner}`;
    const answer = ok(await orderView(t, order, locale));
    await t.run`INSERT INTO idempotency (owner, key, response, created_at, request_hash) VALUES (${shopper.owner}, ${key}, ${JSON.stringify(answer)}, ${now()}, ${requestHash})`;
    if (shopper.userId !== null) await logActivity(t, shopper.userId, `order:place:${order.number}`, request);
    // A guest has no account page: the receipt carries the order number.
    else await mailOrderPlaced(t, body.email!, order);
    return answer;
  });
}

/** The order an Idempotency-Key of the shopper already placed (its number), if any. */
export async function placedWith(db: Db, shopper: Shopper, key: string): Promise<string | undefined> {
  const response = await db.value<string>`SELECT response FROM idempotency WHERE owner = ${shopper.owner} AND key = ${key}`;
  return response !== undefined ? (JSON.parse(response) as { data?: { number?: string } }).data?.number : undefined;
}

export async function orderRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  /**
   * Someone else's order (another customer's or another guest's) is "no such order": its
   * existence is not theirs to learn.
   */
  const ownOrder = async (shopper: Shopper, number: string) => {
    const row = await ownOrderRow(db, shopper, number);
    if (!row) throw new ApiError(Code.fail, 'No such order', { field: 'number' });
    return row;
  };
  const customer = (userId: number): Shopper => ({ owner: `u:${userId}`, userId, visitor: null });
  const notAllowed = () => new ApiError(Code.fail, 'This order cannot change that way now', { field: 'number' });
  const pushStatus = (row: OrderRow, action: string) => hub.publish(ownerChannel(row.user_id, row.visitor_id), { namespace: 'order', mutation: 'setStatus', action, number: row.number });

  app.post('/checkout/place', async (request) => {
    const shopper = await requireShopper(db, request);
    const key = request.headers['idempotency-key'];
    // The key is looked at first: a request without one is refused for it, whatever its body.
    checkKey(key);
    const body: PlaceInput = parse(request, shopper.visitor ? guestPlaceBody : placeBody);
    return placeOrder(db, shopper, key, body, request);
  });

  app.post('/order/pay', async (request) => {
    const shopper = await requireShopper(db, request);
    const text = v.optional(v.pipe(v.string(), v.maxLength(40)), '');
    const body = parse(request, v.object({ number: numberBody.entries.number, card: text, expiry: text, cvc: text, method: v.optional(v.pipe(v.string(), v.maxLength(40))) }));
    // Bad input is a fail (code 40) at its field, in the shopper's words: the number, the
    // expiry (not past) and the security code, checked as the browser checks them.
    const problem = cardProblems(body, new Date())[0];
    if (problem) throw new ApiError(Code.fail, say(request, problem.key), { field: problem.field });
    const card = cardDigits(body.card);
    // Paid by card, whatever was chosen at the checkout (cash on delivery, then 'Pay now'): the
    // order shows the method used. Only the shop's card methods pay here.
    const method = body.method ?? CARD_METHODS[0];
    if (!CARD_METHODS.includes(method)) throw new ApiError(Code.fail, say(request, 'validation.select', say(request, 'payment.title')), { field: 'method' });
    const row = await ownOrder(shopper, body.number);
    if (row.pay_status === 'paid' || row.status !== 'in_progress') throw notAllowed();
    const outcome = card === TEST_CARDS.declined ? 'declined' : card === TEST_CARDS.pending ? 'pending' : 'succeeded';
    await db.tx(async (t) => {
      // The check above is read again in the write: only an order still unpaid and in progress
      // is changed, so of two payments at once the second changes nothing and is refused (no
      // second payment, no second shipment).
      const payable = sql`id = ${row.id} AND pay_status = 'unpaid' AND status = 'in_progress'`;
      const at = now();
      const stillPayable =
        outcome === 'succeeded'
          ? await t.run`UPDATE orders SET payment_method = ${method}, pay_status = 'paid', shipped = 1, paid_at = ${at}, shipped_at = ${at} WHERE ${payable}`
          : outcome === 'pending'
            ? await t.run`UPDATE orders SET payment_method = ${method} WHERE ${payable}`
            : (await t.value`SELECT 1 FROM orders WHERE ${payable}`) !== undefined;
      if (!stillPayable) throw notAllowed();
      await t.run`INSERT INTO payments (order_id, status, card_last4, created_at) VALUES (${row.id}, ${outcome}, ${card.slice(-4)}, ${at})`;
      // The demo warehouse ships at once, so receipt can be confirmed.
      if (outcome === 'succeeded') await t.run`INSERT INTO shipments (order_id, express_name, express_number) VALUES (${row.id}, 'Demo Express', ${`DX${row.id.toString().padStart(8, '0')}`})`;
    });
    if (outcome === 'declined') throw new ApiError(Code.fullFail, 'The payment was declined', { payment: outcome });
    if (outcome === 'succeeded' && row.user_id !== null) await logActivity(db, row.user_id, `order:pay:${row.number}`, request);
    // The guest's second mail, for the event it names: only a payment that succeeded.
    if (outcome === 'succeeded' && row.email !== null) await mailOrderPaid(db, row.email, row);
    if (outcome === 'succeeded') hub.publish(ownerChannel(row.user_id, row.visitor_id), { namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: row.number });
    return ok({ payment: outcome, order: await orderView(db, await ownOrder(shopper, row.number), localeOf(request)) });
  });

  app.post('/order/list', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({
      status: v.optional(v.picklist(['in_progress', 'completed', 'cancelled', 'pending_cancellation'])),
      payStatus: v.optional(v.picklist(['unpaid', 'paid'])),
      page: v.optional(pageField, 1),
    }));
    return ok(await orderPage(db, user.id, body, localeOf(request)));
  });

  app.post('/order/detail', async (request) => {
    const shopper = await requireShopper(db, request);
    return ok(await orderView(db, await ownOrder(shopper, parse(request, numberBody).number), localeOf(request), { returns: true }));
  });

  app.post('/order/cancel', async (request) => {
    const user = await requireUser(db, request);
    const row = await ownOrder(customer(user.id), parse(request, numberBody).number);
    if (row.status !== 'in_progress') throw notAllowed();
    await db.tx(async (t) => {
      // Decided on the order as it is inside the transaction, and each change made only from that
      // state: of two cancels at once the second changes no row and is refused, so the stock goes
      // back once.
      const current = (await t.row<{ status: string; pay_status: string }>`SELECT status, pay_status FROM orders WHERE id = ${row.id}`)!;
      if (current.status !== 'in_progress') throw notAllowed();
      const unpaid = current.pay_status === 'unpaid';
      // A paid order's money goes back through one path at a time: never a cancellation's
      // refund on top of a return's (docs/api.md "Limits: orders, returns, reviews, coupons").
      if (!unpaid && (await openReturn(t, row.id))) throw new ApiError(Code.fail, 'This order has a return in progress: cancel the return or wait for it to finish before cancelling the order', { field: 'number' });
      if (!unpaid && (await refunded(t, row.id)) > 0) throw new ApiError(Code.fail, 'This order has already been refunded through a return', { field: 'number' });
      if (unpaid) {
        if ((await t.run`UPDATE orders SET status = 'cancelled', cancelled_at = ${now()} WHERE id = ${row.id} AND status = 'in_progress' AND pay_status = 'unpaid'`) === 0) throw notAllowed();
        // Only after this cancel changed the order: the stock goes back once.
        await t.run`UPDATE skus SET stock = stock + (SELECT sum(quantity) FROM order_items WHERE order_id = ${row.id} AND sku_id = skus.id) WHERE id IN (SELECT sku_id FROM order_items WHERE order_id = ${row.id})`;
      } else {
        // Paid money goes back only after the shop agrees: pending cancellation.
        // cancelledAt is when the shopper cancelled, for both outcomes.
        if ((await t.run`UPDATE orders SET status = 'pending_cancellation', cancelled_at = ${now()} WHERE id = ${row.id} AND status = 'in_progress' AND pay_status = 'paid'`) === 0) throw notAllowed();
      }
      await logActivity(t, user.id, `order:cancel:${row.number}`, request);
    });
    pushStatus(row, 'order/status');
    return ok(await orderView(db, await ownOrder(customer(user.id), row.number), localeOf(request)));
  });

  app.post('/order/confirm', async (request) => {
    const user = await requireUser(db, request);
    const row = await ownOrder(customer(user.id), parse(request, numberBody).number);
    if (row.status !== 'in_progress' || row.pay_status !== 'paid' || !row.shipped) throw notAllowed();
    // The same conditions in the write: of two confirmations at once, the second changes nothing and is refused.
    if ((await db.run`UPDATE orders SET status = 'completed', completed_at = ${now()} WHERE id = ${row.id} AND status = 'in_progress' AND pay_status = 'paid' AND shipped = 1`) === 0) throw notAllowed();
    await logActivity(db, user.id, `order:confirm:${row.number}`, request);
    pushStatus(row, 'order/status');
    return ok(await orderView(db, await ownOrder(customer(user.id), row.number), localeOf(request)));
  });

  // A guest's order from another device: number and contact e-mail (order-lookup.ts).
  await orderLookupRoutes(app);
}
