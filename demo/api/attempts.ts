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

export type AttemptKind = 'signin' | 'code' | 'signup' | 'reset';

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
