/**
 * Issue 22 item 19: the seed shop's own words (categories, options, tags, collections, page
 * titles, promotions, coupons, shipping and payment methods, the home page's hero) are written
 * in every interface language, and a database seeded before gets them by migration.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, openDatabase, type SqliteDb as Db } from '../../demo/db/database.ts';
import { EVERY_LANGUAGE_COLUMNS, migrations } from '../../demo/db/migrations.ts';
import { pick } from '../../demo/db/text.ts';
import { heroSlides } from '../../demo/seed/home-data.ts';
import { seed } from '../../demo/seed/seed.ts';
import { everyLanguage, seedWords } from '../../demo/seed/translations.ts';
import { LANGUAGE_PREFIXES } from '../../runtime/constants.ts';
import { apiClient } from '../helpers/node/api-client.ts';
import { sqliteOnly, startDemo } from '../helpers/node/demo-server.ts';

const LATIN = ['en', 'de', 'es', 'fr', 'id', 'it', 'pt', 'fil', 'vi'];

/** Every translated text of a row's column: the column itself, or each option value's label. */
function textsOf(db: Db, table: string, column: string): string[] {
  return (db.prepare(`SELECT ${column} AS text FROM ${table}`).all() as { text: string }[]).map((r) => r.text);
}
const optionLabels = (db: Db) =>
  textsOf(db, 'product_options', '"values"').flatMap((values) => (JSON.parse(values) as { label: string }[]).map((v) => v.label));

/** Every interface language, each a non-empty text; letters-only words (sizes) may be the same everywhere. */
function assertEveryLanguage(json: string, where: string): void {
  const value = JSON.parse(json) as Record<string, unknown>;
  for (const language of LANGUAGE_PREFIXES) assert.ok(typeof value[language] === 'string' && value[language], `${where}: ${language} missing in ${json}`);
}

let dir: string;
let db: Db;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-seed-languages-'));
  db = openDatabase(dir);
});
after(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the seed in every interface language', () => {
  it('writes every one of the shop\'s own translated columns in all 15 languages', () => {
    for (const [table, column] of EVERY_LANGUAGE_COLUMNS) {
      const texts = textsOf(db, table, column);
      assert.ok(texts.length > 0, `${table}.${column} is seeded`);
      for (const text of texts) assertEveryLanguage(text, `${table}.${column}`);
    }
    for (const label of optionLabels(db)) assertEveryLanguage(label, 'product_options.values label');
    for (const slide of heroSlides) for (const words of [slide.eyebrow, slide.title, slide.text, slide.action]) assertEveryLanguage(JSON.stringify(everyLanguage(words)), `hero ${slide.slug}`);
  });

  it('translates words, not copies English: each language differs from English where a word is not a proper name', () => {
    // Names the seed keeps in every language: the sizes' letters and words other languages borrow.
    const borrowed = new Set(['S', 'M', 'L', 'Bestseller', 'Lookbook', 'Accessoires', 'Guides', 'Collection', 'Color', 'Tops', 'Privacy', 'Desk']);
    for (const [en, twelve] of Object.entries(seedWords)) {
      if (borrowed.has(en)) continue;
      const english = twelve.filter((text) => text === en);
      assert.ok(english.length <= 1, `"${en}" left English in ${english.length} languages`);
    }
    // Scripts: the CJK and Thai texts are written in their scripts.
    for (const [en, [zhTW, , , , , , ja, ko, , th]] of Object.entries(seedWords)) {
      if (/^[SML]$|^Lookbook$/.test(en)) continue;
      assert.match(zhTW, /[\u4e00-\u9fff]/, `zh-TW of ${en}`);
      assert.match(ja, /[\u3040-\u30ff\u4e00-\u9fff]/, `ja of ${en}`);
      assert.match(ko, /[\uac00-\ud7af]/, `ko of ${en}`);
      assert.match(th, /[\u0e00-\u0e7f]/, `th of ${en}`);
    }
    assert.ok(LATIN.every((l) => (LANGUAGE_PREFIXES as readonly string[]).includes(l)));
  });

  it('reads the German, Japanese and Taiwan words where the page asks for them', () => {
    const color = db.prepare("SELECT name FROM product_options WHERE sort = 0 LIMIT 1").get() as { name: string };
    assert.deepEqual(['de', 'ja', 'zh-TW', 'fr'].map((l) => pick(color.name, l as never)), ['Farbe', 'カラー', '顏色', 'Couleur']);
    const clothing = db.prepare("SELECT name FROM categories WHERE slug = 'clothing'").get() as { name: string };
    assert.equal(pick(clothing.name, 'de'), 'Kleidung');
    // Product names stay in en, zh and zh-HK: Taiwan reads Hong Kong's, German reads English.
    const shirt = db.prepare("SELECT name FROM products WHERE slug = 'linen-shirt'").get() as { name: string };
    assert.deepEqual([pick(shirt.name, 'zh-TW'), pick(shirt.name, 'de')], ['亞麻襯衫', 'Linen Shirt']);
  });

  it('answers the API in the language asked for (?lang= or Accept-Language)', async () => {
    const demo = await startDemo();
    try {
      const post = apiClient(demo.url);
      const de = await post('/product/detail?lang=de', { slug: 'classic-shirt' });
      assert.equal(de.code, 0);
      assert.deepEqual(de.data.options.map((o: { name: string }) => o.name), ['Farbe', 'Größe']);
      assert.deepEqual(de.data.options[0].values.map((v: { label: string }) => v.label), ['Rot', 'Blau', 'Grün']);
      assert.equal(de.data.category.name, 'Oberteile');
      const ja = await post('/product/detail', { slug: 'classic-shirt' }, { 'accept-language': 'ja-JP,ja;q=0.9' });
      assert.deepEqual(ja.data.options.map((o: { name: string }) => o.name), ['カラー', 'サイズ']);
    } finally {
      await demo.close();
    }
  });
});

describe('migration 16 (the seed\'s words in every language)', sqliteOnly, () => {
  it('gives a database seeded in three languages the other twelve, keeping what a shop wrote itself', () => {
    const old = new Database(':memory:');
    const seeded = mkdtempSync(join(tmpdir(), 'shop-seed-old-'));
    try {
      for (const sql of migrations.slice(0, 15)) old.exec(sql);
      old.pragma('user_version = 15');
      seed(old, seeded);
      // As the seed of migration 15's time wrote them: en, zh and zh-HK only.
      const threeOnly = (column: string) => `json_object('en', json_extract(${column}, '$.en'), 'zh', json_extract(${column}, '$.zh'), 'zh-HK', json_extract(${column}, '$.zh-HK'))`;
      for (const [table, column] of EVERY_LANGUAGE_COLUMNS) old.exec(`UPDATE ${table} SET ${column} = ${threeOnly(column)}`);
      old.exec(`UPDATE product_options SET "values" = (SELECT json_group_array(json_object('value', json_extract(v.value, '$.value'), 'label', '' || ${threeOnly("json_extract(v.value, '$.label')")})) FROM json_each(product_options."values") v)`);
      // A shop's own edits: a renamed category (not the seed's English) and a German title of its own.
      old.exec(`UPDATE categories SET name = '{"en":"Garments","zh":"服装","zh-HK":"服裝"}' WHERE slug = 'clothing'`);
      old.exec(`UPDATE coupons SET title = json_set(title, '$.de', 'Willkommensrabatt') WHERE code = 'WELCOME10'`);
      const before = JSON.parse((old.prepare("SELECT name FROM categories WHERE slug = 'tops'").get() as { name: string }).name) as object;
      assert.deepEqual(Object.keys(before), ['en', 'zh', 'zh-HK'], 'the old database has three languages');

      migrate(old);
      assert.equal(old.pragma('user_version', { simple: true }), migrations.length);
      for (const [table, column] of EVERY_LANGUAGE_COLUMNS) {
        for (const text of textsOf(old, table, column)) {
          if (JSON.parse(text).en === 'Garments') continue;
          assertEveryLanguage(text, `migrated ${table}.${column}`);
        }
      }
      for (const label of optionLabels(old)) assertEveryLanguage(label, 'migrated option label');
      const values = JSON.parse((old.prepare('SELECT "values" FROM product_options WHERE sort = 0 LIMIT 1').get() as { values: string }).values) as { value: string; label: string }[];
      assert.deepEqual(values.map((v) => [v.value, pick(v.label, 'de'), pick(v.label, 'zh')]), [['red', 'Rot', '红色'], ['blue', 'Blau', '蓝色'], ['green', 'Grün', '绿色']], 'order, values and old languages kept');
      const garments = JSON.parse((old.prepare("SELECT name FROM categories WHERE slug = 'clothing'").get() as { name: string }).name) as object;
      assert.deepEqual(garments, { en: 'Garments', zh: '服装', 'zh-HK': '服裝' }, 'a name the shop changed is left alone');
      const welcome = (old.prepare("SELECT title FROM coupons WHERE code = 'WELCOME10'").get() as { title: string }).title;
      assert.equal(pick(welcome, 'de'), 'Willkommensrabatt', 'a language the row had is kept');
      assert.equal(pick(welcome, 'ja'), '初回注文が10%オフ');
      assert.equal(old.prepare("SELECT name FROM sqlite_temp_master WHERE name = 'seed_words'").get(), undefined, 'no table left behind');
    } finally {
      old.close();
      rmSync(seeded, { recursive: true, force: true });
    }
  });
});
