import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { isDatabaseBusy } from '../../demo/db/database.ts';
import { sql, sqliteDb, type Db } from '../../demo/db/sql.ts';
import { transactionContract } from '../helpers/node/layer-contract.ts';

let db: Db & { close(): Promise<void> };
before(async () => {
  db = sqliteDb(new Database(':memory:'));
  await db.run`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0)`;
  await db.run`INSERT INTO t (name) VALUES ('a'), ('b'), ('c')`;
});
after(() => db.close());

describe('the query layer (demo/db/sql.ts)', () => {
  it('binds values as parameters, never as text', async () => {
    const hostile = "x'); DROP TABLE t; --";
    assert.equal(await db.row`SELECT id FROM t WHERE name = ${hostile}`, undefined);
    assert.equal(await db.value`SELECT count(*) FROM t`, 3);
  });

  it('answers a row, rows, a value and a count of changed rows', async () => {
    assert.deepEqual(await db.row<{ name: string }>`SELECT name FROM t WHERE id = ${2}`, { name: 'b' });
    assert.deepEqual(await db.rows`SELECT name FROM t WHERE id IN (${sql.join([1, 3])}) ORDER BY id ${sql.raw('DESC')}`, [{ name: 'c' }, { name: 'a' }]);
    assert.equal(await db.value`SELECT name FROM t WHERE id = ${9}`, undefined);
    assert.equal(await db.run`UPDATE t SET n = n + 1 WHERE id < ${3}`, 2);
    assert.equal(await db.run`UPDATE t SET n = n + 1 WHERE id = ${3} RETURNING id`, 1);
    assert.equal(await db.run`UPDATE t SET n = 0 WHERE id = ${9}`, 0);
  });

  transactionContract(() => db);

  it('gives another connection\'s write lock back as the busy error the API answers with 503', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-sql-'));
    const file = join(dir, 'busy.sqlite');
    const holder = new Database(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('CREATE TABLE t (n INTEGER)');
    const waiting = new Database(file);
    waiting.pragma('busy_timeout = 0');
    const layer = sqliteDb(waiting);
    try {
      holder.exec('BEGIN IMMEDIATE');
      const refused = await layer.tx(async (t) => t.run`INSERT INTO t VALUES (1)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      assert.ok(isDatabaseBusy(refused), `busy, not ${String(refused)}`);
      holder.exec('ROLLBACK');
      // The refused transaction left nothing open: the next one goes through.
      await layer.tx(async (t) => t.run`INSERT INTO t VALUES (2)`);
      assert.equal(await layer.value`SELECT n FROM t`, 2);
    } finally {
      await layer.close();
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
