/**
 * Several server processes on one database agree on the limits (issue 24): the API's rate
 * limits and the upload quotas are counted in the database, so two servers on one data
 * directory (each with its own connection, as two processes would have) count together, and a
 * restarted server goes on counting. Where a minute's window is counted, Date is held still
 * (mock timers): it cannot run out between requests on a busy machine.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { apiClient } from '../helpers/node/api-client.ts';
import { sqliteOnly, startDemo, type RunningDemo } from '../helpers/node/demo-server.ts';
import { sql } from '../../demo/db/sql.ts';
import type { ServerOptions } from '../../demo/server.ts';
import { signUpBody } from './accounts.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5ab6b0b0000000049454e44ae426082', 'hex');
const TOO_MANY = /^Too many requests; try again in \d+ s$/;
const TOO_MANY_PICTURES = 'You have sent too many pictures for now; please try again in 60 minutes.';

/** A guest's inquiry with `count` pictures (they count against the sender's IP). */
async function inquiry(demo: RunningDemo, count: number, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'Li', email: 'li@example.com', content: 'Pictures attached' })) form.append(k, v);
  for (let i = 0; i < count; i++) form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `p${i}.png`);
  return (await (await fetch(`${demo.url}/api/web/inquiry/create`, { method: 'POST', body: form, headers })).json()) as { code: number; msg: string; data: any };
}

/** A route limited by authRateLimit that checks nothing costly: an unknown slide check. */
const slideCheck = (demo: RunningDemo) => apiClient(demo.url)('/auth/slide/verify', { id: 'x'.repeat(24), x: 10 });

/** Two servers on one data directory; the second closes first, then the first (which removes the directory). */
async function twoServers(options: ServerOptions, run: (first: RunningDemo, second: RunningDemo) => Promise<void>) {
  const first = await startDemo(options);
  try {
    const second = await startDemo({ ...options, dataDir: first.dataDir });
    try {
      await run(first, second);
    } finally {
      await second.close();
    }
  } finally {
    await first.close();
  }
}

describe('two servers on one database', { timeout: 120_000 }, () => {
  it("count a route's rate limit together: the 4th request overall is refused, whichever server gets it", async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    await twoServers({ authRateLimit: 3 }, async (first, second) => {
      const answers = [];
      for (const server of [first, second, first, second, first]) answers.push(await slideCheck(server));
      assert.deepEqual(answers.slice(0, 3).map((a) => a.status), [200, 200, 200]);
      for (const refused of answers.slice(3)) {
        assert.deepEqual([refused.status, refused.code, refused.data], [429, 41, null]);
        assert.match(refused.msg, TOO_MANY);
      }
      // Another route keeps its own count.
      const signIn = await apiClient(second.url)('/auth/signin', { account: 'nobody@example.com', password: 'not-the-password' });
      assert.notEqual(signIn.status, 429);
    });
  });

  // Date runs here (an hour's window): inquiry numbers are made of the time, and a held clock could repeat one.
  it('count an upload quota together, and see each other\'s files in the budget', async () => {
    await twoServers({ uploads: { ipFiles: 3 } }, async (first, second) => {
      assert.equal((await inquiry(first, 2)).code, 0);
      assert.equal((await inquiry(second, 1)).code, 0);
      assert.deepEqual(await inquiry(first, 1), { code: 40, msg: TOO_MANY_PICTURES, data: { field: 'images' } });
      assert.deepEqual(await inquiry(second, 1), { code: 40, msg: TOO_MANY_PICTURES, data: { field: 'images' } });
      assert.equal(readdirSync(join(first.dataDir, 'uploads', 'inquiries')).length, 3, 'refused pictures were not stored');
    });
    await twoServers({ uploads: { totalBytes: png.length * 2 } }, async (first, second) => {
      assert.equal((await inquiry(first, 1)).code, 0);
      assert.equal((await inquiry(second, 1)).code, 0);
      // The first server has stored one picture itself; the folder holds two.
      assert.deepEqual(await inquiry(first, 1), { code: 40, msg: 'The shop cannot take more pictures right now; please try again later.', data: { field: 'images' } });
    });
  });

  it('answer a busy database at a rate-limited route as every busy write: HTTP 503, code 41', sqliteOnly, async () => {
    await twoServers({}, async (first) => {
      const { default: Database } = await import('better-sqlite3');
      const { databaseFile } = await import('../../demo/db/database.ts');
      const other = new Database(databaseFile(first.dataDir));
      try {
        other.exec('BEGIN IMMEDIATE');
        const refused = await fetch(`${first.url}/api/web/auth/slide/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'x'.repeat(24), x: 10 }) });
        assert.equal(refused.status, 503);
        assert.equal(refused.headers.get('retry-after'), '1');
        assert.deepEqual(await refused.json(), { code: 41, msg: 'The shop is busy; please try again in a moment.', data: null });
        other.exec('COMMIT');
        assert.equal((await slideCheck(first)).status, 200);
      } finally {
        if (other.inTransaction) other.exec('ROLLBACK');
        other.close();
      }
    });
  });
});

describe('a restarted server', { timeout: 120_000 }, () => {
  it('keeps counting the rate limits and upload quotas of before the restart', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-demo-'));
    try {
      const options = { dataDir, authRateLimit: 3, uploads: { ipFiles: 2 } };
      const before = await startDemo(options);
      try {
        for (let i = 0; i < 3; i++) assert.equal((await slideCheck(before)).status, 200);
        assert.equal((await inquiry(before, 2)).code, 0);
      } finally {
        await before.close();
      }
      const after = await startDemo(options);
      try {
        const refused = await slideCheck(after);
        assert.deepEqual([refused.status, refused.code], [429, 41]);
        assert.match(refused.msg, TOO_MANY);
        assert.deepEqual(await inquiry(after, 1), { code: 40, msg: TOO_MANY_PICTURES, data: { field: 'images' } });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ended windows', { timeout: 120_000 }, () => {
  it('are counted afresh and their rows deleted, so the tables do not grow with every client ever seen', async (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() });
    const demo = await startDemo({ authRateLimit: 3, uploads: { ipFiles: 2, accountFiles: 2, windowMs: 60 * 60_000 } });
    try {
      const db = demo.app.db;
      const rows = async (table: string) => (await db.rows<{ key: string }>`SELECT key FROM ${sql.raw(table)} ORDER BY key`).map((r) => r.key);
      const post = apiClient(demo.url);
      await post('/auth/signup', signUpBody('windows@example.com', 'windows-password'));
      const token = (await post('/auth/signin', { account: 'windows@example.com', password: 'windows-password' })).data.token as string;
      for (let i = 0; i < 3; i++) assert.equal((await slideCheck(demo)).status, 200);
      assert.equal((await slideCheck(demo)).status, 429);
      assert.equal((await inquiry(demo, 2, { 'x-auth': token })).code, 0);
      assert.equal((await inquiry(demo, 1)).code, 40);
      assert.equal((await rows('upload_usage')).length, 2, 'the account and the address');

      t.mock.timers.tick(60 * 60_000);
      // The address's new window: its slide checks and pictures count from one again.
      assert.equal((await slideCheck(demo)).status, 200);
      assert.equal((await inquiry(demo, 2)).code, 0);
      // Every row of an ended window went (sign-up's and sign-in's minutes, the account's hour);
      // the address's are new.
      const now = Date.now();
      assert.deepEqual(await db.value`SELECT count(*) FROM rate_limits WHERE reset_at <= ${now}`, 0);
      assert.deepEqual((await rows('rate_limits')).map((key) => key.replace(/ [^ ]+$/, '')), ['POST /api/web/auth/slide/verify', 'POST /api/web/inquiry/create']);
      assert.deepEqual(await rows('upload_usage'), ['ip:127.0.0.1']);
    } finally {
      await demo.close();
    }
  });
});
