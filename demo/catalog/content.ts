/**
 * Content reads shared by the pages and the API: articles (by category or author, newest
 * first, paged) and static pages (by category). Parameterised SQL only.
 */
import type { ArticleListItem, ArticlePage, ContentCategory, PageList, PageSummary } from '../../runtime/api/types.ts';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import { clampPage, clampPageSize } from './paging.ts';

export const ARTICLE_PAGE_SIZE = 10;
export const MAX_ARTICLE_PAGE_SIZE = 50;
/** Characters of a page's text shown as its excerpt. */
const EXCERPT = 160;

/** The category of that kind and slug, or undefined when there is none. */
export async function contentCategory(db: Db, kind: 'article' | 'page', slug: string, locale: ContentLocale): Promise<(ContentCategory & { id: number }) | undefined> {
  const row = await db.row<{ id: number; slug: string; name: string }>`SELECT id, slug, name FROM content_categories WHERE kind = ${kind} AND slug = ${slug}`;
  return row && { id: row.id, slug: row.slug, name: pick(row.name, locale) };
}

interface ArticleRow { slug: string; title: string; summary: string; thumbnail: string; published_at: string; author: string; avatar: string; category_slug: string | null; category_name: string | null }

export interface ArticleQuery { category?: string; author?: string; page?: number; pageSize?: number }

/** Articles newest first. An unknown category gives `undefined` (the API refuses it). */
export async function findArticles(db: Db, query: ArticleQuery, locale: ContentLocale): Promise<ArticlePage | undefined> {
  const where = [];
  let category: ContentCategory | null = null;
  if (query.category) {
    const found = await contentCategory(db, 'article', query.category, locale);
    if (!found) return undefined;
    category = { slug: found.slug, name: found.name };
    where.push(sql`a.category_id = ${found.id}`);
  }
  if (query.author) where.push(sql`au.name = ${query.author}`);
  const clause = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const page = clampPage(query.page);
  const pageSize = clampPageSize(query.pageSize, ARTICLE_PAGE_SIZE, MAX_ARTICLE_PAGE_SIZE);
  const from = sql`FROM articles a JOIN authors au ON au.id = a.author_id LEFT JOIN content_categories c ON c.id = a.category_id ${clause}`;
  const [total, rows] = await Promise.all([
    db.value<number>`SELECT count(*) AS n ${from}`,
    db.rows<ArticleRow>`SELECT a.slug, a.title, a.summary, a.thumbnail, a.published_at, au.name AS author, au.avatar, c.slug AS category_slug, c.name AS category_name ${from} ORDER BY a.published_at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  ]);
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
  return { list, total: total ?? 0, page, pageSize, category };
}

/** Static and custom pages in their seed order. An unknown category gives `undefined`. */
export async function findPages(db: Db, query: { category?: string }, locale: ContentLocale): Promise<PageList | undefined> {
  let category: (ContentCategory & { id: number }) | undefined;
  if (query.category) {
    category = await contentCategory(db, 'page', query.category, locale);
    if (!category) return undefined;
  }
  const rows = await db.rows<{ slug: string; title: string; body: string; custom: number }>`SELECT slug, title, body, custom FROM pages ${category ? sql`WHERE category_id = ${category.id}` : sql``} ORDER BY id`;
  const list = rows.map((r): PageSummary => {
    const text = pick(r.body, locale);
    return { slug: r.slug, title: pick(r.title, locale), excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text, custom: r.custom === 1 };
  });
  return { list, category: category ? { slug: category.slug, name: category.name } : null };
}
