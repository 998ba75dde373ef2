/**
 * The demo shop's database on PostgreSQL (issue 24, DATABASE_URL=postgres://...): opened,
 * given its schema and seeded on first start, before the server takes a request, as
 * database.ts does for the embedded SQLite file. From then on every query goes through the
 * query layer (sql.ts postgresDb).
 *
 * The seed is the SQLite one, run as it is: seed.ts writes through better-sqlite3's
 * synchronous statements, so it fills an in-memory SQLite database (migrated as any other) and
 * its rows are copied into PostgreSQL. Its pictures are written where the server serves them,
 * <dataDir>/media, as on SQLite.
 */
import Database from 'better-sqlite3';
import type pg from 'pg';
import { migrate, type SqliteDb } from './database.ts';
import { migrations as sqliteMigrations } from './migrations.ts';
import { pendingPostgresMigrations, POSTGRES_BASELINE, POSTGRES_MIGRATIONS, POSTGRES_SCHEMA, POSTGRES_TABLES } from './postgres-schema.ts';
import { postgresDb, postgresPool, type Db } from './sql.ts';
import { seed } from '../seed/seed.ts';

/**
 * The advisory lock (any bigint the database's other users do not take) held while the schema
 * is checked and created: of processes starting together on one database, one creates and
 * seeds it, the others wait and find it done.
 */
const SETUP_LOCK = 2_024_024_001;
/** How long a start waits for another process's setup (ms): as SQLite's STARTUP_BUSY_TIMEOUT_MS. */
const STARTUP_LOCK_TIMEOUT_MS = 60_000;
/**
 * The one-row table recording the SQLite migration the schema stands at (SQLite keeps it in
 * PRAGMA user_version). Not one of the shop's tables: the seed does not fill it.
 */
export const SCHEMA_VERSION_TABLE = 'shop_schema_version';
/** Bound values per statement: PostgreSQL's protocol counts them in 16 bits. */
const MAX_PARAMETERS = 65_535;

/** Where the schema should arrive (the number of SQLite migrations), and how (tests bring their own). */
export interface SchemaTarget {
  version: number;
  migrations: Readonly<Record<number, readonly string[]>>;
}

const THIS_CODE: SchemaTarget = { version: sqliteMigrations.length, migrations: POSTGRES_MIGRATIONS };

/**
 * Connects to `url`; on an empty database creates the schema (postgres-schema.ts) and loads the
 * demo seed, writing its pictures under `dataDir`; on one made by older code, runs the
 * migrations it has not had. Resolves once the database is ready.
 */
export async function openPostgres(url: string, dataDir: string, target: SchemaTarget = THIS_CODE): Promise<Db & { close(): Promise<void> }> {
  const pool = postgresPool(url);
  try {
    await setUp(pool, dataDir, target);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return postgresDb(pool);
}

/**
 * One transaction on one connection: the lock, the check, and the schema with (the first time)
 * every seeded row, or the migrations still to run. PostgreSQL's DDL is transactional, so a
 * start that fails half-way leaves the database as it found it, which the next start sets up
 * again. READ COMMITTED (named, whatever the server's default), because each statement then
 * sees what committed before it: the check made after waiting for the lock sees the schema
 * another process has just committed. (Under REPEATABLE READ or SERIALIZABLE the snapshot would
 * date from the lock's own statement.) The advisory lock is the transaction's, released by
 * COMMIT or ROLLBACK, or when a crashed process's connection drops.
 */
async function setUp(pool: pg.Pool, dataDir: string, target: SchemaTarget): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
    await client.query(`SET LOCAL lock_timeout = ${STARTUP_LOCK_TIMEOUT_MS}`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK]);
    const empty = !(await exists(client, 'settings'));
    if (empty) for (const statement of POSTGRES_SCHEMA) await client.query(statement);
    // A database set up before the version was recorded is at the baseline.
    if (!(await exists(client, SCHEMA_VERSION_TABLE))) {
      await client.query(`CREATE TABLE ${SCHEMA_VERSION_TABLE} (version INTEGER NOT NULL)`);
      await client.query(`INSERT INTO ${SCHEMA_VERSION_TABLE} (version) VALUES ($1)`, [POSTGRES_BASELINE]);
    }
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${SCHEMA_VERSION_TABLE}`);
    if (rows.length !== 1) throw new Error(`${SCHEMA_VERSION_TABLE} should hold one row, the schema's version; it holds ${rows.length}: put back the version this database's schema stands at.`);
    for (const { version, statements } of pendingPostgresMigrations(rows[0]!.version, target.version, target.migrations)) {
      for (const statement of statements) await client.query(statement);
      await client.query(`UPDATE ${SCHEMA_VERSION_TABLE} SET version = $1`, [version]);
    }
    // The seed comes from SQLite migrated to the end: copied once the schema has arrived there too.
    if (empty) await copySeed(client, dataDir);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function exists(client: pg.PoolClient, table: string): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
  return rows[0]!.present;
}

/** Seeds an in-memory SQLite database and copies every table's rows, in foreign-key order, into the open transaction. */
async function copySeed(client: pg.PoolClient, dataDir: string): Promise<void> {
  const sqlite = new Database(':memory:');
  try {
    sqlite.pragma('foreign_keys = ON');
    migrate(sqlite);
    seed(sqlite, dataDir);
    const sqliteTables = (sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[]).sort();
    const drift = [...sqliteTables.filter((t) => !POSTGRES_TABLES.includes(t)), ...POSTGRES_TABLES.filter((t) => !sqliteTables.includes(t))];
    if (drift.length) throw new Error(`postgres-schema.ts and the SQLite migrations disagree on these tables: ${drift.join(', ')}`);
    for (const table of POSTGRES_TABLES) await copyTable(sqlite, client, table);
    await moveSequencesPastCopiedIds(client);
  } finally {
    sqlite.close();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The table's rows in the order written (rowid): a category's parent comes before it. */
async function copyTable(sqlite: SqliteDb, client: pg.PoolClient, table: string): Promise<void> {
  const columns = (sqlite.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name);
  const rows = sqlite.prepare(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`).raw().all() as unknown[][];
  const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
  for (let from = 0; from < rows.length; from += perStatement) {
    const batch = rows.slice(from, from + perStatement);
    const tuples = batch.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
    await client.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${tuples.join(', ')}`, batch.flat());
  }
}

/**
 * The rows were copied with their ids, which an identity column does not count: each sequence
 * is set so that the next row gets the id after the largest one.
 */
async function moveSequencesPastCopiedIds(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${quote(column)}), 0) + 1, false) FROM ${quote(table)}`,
      [quote(table), column],
    );
  }
}
