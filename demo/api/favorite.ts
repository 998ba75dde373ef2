/** favorite/add, cancel, list, count and whishList (spec section 7): products and articles. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { productsBySlug } from '../catalog/queries.ts';
import type { Db } from '../db/database.ts';
import { pick, type ContentLocale } from '../db/text.ts';
import type { FavoriteCount, WishList } from '../../runtime/api/types.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { localeOf, now, parse, requireUser } from './context.ts';

const target = v.object({ kind: v.picklist(['product', 'article']), slug: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) });

/** The customer's wish list, newest first, in `locale` (what favorite/whishList answers). */
export async function wishListOf(db: Db, userId: number, locale: ContentLocale): Promise<WishList> {
  const [products, articles] = await Promise.all([
    db.rows<{ slug: string }>`SELECT p.slug FROM favorites f JOIN products p ON p.id = f.target_id WHERE f.user_id = ${userId} AND f.kind = 'product' ORDER BY f.created_at DESC, f.target_id`,
    db.rows<{ slug: string; title: string; thumbnail: string }>`SELECT a.slug, a.title, a.thumbnail FROM favorites f JOIN articles a ON a.id = f.target_id WHERE f.user_id = ${userId} AND f.kind = 'article' ORDER BY f.created_at DESC, f.target_id`,
  ]);
  return { product: await productsBySlug(db, products.map((r) => r.slug), locale), article: articles.map((a) => ({ slug: a.slug, title: pick(a.title, locale), thumbnail: a.thumbnail })) };
}

/** favorite/count's answer for the signed-in customer `userId` (the account centre's page draws it too). */
export async function favoriteCountOf(db: Db, userId: number): Promise<FavoriteCount> {
  const rows = await db.rows<{ kind: string; n: number }>`SELECT kind, count(*) AS n FROM favorites WHERE user_id = ${userId} GROUP BY kind`;
  const count = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { product: count('product'), article: count('article'), total: count('product') + count('article') };
}

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const idOf = (kind: 'product' | 'article', slug: string) =>
    kind === 'product' ? db.value<number>`SELECT id FROM products WHERE slug = ${slug}` : db.value<number>`SELECT id FROM articles WHERE slug = ${slug}`;

  app.post('/favorite/add', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, target);
    const id = await idOf(body.kind, body.slug);
    if (!id) throw new ApiError(Code.fail, `No such ${body.kind}`, { field: 'slug' });
    // ON CONFLICT: the same favourite added twice at once is one row, not an error.
    await db.run`INSERT INTO favorites (user_id, kind, target_id, created_at) VALUES (${user.id}, ${body.kind}, ${id}, ${now()}) ON CONFLICT DO NOTHING`;
    return ok({ favorite: true });
  });

  app.post('/favorite/cancel', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, target);
    const id = await idOf(body.kind, body.slug);
    if (id) await db.run`DELETE FROM favorites WHERE user_id = ${user.id} AND kind = ${body.kind} AND target_id = ${id}`;
    return ok({ favorite: false });
  });

  const lists = (userId: number, locale: ContentLocale) => wishListOf(db, userId, locale);

  app.post('/favorite/list', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ kind: v.optional(v.picklist(['product', 'article']), 'product') }));
    return ok({ list: (await lists(user.id, localeOf(request)))[body.kind] });
  });

  app.post('/favorite/count', async (request) => {
    const user = await requireUser(db, request);
    return ok(await favoriteCountOf(db, user.id));
  });

  app.post('/favorite/whishList', async (request) => ok(await lists((await requireUser(db, request)).id, localeOf(request))));
}
