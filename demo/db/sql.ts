/**
 * The one way demo/ reads and writes the database: SQL written once as a tagged template,
 * values bound as parameters (never spliced into the text), answered asynchronously. Kysely
 * underneath compiles the placeholders for the database at hand and owns the connection, so the
 * same calls can run on PostgreSQL (issue 24) as on the embedded SQLite file.
 *
 *   const user = await db.row<User>`SELECT * FROM users WHERE id = ${id}`;
 *   await db.tx(async (t) => { ... every query of the transaction through t ... });
 *
 * Fragments: `sql.raw(text)` for trusted text (an ORDER BY from a fixed map), `sql.join(list)`
 * for an IN list, a nested sql`...` for a condition built in parts.
 *
 * Transactions: on SQLite one connection serves the process (Kysely queues every query behind
 * it), so while `tx` runs nothing else in this process touches the database, and BEGIN IMMEDIATE
 * takes the write lock first, so another process cannot slip in between a read and the write it
 * decides. A query through the outer handle while a transaction is open would wait for the
 * transaction forever on SQLite and run outside it on PostgreSQL: it throws instead (the guard
 * below), so a test finds it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import pg from 'pg';

export { sql };

type Template = [strings: TemplateStringsArray, ...values: unknown[]];

export interface Db {
  readonly dialect: 'sqlite' | 'postgres';
  /**
   * The database's own handle: itself, or for a transaction's handle the one that began it. A
   * key for what is set per database (the mail links' origin), never to query through.
   */
  readonly root: Db;
  /** The first row, or undefined. */
  row<T = Record<string, unknown>>(...query: Template): Promise<T | undefined>;
  /** Every row. */
  rows<T = Record<string, unknown>>(...query: Template): Promise<T[]>;
  /** The first column of the first row, or undefined. */
  value<T = unknown>(...query: Template): Promise<T | undefined>;
  /** A write: how many rows it changed (with RETURNING, how many rows it returned). */
  run(...query: Template): Promise<number>;
  /**
   * fn's queries as one transaction, through the handle fn is given; committed when fn resolves,
   * rolled back when it throws. Inside a transaction, tx joins it. Nothing but queries may be
   * awaited inside (no hashing, files or fetches): the transaction holds the write lock.
   */
  tx<T>(fn: (t: Db) => Promise<T>): Promise<T>;
}

/** Set while a transaction runs, for the code that runs inside it (and what it starts). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

type Executor = Parameters<RawBuilder<unknown>['execute']>[0];

function handle(dialect: Db['dialect'], executor: Executor, transaction: Db['tx'], root?: Db): Db {
  const inside = root !== undefined;
  const aroundTransaction = () => {
    if (!inside && openTransaction.getStore()?.open) {
      throw new Error('A query went around the open transaction: pass the transaction\'s handle (t) to what runs inside db.tx.');
    }
  };
  const run = async <T>([strings, ...values]: Template) => {
    aroundTransaction();
    return sql<T>(strings, ...values).execute(executor);
  };
  const self: Db = {
    dialect,
    get root() {
      return root ?? self;
    },
    row: async <T>(...query: Template) => (await run<T>(query)).rows[0],
    rows: async <T>(...query: Template) => (await run<T>(query)).rows,
    value: async <T>(...query: Template) => {
      const first = (await run<Record<string, T>>(query)).rows[0];
      return first === undefined ? undefined : Object.values(first)[0];
    },
    run: async (...query: Template) => {
      const result = await run(query);
      return result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
    },
    tx: async (fn) => {
      aroundTransaction();
      return transaction(fn);
    },
  };
  return self;
}

/** Statements kept prepared, at most (a listing's IN lists vary in length; the rest is fixed text). */
const STATEMENT_CACHE = 500;

/**
 * The connection as Kysely sees it, each statement text prepared once: Kysely prepares every
 * query anew, which costs about a third of a simple read, and a page runs dozens.
 */
function preparedOnce(connection: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE) statements.clear();
        statement = connection.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => void connection.close(),
  };
}

/** The query layer over the embedded database's better-sqlite3 connection (opened, migrated and seeded by database.ts). */
export function sqliteDb(connection: BetterSqlite3.Database): Db & { close(): Promise<void> } {
  const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: preparedOnce(connection) }) });
  const root: Db = handle('sqlite', kysely, (fn) =>
    kysely.connection().execute(async (c) => {
      const state = { open: true };
      await sql`BEGIN IMMEDIATE`.execute(c);
      try {
        const t: Db = handle('sqlite', c, (inner) => inner(t), root);
        const result = await openTransaction.run(state, () => fn(t));
        state.open = false;
        await sql`COMMIT`.execute(c);
        return result;
      } catch (error) {
        state.open = false;
        // A failed COMMIT (busy) has left the transaction open; a failed statement may have ended it.
        if (connection.inTransaction) await sql`ROLLBACK`.execute(c);
        throw error;
      }
    }),
  );
  return Object.assign(root, { close: () => kysely.destroy() });
}

// Portable SQL (issue 24): what SQLite and PostgreSQL write differently, written once here.
// Everything else in demo/ is SQL both read alike (test/demo/portable-sql.test.ts runs these on
// both). Rules kept by hand elsewhere:
// - In ON CONFLICT ... DO UPDATE, a column of the table is written `table.column` on the right
//   of SET and in WHERE: PostgreSQL sees the table and `excluded` both and refuses a bare name
//   as ambiguous (42702).
// - A camelCase alias is double-quoted (`AS "createdAt"`): PostgreSQL folds a bare one to
//   lower case.
// - A LIMIT with rows that tie on the ORDER BY ends with a key: the two databases break ties
//   differently.

/** What a helper needs of a handle: which database it speaks to (a transaction's handle will do). */
type Dialect = Pick<Db, 'dialect'>;

/** A column reference written `table.column` or `column`; never text from a request. */
const column = (name: string) => {
  if (!/^(\w+\.)?\w+$/.test(name)) throw new Error(`Not a column reference: ${name}`);
  return sql.ref(name);
};

/**
 * The text under `key` of the JSON object held (as TEXT) in `columnName` (a translated column,
 * {"en": ..., "zh": ...}), NULL when it has none: SQLite's json_extract, PostgreSQL's ->>.
 */
export function jsonText(db: Dialect, columnName: string, key: string): RawBuilder<string | null> {
  if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error(`Not a JSON key for jsonText: ${key}`);
  return db.dialect === 'postgres'
    ? sql`(${column(columnName)}::jsonb ->> ${sql.lit(key)})`
    : sql`json_extract(${column(columnName)}, ${sql.lit(`$."${key}"`)})`;
}

/**
 * A FROM item: one row per member of the JSON object held (as TEXT) in `columnName`, named
 * `alias`, with `alias.value` the member's text. `EXISTS (SELECT 1 FROM ${jsonValues(db,
 * 'p.name', 'j')} WHERE j.value ...)`: any language of a translated column. SQLite's json_each,
 * PostgreSQL's jsonb_each_text.
 */
export function jsonValues(db: Dialect, columnName: string, alias: string): RawBuilder<unknown> {
  if (!/^\w+$/.test(alias)) throw new Error(`Not an alias: ${alias}`);
  return db.dialect === 'postgres'
    ? sql`jsonb_each_text(${column(columnName)}::jsonb) AS ${sql.raw(alias)}(key, value)`
    : sql`json_each(${column(columnName)}) AS ${sql.raw(alias)}`;
}

/** `text` as it stands inside a LIKE pattern (caseBlindLike's escape: a backslash before \, % and _). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `value LIKE pattern`, blind to the case of ASCII letters on both databases (SQLite's LIKE is,
 * PostgreSQL's is not): both sides lower()ed, by the database, so the same letters fold (SQLite's
 * lower() folds ASCII only, as PostgreSQL's does under the C locale; under another locale
 * PostgreSQL also folds other letters). `pattern` is bound; escape its own %, _ and \ with
 * escapeLike. The escape character is one backslash on both: PostgreSQL reads '\' so under
 * standard_conforming_strings, which postgresPool sets.
 */
export function caseBlindLike(value: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql`lower(${value}) LIKE lower(${pattern}) ESCAPE '\\'`;
}

/**
 * The smallest of the values (at least two): SQLite's scalar min(a, b, ...), PostgreSQL's
 * LEAST(a, b, ...). Not for NULLs: SQLite answers NULL, PostgreSQL passes over them.
 */
export function least(db: Dialect, ...values: unknown[]): RawBuilder<number> {
  if (values.length < 2) throw new Error('least() takes two values or more');
  return db.dialect === 'postgres' ? sql`LEAST(${sql.join(values)})` : sql`min(${sql.join(values)})`;
}

/**
 * Text in byte order, as SQLite's default BINARY collation sorts it: an ORDER BY on text sorts
 * the same on both, whatever the PostgreSQL database's own collation (COLLATE "C").
 */
export function byteOrder(db: Dialect, value: RawBuilder<unknown>): RawBuilder<unknown> {
  return db.dialect === 'postgres' ? sql`(${value}) COLLATE "C"` : value;
}

/** PostgreSQL's integer: every INTEGER column there (ids, quantities) holds -2^31 .. 2^31-1. */
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/**
 * A whole number from a request, to compare with an INTEGER column (an id): itself, or NULL,
 * which equals nothing, when no such column can hold it (PostgreSQL refuses 1e10 as an integer
 * with an error, 22003, where SQLite finds no row). `WHERE id = ${storedInteger(id)}`.
 */
export function storedInteger(n: number): number | null {
  return Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX ? n : null;
}

// PostgreSQL (issue 24): the same Db over a pg pool.

/**
 * How long a statement waits for a lock another connection holds (ms) before it fails with
 * lock_not_available (55P03), which isDatabaseBusy recognises: a request is refused "busy, try
 * again" rather than held, as SQLite's busy timeout does (database.ts REQUEST_BUSY_TIMEOUT_MS).
 */
export const POSTGRES_LOCK_TIMEOUT_MS = 100;

/** pg's type ids whose text pg hands back as strings by default: int8 (count(*), sum of integers, BIGINT columns) and numeric (avg, sum of bigints). */
const INT8 = 20;
const NUMERIC = 1700;

/**
 * A pool configured as the query layer expects: int8 and numeric read as JS numbers (the code
 * compares counts, sums and the BIGINT millisecond times as numbers; none comes near 2^53),
 * lock waits bounded by lock_timeout, and backslashes in string literals taken as they stand
 * (standard_conforming_strings), for every connection (connection options, so they hold from
 * the first statement, with no SET to run). The parsers are this pool's own, not pg's
 * global ones, so nothing else in the process changes.
 */
export function postgresPool(url: string, options: { lockTimeoutMs?: number; max?: number } = {}): pg.Pool {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8, Number);
  types.setTypeParser(NUMERIC, Number);
  const pool = new pg.Pool({
    connectionString: url,
    types,
    // standard_conforming_strings: '\' is one backslash (caseBlindLike's ESCAPE), whatever the server's setting.
    options: `-c lock_timeout=${Math.max(0, Math.floor(options.lockTimeoutMs ?? POSTGRES_LOCK_TIMEOUT_MS))} -c standard_conforming_strings=on`,
    max: options.max,
  });
  // An idle connection the server dropped (a restart, a terminated backend): the pool discards
  // it and the next query connects anew, reporting its own error if the server is still gone.
  // Without a listener the 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}

/**
 * The query layer over PostgreSQL. `target`: a connection URL, or a pool made by postgresPool
 * (a pool made otherwise answers counts as strings and waits for locks without bound). close()
 * ends the pool.
 *
 * Transactions are SERIALIZABLE: on SQLite a transaction holds the write lock from its first
 * statement, so nothing written elsewhere lands between its read and the write it decides; on
 * PostgreSQL a transaction that would see such a write fails with serialization_failure
 * (40001), which isDatabaseBusy takes for "busy, try again", as SQLite's SQLITE_BUSY. And they
 * run one at a time per process, queued as on SQLite's one connection, so transactions of one
 * process wait for each other instead of failing each other: what can make one fail is a write
 * from another process, or one of this process outside any transaction. Those (single
 * statements) go on beside a transaction, on the pool's other connections.
 */
export function postgresDb(target: pg.Pool | string): Db & { close(): Promise<void> } {
  const pool = typeof target === 'string' ? postgresPool(target) : target;
  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  let queue: Promise<unknown> = Promise.resolve();
  const root: Db = handle('postgres', kysely, (fn) => {
    const turn = queue.then(() =>
      kysely
        .transaction()
        .setIsolationLevel('serializable')
        .execute(async (trx) => {
          const state = { open: true };
          const t: Db = handle('postgres', trx, (inner) => inner(t), root);
          try {
            return await openTransaction.run(state, () => fn(t));
          } finally {
            // Before COMMIT: what fn started and left running may use the outer handle from now on.
            state.open = false;
          }
        }),
    );
    queue = turn.catch(() => undefined);
    return turn;
  });
  const close = async () => {
    await kysely.destroy();
    // Kysely ends the pool only once it has queried through it; the pool may have served others (postgres.ts's setup).
    if (!pool.ending && !pool.ended) await pool.end();
  };
  return Object.assign(root, { close });
}
