/**
 * The shop_session cookie: the same session as the x-auth token, set by every sign-in (the
 * API's and the no-JavaScript forms'), HttpOnly, SameSite=Lax, Path=/, Secure on https, for the
 * session's absolute lifetime; cleared at sign-out. Only page requests read it: the server draws
 * the shopper's own state (header, cart, user centre) into the page, and auth/session trades it
 * for the token when the page's script has none (a no-JavaScript sign-in). The API never takes it
 * as a credential. A revoked or expired session makes it worth nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { isVisitorId, liveSession, SESSION_ABSOLUTE_MS, sha256 } from './context.ts';

export const SESSION_COOKIE = 'shop_session';

const secure = (request: FastifyRequest) => (request.protocol === 'https' ? '; Secure' : '');

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; HttpOnly; SameSite=Lax; Path=/${secure(request)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; Max-Age=0; HttpOnly; SameSite=Lax; Path=/${secure(request)}`);
}

/** A cookie's value as the request carries it; undefined when it has none. */
export function readCookie(request: FastifyRequest, cookie: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=');
  }
  return undefined;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const token = readCookie(request, SESSION_COOKIE);
  return token !== undefined && /^[\w-]{20,100}$/.test(token) ? token : undefined;
}

/** The live session the cookie stands for; else null. */
export async function cookieSession(db: Db, request: FastifyRequest): Promise<{ token: string; userId: number } | null> {
  const token = readSessionCookie(request);
  if (!token) return null;
  const row = await db.row<{ user_id: number }>`SELECT user_id FROM sessions s WHERE s.token = ${sha256(token)} AND ${liveSession()}`;
  return row ? { token, userId: row.user_id } : null;
}

/**
 * The visitor id the runtime mirrors into the `visitorId` cookie (runtime/session.ts): the
 * guest whose own cart a page draws. Pages only; the API reads x-visitor-id.
 */
export function readVisitorCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === 'visitorId') return isVisitorId(value) ? value : null;
  }
  return null;
}

/** A browser form can post urlencoded, multipart or text/plain without asking: those are refused where a form must not reach. */
export const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * False when the request names another site as its Origin (a cross-site form or script).
 * No Origin at all is a same-site navigation or a non-browser client; "null" is refused.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
