/** Per-request helpers for API handlers: language, body validation, the signed-in user, the log. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import type { ContentLocale } from '../db/text.ts';
import { message, requestLocale, type MessageKey } from '../messages.ts';
import { ApiError, Code } from './envelope.ts';
import { rules } from './rules.ts';

export const localeOf = (request: FastifyRequest): ContentLocale =>
  requestLocale((request.query as Record<string, string> | undefined)?.lang, request.headers['accept-language']);

export const say = (request: FastifyRequest, key: MessageKey, ...args: unknown[]) => message(localeOf(request), key, ...args);

/**
 * Validates a body with a valibot schema. A refusal is code 40 whose msg names the field: the
 * spec's own message when the rule has one ('Password is required'), otherwise
 * 'Please enter <field>'. data.field carries the field's path for forms.
 */
export function parse<S extends v.GenericSchema>(request: FastifyRequest, schema: S, input: unknown = request.body): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') || 'body';
  const ref = rules.messageRef(missingKeyMessage(schema, issue) ?? issue.message);
  const msg = ref.key === 'http.unknown' ? say(request, 'validation.enter', field) : say(request, ref.key as MessageKey, ...(ref.args ?? []));
  throw new ApiError(Code.fail, msg, { field });
}

/**
 * valibot reports a missing key with the object's generic wording; the field's own schema
 * knows the spec's message for "nothing there" ('Email/Mobile number is required').
 */
function missingKeyMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.length === 1 ? issue.path[0]!.key : undefined;
  if (typeof key !== 'string' || issue.received !== 'undefined') return undefined;
  const root = schema as unknown as { entries?: Record<string, v.GenericSchema>; pipe?: { entries?: Record<string, v.GenericSchema> }[] };
  const entry = (root.entries ?? root.pipe?.[0]?.entries)?.[key];
  return entry ? v.safeParse(entry, undefined).issues?.[0]?.message : undefined;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface User {
  id: number;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  nick_name: string;
  avatar: string;
  bio: string;
  birthday: string;
  email_verified: number;
  credits: number;
  last_login: string | null;
  password_hash: string | null;
}

/** The user the x-auth token belongs to (the token itself is never stored, only its hash). */
export function currentUser(db: Db, request: FastifyRequest): (User & { session: string }) | null {
  const token = request.headers['x-auth'];
  if (typeof token !== 'string' || token === '') return null;
  const row = db.prepare('SELECT u.*, s.token AS session FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ? AND s.revoked = 0').get(sha256(token)) as (User & { session: string }) | undefined;
  return row ?? null;
}

/** Code 50 ('login error'): the client signs out and goes to sign-in. */
export function requireUser(db: Db, request: FastifyRequest): User & { session: string } {
  const user = currentUser(db, request);
  if (!user) throw new ApiError(Code.authInvalid, say(request, 'http.loginError'));
  return user;
}

export function logActivity(db: Db, userId: number, action: string, request: FastifyRequest): void {
  db.prepare('INSERT INTO activity (user_id, action, ip, created_at) VALUES (?, ?, ?, ?)').run(userId, action, request.ip, new Date().toISOString());
}

/** The guest's visitor id (header x-visitor-id, kept by the runtime in local storage). */
export function visitorId(request: FastifyRequest): string | null {
  const id = request.headers['x-visitor-id'];
  return typeof id === 'string' && /^[\w-]{8,64}$/.test(id) ? id : null;
}

/**
 * Who checks out: the signed-in customer, or a guest by visitor id. `owner` keys the cart and
 * idempotency ('u:<id>' or 'v:<visitor id>'); exactly one of userId and visitor is set.
 */
export interface Shopper {
  owner: string;
  userId: number | null;
  visitor: string | null;
}

/**
 * The customer when the x-auth token is good; else the guest by x-visitor-id. A token that is
 * sent but unknown or revoked is still code 50 (the client signs out; it never silently turns
 * into a guest), and so is a request with neither credential.
 */
export function requireShopper(db: Db, request: FastifyRequest): Shopper {
  const user = currentUser(db, request);
  if (user) return { owner: `u:${user.id}`, userId: user.id, visitor: null };
  const token = request.headers['x-auth'];
  const visitor = visitorId(request);
  if ((typeof token === 'string' && token !== '') || !visitor) throw new ApiError(Code.authInvalid, say(request, 'http.loginError'));
  return { owner: `v:${visitor}`, userId: null, visitor };
}

/** The SQL condition and argument that pick a shopper's own rows from a table with user_id and visitor_id. */
export function ownedBy(shopper: Shopper): { where: string; id: number | string } {
  return shopper.userId !== null ? { where: 'user_id = ?', id: shopper.userId } : { where: 'visitor_id = ?', id: shopper.visitor! };
}

export const now = () => new Date().toISOString();
