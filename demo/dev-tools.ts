/**
 * The demo's tools: /dev/outbox (every code and e-mail the shop "sent"), /dev/oauth/authorize
 * (the test sign-in provider) and POST /api/web/dev/returns/audit (shop staff's stand-in). Each
 * would hand an attacker accounts or refunds, so they answer only when
 *   - enabled: the `devTools` server option; by default on, off with NODE_ENV=production or
 *     SHOP_DEV_TOOLS=0 (SHOP_DEV_TOOLS=1 turns them on even in production);
 *   - the request's Host is a loopback name (127.0.0.1, localhost, [::1], any port): a page of
 *     another site that rebinds its DNS name to 127.0.0.1 still sends its own name, and is refused;
 *   - and, for the returns audit, with the staff key in `x-staff-key` (compared in constant time).
 * Off or from another Host, a tool answers 404, as if it were not there; the audit without the
 * right staff key answers HTTP 403 (envelope code 40, data.field 'x-staff-key').
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Code } from './api/envelope.ts';

/** Whether the dev tools are on when the server options do not say. */
export function devToolsDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SHOP_DEV_TOOLS === '0') return false;
  if (env.SHOP_DEV_TOOLS === '1') return true;
  return env.NODE_ENV !== 'production';
}

/** STAFF_KEY from the environment, else a fresh random key for this run of the server. */
export function staffKeyDefault(env: NodeJS.ProcessEnv = process.env): string {
  return env.STAFF_KEY || randomBytes(24).toString('base64url');
}

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/** True for a Host header naming this machine's loopback interface, with or without a port. */
export const isLoopbackHost = (host: string | undefined): boolean => typeof host === 'string' && LOOPBACK_HOST.test(host);

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '' || expected === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * An onRequest hook for a dev tool's route: 404 unless the tools are on and the Host is a
 * loopback one; with `staff`, a refusal (HTTP 403) unless x-staff-key holds the staff key.
 */
export function devToolGuard(options: { enabled: boolean; staffKey: string; staff?: boolean }) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!options.enabled || !isLoopbackHost(request.headers.host)) {
      reply.callNotFound();
      return reply;
    }
    if (options.staff && !sameSecret(request.headers['x-staff-key'], options.staffKey)) throw new ApiError(Code.fail, 'Staff credential required', { field: 'x-staff-key' }, 403);
    return undefined;
  };
}
