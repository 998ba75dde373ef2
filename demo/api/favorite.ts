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
export function wishListOf(db: Db, userId: number, locale: ContentLocale): WishList {
  const productSlugs = (db.prepare("SELECT p.slug FROM favorites f JOIN products p ON p.id = f.target_id WHERE f.user_id = ? AND f.kind = 'product' ORDER BY f.created_at DESC").all(userId) as { slug: string }[]).map((r) => r.slug);
  const articles = db.prepare("SELECT a.slug, a.title, a.thumbnail FROM favorites f JOIN articles a ON a.id = f.target_id WHERE f.user_id = ? AND f.kind = 'article' ORDER BY f.created_at DESC").all(userId) as { slug: string; title: string; thumbnail: string }[];
  return { product: productsBySlug(db, productSlugs, locale), article: articles.map((a) => ({ slug: a.slug, title: pick(a.title, locale), thumbnail: a.thumbnail })) };
}

/** favorite/count's answer for the signed-in customer `userId` (the account centre's page draws it too). */
export function favoriteCountOf(db: Db, userId: number): FavoriteCount {
  const rows = db.prepare('SELECT kind, count(*) AS n FROM favorites WHERE user_id = ? GROUP BY kind').all(userId) as { kind: string; n: number }[];
  const count = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { product: count('product'), article: count('article'), total: count('product') + count('article') };
}

export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const idOf = (kind: 'product' | 'article', slug: string) => (db.prepare(`SELECT id FROM ${kind === 'product' ? 'products' : 'articles'} WHERE slug = ?`).get(slug) as { id: number } | undefined)?.id;

  app.post('/favorite/add', async (request) => {
    const user = requireUser(db, request);
    const body = parse(request, target);
    const id = idOf(body.kind, body.slug);
    if (!id) throw new ApiError(Code.fail, `No such ${body.kind}`, { field: 'slug' });
    db.prepare('INSERT INTO favorites (user_id, kind, target_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(user.id, body.kind, id, now());
    return ok({ favorite: true });
  });

  app.post('/favorite/cancel', async (request) => {
    const user = requireUser(db, request);
    const body = parse(request, target);
    const id = idOf(body.kind, body.slug);
    if (id) db.prepare('DELETE FROM favorites WHERE user_id = ? AND kind = ? AND target_id = ?').run(user.id, body.kind, id);
    return ok({ favorite: false });
  });

  const lists = (userId: number, locale: ContentLocale) => wishListOf(db, userId, locale);

  app.post('/favorite/list', async (request) => {
    const user = requireUser(db, request);
    const body = parse(request, v.object({ kind: v.optional(v.picklist(['product', 'article']), 'product') }));
    return ok({ list: lists(user.id, localeOf(request))[body.kind] });
  });

  app.post('/favorite/count', async (request) => {
    const user = requireUser(db, request);
    return ok(favoriteCountOf(db, user.id));
  });

  app.post('/favorite/whishList', async (request) => ok(lists(requireUser(db, request).id, localeOf(request))));
}
