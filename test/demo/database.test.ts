import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type SqliteDb as Db } from '../../demo/db/database.ts';
import { migrations } from '../../demo/db/migrations.ts';
import { hashPassword, needsRehash, SCRYPT_PARAMS, scryptWatch, verifyPassword, type ScryptWork } from '../../demo/auth/password.ts';
import { DEMO_PASSWORD_HASH, DEMO_USER } from '../../demo/seed/seed.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { pick } from '../../demo/db/text.ts';
import { sqliteOnly, startDemo } from '../helpers/node/demo-server.ts';

let dir: string;
let db: Db;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
  db = openDatabase(dir);
});
after(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('the demo database', sqliteOnly, () => {
  it('is migrated to the newest version', () => {
    assert.equal(db.pragma('user_version', { simple: true }), migrations.length);
  });

  it('is seeded with a realistic shop', () => {
    assert.ok(count('products') >= 40);
    assert.ok(count('skus') > count('products'), 'variants');
    assert.ok((db.prepare('SELECT count(*) AS n FROM categories WHERE parent_id IS NOT NULL').get() as { n: number }).n > 0, 'nested categories');
    for (const table of ['collections', 'tags', 'articles', 'authors', 'pages', 'promotions', 'coupons', 'reviews', 'comments', 'shipping_rates', 'payment_methods']) assert.ok(count(table) > 0, table);
    assert.deepEqual(db.prepare('SELECT DISTINCT kind FROM coupons ORDER BY kind').all(), [{ kind: 'fixed' }, { kind: 'percent' }]);
    assert.ok(db.prepare('SELECT 1 FROM coupons WHERE expires_at < ?').get(new Date().toISOString()), 'an expired coupon');
    assert.ok(db.prepare('SELECT 1 FROM coupons WHERE min_spend > 0').get(), 'a minimum spend');
    assert.ok(db.prepare('SELECT 1 FROM skus WHERE stock = 0').get(), 'a sold-out variant');
    assert.ok(db.prepare('SELECT 1 FROM products WHERE line_price > price').get(), 'a line price');
  });

  it('has every product name in en, zh and zh-HK', () => {
    for (const { name } of db.prepare('SELECT name FROM products').all() as { name: string }[]) {
      const value = JSON.parse(name) as Record<string, string>;
      assert.ok(value.en && value.zh && value['zh-HK'], name);
    }
    const row = db.prepare("SELECT name FROM products WHERE slug = 'linen-shirt'").get() as { name: string };
    assert.equal(pick(row.name, 'en'), 'Linen Shirt');
    assert.equal(pick(row.name, 'zh'), '亚麻衬衫');
    assert.equal(pick(row.name, 'zh-HK'), '亞麻襯衫');
  });

  it('writes the pictures it names', () => {
    const { image } = db.prepare('SELECT image FROM products LIMIT 1').get() as { image: string };
    assert.ok(existsSync(join(dir, image.replace(/^\//, ''))), image);
  });

  it('opens again without seeding twice', () => {
    const before = count('products');
    db.close();
    db = openDatabase(dir);
    assert.equal(count('products'), before);
  });
});

describe('password hashes', () => {
  it('are salted scrypt at OWASP\'s parameters (N=2^17, r=8, p=1), carried in the string, and verify only the right password', async () => {
    const a = await hashPassword('secret-1');
    assert.match(a, /^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    assert.deepEqual(SCRYPT_PARAMS, { N: 131072, r: 8, p: 1 });
    assert.notEqual(a, await hashPassword('secret-1'));
    assert.ok(await verifyPassword('secret-1', a));
    assert.ok(!(await verifyPassword('secret-2', a)));
    assert.ok(!(await verifyPassword('secret-1', 'garbage')));
    assert.ok(!(await verifyPassword('secret-1', 'scrypt$1073741824$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==')), 'a stored string cannot ask for gigabytes');
    assert.ok(!needsRehash(a));
  });

  it('run off the event loop: timers keep firing while a hash is made', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await Promise.all([hashPassword('busy-1'), hashPassword('busy-2')]);
    } finally {
      clearInterval(timer);
    }
    assert.ok(ticks >= 5, `the event loop ran ${ticks} timer ticks meanwhile`);
  });

  it('verify hashes made with older parameters, which need a rehash', async () => {
    const old = await hashPassword('secret-1', { N: 16384, r: 8, p: 1 });
    assert.match(old, /^scrypt\$16384\$8\$1\$/);
    assert.ok(await verifyPassword('secret-1', old));
    assert.ok(needsRehash(old));
  });

  it('the seed\'s demo hash (computed once, not per seed) verifies the demo password at today\'s parameters', async () => {
    assert.ok(await verifyPassword(DEMO_USER.password, DEMO_PASSWORD_HASH));
    assert.ok(!needsRehash(DEMO_PASSWORD_HASH));
  });

  it('an older hash is replaced at the next successful sign-in, and only then', async () => {
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS });
    try {
      const post = apiClient(demo.url);
      const old = await hashPassword(DEMO_USER.password, { N: 16384, r: 8, p: 1 });
      const stored = async () => (await demo.app.db.row<{ password_hash: string }>`SELECT password_hash FROM users WHERE email = ${DEMO_USER.email}`)!.password_hash;
      await demo.app.db.run`UPDATE users SET password_hash = ${old} WHERE email = ${DEMO_USER.email}`;
      assert.equal((await post('/auth/signin', { account: DEMO_USER.email, password: 'not-the-password' })).code, 40);
      assert.equal(await stored(), old, 'a failed sign-in changes nothing');
      assert.equal((await post('/auth/signin', { account: DEMO_USER.email, password: DEMO_USER.password })).code, 0);
      assert.match(await stored(), /^scrypt\$131072\$8\$1\$/);
      assert.ok(await verifyPassword(DEMO_USER.password, await stored()));
      assert.equal((await post('/auth/signin', { account: DEMO_USER.email, password: DEMO_USER.password })).code, 0, 'the new hash signs in');
    } finally {
      await demo.close();
    }
  });

  it('sign-in spends the same scrypt work for an unknown account as for a known one', async () => {
    // The work counted, not timed: each path makes the same scrypt calls, at the same cost.
    const demo = await startDemo({ passwordWork: SCRYPT_PARAMS });
    try {
      const post = apiClient(demo.url);
      const work = async (account: string) => {
        // Three failures from one IP would ask for the slide check (refused before any hashing).
        await demo.app.db.run`DELETE FROM auth_events`;
        const calls: ScryptWork[] = [];
        scryptWatch.listener = (event, call) => void (event === 'start' && calls.push(call));
        try {
          assert.equal((await post('/auth/signin', { account, password: 'wrong-password' })).code, 40);
        } finally {
          scryptWatch.listener = undefined;
        }
        return calls;
      };
      const today = [{ ...SCRYPT_PARAMS, keyLength: 32 }];
      assert.deepEqual(await work(DEMO_USER.email), today, 'a known account: one hash at today\'s parameters');
      assert.deepEqual(await work('nobody@example.com'), today, 'an unknown account: the same');
      assert.deepEqual(await work(DEMO_USER.mobile), today, 'a known mobile number: the same');
    } finally {
      await demo.close();
    }
  });
});

describe('the demo server and its data directory', () => {
  it('keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
    try {
      const first = await startDemo({ dataDir });
      await first.app.db.run`INSERT INTO newsletter (email, created_at) VALUES (${'kept@example.com'}, ${new Date().toISOString()})`;
      await first.close();
      const second = await startDemo({ dataDir });
      assert.ok(await second.app.db.row`SELECT 1 FROM newsletter WHERE email = ${'kept@example.com'}`);
      const picture = await fetch(`${second.url}/media/products/linen-shirt-red.svg`);
      assert.equal(picture.status, 200);
      assert.match(picture.headers.get('content-type') ?? '', /svg/);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run demo:reset', sqliteOnly, () => {
  it('deletes the data and seeds a fresh shop', async () => {
    const { execFileSync } = await import('node:child_process');
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-reset-'));
    try {
      const first = openDatabase(dataDir);
      first.prepare('INSERT INTO newsletter (email, created_at) VALUES (?, ?)').run('gone@example.com', new Date().toISOString());
      first.close();
      execFileSync(process.execPath, ['--import', 'tsx', 'demo/reset.ts'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' });
      const fresh = openDatabase(dataDir);
      assert.equal(fresh.prepare('SELECT 1 FROM newsletter').get(), undefined);
      assert.ok((fresh.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n >= 40);
      fresh.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
