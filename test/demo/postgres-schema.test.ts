/**
 * The demo database on PostgreSQL (issue 24), against a throwaway server (helpers/node/postgres.ts):
 * the schema (postgres-schema.ts) is the one the SQLite migrations arrive at; openPostgres
 * creates and seeds it once however many processes start together; the query layer answers
 * as on SQLite (numbers as numbers, transactions, the guard) and refuses a long lock wait as
 * "busy". Skipped, saying what to install, where PostgreSQL is not installed (failed on CI).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { isDatabaseBusy, migrate, openDatabase, type SqliteDb } from '../../demo/db/database.ts';
import { migrations } from '../../demo/db/migrations.ts';
import { openPostgres, SCHEMA_VERSION_TABLE } from '../../demo/db/postgres.ts';
import { pendingPostgresMigrations, POSTGRES_BASELINE, POSTGRES_SCHEMA, POSTGRES_TABLES } from '../../demo/db/postgres-schema.ts';
import { POSTGRES_LOCK_TIMEOUT_MS, sql, type Db } from '../../demo/db/sql.ts';
import { missingPostgres, onCI, startPostgres, type TestPostgres } from '../helpers/node/postgres.ts';
import { transactionContract } from '../helpers/node/layer-contract.ts';

/** Columns holding milliseconds since the epoch (Date.now()), which PostgreSQL's integer cannot: BIGINT. */
const MILLISECOND_COLUMNS = [
  'auth_events.at', 'bus_events.at', 'rate_limits.reset_at', 'server_processes.seen_at',
  'slide_challenges.expires_at', 'slide_passes.expires_at', 'upload_usage.start',
];

/** Lower case, without spaces, quotes, parentheses or casts: `(lower(email))` and `lower("email")` read alike. */
const plain = (text: string) => text.toLowerCase().replace(/::[a-z ]+/g, '').replace(/[\s"()]/g, '');
/** The SQLite affinity a PostgreSQL type stores as. */
const affinity = (type: string) => ({ integer: 'INTEGER', bigint: 'INTEGER', text: 'TEXT', real: 'REAL', 'double precision': 'REAL' })[type] ?? type;

interface Shape {
  /** name, affinity, NOT NULL, default: in table order. */
  columns: string[];
  primaryKey: string[];
  foreignKeys: string[];
  /** UNIQUE constraints by columns; created indexes by name, columns and predicate. */
  indexes: string[];
  checks: number;
}

/** The comma-separated parts of `text` at depth 0 (an index's column list may hold `lower(email)`). */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of text) {
    if (ch === ',' && depth === 0) {
      parts.push(part);
      part = '';
      continue;
    }
    depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    part += ch;
  }
  return [...parts, part];
}

function sqliteShape(db: SqliteDb, table: string): Shape {
  const columns = db.pragma(`table_info(${table})`) as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
  const indexes = (db.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string; partial: number }[])
    .filter((index) => index.origin !== 'pk')
    .map((index) => {
      const sql = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(index.name) as string | null;
      if (index.origin === 'u') {
        const names = (db.pragma(`index_info(${index.name})`) as { name: string }[]).map((c) => c.name);
        return `unique (${names.join(', ')})`;
      }
      // A created index: its columns and predicate as written (expressions have no column name).
      const [, list, where] = /ON \w+ \((.*?)\)\s*(?:WHERE (.*))?$/s.exec(sql!)!;
      return `${index.name}: ${index.unique ? 'unique ' : ''}(${topLevelParts(list!).map(plain).join(', ')})${where ? ` where ${plain(where)}` : ''}`;
    });
  const tableSql = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string;
  return {
    columns: columns.map((c) => `${c.name} ${c.type}${c.notnull || c.pk ? ' not null' : ''}${c.dflt_value === null ? '' : ` default ${plain(c.dflt_value)}`}`),
    primaryKey: columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    foreignKeys: (db.pragma(`foreign_key_list(${table})`) as { table: string; from: string; to: string }[]).map((fk) => `${fk.from} -> ${fk.table}(${fk.to})`).sort(),
    indexes: indexes.sort(),
    checks: tableSql.match(/\bCHECK\s*\(/g)?.length ?? 0,
  };
}

async function postgresShape(client: pg.Client, table: string): Promise<Shape> {
  const columns = (await client.query<{ name: string; type: string; nullable: string; dflt: string | null }>(
    `SELECT column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS dflt
     FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  )).rows;
  const constraints = (await client.query<{ type: string; columns: string[]; target: string | null; target_columns: string[] | null }>(
    `SELECT c.contype AS type,
       ARRAY(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS columns,
       c.confrelid::regclass::text AS target,
       ARRAY(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i)::text[] AS target_columns
     FROM pg_constraint c WHERE c.conrelid = $1::regclass`,
    [table],
  )).rows;
  const indexes = (await client.query<{ name: string; unique: boolean; keys: string[]; predicate: string | null }>(
    `SELECT i.indexrelid::regclass::text AS name, i.indisunique AS unique,
       ARRAY(SELECT pg_get_indexdef(i.indexrelid, k, true) FROM generate_series(1, i.indnkeyatts) k)::text[] AS keys,
       pg_get_expr(i.indpred, i.indrelid) AS predicate
     FROM pg_index i WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [table],
  )).rows;
  return {
    columns: columns.map((c) => `${c.name} ${affinity(c.type)}${c.nullable === 'NO' ? ' not null' : ''}${c.dflt === null ? '' : ` default ${plain(c.dflt)}`}`),
    primaryKey: constraints.find((c) => c.type === 'p')?.columns ?? [],
    foreignKeys: constraints.filter((c) => c.type === 'f').map((c) => `${c.columns[0]} -> ${c.target}(${c.target_columns![0]})`).sort(),
    indexes: [
      ...constraints.filter((c) => c.type === 'u').map((c) => `unique (${c.columns.join(', ')})`),
      ...indexes.map((i) => `${i.name}: ${i.unique ? 'unique ' : ''}(${i.keys.map(plain).join(', ')})${i.predicate ? ` where ${plain(i.predicate)}` : ''}`),
    ].sort(),
    checks: constraints.filter((c) => c.type === 'c').length,
  };
}

const sqliteCount = (db: SqliteDb, table: string) => db.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;

const missing = missingPostgres();

describe('the demo database on PostgreSQL', { skip: missing && !onCI ? missing : false }, () => {
  let server: TestPostgres;
  const scratch: string[] = [];
  const temporary = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    scratch.push(dir);
    return dir;
  };
  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    await server?.stop();
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  describe('postgres-schema.ts', () => {
    let sqlite: SqliteDb;
    let client: pg.Client;
    before(async () => {
      sqlite = new Database(':memory:');
      migrate(sqlite);
      client = new pg.Client(await server.createDatabase('schema'));
      await client.connect();
      // The baseline and every migration after it: where a database of this code arrives.
      for (const statement of POSTGRES_SCHEMA) await client.query(statement);
      for (const { statements } of pendingPostgresMigrations(POSTGRES_BASELINE, migrations.length)) for (const statement of statements) await client.query(statement);
    });

    it('has a PostgreSQL counterpart for every SQLite migration past its baseline', () => {
      assert.ok(migrations.length >= POSTGRES_BASELINE);
      assert.doesNotThrow(() => pendingPostgresMigrations(POSTGRES_BASELINE, migrations.length));
    });
    after(async () => {
      sqlite?.close();
      await client?.end();
    });

    it('has the tables the SQLite migrations arrive at', async () => {
      const sqliteTables = sqlite.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all();
      const postgresTables = (await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY name`)).rows.map((r) => r.name);
      assert.deepEqual(postgresTables, sqliteTables);
      assert.deepEqual([...POSTGRES_TABLES].sort(), sqliteTables);
    });

    it('has, table by table, the same columns (in order, with compatible types, NOT NULL and defaults), keys, foreign keys, indexes and as many CHECKs', async () => {
      // Every difference, listed as one: a failure says each table and what differs in it.
      const differences: string[] = [];
      for (const table of POSTGRES_TABLES) {
        const [postgres, embedded] = [await postgresShape(client, table), sqliteShape(sqlite, table)];
        for (const aspect of Object.keys(embedded) as (keyof Shape)[]) {
          const [p, e] = [JSON.stringify(postgres[aspect]), JSON.stringify(embedded[aspect])];
          if (p !== e) differences.push(`${table} ${aspect}: PostgreSQL ${p}, SQLite ${e}`);
        }
      }
      assert.deepEqual(differences, []);
    });

    it('keeps milliseconds since the epoch in BIGINT, and only there besides bus_events.id', async () => {
      const bigint = (await client.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'bigint' ORDER BY name`,
      )).rows.map((r) => r.name);
      assert.deepEqual(bigint, [...MILLISECOND_COLUMNS, 'bus_events.id'].sort());
      await client.query(`INSERT INTO auth_events (kind, key, at) VALUES ('signin', 'k', $1)`, [Date.now()]);
    });
  });

  describe('openPostgres', () => {
    let url: string;
    let dataDir: string;
    let first: Db & { close(): Promise<void> };
    let second: Db & { close(): Promise<void> };
    let sqlite: SqliteDb;
    before(async () => {
      url = await server.createDatabase('shop');
      dataDir = temporary('shop-pg-data-');
      // Two processes starting together on one empty database: one creates and seeds it, the other waits for it.
      [first, second] = await Promise.all([openPostgres(url, dataDir), openPostgres(url, dataDir)]);
      sqlite = openDatabase(temporary('shop-pg-sqlite-'));
    });
    after(async () => {
      await first?.close();
      await second?.close();
      sqlite?.close();
    });

    it('loads the seed once, with as many rows in every table as the SQLite seed', async () => {
      for (const table of POSTGRES_TABLES) {
        assert.equal(await first.value`SELECT count(*) FROM ${sql.table(table)}`, sqliteCount(sqlite, table), table);
      }
      assert.equal(await first.value`SELECT count(*) FROM settings WHERE key = 'seeded'`, 1);
      assert.ok(sqliteCount(sqlite, 'products') >= 40);
    });

    it('copies the values as they are: numbers, NULLs and JSON text', async () => {
      for (const [table, order] of [['skus', 'id'], ['categories', 'id'], ['product_options', 'id'], ['shipping_rates', 'method_id, country']] as const) {
        const rows = await first.rows`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(order)}`;
        assert.deepEqual(rows, sqlite.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all(), table);
      }
    });

    it('writes the seed\'s pictures under the data directory, where the server serves them', async () => {
      const image = (await first.value<string>`SELECT image FROM products ORDER BY id LIMIT 1`)!;
      assert.ok(existsSync(join(dataDir, image.replace(/^\//, ''))), image);
    });

    it('opens a database already set up without touching it', async () => {
      const before = await first.value<string>`SELECT value FROM settings WHERE key = 'seeded'`;
      const third = await openPostgres(url, dataDir);
      try {
        assert.equal(await third.value`SELECT count(*) FROM products`, sqliteCount(sqlite, 'products'));
        assert.equal(await third.value`SELECT value FROM settings WHERE key = 'seeded'`, before);
      } finally {
        await third.close();
      }
    });

    it('moves every identity sequence past the copied ids', async () => {
      const identities = await first.rows<{ table_name: string; column_name: string }>`
        SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`;
      assert.ok(identities.length >= 25, `${identities.length} identity columns`);
      for (const { table_name: table } of identities) {
        const largest = (await first.value<number>`SELECT coalesce(max(id), 0) FROM ${sql.table(table)}`)!;
        const next = (await first.value<number>`SELECT nextval(pg_get_serial_sequence(${`"${table}"`}, 'id'))`)!;
        assert.ok(next > largest, `${table}: next id ${next}, largest copied ${largest}`);
      }
      const tags = (await first.value<number>`SELECT max(id) FROM tags`)!;
      const id = await first.value<number>`INSERT INTO tags (slug, name) VALUES ('new-tag', '{"en":"New"}') RETURNING id`;
      assert.ok(id! > tags, `new tag ${id} after ${tags}`);
    });
  });

  describe('its migrations after the baseline (openPostgres with a later schema)', () => {
    /** The next SQLite migration's number, and a change it could make, as a later checkout would bring. */
    const next = migrations.length + 1;
    const later = { version: next, migrations: { [next]: ['ALTER TABLE settings ADD COLUMN note TEXT'] } };
    let url: string;
    let dataDir: string;
    const version = async (db: Db) => db.value<number>`SELECT version FROM ${sql.table(SCHEMA_VERSION_TABLE)}`;
    const hasNote = async (db: Db) => (await db.value<number>`SELECT count(*) FROM information_schema.columns WHERE table_name = 'settings' AND column_name = 'note'`) === 1;
    before(async () => {
      url = await server.createDatabase('migrating');
      dataDir = temporary('shop-pg-migrating-');
      await (await openPostgres(url, dataDir)).close();
    });

    it("records the schema's version: a new database stands at this code's last migration", async () => {
      const db = await openPostgres(url, dataDir);
      try {
        assert.equal(await version(db), migrations.length);
      } finally {
        await db.close();
      }
    });

    it('runs a later migration once, however many processes start together, keeping the rows', async () => {
      const products = async (db: Db) => db.value<number>`SELECT count(*) FROM products`;
      const [a, b] = await Promise.all([openPostgres(url, dataDir, later), openPostgres(url, dataDir, later)]);
      try {
        assert.equal(await version(a), next);
        assert.ok(await hasNote(a), 'the column the migration adds');
        assert.ok((await products(a))! >= 40, 'the seeded rows are still there');
        // Run twice, the ALTER would have failed the second start.
        const again = await openPostgres(url, dataDir, later);
        await again.close();
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('refuses to open a database newer code has migrated, and one whose SQLite migration has no PostgreSQL counterpart', async () => {
      await assert.rejects(openPostgres(url, dataDir), new RegExp(`schema is at migration ${next}, past this code's ${migrations.length}`));
      const other = await server.createDatabase('unmatched');
      await assert.rejects(openPostgres(other, temporary('shop-pg-unmatched-'), { version: next, migrations: {} }), new RegExp(`SQLite migration ${next} .* has no PostgreSQL counterpart`));
      // Refused whole: the empty database was left empty (DDL is transactional), for the next start.
      const client = new pg.Client(other);
      await client.connect();
      try {
        assert.equal((await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`)).rows[0].n, 0);
      } finally {
        await client.end();
      }
    });

    it('treats a database set up before versions were recorded as at the baseline', async () => {
      const old = await server.createDatabase('unversioned');
      const oldDir = temporary('shop-pg-unversioned-');
      const db = await openPostgres(old, oldDir);
      await db.run`DROP TABLE ${sql.table(SCHEMA_VERSION_TABLE)}`;
      await db.close();
      const reopened = await openPostgres(old, oldDir);
      try {
        assert.equal(await version(reopened), POSTGRES_BASELINE);
      } finally {
        await reopened.close();
      }
    });
  });

  describe('the query layer on PostgreSQL (sql.ts postgresDb)', () => {
    let db: Db & { close(): Promise<void> };
    let other: Db & { close(): Promise<void> };
    let url: string;
    before(async () => {
      url = await server.createDatabase('layer');
      const dataDir = temporary('shop-pg-layer-');
      db = await openPostgres(url, dataDir);
      other = await openPostgres(url, dataDir); // another process's handle
      await db.run`CREATE TABLE t (id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, name TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0)`;
      await db.run`INSERT INTO t (name) VALUES ('a'), ('b'), ('c')`;
    });
    after(async () => {
      await db?.close();
      await other?.close();
    });

    it('answers a row, rows, a value and a count of changed rows, values bound as parameters', async () => {
      assert.equal(await db.row`SELECT id FROM t WHERE name = ${"x'); DROP TABLE t; --"}`, undefined);
      assert.deepEqual(await db.row<{ name: string }>`SELECT name FROM t WHERE id = ${2}`, { name: 'b' });
      assert.deepEqual(await db.rows`SELECT name FROM t WHERE id IN (${1}, ${3}) ORDER BY id DESC`, [{ name: 'c' }, { name: 'a' }]);
      assert.equal(await db.value`SELECT name FROM t WHERE id = ${9}`, undefined);
      assert.equal(await db.run`UPDATE t SET n = n + 1 WHERE id < ${3}`, 2);
      assert.equal(await db.run`UPDATE t SET n = n + 1 WHERE id = ${3} RETURNING id`, 1);
      assert.equal(await db.run`UPDATE t SET n = 0 WHERE id = ${9}`, 0);
      assert.equal(await db.run`SELECT * FROM t`, 3);
    });

    it('answers counts, sums, averages and BIGINT columns as numbers', async () => {
      assert.equal(await db.value`SELECT count(*) FROM t`, 3);
      assert.equal(await db.value`SELECT sum(n) FROM t`, 3, 'sum of integer: int8');
      assert.equal(await db.value`SELECT avg(score) FROM (VALUES (4), (5)) v(score)`, 4.5, 'numeric');
      const at = Date.now();
      await db.run`INSERT INTO auth_events (kind, key, at) VALUES ('signin', 'numbers', ${at})`;
      assert.deepEqual(await db.row`SELECT at, sum(at) AS total FROM auth_events WHERE key = 'numbers' GROUP BY at`, { at, total: at }, 'int8 and the numeric sum of int8');
      const { reset_at } = (await db.row<{ reset_at: unknown }>`INSERT INTO rate_limits (key, count, reset_at) VALUES ('k', 1, ${at + 60_000}) RETURNING reset_at`)!;
      assert.equal(reset_at, at + 60_000);
    });

    transactionContract(() => db);

    it('refuses, as busy, the transaction another process raced between its read and its write', async () => {
      await db.run`UPDATE t SET n = 0 WHERE id = 2`;
      let reads = 0;
      let bothRead!: () => void;
      const read = new Promise<void>((resolve) => (bothRead = resolve));
      const increment = (handle: Db) =>
        handle.tx(async (t) => {
          const n = (await t.value<number>`SELECT n FROM t WHERE id = 2`)!;
          if (++reads === 2) bothRead();
          await read;
          await t.run`UPDATE t SET n = ${n + 1} WHERE id = 2`;
        });
      const outcomes = await Promise.allSettled([increment(db), increment(other)]);
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      assert.equal(failed.length, 1, 'one of the two');
      assert.ok(isDatabaseBusy(failed[0]!.reason), `busy: ${(failed[0]!.reason as { code?: string }).code} ${failed[0]!.reason}`);
      assert.equal(await db.value`SELECT n FROM t WHERE id = 2`, 1);
    });

    it('gives up waiting for a row lock after lock_timeout, with an error isDatabaseBusy recognises', async () => {
      const holder = new pg.Client(url);
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query(`UPDATE t SET n = n + 1 WHERE id = 3`);
        const started = Date.now();
        const error = await db.run`UPDATE t SET n = 0 WHERE id = 3`.then(
          () => assert.fail('the write went through a held lock'),
          (e: unknown) => e,
        );
        const waited = Date.now() - started;
        assert.equal((error as { code?: string }).code, '55P03', String(error));
        assert.ok(isDatabaseBusy(error));
        assert.ok(waited >= POSTGRES_LOCK_TIMEOUT_MS - 10 && waited < 2000, `waited ${waited} ms`);
        // A transaction, too, and it is rolled back.
        await assert.rejects(db.tx(async (t) => t.run`UPDATE t SET n = 0 WHERE id = 3`), (e) => isDatabaseBusy(e));
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      assert.equal(await db.run`UPDATE t SET n = 0 WHERE id = 3`, 1, 'free once the other connection let go');
    });

    it('takes no other error for busy', () => {
      assert.equal(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' })), false);
      assert.equal(isDatabaseBusy(new Error('plain')), false);
      assert.equal(isDatabaseBusy({ code: '55P03' }), false, 'not an Error');
    });
  });
});
