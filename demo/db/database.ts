/**
 * The demo shop's embedded database: one SQLite file under the data directory, opened with
 * better-sqlite3, created, migrated and seeded on first start, before the server takes a
 * request. From then on every query goes through the query layer (sql.ts, `app.db`); the
 * connection itself (`app.sqlite`) is the migrations', the seed's and the SQLite-only tests'.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './migrations.ts';
import { seed } from '../seed/seed.ts';

/** The better-sqlite3 connection: migrations, seed, and tests of SQLite itself. */
export type SqliteDb = Database.Database;
export type { Db } from './sql.ts';

/** DATA_DIR, or .data/ in the working directory (ignored by git). */
export function dataDirectory(dir = process.env.DATA_DIR): string {
  return resolve(dir || '.data');
}

export function databaseFile(dataDir: string): string {
  return join(dataDir, 'shop.sqlite');
}

/**
 * Runs the migrations not yet run, each in its own transaction. Foreign keys are off meanwhile
 * (SQLite's way to rebuild a table that others refer to; the pragma cannot change inside a
 * transaction) and checked before each commit: a migration that breaks a reference rolls back.
 * Each step takes the write lock first (IMMEDIATE) and reads the version under it: processes
 * starting together on one database (docs/scaling.md) run each migration once, the others
 * waiting for the lock and finding it done.
 */
export function migrate(db: SqliteDb): void {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  if (version() >= migrations.length) return;
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  db.pragma('foreign_keys = OFF');
  const step = db.transaction(() => {
    const i = version();
    if (i >= migrations.length) return false;
    db.exec(migrations[i]!);
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`Migration ${i + 1} breaks ${broken.length} foreign key reference(s): ${JSON.stringify(broken.slice(0, 3))}`);
    db.pragma(`user_version = ${i + 1}`);
    return true;
  });
  try {
    while (step.immediate()) {
      // one migration per turn of the lock
    }
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
  }
}

/**
 * How long a request's write waits for another connection's write lock (ms). better-sqlite3
 * waits on the event loop's thread, so every other request (static files included) waits too:
 * short, then the request is refused with "busy, try again" (isDatabaseBusy). Reads never wait
 * for a writer under WAL.
 */
export const REQUEST_BUSY_TIMEOUT_MS = 100;
/**
 * Migrations and the seed run before the server listens: nothing else waits, so they may wait
 * longer (for another process starting on the same database, which migrates and seeds it).
 */
const STARTUP_BUSY_TIMEOUT_MS = 60_000;

export function openDatabase(dataDir: string, options: { busyTimeoutMs?: number } = {}): SqliteDb {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(databaseFile(dataDir));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
  migrate(db);
  // Under the write lock, as the migrations: of processes starting together, one seeds.
  db.transaction(() => {
    const seeded = db.prepare(`SELECT value FROM settings WHERE key = 'seeded'`).get();
    if (!seeded) seed(db, dataDir);
  }).immediate();
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? REQUEST_BUSY_TIMEOUT_MS))}`);
  return db;
}

/**
 * PostgreSQL's SQLSTATEs for the same "another connection is in the way": lock_not_available (a
 * row lock held past lock_timeout, sql.ts POSTGRES_LOCK_TIMEOUT_MS), serialization_failure (a
 * SERIALIZABLE transaction raced by another) and deadlock_detected (one of two transactions
 * waiting for each other is ended).
 */
const POSTGRES_BUSY = new Set(['55P03', '40001', '40P01']);

/**
 * SQLITE_BUSY (and its extended codes), or PostgreSQL's POSTGRES_BUSY: another connection holds
 * the lock or won the race; trying again later will do. pg's errors carry the SQLSTATE as
 * `.code` (read as a property, so this file needs no pg import).
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof Database.SqliteError) return /^SQLITE_BUSY/.test(error.code);
  return error instanceof Error && POSTGRES_BUSY.has((error as { code?: unknown }).code as string);
}
