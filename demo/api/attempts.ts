/**
 * Counting what an attacker repeats: failed sign-ins, code requests (sign-in and reset codes),
 * sign-ups that hit a taken account and wrong reset codes, each per account and per IP over a
 * 15-minute window. Past FREE_ATTEMPTS, the next try needs a slide pass (demo/api/slide.ts).
 * The account key is the typed account, whether or not it exists, so the answers for unknown
 * and known accounts stay the same.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;
export const FREE_ATTEMPTS = 3;

/** 'password': a wrong password for an account (also counted as 'signin'), for the backoff below. */
export type AttemptKind = 'signin' | 'password' | 'code' | 'signup' | 'reset';

/** The keys an attempt counts against: the IP, and the account when there is one. */
export function attemptKeys(request: FastifyRequest, account?: string): string[] {
  return [`ip:${request.ip}`, ...(account ? [`account:${account.trim().toLowerCase()}`] : [])];
}

/** The most attempts any of the keys has in the window. */
export async function attemptCount(db: Db, kind: AttemptKind, keys: string[]): Promise<number> {
  const since = Date.now() - ATTEMPT_WINDOW_MS;
  let most = 0;
  for (const key of keys) {
    const n = (await db.value<number>`SELECT count(*) FROM auth_events WHERE kind = ${kind} AND key = ${key} AND at > ${since}`) ?? 0;
    most = Math.max(most, n);
  }
  return most;
}

/** Counts one attempt against every key; old events are swept on the way. */
export async function recordAttempt(db: Db, kind: AttemptKind, keys: string[]): Promise<void> {
  const at = Date.now();
  await db.run`DELETE FROM auth_events WHERE at <= ${at - ATTEMPT_WINDOW_MS}`;
  for (const key of keys) await db.run`INSERT INTO auth_events (kind, key, at) VALUES (${kind}, ${key}, ${at})`;
}

/**
 * Forgets an account's failures after it signed in. The IP's stay: one good account of an
 * attacker's own must not wash the IP's count clean.
 */
export async function clearAccountAttempts(db: Db, kind: AttemptKind, account: string): Promise<void> {
  await db.run`DELETE FROM auth_events WHERE kind = ${kind} AND key = ${`account:${account.trim().toLowerCase()}`}`;
}

export const needsSlide = async (db: Db, kind: AttemptKind, keys: string[]): Promise<boolean> => (await attemptCount(db, kind, keys)) >= FREE_ATTEMPTS;

/** Wrong passwords for one account before each further password sign-in for it must wait. */
export const BACKOFF_AFTER = 5;
/** The first wait; each further wrong password doubles it, up to BACKOFF_MAX_MS. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = ATTEMPT_WINDOW_MS;

/**
 * How long a password sign-in for `account` must still wait, in ms (0: it may go ahead). The
 * slide check alone let a script that solves it (or passes solved elsewhere) try password after
 * password; no pass lifts this wait, and it grows with every wrong password. Sign-in by code
 * stays open, so the owner is never locked out by someone else's guesses; a right password
 * clears the count (clearAccountAttempts).
 */
export async function passwordBackoffMs(db: Db, account: string): Promise<number> {
  const since = Date.now() - ATTEMPT_WINDOW_MS;
  const { n, last } = (await db.row<{ n: number; last: number | null }>`SELECT count(*) AS n, max(at) AS last FROM auth_events WHERE kind = 'password' AND key = ${`account:${account.trim().toLowerCase()}`} AND at > ${since}`)!;
  if (n < BACKOFF_AFTER || last === null) return 0;
  const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (n - BACKOFF_AFTER));
  return Math.max(0, last + wait - Date.now());
}
