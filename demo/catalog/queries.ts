/**
 * Catalogue reads shared by the pages and the API: products (with filters, sort and
 * pagination), categories, tags, collections. Parameterised SQL only.
 */
import type { ProductSummary } from '../../runtime/api/types.ts';
import type { Db } from '../db/database.ts';
import { promoted, promotionPercent } from './promotions.ts';
import { clampPage, clampPageSize } from './paging.ts';
import type * as Contract from '../../runtime/api/types.ts';
import type { Paged } from '../../runtime/api/types.ts';
import { pick, type ContentLocale } from '../db/text.ts';

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  line_price: number | null;
  image: string;
  sales: number;
  category_id: number;
  created_at: string;
}

export type { ProductSummary } from '../../runtime/api/types.ts';

export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'bestselling', 'name'] as const;
export type Sort = (typeof SORTS)[number];
const NEWEST = 'p.created_at DESC, p.id DESC';
const orderBy: Record<Sort, string> = {
  // Filled in by relevance() when there is a query; without one there is nothing to match.
  relevance: NEWEST,
  newest: NEWEST,
  'price-asc': 'p.pay_price ASC, p.id',
  'price-desc': 'p.pay_price DESC, p.id',
  bestselling: 'p.sales DESC, p.id',
  name: "json_extract(p.name, '$.en') ASC",
};

export interface ProductQuery {
  q?: string;
  category?: string;
  tag?: string;
  collection?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort?: Sort;
  page?: number;
  pageSize?: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function summary(db: Db, row: ProductRow, locale: ContentLocale): ProductSummary {
  const stats = db.prepare('SELECT avg(score) AS score FROM reviews WHERE product_id = ?').get(row.id) as { score: number | null };
  const stock = db.prepare('SELECT sum(stock) AS stock FROM skus WHERE product_id = ?').get(row.id) as { stock: number | null };
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    ...promoted(row.price, row.line_price, promotionPercent(db, row.id)),
    image: row.image,
    score: stats.score === null ? null : Math.round(stats.score * 10) / 10,
    inStock: (stock.stock ?? 0) > 0,
  };
}

/** A category and everything under it (categories nest). */
function categoryIds(db: Db, slug: string): number[] {
  return (
    db
      .prepare(
        `WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE slug = ? UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`,
      )
      .all(slug) as { id: number }[]
  ).map((r) => r.id);
}

/**
 * Products with `pay_price`: the price the shopper pays, the running promotion's price when
 * one applies (the biggest percentage, rounded half up to the cent as promoted() rounds), so
 * the price filter and the price sorts follow the prices the list shows. Takes the time twice.
 */
const PRICED = `SELECT p.*, (p.price * (100 - coalesce(pr.pct, 0)) + 50) / 100 AS pay_price FROM products p
  LEFT JOIN (SELECT cp.product_id, max(x.percent_off) AS pct FROM promotions x JOIN collection_products cp ON cp.collection_id = x.collection_id
             WHERE x.starts_at <= ? AND x.ends_at > ? AND x.percent_off > 0 GROUP BY cp.product_id) pr ON pr.product_id = p.id`;

export function findProducts(db: Db, query: ProductQuery, locale: ContentLocale): Paged<ProductSummary> & Page<ProductSummary> {
  const where: string[] = [];
  const at = new Date().toISOString();
  const args: unknown[] = [at, at];
  if (query.q) {
    // Search in every language at once: a shopper may type a name in any of them.
    where.push('(p.name LIKE ? ESCAPE \'\\\' OR p.description LIKE ? ESCAPE \'\\\')');
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    args.push(like, like);
  }
  if (query.category) {
    const ids = categoryIds(db, query.category);
    where.push(`p.category_id IN (${ids.map(() => '?').join(',') || 'NULL'})`);
    args.push(...ids);
  }
  if (query.tag) {
    where.push('p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = ?)');
    args.push(query.tag);
  }
  if (query.collection) {
    where.push('p.id IN (SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.slug = ?)');
    args.push(query.collection);
  }
  if (query.minPrice !== undefined) {
    where.push('p.pay_price >= ?');
    args.push(query.minPrice);
  }
  if (query.maxPrice !== undefined) {
    where.push('p.pay_price <= ?');
    args.push(query.maxPrice);
  }
  if (query.inStock) where.push('EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.stock > 0)');
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = clampPage(query.page);
  const pageSize = clampPageSize(query.pageSize, 12, 60);
  const from = `FROM (${PRICED}) p ${clause}`;
  const total = (db.prepare(`SELECT count(*) AS n ${from}`).get(...args) as { n: number }).n;
  const ranked = query.sort === 'relevance' && query.q ? relevance(query.q) : undefined;
  const order = ranked ? ranked.order : orderBy[query.sort ?? 'newest'];
  const rows = db.prepare(`SELECT p.* ${from} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, ...(ranked?.args ?? []), pageSize, (page - 1) * pageSize) as ProductRow[];
  return { list: rows.map((r) => summary(db, r, locale)), total, page, pageSize };
}

/**
 * How well a product matches `q`, best first, in any language (names are {"en", "zh", ...}):
 * a name that is the query, then a name starting with it, a name with a word starting with it,
 * a name holding it, and last a match in the description only. Ties: best selling first.
 * LIKE is case-blind for ASCII, as the filter is.
 */
function relevance(q: string): { order: string; args: string[] } {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const name = `EXISTS (SELECT 1 FROM json_each(p.name) WHERE json_each.value LIKE ? ESCAPE '\\')`;
  const order = `CASE WHEN ${name} THEN 0 WHEN ${name} THEN 1 WHEN ${name} THEN 2 WHEN ${name} THEN 3 ELSE 4 END, p.sales DESC, p.id`;
  return { order, args: [escaped, `${escaped}%`, `% ${escaped}%`, `%${escaped}%`] };
}

export function productsBySlug(db: Db, slugs: string[], locale: ContentLocale): ProductSummary[] {
  const get = db.prepare('SELECT * FROM products WHERE slug = ?');
  return slugs.map((s) => get.get(s) as ProductRow | undefined).filter((r): r is ProductRow => !!r).map((r) => summary(db, r, locale));
}

export interface OptionValue {
  value: string;
  label: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  category: { slug: string; name: string };
  images: string[];
  options: { name: string; key: string; values: OptionValue[] }[];
  skus: { code: string; options: Record<string, string>; price: number; linePrice: number | null; stock: number; image: string }[];
  tags: { slug: string; name: string }[];
}

export function productDetail(db: Db, slug: string, locale: ContentLocale): ProductDetail & Contract.ProductDetail | null {
  const row = db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as ProductRow | undefined;
  if (!row) return null;
  const category = db.prepare('SELECT slug, name FROM categories WHERE id = ?').get(row.category_id) as { slug: string; name: string };
  const options = db.prepare('SELECT name, "values" FROM product_options WHERE product_id = ? ORDER BY sort').all(row.id) as { name: string; values: string }[];
  const skus = db.prepare('SELECT code, options, price, line_price, stock, image FROM skus WHERE product_id = ? ORDER BY id').all(row.id) as {
    code: string; options: string; price: number; line_price: number | null; stock: number; image: string;
  }[];
  const percent = promotionPercent(db, row.id);
  const optionKeys = skus[0] ? Object.keys(JSON.parse(skus[0].options) as object) : [];
  return {
    ...summary(db, row, locale),
    description: pick(row.description, locale),
    category: { slug: category.slug, name: pick(category.name, locale) },
    images: (db.prepare('SELECT url FROM product_images WHERE product_id = ? ORDER BY sort').all(row.id) as { url: string }[]).map((r) => r.url),
    options: options.map((o, i) => ({
      name: pick(o.name, locale),
      key: optionKeys[i] ?? String(i),
      values: (JSON.parse(o.values) as { value: string; label: string }[]).map((v) => ({ value: v.value, label: pick(v.label, locale) })),
    })),
    skus: skus.map((s) => ({ code: s.code, options: JSON.parse(s.options) as Record<string, string>, ...promoted(s.price, s.line_price, percent), stock: s.stock, image: s.image })),
    tags: (db.prepare('SELECT t.slug, t.name FROM tags t JOIN product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = ?').all(row.id) as { slug: string; name: string }[]).map((t) => ({ slug: t.slug, name: pick(t.name, locale) })),
  };
}

/** A review as the API gives it: `updatedAt` is when its author last edited it (null: never). */
export interface ReviewAnswer { id: number; author: string; score: number; body: string; createdAt: string; updatedAt: string | null }
export const REVIEW_COLUMNS = 'id, author, score, body, created_at AS createdAt, updated_at AS updatedAt';

/** Newest first, by when each was last written: an edited review comes back to the top. */
export function reviewsOf(db: Db, productId: number, requested = 1, pageSize = 10): Page<ReviewAnswer> & { summary: ReturnType<typeof reviewSummary> } {
  const page = clampPage(requested);
  const total = (db.prepare('SELECT count(*) AS n FROM reviews WHERE product_id = ?').get(productId) as { n: number }).n;
  const list = db
    .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = ? ORDER BY coalesce(updated_at, created_at) DESC, id DESC LIMIT ? OFFSET ?`)
    .all(productId, pageSize, (page - 1) * pageSize) as ReviewAnswer[];
  return { list, total, page, pageSize, summary: reviewSummary(db, productId) };
}

/** Over every review of the product (not just one page): average to one decimal, count, and how many gave 1..5. */
export function reviewSummary(db: Db, productId: number): { average: number | null; count: number; distribution: [number, number, number, number, number] } {
  const rows = db.prepare('SELECT score, count(*) AS n FROM reviews WHERE product_id = ? GROUP BY score').all(productId) as { score: number; n: number }[];
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.score >= 1 && r.score <= 5) distribution[r.score - 1] += r.n;
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
}

export function categoriesTree(db: Db, locale: ContentLocale): { slug: string; name: string; children: { slug: string; name: string }[] }[] {
  const rows = db.prepare('SELECT id, parent_id, slug, name FROM categories ORDER BY sort, id').all() as { id: number; parent_id: number | null; slug: string; name: string }[];
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({ slug: top.slug, name: pick(top.name, locale), children: rows.filter((r) => r.parent_id === top.id).map((c) => ({ slug: c.slug, name: pick(c.name, locale) })) }));
}
