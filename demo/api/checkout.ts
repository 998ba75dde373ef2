/**
 * Addresses, shipping and payment methods, coupons, totals and placing the order. Totals are
 * always computed here from the database; the client's numbers are never trusted. A guest
 * checks out by visitor id: their addresses and coupon are kept under it, never on an account.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { sql, storedInteger } from '../db/sql.ts';
import type { Address, CheckoutTotals, PaymentMethod, ShippingMethod } from '../../runtime/api/types.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { interfaceOf, localeOf, now, ownedBy, parse, requireShopper, requireUser, say, type Shopper } from './context.ts';
import { contentLocaleOf, message, type InterfaceLanguage } from '../messages.ts';
import { SHOP_CURRENCY } from './outbox.ts';
import { readCart } from './cart.ts';
import { rules } from './rules.ts';

const line = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
export const addressBody = v.object({
  id: v.optional(v.pipe(v.number(), v.integer())),
  firstName: rules.firstName,
  lastName: rules.lastName,
  country: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}$/, 'country: a two-letter ISO code')),
  province: v.optional(line(100), ''),
  city: rules.requiredText('city', rules.MAX_LENGTH.city),
  area: v.optional(line(100), ''),
  postalCode: v.optional(line(20), ''),
  address: rules.requiredText('address', rules.MAX_LENGTH.addressLine),
  apartment: v.optional(line(200), ''),
  countryCode: rules.countryCode,
  phone: v.pipe(rules.required('phone'), v.regex(/^[\d -]{5,20}$/, 'phone: digits only')),
  isDefault: v.optional(v.boolean(), false),
});

interface AddressRow { id: number; first_name: string; last_name: string; country: string; province: string; city: string; area: string; postal_code: string; address: string; apartment: string; country_code: string; phone: string; is_default: number }
const toAddress = (r: AddressRow): Address => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, country: r.country, province: r.province, city: r.city, area: r.area, postalCode: r.postal_code, address: r.address, apartment: r.apartment, countryCode: r.country_code, phone: r.phone, isDefault: r.is_default === 1 });

/** The shopper's own address `id` (a customer's or a guest's), or null (also for an id no row can have, 1e10). */
export async function addressOf(db: Db, shopper: Shopper, id: number): Promise<Address | null> {
  const row = await db.row<AddressRow>`SELECT * FROM addresses WHERE id = ${storedInteger(id)} AND ${ownedBy(shopper).where}`;
  return row ? toAddress(row) : null;
}

/** The shopper's address book, the default first (what address/list answers). */
export async function addressesOf(db: Db, shopper: Shopper): Promise<Address[]> {
  return (await db.rows<AddressRow>`SELECT * FROM addresses WHERE ${ownedBy(shopper).where} ORDER BY is_default DESC, id`).map(toAddress);
}

/**
 * Stores a checked address (addressBody's output) for the shopper: a new one, or their own `id`
 * changed. What address/save answers; the no-JavaScript checkout saves through it too.
 */
export async function saveAddress(db: Db, shopper: Shopper, a: v.InferOutput<typeof addressBody>): Promise<Address> {
  const own = ownedBy(shopper).where;
  const saved = await db.tx(async (t) => {
    if (a.id !== undefined && !(await addressOf(t, shopper, a.id))) throw new ApiError(Code.fail, 'No such address', { field: 'id' });
    if (a.isDefault) await t.run`UPDATE addresses SET is_default = 0 WHERE ${own}`;
    const isDefault = a.isDefault ? 1 : 0;
    if (a.id !== undefined) {
      await t.run`UPDATE addresses SET first_name = ${a.firstName}, last_name = ${a.lastName}, country = ${a.country}, province = ${a.province}, city = ${a.city}, area = ${a.area}, postal_code = ${a.postalCode},
        address = ${a.address}, apartment = ${a.apartment}, country_code = ${a.countryCode}, phone = ${a.phone}, is_default = ${isDefault} WHERE id = ${a.id} AND ${own}`;
      return a.id;
    }
    const created = await t.row<{ id: number }>`INSERT INTO addresses (first_name, last_name, country, province, city, area, postal_code, address, apartment, country_code, phone, is_default, user_id, visitor_id)
      VALUES (${a.firstName}, ${a.lastName}, ${a.country}, ${a.province}, ${a.city}, ${a.area}, ${a.postalCode}, ${a.address}, ${a.apartment}, ${a.countryCode}, ${a.phone}, ${isDefault}, ${shopper.userId}, ${shopper.visitor}) RETURNING id`;
    return created!.id;
  });
  return (await addressOf(db, shopper, saved))!;
}

/** The methods that deliver to `country`, with their fee there (a country rate, else the '*' rate). */
export async function shippingFor(db: Db, country: string, locale: ContentLocale): Promise<ShippingMethod[]> {
  const rows = await db.rows<{ code: string; name: string; days: string; fee: number | null }>`
    SELECT m.code, m.name, m.days, coalesce((SELECT fee FROM shipping_rates WHERE method_id = m.id AND country = ${country}), (SELECT fee FROM shipping_rates WHERE method_id = m.id AND country = '*')) AS fee
    FROM shipping_methods m ORDER BY m.id`;
  return rows.filter((r) => r.fee !== null).map((r) => ({ code: r.code, name: pick(r.name, locale), days: r.days, fee: r.fee as number }));
}

export async function paymentMethods(db: Db, locale: ContentLocale): Promise<PaymentMethod[]> {
  return (await db.rows<{ code: string; name: string }>`SELECT code, name FROM payment_methods WHERE enabled = 1 ORDER BY id`).map((p) => ({ code: p.code, name: pick(p.name, locale) }));
}

interface CouponRow { code: string; kind: 'percent' | 'fixed'; amount: number; min_spend: number; expires_at: string; max_uses: number | null; max_uses_per_customer: number | null }

/**
 * How many orders used the coupon, in all and by this shopper. A cancelled order gives its use
 * back. One person is one customer however they check out: a guest is the same customer by
 * visitor id, by the order's contact e-mail (`email`, known when the order is placed, so a new
 * browser does not make a new first order) and as the account that e-mail belongs to; an account
 * is also the guest orders placed with its e-mail.
 */
async function couponUses(db: Db, code: string, shopper: Shopper, email?: string): Promise<{ total: number; mine: number }> {
  const used = sql`coupon_code = ${code} AND status <> 'cancelled'`;
  const total = (await db.value<number>`SELECT count(*) FROM orders WHERE ${used}`)!;
  const mine =
    shopper.userId !== null
      ? (await db.value<number>`SELECT count(*) FROM orders WHERE ${used} AND (user_id = ${shopper.userId} OR lower(email) = (SELECT lower(email) FROM users WHERE id = ${shopper.userId}))`)!
      : (await db.value<number>`SELECT count(*) FROM orders WHERE ${used} AND (visitor_id = ${shopper.visitor} OR lower(email) = lower(${email ?? null}) OR user_id IN (SELECT id FROM users WHERE lower(email) = lower(${email ?? null})))`)!;
  return { total, mine };
}

/** Cents written as money in the shop's currency, the request's way ("$100.00", "US$100.00"). */
const shopMoney = (cents: number, language: InterfaceLanguage) => new Intl.NumberFormat(language, { style: 'currency', currency: SHOP_CURRENCY }).format(cents / 100);

/**
 * Why a coupon cannot be used. A minimum spend also names the amount (`minSpend`, in minor units
 * like every amount of the API) so the client writes it as money in the shopper's currency.
 */
interface CouponRefusal { msg: string; minSpend?: number }

/** Why a coupon cannot be used on `subtotal` by `shopper`, or null when it can. */
async function couponProblem(db: Db, coupon: CouponRow | undefined, subtotal: number, shopper: Shopper, language: InterfaceLanguage, email?: string): Promise<CouponRefusal | null> {
  if (!coupon) return { msg: 'No such coupon' };
  if (coupon.expires_at <= now()) return { msg: 'This coupon has expired' };
  if (subtotal < coupon.min_spend) return { msg: message(language, 'coupon.minSpendNeeded', shopMoney(coupon.min_spend, language)), minSpend: coupon.min_spend };
  if (coupon.max_uses_per_customer !== null || coupon.max_uses !== null) {
    const uses = await couponUses(db, coupon.code, shopper, email);
    if (coupon.max_uses_per_customer !== null && uses.mine >= coupon.max_uses_per_customer) {
      return { msg: coupon.max_uses_per_customer === 1 ? 'You have already used this coupon' : `You have already used this coupon ${coupon.max_uses_per_customer} times` };
    }
    if (coupon.max_uses !== null && uses.total >= coupon.max_uses) return { msg: 'This coupon has been used up' };
  }
  return null;
}

const discountOf = (coupon: CouponRow, subtotal: number) => (coupon.kind === 'percent' ? Math.floor((subtotal * coupon.amount) / 100) : Math.min(coupon.amount, subtotal));

/**
 * `language`: the request's interface language (a refused coupon's message; names come in its
 * content language). `email`: a guest's contact e-mail when the order is placed (coupon limits
 * count by it too).
 */
export async function totals(db: Db, shopper: Shopper, language: InterfaceLanguage, addressId?: number, shippingMethod?: string, email?: string): Promise<CheckoutTotals> {
  const { owner } = shopper;
  const locale = contentLocaleOf(language);
  const cart = await readCart(db, owner, locale);
  const lines = cart.lines.filter((l) => l.selected);
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const code = (await db.value<string | null>`SELECT coupon_code FROM carts WHERE owner = ${owner}`) ?? null;
  const coupon = code ? await db.row<CouponRow>`SELECT * FROM coupons WHERE code = ${code}` : undefined;
  // A coupon that stopped applying (cart shrank, it expired) is shown as such, not silently used.
  const couponError = code ? ((await couponProblem(db, coupon, subtotal, shopper, language, email))?.msg ?? null) : null;
  const discount = coupon && !couponError ? discountOf(coupon, subtotal) : 0;
  const address = addressId ? await addressOf(db, shopper, addressId) : null;
  const method = address && shippingMethod ? (await shippingFor(db, address.country, locale)).find((m) => m.code === shippingMethod) : undefined;
  const shippingFee = method?.fee ?? 0;
  return { lines, subtotal, coupon: code ? { code, applied: !couponError, error: couponError } : null, discount, shippingFee, total: subtotal - discount + shippingFee, address, shippingMethod: method ?? null };
}

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post('/address/list', async (request) => ok(await addressesOf(db, await requireShopper(db, request))));

  app.post('/address/save', async (request) => {
    const shopper = await requireShopper(db, request);
    return ok(await saveAddress(db, shopper, parse(request, addressBody)));
  });

  app.post('/address/delete', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parse(request, v.object({ id: v.pipe(v.number(), v.integer()) }));
    if ((await db.run`DELETE FROM addresses WHERE id = ${storedInteger(id)} AND user_id = ${user.id}`) === 0) throw new ApiError(Code.fail, 'No such address', { field: 'id' });
    return ok(null);
  });

  app.post('/checkout/shipping', async (request) => {
    const shopper = await requireShopper(db, request);
    const { addressId } = parse(request, v.object({ addressId: v.pipe(v.number(), v.integer()) }));
    const address = await addressOf(db, shopper, addressId);
    if (!address) throw new ApiError(Code.fail, 'No such address', { field: 'addressId' });
    const methods = await shippingFor(db, address.country, localeOf(request));
    if (methods.length === 0) throw new ApiError(Code.fail, say(request, 'checkout.shippingUnavailable'), { field: 'addressId' });
    return ok(methods);
  });

  app.post('/checkout/payment', async (request) => {
    const methods = await paymentMethods(db, localeOf(request));
    if (methods.length === 0) throw new ApiError(Code.fail, say(request, 'checkout.noPaymentMethod'));
    return ok(methods);
  });

  app.post('/checkout/coupon/apply', async (request) => {
    const shopper = await requireShopper(db, request);
    const { code } = parse(request, v.object({ code: v.pipe(rules.required('code'), v.toUpperCase(), v.maxLength(40)) }));
    // Whether the coupon applies now, for the shopper's answer; placing the order checks it again
    // with the order's write (orders.ts placeOrder), so a use taken meanwhile is refused there.
    const subtotal = (await totals(db, shopper, interfaceOf(request))).subtotal;
    const problem = await couponProblem(db, await db.row<CouponRow>`SELECT * FROM coupons WHERE code = ${code}`, subtotal, shopper, interfaceOf(request));
    if (problem) throw new ApiError(Code.fail, problem.msg, { field: 'code', ...(problem.minSpend !== undefined ? { minSpend: problem.minSpend } : {}) });
    await db.run`INSERT INTO carts (owner, coupon_code) VALUES (${shopper.owner}, ${code}) ON CONFLICT (owner) DO UPDATE SET coupon_code = excluded.coupon_code`;
    return ok(await totals(db, shopper, interfaceOf(request)));
  });

  app.post('/checkout/coupon/remove', async (request) => {
    const shopper = await requireShopper(db, request);
    await db.run`UPDATE carts SET coupon_code = NULL WHERE owner = ${shopper.owner}`;
    return ok(await totals(db, shopper, interfaceOf(request)));
  });

  app.post('/checkout/summary', async (request) => {
    const shopper = await requireShopper(db, request);
    const body = parse(request, v.object({ addressId: v.optional(v.pipe(v.number(), v.integer())), shippingMethod: v.optional(v.string()) }));
    return ok(await totals(db, shopper, interfaceOf(request), body.addressId, body.shippingMethod));
  });
}

export const placeBody = v.object({
  addressId: v.pipe(v.number(), v.integer()),
  shippingMethod: v.pipe(v.string(), v.nonEmpty()),
  paymentMethod: v.pipe(v.string(), v.nonEmpty()),
});

export function orderNumber(): string {
  return `SE${Date.now().toString(36).toUpperCase()}${randomInt(1000, 9999)}`;
}

export type PlaceRequest = FastifyRequest;
