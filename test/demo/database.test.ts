import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Db } from '../../demo/db/database.ts';
import { migrations } from '../../demo/db/migrations.ts';
import { hashPassword, verifyPassword } from '../../demo/auth/password.ts';
import { pick } from '../../demo/db/text.ts';
import { startDemo } from '../helpers/node/demo-server.ts';

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

describe('the demo database', () => {
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
  it('are salted scrypt and verify only the right password', () => {
    const a = hashPassword('secret-1');
    assert.match(a, /^scrypt\$/);
    assert.notEqual(a, hashPassword('secret-1'));
    assert.ok(verifyPassword('secret-1', a));
    assert.ok(!verifyPassword('secret-2', a));
    assert.ok(!verifyPassword('secret-1', 'garbage'));
  });
});

describe('the demo server and its data directory', () => {
  it('keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
    try {
      const first = await startDemo({ dataDir });
      first.app.db.prepare('INSERT INTO newsletter (email, created_at) VALUES (?, ?)').run('kept@example.com', new Date().toISOString());
      await first.close();
      const second = await startDemo({ dataDir });
      assert.ok(second.app.db.prepare('SELECT 1 FROM newsletter WHERE email = ?').get('kept@example.com'));
      const picture = await fetch(`${second.url}/media/products/linen-shirt-red.svg`);
      assert.equal(picture.status, 200);
      assert.match(picture.headers.get('content-type') ?? '', /svg/);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run demo:reset', () => {
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
