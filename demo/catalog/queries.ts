/**
 * Catalogue reads shared by the pages and the API: products (with filters, sort and
 * pagination), categories, tags, collections. Parameterised SQL only.
 */
import type { ProductSummary } from '../../runtime/api/types.ts';
import type { Db } from '../db/database.ts';
import type { RawBuilder } from 'kysely';
import { byteOrder, caseBlindLike, escapeLike, jsonText, jsonValues, sql } from '../db/sql.ts';
import { promoted, promotionOf } from './promotions.ts';
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
const NEWEST = sql`p.created_at DESC, p.id DESC`;
/** Each sort's ORDER BY, ending with the id: rows that tie come in the same order on either database. */
const orderBy = (db: Db): Record<Sort, RawBuilder<unknown>> => ({
  // Filled in by relevance() when there is a query; without one there is nothing to match.
  relevance: NEWEST,
  newest: NEWEST,
  'price-asc': sql`p.pay_price ASC, p.id`,
  'price-desc': sql`p.pay_price DESC, p.id`,
  bestselling: sql`p.sales DESC, p.id`,
  // The English name, in byte order (SQLite's), whatever PostgreSQL's collation.
  name: sql`${byteOrder(db, jsonText(db, 'p.name', 'en'))} ASC, p.id`,
});

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

/** What a list shows of a product beside its row: its score, stock and running promotion. */
interface ListFacts {
  score: number | null;
  stock: number | null;
  pct: number | null;
}

/**
 * The list facts of every product in `ids`, in one query (a page of twelve was 37 round trips to
 * the database; on PostgreSQL each one crosses the network).
 */
async function listFacts(db: Db, ids: number[], at = new Date().toISOString()): Promise<Map<number, ListFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db.rows<ListFacts & { id: number }>`SELECT p.id,
      (SELECT avg(r.score) FROM reviews r WHERE r.product_id = p.id) AS score,
      (SELECT sum(s.stock) FROM skus s WHERE s.product_id = p.id) AS stock,
      ${promotionOf(sql`p.id`, at)} AS pct
    FROM products p WHERE p.id IN (${sql.join(ids)})`;
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

function summaryOf(row: ProductRow, facts: ListFacts | undefined, locale: ContentLocale): ProductSummary {
  const { score = null, stock = null, pct = null } = facts ?? {};
  return {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    ...promoted(row.price, row.line_price, pct ?? 0),
    image: row.image,
    score: score == null ? null : Math.round(score * 10) / 10,
    inStock: (stock ?? 0) > 0,
  };
}

/** Each row as a list shows it, in the rows' order; `at`: the moment whose promotions apply. */
export async function summaries(db: Db, rows: ProductRow[], locale: ContentLocale, at?: string): Promise<ProductSummary[]> {
  const facts = await listFacts(db, rows.map((r) => r.id), at);
  return rows.map((row) => summaryOf(row, facts.get(row.id), locale));
}

/** A category and everything under it (categories nest). */
async function categoryIds(db: Db, slug: string): Promise<number[]> {
  const rows = await db.rows<{ id: number }>`WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE slug = ${slug} UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`;
  return rows.map((r) => r.id);
}

/**
 * Products with `pay_price`: the price the shopper pays, the running promotion's price when
 * one applies (the biggest percentage, rounded half up to the cent as promoted() rounds), so
 * the price filter and the price sorts follow the prices the list shows. Worked in BIGINT: SQLite's
 * integers are 64-bit, PostgreSQL's integer would overflow on a price times 100 past 2^31.
 */
const priced = (at: string) => sql`SELECT p.*, (CAST(p.price AS BIGINT) * (100 - coalesce(pr.pct, 0)) + 50) / 100 AS pay_price FROM products p
  LEFT JOIN (SELECT cp.product_id, max(x.percent_off) AS pct FROM promotions x JOIN collection_products cp ON cp.collection_id = x.collection_id
             WHERE x.starts_at <= ${at} AND x.ends_at > ${at} AND x.percent_off > 0 GROUP BY cp.product_id) pr ON pr.product_id = p.id`;

/** More than any price an INTEGER column holds. */
const PAST_ANY_PRICE = 2 ** 31;

export async function findProducts(db: Db, query: ProductQuery, locale: ContentLocale): Promise<Paged<ProductSummary> & Page<ProductSummary>> {
  const where = [];
  if (query.q) {
    // Search in every language at once: a shopper may type a name in any of them.
    // The raw JSON text of each column, every language in it, blind to the case of ASCII letters.
    const like = `%${escapeLike(query.q)}%`;
    where.push(sql`(${caseBlindLike(sql`p.name`, like)} OR ${caseBlindLike(sql`p.description`, like)})`);
  }
  if (query.category) {
    const ids = await categoryIds(db, query.category);
    where.push(ids.length ? sql`p.category_id IN (${sql.join(ids)})` : sql`p.category_id IN (NULL)`);
  }
  if (query.tag) where.push(sql`p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = ${query.tag})`);
  if (query.collection) where.push(sql`p.id IN (SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.slug = ${query.collection})`);
  // A bound past any price (prices are INTEGER) stands as 2^31, which PostgreSQL's bigint holds (1e300 it would refuse).
  if (query.minPrice !== undefined) where.push(sql`p.pay_price >= ${Math.min(query.minPrice, PAST_ANY_PRICE)}`);
  if (query.maxPrice !== undefined) where.push(sql`p.pay_price <= ${Math.min(query.maxPrice, PAST_ANY_PRICE)}`);
  if (query.inStock) where.push(sql`EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.stock > 0)`);
  const clause = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const page = clampPage(query.page);
  const pageSize = clampPageSize(query.pageSize, 12, 60);
  // One moment for the filter, the sort and the prices shown: a promotion ending meanwhile changes none of them apart.
  const at = new Date().toISOString();
  const from = sql`FROM (${priced(at)}) p ${clause}`;
  const total = (await db.value<number>`SELECT count(*) AS n ${from}`) ?? 0;
  // The ORDER BY text comes from the fixed map only (an unknown sort reads as the newest).
  const sort = query.sort ?? 'newest';
  const sorts = orderBy(db);
  const order = query.sort === 'relevance' && query.q ? relevance(db, query.q) : Object.hasOwn(sorts, sort) ? sorts[sort] : NEWEST;
  const rows = await db.rows<ProductRow>`SELECT p.* ${from} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  return { list: await summaries(db, rows, locale, at), total, page, pageSize };
}

/**
 * How well a product matches `q`, best first, in any language (names are {"en", "zh", ...}):
 * a name that is the query, then a name starting with it, a name with a word starting with it,
 * a name holding it, and last a match in the description only. Ties: best selling first.
 * Blind to the case of ASCII letters, as the filter is.
 */
function relevance(db: Db, q: string) {
  const escaped = escapeLike(q);
  const name = (pattern: string) => sql`EXISTS (SELECT 1 FROM ${jsonValues(db, 'p.name', 'j')} WHERE ${caseBlindLike(sql`j.value`, pattern)})`;
  return sql`CASE WHEN ${name(escaped)} THEN 0 WHEN ${name(`${escaped}%`)} THEN 1 WHEN ${name(`% ${escaped}%`)} THEN 2 WHEN ${name(`%${escaped}%`)} THEN 3 ELSE 4 END, p.sales DESC, p.id`;
}

export async function productsBySlug(db: Db, slugs: string[], locale: ContentLocale): Promise<ProductSummary[]> {
  if (slugs.length === 0) return [];
  // In the order asked for; a slug with no product is left out.
  const found = new Map((await db.rows<ProductRow>`SELECT * FROM products WHERE slug IN (${sql.join(slugs)})`).map((r) => [r.slug, r]));
  return summaries(db, slugs.flatMap((s) => found.get(s) ?? []), locale);
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

export async function productDetail(db: Db, slug: string, locale: ContentLocale): Promise<(ProductDetail & Contract.ProductDetail) | null> {
  const row = await db.row<ProductRow>`SELECT * FROM products WHERE slug = ${slug}`;
  if (!row) return null;
  const [category, options, skus, facts, images, tags] = await Promise.all([
    db.row<{ slug: string; name: string }>`SELECT slug, name FROM categories WHERE id = ${row.category_id}`,
    db.rows<{ name: string; values: string }>`SELECT name, "values" FROM product_options WHERE product_id = ${row.id} ORDER BY sort`,
    db.rows<{ code: string; options: string; price: number; line_price: number | null; stock: number; image: string }>`SELECT code, options, price, line_price, stock, image FROM skus WHERE product_id = ${row.id} ORDER BY id`,
    listFacts(db, [row.id]),
    db.rows<{ url: string }>`SELECT url FROM product_images WHERE product_id = ${row.id} ORDER BY sort`,
    db.rows<{ slug: string; name: string }>`SELECT t.slug, t.name FROM tags t JOIN product_tags pt ON pt.tag_id = t.id WHERE pt.product_id = ${row.id} ORDER BY t.id`,
  ]);
  const percent = facts.get(row.id)?.pct ?? 0;
  const optionKeys = skus[0] ? Object.keys(JSON.parse(skus[0].options) as object) : [];
  return {
    ...summaryOf(row, facts.get(row.id), locale),
    description: pick(row.description, locale),
    // A product's category is a foreign key (NOT NULL): it is there.
    category: { slug: category!.slug, name: pick(category!.name, locale) },
    images: images.map((r) => r.url),
    options: options.map((o, i) => ({
      name: pick(o.name, locale),
      key: optionKeys[i] ?? String(i),
      values: (JSON.parse(o.values) as { value: string; label: string }[]).map((v) => ({ value: v.value, label: pick(v.label, locale) })),
    })),
    skus: skus.map((s) => ({ code: s.code, options: JSON.parse(s.options) as Record<string, string>, ...promoted(s.price, s.line_price, percent), stock: s.stock, image: s.image })),
    tags: tags.map((t) => ({ slug: t.slug, name: pick(t.name, locale) })),
  };
}

/** A review as the API gives it: `updatedAt` is when its author last edited it (null: never). */
export interface ReviewAnswer { id: number; author: string; score: number; body: string; createdAt: string; updatedAt: string | null }
/** The columns of a ReviewAnswer (fixed text, spliced with sql.raw). */
export const REVIEW_COLUMNS = 'id, author, score, body, created_at AS "createdAt", updated_at AS "updatedAt"';

/** Newest first, by when each was last written: an edited review comes back to the top. */
export async function reviewsOf(db: Db, productId: number, requested = 1, pageSize = 10): Promise<Page<ReviewAnswer> & { summary: Awaited<ReturnType<typeof reviewSummary>> }> {
  const page = clampPage(requested);
  const [total, list, scores] = await Promise.all([
    db.value<number>`SELECT count(*) AS n FROM reviews WHERE product_id = ${productId}`,
    db.rows<ReviewAnswer>`SELECT ${sql.raw(REVIEW_COLUMNS)} FROM reviews WHERE product_id = ${productId} ORDER BY coalesce(updated_at, created_at) DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    reviewSummary(db, productId),
  ]);
  return { list, total: total ?? 0, page, pageSize, summary: scores };
}

/** Over every review of the product (not just one page): average to one decimal, count, and how many gave 1..5. */
export async function reviewSummary(db: Db, productId: number): Promise<{ average: number | null; count: number; distribution: [number, number, number, number, number] }> {
  const rows = await db.rows<{ score: number; n: number }>`SELECT score, count(*) AS n FROM reviews WHERE product_id = ${productId} GROUP BY score`;
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const r of rows) if (r.score >= 1 && r.score <= 5) distribution[r.score - 1] += r.n;
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
}

export async function categoriesTree(db: Db, locale: ContentLocale): Promise<{ slug: string; name: string; children: { slug: string; name: string }[] }[]> {
  const rows = await db.rows<{ id: number; parent_id: number | null; slug: string; name: string }>`SELECT id, parent_id, slug, name FROM categories ORDER BY sort, id`;
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({ slug: top.slug, name: pick(top.name, locale), children: rows.filter((r) => r.parent_id === top.id).map((c) => ({ slug: c.slug, name: pick(c.name, locale) })) }));
}
