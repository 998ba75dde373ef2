/**
 * Content reads shared by the pages and the API: articles (by category or author, newest
 * first, paged) and static pages (by category). Parameterised SQL only.
 */
import type { ArticleListItem, ArticlePage, ContentCategory, PageList, PageSummary } from '../../runtime/api/types.ts';
import type { Db } from '../db/database.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { clampPage, clampPageSize } from './paging.ts';

export const ARTICLE_PAGE_SIZE = 10;
export const MAX_ARTICLE_PAGE_SIZE = 50;
/** Characters of a page's text shown as its excerpt. */
const EXCERPT = 160;

/** The category of that kind and slug, or undefined when there is none. */
export function contentCategory(db: Db, kind: 'article' | 'page', slug: string, locale: ContentLocale): (ContentCategory & { id: number }) | undefined {
  const row = db.prepare('SELECT id, slug, name FROM content_categories WHERE kind = ? AND slug = ?').get(kind, slug) as { id: number; slug: string; name: string } | undefined;
  return row && { id: row.id, slug: row.slug, name: pick(row.name, locale) };
}

interface ArticleRow { slug: string; title: string; summary: string; thumbnail: string; published_at: string; author: string; avatar: string; category_slug: string | null; category_name: string | null }

export interface ArticleQuery { category?: string; author?: string; page?: number; pageSize?: number }

/** Articles newest first. An unknown category gives `undefined` (the API refuses it). */
export function findArticles(db: Db, query: ArticleQuery, locale: ContentLocale): ArticlePage | undefined {
  const where: string[] = [];
  const args: unknown[] = [];
  let category: ContentCategory | null = null;
  if (query.category) {
    const found = contentCategory(db, 'article', query.category, locale);
    if (!found) return undefined;
    category = { slug: found.slug, name: found.name };
    where.push('a.category_id = ?');
    args.push(found.id);
  }
  if (query.author) {
    where.push('au.name = ?');
    args.push(query.author);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = clampPage(query.page);
  const pageSize = clampPageSize(query.pageSize, ARTICLE_PAGE_SIZE, MAX_ARTICLE_PAGE_SIZE);
  const from = 'FROM articles a JOIN authors au ON au.id = a.author_id LEFT JOIN content_categories c ON c.id = a.category_id';
  const total = (db.prepare(`SELECT count(*) AS n ${from} ${clause}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT a.slug, a.title, a.summary, a.thumbnail, a.published_at, au.name AS author, au.avatar, c.slug AS category_slug, c.name AS category_name ${from} ${clause} ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, pageSize, (page - 1) * pageSize) as ArticleRow[];
  const list = rows.map(
    (r): ArticleListItem => ({
      slug: r.slug,
      title: pick(r.title, locale),
      summary: pick(r.summary, locale),
      thumbnail: r.thumbnail,
      author: { name: r.author, avatar: r.avatar },
      publishedAt: r.published_at,
      category: r.category_slug ? { slug: r.category_slug, name: pick(r.category_name, locale) } : null,
    }),
  );
  return { list, total, page, pageSize, category };
}

/** Static and custom pages in their seed order. An unknown category gives `undefined`. */
export function findPages(db: Db, query: { category?: string }, locale: ContentLocale): PageList | undefined {
  let category: (ContentCategory & { id: number }) | undefined;
  if (query.category) {
    category = contentCategory(db, 'page', query.category, locale);
    if (!category) return undefined;
  }
  const rows = (
    category
      ? db.prepare('SELECT slug, title, body, custom FROM pages WHERE category_id = ? ORDER BY id').all(category.id)
      : db.prepare('SELECT slug, title, body, custom FROM pages ORDER BY id').all()
  ) as { slug: string; title: string; body: string; custom: number }[];
  const list = rows.map((r): PageSummary => {
    const text = pick(r.body, locale);
    return { slug: r.slug, title: pick(r.title, locale), excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text, custom: r.custom === 1 };
  });
  return { list, category: category ? { slug: category.slug, name: category.name } : null };
}
