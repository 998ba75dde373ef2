/**
 * The demo's tools: every /dev/* route (/dev/outbox: every code and e-mail the shop "sent";
 * /dev/oauth/authorize: the test sign-in provider; /dev/elements: the playground) and
 * POST /api/web/dev/returns/audit (shop staff's stand-in). Each would hand an attacker accounts
 * or refunds, so they answer only when all of these hold:
 *   - switched on. `SHOP_DEV_TOOLS=1` (or the `devTools: true` server option) switches them on,
 *     `SHOP_DEV_TOOLS=0`, `NODE_ENV=production` or `devTools: false` off. Otherwise they are on
 *     only while the server listens on loopback alone (npm start's default HOST=127.0.0.1, the
 *     tests): with HOST=0.0.0.0 or any other address they are off unless switched on, and so
 *     are they behind a trusted proxy (trustProxy), where every client arrives from the proxy;
 *   - the connection comes from this machine: the socket's own remote address is loopback
 *     (127.0.0.0/8, ::1, ::ffff:127.x). Not a header: a Host header is whatever the client
 *     writes, and `Host: 127.0.0.1` sent to a server on 0.0.0.0 must not open the outbox;
 *   - the request did not come through a proxy (no X-Forwarded-For, Forwarded or X-Real-IP):
 *     a proxy on this machine connects from loopback on behalf of anyone;
 *   - the request's Host is a loopback name (127.0.0.1, localhost, [::1], any port): a page of
 *     another site that rebinds its DNS name to 127.0.0.1 still sends its own name, and is refused;
 *   - and, for the returns audit, with the staff key in `x-staff-key` (compared in constant time).
 * Otherwise a tool answers 404, as if it were not there; the audit without the right staff key
 * answers HTTP 403 (envelope code 40, data.field 'x-staff-key').
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Code } from './api/envelope.ts';

/**
 * 'on' and 'off' are what the operator said; 'loopback' (nobody said) means on while the server
 * listens on loopback only, and off as soon as it listens beyond it.
 */
export type DevToolsSetting = 'on' | 'off' | 'loopback';

/** The setting when the server options do not say: from SHOP_DEV_TOOLS and NODE_ENV. */
export function devToolsSetting(env: NodeJS.ProcessEnv = process.env): DevToolsSetting {
  if (env.SHOP_DEV_TOOLS === '0') return 'off';
  if (env.SHOP_DEV_TOOLS === '1') return 'on';
  return env.NODE_ENV === 'production' ? 'off' : 'loopback';
}

/** The setting of a server: its `devTools` option first, then the environment; a trusted proxy turns the default off. */
export function resolveDevToolsSetting(option: boolean | undefined, trustProxy: unknown, env: NodeJS.ProcessEnv = process.env): DevToolsSetting {
  if (option !== undefined) return option ? 'on' : 'off';
  const setting = devToolsSetting(env);
  return setting === 'loopback' && trustProxy ? 'off' : setting;
}

/** STAFF_KEY from the environment, else a fresh random key for this run of the server. */
export function staffKeyDefault(env: NodeJS.ProcessEnv = process.env): string {
  return env.STAFF_KEY || randomBytes(24).toString('base64url');
}

/**
 * True for a loopback IP address as a socket reports it: 127.0.0.0/8, ::1, and IPv4 loopback
 * mapped into IPv6 (::ffff:127.x.y.z, what a dual-stack listener on :: reports).
 */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (typeof address !== 'string') return false;
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '0:0:0:0:0:0:0:1') return true;
  const v4 = lower.startsWith('::ffff:') ? lower.slice(7) : lower;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * Whether a server bound to this address is reachable from beyond this machine. Not listening
 * (null: inject() in tests) is not; 0.0.0.0, :: and any other interface's address are.
 */
export function listensBeyondLoopback(address: AddressInfo | string | null): boolean {
  if (address === null) return false;
  if (typeof address === 'string') return false; // a Unix socket or pipe: local by nature
  return !isLoopbackAddress(address.address);
}

/** Whether the tools are on for a server with this setting, bound to this address. */
export function devToolsOn(setting: DevToolsSetting, address: AddressInfo | string | null): boolean {
  return setting === 'on' || (setting === 'loopback' && !listensBeyondLoopback(address));
}

const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/** True for a Host header naming this machine's loopback interface, with or without a port. */
export const isLoopbackHost = (host: string | undefined): boolean => typeof host === 'string' && LOOPBACK_HOST.test(host);

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** The facts about one request the tools decide on: what the socket says, not what a header claims to be. */
export interface DevToolsCaller {
  /** request.socket.remoteAddress */
  remoteAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/** Whether a caller may use the tools once they are on: a loopback connection, no proxy in between, a loopback Host. */
export function isLocalCaller(caller: DevToolsCaller): boolean {
  if (!isLoopbackAddress(caller.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => caller.headers[name] !== undefined)) return false;
  const host = caller.headers.host;
  return isLoopbackHost(typeof host === 'string' ? host : undefined);
}

/** Whether this request may use the tools (the sign-in page offers the test provider only then). */
export function devToolsOpenTo(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.devTools && isLocalCaller({ remoteAddress: request.socket?.remoteAddress, headers: request.headers });
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given === '' || expected === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** Paths that are dev tools whatever route serves them: the whole /dev/ tree and the API's dev/ endpoints. */
export const isDevToolPath = (url: string): boolean => /^\/(?:api\/web\/)?dev(?:\/|\?|$)/i.test(url);

/**
 * An onRequest hook for a dev tool's route: 404 unless the tools are on and the caller is local
 * (isLocalCaller); with `staff`, a refusal (HTTP 403) unless x-staff-key holds the staff key.
 * Reads app.devTools at each request: whether the tools are on depends on where the server listens.
 */
export function devToolGuard(app: FastifyInstance, options: { staff?: boolean } = {}) {
  return async function guard(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!devToolsOpenTo(app, request)) {
      reply.callNotFound();
      return reply;
    }
    if (options.staff && !sameSecret(request.headers['x-staff-key'], app.staffKey)) throw new ApiError(Code.fail, 'Staff credential required', { field: 'x-staff-key' }, 403);
    return undefined;
  };
}
