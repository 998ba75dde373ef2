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
export function attemptCount(db: Db, kind: AttemptKind, keys: string[]): number {
  const since = Date.now() - ATTEMPT_WINDOW_MS;
  let most = 0;
  for (const key of keys) {
    const { n } = db.prepare('SELECT count(*) AS n FROM auth_events WHERE kind = ? AND key = ? AND at > ?').get(kind, key, since) as { n: number };
    most = Math.max(most, n);
  }
  return most;
}

/** Counts one attempt against every key; old events are swept on the way. */
export function recordAttempt(db: Db, kind: AttemptKind, keys: string[]): void {
  const at = Date.now();
  db.prepare('DELETE FROM auth_events WHERE at <= ?').run(at - ATTEMPT_WINDOW_MS);
  const insert = db.prepare('INSERT INTO auth_events (kind, key, at) VALUES (?, ?, ?)');
  for (const key of keys) insert.run(kind, key, at);
}

/**
 * Forgets an account's failures after it signed in. The IP's stay: one good account of an
 * attacker's own must not wash the IP's count clean.
 */
export function clearAccountAttempts(db: Db, kind: AttemptKind, account: string): void {
  db.prepare('DELETE FROM auth_events WHERE kind = ? AND key = ?').run(kind, `account:${account.trim().toLowerCase()}`);
}

export const needsSlide = (db: Db, kind: AttemptKind, keys: string[]): boolean => attemptCount(db, kind, keys) >= FREE_ATTEMPTS;

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
export function passwordBackoffMs(db: Db, account: string): number {
  const since = Date.now() - ATTEMPT_WINDOW_MS;
  const { n, last } = db.prepare("SELECT count(*) AS n, max(at) AS last FROM auth_events WHERE kind = 'password' AND key = ? AND at > ?").get(`account:${account.trim().toLowerCase()}`, since) as { n: number; last: number | null };
  if (n < BACKOFF_AFTER || last === null) return 0;
  const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (n - BACKOFF_AFTER));
  return Math.max(0, last + wait - Date.now());
}
