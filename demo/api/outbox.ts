/** Codes and e-mails are not sent: they land in the outbox table, shown at /dev/outbox. */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { now, sha256 } from './context.ts';

/** The shop's public origin of each database's server, read when a mail is written (setMailOrigin). */
const origins = new WeakMap<Db, () => string>();

/**
 * Where the links of the mails written into `db` lead: the shop's public origin (server.ts,
 * `publicOrigin`: configured, else the address it listens on). Never a request's Host header,
 * which is whatever the client writes: a mail must not send its reader to someone else's site.
 * Kept by the database's own handle (`db.root`), so a mail written through a transaction's
 * handle has the same links as one written outside.
 */
export function setMailOrigin(db: Db, origin: () => string): void {
  origins.set(db.root, origin);
}

/** A link for a mail: `path` (with its query) on the shop's public origin, clickable where it is read. */
export function mailLink(db: Db, path: string): string {
  const origin = origins.get(db.root)?.();
  return origin ? new URL(path, origin).href : path;
}

export async function deliver(db: Db, recipient: string, subject: string, body: string): Promise<void> {
  await db.run`INSERT INTO outbox (recipient, subject, body, created_at) VALUES (${recipient}, ${subject}, ${body}, ${now()})`;
}

export const CODE_LIFETIME_MS = 10 * 60_000;

/** Wrong tries a code takes: the fifth wrong one voids it (a new code must be asked for). */
export const MAX_CODE_TRIES = 5;

/**
 * What the codes table keeps of a code: sha256 of purpose, target and code, never the code. A
 * six-digit code has only 10^6 values, so the hash is no defence against someone who reads the
 * table and tries them all; what bounds guessing is the attempt cap (5 wrong tries void the
 * code: 5 in 10^6 per code) with the rate limits and the 10-minute life. The hash keeps a copy
 * of the table (a backup, a query log, a debugging dump) from reading out live codes at a
 * glance, and binds each to its account and purpose.
 */
export const codeHash = (target: string, purpose: string, code: string) => sha256(`${purpose}\n${target}\n${code}`);

/**
 * A six-digit one-time code for `target` (e-mail or mobile) and `purpose`; older ones stop
 * working. A reset code's mail links to the reset page for the account too (the page the forgot
 * page goes on to, `/auth/reset-password?account=`), where the code is typed: the code itself
 * never travels in an address.
 */
export async function issueCode(db: Db, target: string, purpose: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.tx(async (t) => {
    await t.run`UPDATE codes SET used = 1 WHERE target = ${target} AND purpose = ${purpose} AND used = 0`;
    await t.run`INSERT INTO codes (target, purpose, code, expires_at) VALUES (${target}, ${purpose}, ${codeHash(target, purpose, code)}, ${new Date(Date.now() + CODE_LIFETIME_MS).toISOString()})`;
    const reset = purpose === 'reset' ? ` Enter it at ${mailLink(t, `/auth/reset-password?account=${encodeURIComponent(target)}`)}` : '';
    await deliver(t, target, `Your ${purpose} code`, `Your code is ${code}. It expires in 10 minutes.${reset}`);
  });
  return code;
}

/**
 * Uses up a code; false when wrong, expired, already used or void. A wrong code counts against
 * the live code of that target and purpose; at MAX_CODE_TRIES it is void, even for the right code.
 * Other requests may run between the read and the write: the writes take only a code that is
 * still unused (the fifth wrong try sets used as well), so a code is used once, and a right code
 * whose write comes after the fifth wrong one's (tries sent at once) finds it void.
 */
export async function consumeCode(db: Db, target: string, purpose: string, code: string): Promise<boolean> {
  const row = await db.row<{ id: number; code: string }>`SELECT id, code FROM codes WHERE target = ${target} AND purpose = ${purpose} AND used = 0 AND attempts < ${MAX_CODE_TRIES} AND expires_at > ${now()} ORDER BY id DESC LIMIT 1`;
  if (!row) return false;
  const given = Buffer.from(codeHash(target, purpose, code), 'hex');
  const stored = Buffer.from(row.code, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    return (await db.run`UPDATE codes SET used = 1 WHERE id = ${row.id} AND used = 0`) === 1;
  }
  await db.run`UPDATE codes SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ${MAX_CODE_TRIES} THEN 1 ELSE used END WHERE id = ${row.id} AND used = 0`;
  return false;
}

/** The demo shop's currency (the pages' and the elements' `currency` too). */
export const SHOP_CURRENCY = 'USD';
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: SHOP_CURRENCY });
/** Cents as an e-mail writes them, with the currency: 4500 is "$45.00" (en-US writes US dollars as $). */
export const mailMoney = (cents: number): string => moneyFormat.format(cents / 100);

interface MailedOrder { number: string; total: number; payment_method: string }

/**
 * The guest's way back to the order (the order lookup page, prefilled): a guest has no account
 * page, and the order's visitor id stays in the browser that placed it.
 */
export const lookupPath = (number: string, email: string): string => `/order/lookup?number=${encodeURIComponent(number)}&email=${encodeURIComponent(email)}`;
const findAgain = (db: Db, recipient: string, order: MailedOrder) => ` View your order any time: ${mailLink(db, lookupPath(order.number, recipient))}`;

/**
 * A guest's mail when the order is placed: it is not paid yet, so the mail says what is owed
 * and how, never "thank you for your payment".
 */
export async function mailOrderPlaced(db: Db, recipient: string, order: MailedOrder): Promise<void> {
  const how = order.payment_method === 'cod' ? `You pay ${mailMoney(order.total)} on delivery.` : `Total to pay: ${mailMoney(order.total)}. We will write again when your payment is received.`;
  await deliver(db, recipient, `Your order ${order.number}`, `We have received your order ${order.number}. ${how}${findAgain(db, recipient, order)}`);
}

/** A guest's mail when the payment succeeded (the demo warehouse ships at once). */
export async function mailOrderPaid(db: Db, recipient: string, order: MailedOrder): Promise<void> {
  await deliver(db, recipient, `Payment received for order ${order.number}`, `We have received your payment of ${mailMoney(order.total)} for order ${order.number}. It is on its way.${findAgain(db, recipient, order)}`);
}
