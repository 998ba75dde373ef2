/** Per-request helpers for API handlers: language, body validation, the signed-in user, the log. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RawBuilder } from 'kysely';
import * as v from 'valibot';
import { isDatabaseBusy, type Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import type { ContentLocale } from '../db/text.ts';
import { contentLocaleOf, message, requestLocale, type InterfaceLanguage, type MessageKey } from '../messages.ts';
import { ApiError, Code } from './envelope.ts';
import { rules } from './rules.ts';

/** The request's interface language (?lang=, then Accept-Language): its messages' language. */
export const interfaceOf = (request: FastifyRequest): InterfaceLanguage =>
  requestLocale((request.query as Record<string, string> | undefined)?.lang, request.headers['accept-language']);

/** The language of the database text an answer carries (names, articles): en, zh or zh-HK. */
export const localeOf = (request: FastifyRequest): ContentLocale => contentLocaleOf(interfaceOf(request));

export const say = (request: FastifyRequest, key: MessageKey, ...args: unknown[]) => message(interfaceOf(request), key, ...args);

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
  mobile_verified: number;
  credits: number;
  last_login: string | null;
  password_hash: string | null;
}

const DAY_MS = 86_400_000;
/** A session not used for this long has ended (idle lifetime). */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** A session this old has ended, however often it is used (absolute lifetime). */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** last_used_at is written at most this often per session (it is read in days). */
const TOUCH_EVERY_MS = 60_000;

/** A piece of SQL (a condition) to put in a query, as sql`...` builds it: its values stay bound parameters. */
export type SqlFragment = RawBuilder<unknown>;

export const liveArgs = (at = Date.now()): [string, string] => [new Date(at - SESSION_ABSOLUTE_MS).toISOString(), new Date(at - SESSION_IDLE_MS).toISOString()];

/**
 * The SQL condition of a live session (table alias `s`): not revoked, younger than the absolute
 * lifetime, used within the idle lifetime, as of `at`.
 */
export function liveSession(at = Date.now()): SqlFragment {
  const [created, used] = liveArgs(at);
  return sql`s.revoked = 0 AND s.created_at > ${created} AND coalesce(s.last_used_at, s.created_at) > ${used}`;
}

/** Whether the session with this token hash is live (the socket asks before each push). */
export async function sessionLive(db: Db, sessionHash: string): Promise<boolean> {
  return (await db.row`SELECT 1 FROM sessions s WHERE s.token = ${sessionHash} AND ${liveSession()}`) !== undefined;
}

/**
 * Ends the sessions `where` picks (a condition on the sessions table): sign-out, a revoke, a
 * password change or reset. Returns their token hashes: the caller closes their sockets with
 * hub.closeSessions once the change is committed, after the transaction it is part of (the other
 * processes hear of the close through the database, and a socket must not close for a revoke
 * that then rolls back).
 */
export async function revokeSessions(db: Db, where: SqlFragment): Promise<string[]> {
  const ended = await db.rows<{ token: string }>`UPDATE sessions SET revoked = 1 WHERE revoked = 0 AND (${where}) RETURNING token`;
  return ended.map((row) => row.token);
}

/** The user the x-auth token belongs to (the token itself is never stored, only its hash), while the session is live. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<(User & { session: string }) | null> {
  const token = request.headers['x-auth'];
  if (typeof token !== 'string' || token === '') return null;
  const hash = sha256(token);
  const row = await db.row<User & { session: string }>`SELECT u.*, s.token AS session FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ${hash} AND ${liveSession()}`;
  if (!row) return null;
  const at = Date.now();
  try {
    await db.run`UPDATE sessions SET last_used_at = ${new Date(at).toISOString()} WHERE token = ${hash} AND coalesce(last_used_at, created_at) < ${new Date(at - TOUCH_EVERY_MS).toISOString()}`;
  } catch (error) {
    // The touch is bookkeeping (read in days): a locked database must not refuse a read.
    if (!isDatabaseBusy(error)) throw error;
  }
  return row;
}

/**
 * The customer when the x-auth token is good, null when none is sent. A token that is sent but
 * unknown, expired or revoked is code 50 on every endpoint that looks at the caller, guest ones
 * included: one rule, so the client clears it and asks again as the visitor (runtime/http/
 * client.ts) instead of some endpoints quietly treating it as the guest and others refusing.
 */
export async function callerUser(db: Db, request: FastifyRequest): Promise<(User & { session: string }) | null> {
  const user = await currentUser(db, request);
  const token = request.headers['x-auth'];
  if (!user && typeof token === 'string' && token !== '') throw new ApiError(Code.authInvalid, say(request, 'http.loginError'));
  return user;
}

/** Code 50 ('login error'): the client signs out and goes to sign-in. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<User & { session: string }> {
  const user = await currentUser(db, request);
  if (!user) throw new ApiError(Code.authInvalid, say(request, 'http.loginError'));
  return user;
}

export async function logActivity(db: Db, userId: number, action: string, request: FastifyRequest): Promise<void> {
  await db.run`INSERT INTO activity (user_id, action, ip, created_at) VALUES (${userId}, ${action}, ${request.ip}, ${new Date().toISOString()})`;
}

/**
 * A visitor id as the runtime makes it (runtime/session.ts: crypto.randomUUID(), a version 4
 * UUID in lower case). Anything else ("aaaaaaaa") is no visitor id: a guessable id would be
 * someone else's cart.
 */
export const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isVisitorId = (id: unknown): id is string => typeof id === 'string' && VISITOR_ID.test(id);

/** The guest's visitor id (header x-visitor-id, kept by the runtime in local storage). */
export function visitorId(request: FastifyRequest): string | null {
  const id = request.headers['x-visitor-id'];
  return isVisitorId(id) ? id : null;
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
 * sent but unknown or revoked is code 50 (callerUser), and so is a request with neither
 * credential.
 */
export async function requireShopper(db: Db, request: FastifyRequest): Promise<Shopper> {
  const user = await callerUser(db, request);
  if (user) return { owner: `u:${user.id}`, userId: user.id, visitor: null };
  const visitor = visitorId(request);
  if (!visitor) throw new ApiError(Code.authInvalid, say(request, 'http.loginError'));
  return { owner: `v:${visitor}`, userId: null, visitor };
}

/**
 * The SQL condition that picks a shopper's own rows from a table with user_id and visitor_id
 * (`where`, its value bound: `... AND ${own.where}`), and that value (`id`).
 */
export function ownedBy(shopper: Shopper): { where: SqlFragment; id: number | string } {
  return shopper.userId !== null ? { where: sql`user_id = ${shopper.userId}`, id: shopper.userId } : { where: sql`visitor_id = ${shopper.visitor!}`, id: shopper.visitor! };
}

export const now = () => new Date().toISOString();

/**
 * A route's rate limit (`config` of the route) counted per account, not per address: one account
 * cannot flood from many addresses, and shoppers behind one address do not share a limit. A call
 * without a live session (answered 50 anyway) counts against its IP.
 */
export function perAccountLimit(db: Db, perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: '1 minute',
      keyGenerator: async (request: FastifyRequest) => {
        const user = await currentUser(db, request);
        return user ? `account:${user.id}` : `ip:${request.ip}`;
      },
    },
  };
}
