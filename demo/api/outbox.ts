/** Codes and e-mails are not sent: they land in the outbox table, shown at /dev/outbox. */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { now } from './context.ts';

export function deliver(db: Db, recipient: string, subject: string, body: string): void {
  db.prepare('INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)').run(recipient, subject, body, now());
}

export const CODE_LIFETIME_MS = 10 * 60_000;

/** A six-digit one-time code for `target` (e-mail or mobile) and `purpose`; older ones stop working. */
export function issueCode(db: Db, target: string, purpose: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('UPDATE codes SET used = 1 WHERE target = ? AND purpose = ?').run(target, purpose);
  db.prepare('INSERT INTO codes (target, purpose, code, expires_at) VALUES (?, ?, ?, ?)').run(target, purpose, code, new Date(Date.now() + CODE_LIFETIME_MS).toISOString());
  deliver(db, target, `Your ${purpose} code`, `Your code is ${code}. It expires in 10 minutes.`);
  return code;
}

/** Uses up a code; false when wrong, expired or already used. */
export function consumeCode(db: Db, target: string, purpose: string, code: string): boolean {
  const row = db.prepare('SELECT id FROM codes WHERE target = ? AND purpose = ? AND code = ? AND used = 0 AND expires_at > ?').get(target, purpose, code, now()) as { id: number } | undefined;
  if (!row) return false;
  db.prepare('UPDATE codes SET used = 1 WHERE id = ?').run(row.id);
  return true;
}
