/** Catalogue and search (filters, sort, pagination), product detail, reviews, article and page listings, article comments. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { categoriesTree, findProducts, productDetail, REVIEW_COLUMNS, reviewsOf, SORTS } from '../catalog/queries.ts';
import { pageField } from '../catalog/paging.ts';
import { findArticles, findPages, MAX_ARTICLE_PAGE_SIZE } from '../catalog/content.ts';
import { sql } from '../db/sql.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { localeOf, now, parse, perAccountLimit, requireUser, say } from './context.ts';

const slug = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const listBody = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  category: v.optional(slug),
  tag: v.optional(slug),
  collection: v.optional(slug),
  minPrice: v.optional(cents),
  maxPrice: v.optional(cents),
  inStock: v.optional(v.boolean()),
  sort: v.optional(v.picklist(SORTS)),
  page: v.optional(pageField),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60))),
});
/** Reviews and comments: not empty, not a wall of text (moderation of the input's size). */
const userText = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000));

/** Reviews and comments an account may post per minute, each (edits count). */
export const POSTS_PER_MINUTE = 5;

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Posting is throttled per account (one account cannot flood a product's score from many addresses).
  const postLimit = perAccountLimit(db, POSTS_PER_MINUTE);

  app.post('/product/list', async (request) => ok(await findProducts(db, parse(request, listBody), localeOf(request))));
  app.post('/search', async (request) => ok(await findProducts(db, parse(request, listBody), localeOf(request))));
  app.post('/category/tree', async (request) => ok(await categoriesTree(db, localeOf(request))));

  app.post('/product/detail', async (request) => {
    const body = parse(request, v.object({ slug }));
    const product = await productDetail(db, body.slug, localeOf(request));
    if (!product) throw new ApiError(Code.fail, 'No such product', { field: 'slug' });
    return ok(product);
  });

  const productId = (s: string) => db.value<number>`SELECT id FROM products WHERE slug = ${s}`;
  const articleId = (s: string) => db.value<number>`SELECT id FROM articles WHERE slug = ${s}`;
  const pageArgs = { page: v.optional(pageField, 1) };

  app.post('/review/list', async (request) => {
    const body = parse(request, v.object({ product: slug, ...pageArgs }));
    const id = await productId(body.product);
    if (!id) throw new ApiError(Code.fail, 'No such product', { field: 'product' });
    return ok(await reviewsOf(db, id, body.page));
  });

  /**
   * One review per product per customer, editable: posting again for the same product replaces
   * the customer's score and text (the issue asks for an editable review, and the element has
   * no separate edit call), keeps its id and first date and sets `updatedAt`.
   */
  app.post('/review/create', { config: postLimit }, async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ product: slug, score: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), body: userText }));
    const id = await productId(body.product);
    if (!id) throw new ApiError(Code.fail, 'No such product', { field: 'product' });
    // Ratings are a buyer's word: a paid order of theirs (not cancelled) holds the product, and
    // their e-mail or mobile number is proven (accounts made in bulk to flood a score are neither).
    const bought = await db.value`SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = ${user.id} AND i.product_slug = ${body.product} AND o.pay_status = 'paid' AND o.status <> 'cancelled' LIMIT 1`;
    if (!bought) throw new ApiError(Code.fail, say(request, 'server.reviewNotBought'), { field: 'product' });
    if (user.email_verified !== 1 && user.mobile_verified !== 1) throw new ApiError(Code.fail, say(request, 'server.reviewUnverified'), { field: 'product' });
    const author = user.nick_name || user.first_name || 'Customer';
    const at = now();
    // One statement, so two posts at once for the same product cannot both insert: the second updates.
    const row = await db.row`INSERT INTO reviews (product_id, user_id, author, score, body, created_at) VALUES (${id}, ${user.id}, ${author}, ${body.score}, ${body.body}, ${at})
         ON CONFLICT (product_id, user_id) WHERE user_id IS NOT NULL DO UPDATE SET author = excluded.author, score = excluded.score, body = excluded.body, updated_at = ${at}
         RETURNING ${sql.raw(REVIEW_COLUMNS)}`;
    return ok(row);
  });

  app.post('/article/list', async (request) => {
    const body = parse(
      request,
      v.object({
        category: v.optional(slug),
        author: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
        page: v.optional(pageField),
        pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ARTICLE_PAGE_SIZE))),
      }),
    );
    const found = await findArticles(db, body, localeOf(request));
    if (!found) throw new ApiError(Code.fail, 'No such category', { field: 'category' });
    return ok(found);
  });

  app.post('/page/list', async (request) => {
    const body = parse(request, v.object({ category: v.optional(slug) }));
    const found = await findPages(db, body, localeOf(request));
    if (!found) throw new ApiError(Code.fail, 'No such category', { field: 'category' });
    return ok(found);
  });

  app.post('/comment/list', async (request) => {
    const body = parse(request, v.object({ article: slug }));
    const id = await articleId(body.article);
    if (!id) throw new ApiError(Code.fail, 'No such article', { field: 'article' });
    return ok({ list: await db.rows`SELECT id, author, body, created_at AS "createdAt" FROM comments WHERE article_id = ${id} ORDER BY created_at, id` });
  });

  app.post('/comment/create', { config: postLimit }, async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ article: slug, body: userText }));
    const id = await articleId(body.article);
    if (!id) throw new ApiError(Code.fail, 'No such article', { field: 'article' });
    const author = user.nick_name || user.first_name || 'Reader';
    return ok(await db.row`INSERT INTO comments (article_id, user_id, author, body, created_at) VALUES (${id}, ${user.id}, ${author}, ${body.body}, ${now()}) RETURNING id, author, body, created_at AS "createdAt"`);
  });
}
