/**
 * A guest's way back to an order from any device: its number and the contact e-mail given at
 * checkout, like a password pair. Only guest orders carry a contact e-mail (orders.email); a
 * customer's order is read in the account area, so it never matches here (anyone who knows a
 * customer's address and one order number would otherwise read the order without the account's
 * password). Shared by the API (order/lookup) and the no-JavaScript page form.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { localeOf, parse, say, sha256 } from './context.ts';
import { orderView, type OrderAnswer, type OrderRow } from './orders.ts';
import { rules } from './rules.ts';

/** No length rule on the number: one longer than any order's simply matches nothing (the same answer as a wrong one). */
export const lookupSchema = v.object({
  number: v.pipe(v.string(rules.message('validation.required', 'number')), v.trim(), v.nonEmpty(rules.message('validation.required', 'number'))),
  email: rules.contactEmail,
});

export type LookupBody = v.InferOutput<typeof lookupSchema>;

/** E-mail addresses are compared without case (what shoppers type varies; mail servers agree in practice). */
const digest = (email: string) => Buffer.from(sha256(email.trim().toLowerCase()), 'hex');
/** Compared against when the number is unknown, so both refusals take the same work. */
const NOBODY = digest('nobody@invalid.invalid');

/**
 * The guest order with this number and contact e-mail, or one refusal (code 40, no field) that
 * does not say which half was wrong. The digests are compared in constant time, and an unknown
 * number still runs the comparison, so the answer's timing does not tell them apart either.
 */
export async function findGuestOrder(db: Db, request: FastifyRequest, body: LookupBody): Promise<OrderRow> {
  const row = await db.row<OrderRow>`SELECT * FROM orders WHERE number = ${body.number} AND user_id IS NULL AND email IS NOT NULL`;
  const matches = timingSafeEqual(digest(body.email), row ? digest(row.email!) : NOBODY) && row !== undefined;
  if (!matches) throw new ApiError(Code.fail, say(request, 'orderLookup.noMatch'));
  return row;
}

/** The order as order/detail shows it to its owner; a guest order has no returns (after-sales is for accounts). */
export const lookupView = async (db: Db, request: FastifyRequest, row: OrderRow): Promise<OrderAnswer> => orderView(db, row, localeOf(request));

export async function orderLookupRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Per IP, like the other credential checks: a number and an e-mail are a guessable pair.
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };
  app.post('/order/lookup', limit, async (request) => ok(await lookupView(db, request, await findGuestOrder(db, request, parse(request, lookupSchema)))));
}
