// The content listings the article and page elements read: article/list (by category or
// author, paged) and page/list (by category), and migration 4 that groups existing content.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrate } from '../../demo/db/database.ts';
import { migrations } from '../../demo/db/migrations.ts';
import { demoForFile, sqliteOnly } from '../helpers/node/demo-server.ts';

const { post } = demoForFile();

describe('article/list', () => {
  it('lists articles newest first with author, date, summary and category, paged', async () => {
    const all = (await post('/article/list', {})).data;
    assert.equal(all.total, 8);
    assert.equal(all.pageSize, 10);
    assert.equal(all.category, null);
    const dates = all.list.map((a: { publishedAt: string }) => a.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const first = all.list[0];
    assert.deepEqual(Object.keys(first).sort(), ['author', 'category', 'publishedAt', 'slug', 'summary', 'thumbnail', 'title']);
    assert.equal(typeof first.author.name, 'string');
    assert.match(first.thumbnail, /^\/media\//);

    const second = (await post('/article/list', { page: 2, pageSize: 3 })).data;
    assert.equal(second.list.length, 3);
    assert.equal(second.list[0].slug, all.list[3].slug);
    assert.equal(second.page, 2);
  });

  it('filters by category and by author, in the language asked for', async () => {
    const stories = (await post('/article/list', { category: 'stories' }, { 'accept-language': 'zh-HK' })).data;
    assert.equal(stories.total, 3);
    assert.deepEqual(stories.category, { slug: 'stories', name: '故事' });
    assert.ok(stories.list.every((a: { category: { slug: string } }) => a.category.slug === 'stories'));
    assert.ok(stories.list.some((a: { title: string }) => a.title === '港灣的早晨'));
    const mei = (await post('/article/list', { author: 'Mei Chan' })).data;
    assert.ok(mei.total > 0 && mei.list.every((a: { author: { name: string } }) => a.author.name === 'Mei Chan'));
  });

  it('refuses an unknown category and bad paging', async () => {
    const unknown = await post('/article/list', { category: 'gossip' });
    assert.deepEqual([unknown.code, unknown.msg, unknown.data.field], [40, 'No such category', 'category']);
    // A page category is not an article category.
    assert.equal((await post('/article/list', { category: 'help' })).code, 40);
    assert.equal((await post('/article/list', { pageSize: 51 })).data.field, 'pageSize');
    assert.equal((await post('/article/list', { page: 0 })).data.field, 'page');
  });
});

describe('page/list', () => {
  it('lists the pages of a category with an excerpt, custom pages marked', async () => {
    const help = (await post('/page/list', { category: 'help' })).data;
    assert.deepEqual(help.list.map((p: { slug: string }) => p.slug), ['shipping', 'returns', 'privacy']);
    assert.deepEqual(help.category, { slug: 'help', name: 'Help' });
    assert.ok(help.list.every((p: { excerpt: string; custom: boolean }) => p.excerpt.length > 0 && p.custom === false));
    const company = (await post('/page/list', { category: 'company' }, { 'accept-language': 'zh' })).data;
    assert.deepEqual(company.list.map((p: { slug: string; custom: boolean }) => [p.slug, p.custom]), [['about', false], ['lookbook', true]]);
    assert.equal(company.list[0].title, '关于本店');
    assert.equal((await post('/page/list', {})).data.list.length, 5);
  });

  it('refuses an unknown category', async () => {
    const answer = await post('/page/list', { category: 'guides' });
    assert.deepEqual([answer.code, answer.msg, answer.data.field], [40, 'No such category', 'category']);
  });
});

describe('migration 4', sqliteOnly, () => {
  it('groups the articles and pages of a shop created before it', () => {
    const db = new Database(':memory:');
    for (const sql of migrations.slice(0, 3)) db.exec(sql);
    db.pragma('user_version = 3');
    db.prepare("INSERT INTO authors (name, bio, avatar) VALUES ('A', '{}', '')").run();
    db.prepare("INSERT INTO articles (slug, author_id, title, summary, body, thumbnail, published_at) VALUES ('packing-light', 1, '{}', '{}', '{}', '', '2024-01-01')").run();
    db.prepare("INSERT INTO pages (slug, title, body) VALUES ('returns', '{}', '{}')").run();
    migrate(db);
    assert.equal(db.pragma('user_version', { simple: true }), migrations.length);
    const article = db.prepare("SELECT c.slug FROM articles a JOIN content_categories c ON c.id = a.category_id WHERE a.slug = 'packing-light'").get() as { slug: string };
    const page = db.prepare("SELECT c.slug FROM pages p JOIN content_categories c ON c.id = p.category_id WHERE p.slug = 'returns'").get() as { slug: string };
    assert.deepEqual([article.slug, page.slug], ['stories', 'help']);
    db.close();
  });
});
