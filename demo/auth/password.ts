/**
 * Password hashes with scrypt from node:crypto: memory-hard, built in (no native addon to
 * compile), verified in constant time, and run on libuv's thread pool (the callback form,
 * promisified), never on the event loop: pages and static files keep flowing while it works.
 * Parameters are OWASP's for scrypt (N=2^17, r=8, p=1: 128 MiB and about 0.1-0.3 s a hash).
 * Stored as `scrypt$N$r$p$salt$hash`, so a hash made with older parameters still verifies, and
 * `needsRehash` tells sign-in to store a new one (demo/api/auth-flows.ts).
 * Requests hash through app.passwords, which takes turns (hash-gate.ts): the thread pool
 * also serves every file read.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** The biggest N a stored hash may ask for (a hash string is data: it must not ask for gigabytes). */
const MAX_N = 2 ** 20;

/** scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is below OWASP's 128 MiB. */
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

export interface ScryptWork {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/**
 * For tests: told as each scrypt derivation starts and ends, with its cost. Counts the work
 * itself (how many run at once, that an unknown account costs what a known one does) without
 * timing anything.
 */
export const scryptWatch: { listener?: (event: 'start' | 'end', work: ScryptWork) => void } = {};

function derive(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmem(params.N, params.r) };
  const work: ScryptWork = { N: params.N, r: params.r, p: params.p, keyLength: length };
  scryptWatch.listener?.('start', work);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => {
      scryptWatch.listener?.('end', work);
      if (error) reject(error);
      else resolve(key);
    }),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string | null | undefined): Parsed | null {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const ok = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0 && Number.isInteger(r) && r >= 1 && r <= 32 && Number.isInteger(p) && p >= 1 && p <= 16;
  if (!ok) return null;
  const hash = Buffer.from(parts[5]!, 'base64');
  return hash.length >= 16 ? { N, r, p, salt: Buffer.from(parts[4]!, 'base64'), hash } : null;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(actual, parsed.hash);
}

/** True when a stored hash was made with other parameters than `params` (sign-in then stores a new one). */
export function needsRehash(stored: string | null | undefined, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored);
  return !!parsed && (parsed.N !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.hash.length !== KEY_LENGTH);
}

/** Hashing and verifying in the gate's turns, at the server's parameters: what request handlers use (app.passwords). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
  needsRehash(stored: string | null | undefined): boolean;
  /**
   * A hash of a password no one knows, at the server's parameters: an unknown account (or one
   * without a password) is verified against it, so it costs the same scrypt work as a known
   * one. Made once, in the background, as the server starts (outside the turns: one hash, before
   * any request).
   */
  standIn: Promise<string>;
}

/**
 * `params`: scrypt's cost for new hashes (a server's `passwordWork`). OWASP's unless a test
 * server asks for less: a test signs in many times, and each hash at OWASP's cost is half a
 * second of a CPU (test/helpers/node/demo-server.ts).
 */
export function gatedPasswords(gate: { run<T>(hash: () => Promise<T>): Promise<T> }, params: ScryptParams = SCRYPT_PARAMS): Passwords {
  const standIn = hashPassword(randomBytes(16).toString('hex'), params);
  // Awaited where it is used; a failure here (none is expected) would surface there.
  standIn.catch(() => undefined);
  return {
    hash: (password) => gate.run(() => hashPassword(password, params)),
    verify: (password, stored) => gate.run(() => verifyPassword(password, stored)),
    needsRehash: (stored) => needsRehash(stored, params),
    standIn,
  };
}
