/**
 * What the query layer (demo/db/sql.ts) promises about transactions on either database, as
 * node:test cases: registered by test/demo/sql-layer.test.ts for SQLite and by
 * test/demo/postgres-schema.test.ts for PostgreSQL. `db()` is the handle of the suite's
 * database, which has a table t (id, name, n) with a row of id 1.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Db } from '../../../demo/db/sql.ts';

export function transactionContract(db: () => Db): void {
  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db().tx(async (t) => {
      await t.run`INSERT INTO t (name) VALUES ('kept')`;
    });
    await assert.rejects(
      db().tx(async (t) => {
        await t.run`INSERT INTO t (name) VALUES ('dropped')`;
        throw new Error('refused');
      }),
      /refused/,
    );
    assert.deepEqual(await db().rows`SELECT name FROM t WHERE name IN ('kept', 'dropped')`, [{ name: 'kept' }]);
  });

  it("names the database a transaction's handle belongs to", async () => {
    assert.equal(db().root, db());
    await db().tx(async (t) => {
      assert.notEqual(t, db());
      assert.equal(t.root, db());
    });
  });

  it('joins a transaction begun inside another', async () => {
    await assert.rejects(
      db().tx(async (t) => {
        await t.tx(async (inner) => inner.run`INSERT INTO t (name) VALUES ('inner')`);
        throw new Error('outer refused');
      }),
      /outer refused/,
    );
    assert.equal(await db().row`SELECT 1 FROM t WHERE name = 'inner'`, undefined, 'the inner part rolled back with the outer');
  });

  it("runs nothing of this process between a transaction's read and its write: ten read-then-write increments make ten", async () => {
    await db().run`UPDATE t SET n = 0 WHERE id = 1`;
    const increment = () =>
      db().tx(async (t) => {
        const n = (await t.value<number>`SELECT n FROM t WHERE id = 1`)!;
        await new Promise((resolve) => setImmediate(resolve));
        await t.run`UPDATE t SET n = ${n + 1} WHERE id = 1`;
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    assert.equal(await db().value`SELECT n FROM t WHERE id = 1`, 10);
  });

  it('refuses a query that goes around the open transaction, rather than hang on it or run outside it', async () => {
    await assert.rejects(
      db().tx(async () => {
        await db().row`SELECT 1`;
      }),
      /around the open transaction/,
    );
    await assert.rejects(db().tx(async () => db().tx(async () => undefined)), /around the open transaction/);
    // What a transaction started goes on through the outer handle once it has ended.
    let later: Promise<unknown> | undefined;
    await db().tx(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 0)).then(() => db().value`SELECT 1`);
    });
    assert.equal(await later, 1);
  });
}
