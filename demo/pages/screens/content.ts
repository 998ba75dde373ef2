/** Articles, static and custom pages, promotions and coupons. */
import { html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import { productGrid } from '../parts.ts';
import { findProducts } from '../../catalog/queries.ts';

interface ArticleRow { id: number; slug: string; title: string; summary: string; body: string; thumbnail: string; published_at: string; author: string; avatar: string }

export function article(ctx: PageContext, params: Record<string, string>): Screen | null {
  const a = ctx.db
    .prepare('SELECT a.*, au.name AS author, au.avatar FROM articles a JOIN authors au ON au.id = a.author_id WHERE a.slug = ?')
    .get(params.slug) as ArticleRow | undefined;
  if (!a) return null;
  const comments = ctx.db.prepare('SELECT id, author, body, created_at AS createdAt FROM comments WHERE article_id = ? ORDER BY created_at').all(a.id) as { id: number; author: string; body: string; createdAt: string }[];
  const title = ctx.t(a.title);
  return {
    title,
    description: ctx.t(a.summary),
    data: { article: { slug: a.slug, title, thumbnail: a.thumbnail, author: { name: a.author, avatar: a.avatar }, publishedAt: a.published_at }, comments },
    body: html`<article>
      <h1>${title}</h1>
      <p class="muted">${ctx.w('by', a.author)} · <time datetime="${a.published_at}">${ctx.date(a.published_at)}</time></p>
      <img src="${a.thumbnail}" alt="" width="400" height="400">
      <shop-html-content><p>${ctx.t(a.body)}</p></shop-html-content>
      <section aria-labelledby="comments">
        <h2 id="comments">${ctx.w('comments')}</h2>
        <shop-comments article="${a.slug}"><ul>${comments.map((c) => html`<li><p><strong>${c.author}</strong></p><p>${c.body}</p></li>`)}</ul></shop-comments>
      </section>
    </article>`,
  };
}

function staticPage(ctx: PageContext, slug: string | undefined, custom: boolean): Screen | null {
  const p = ctx.db.prepare('SELECT slug, title, body, custom FROM pages WHERE slug = ? AND custom = ?').get(slug, custom ? 1 : 0) as { slug: string; title: string; body: string } | undefined;
  if (!p) return null;
  const title = ctx.t(p.title);
  // A static page is plain html with no elements (it proves the loader costs nothing there);
  // a custom page is where the shop owner drops elements.
  return {
    title,
    description: ctx.t(p.body).slice(0, 150),
    data: { page: { slug: p.slug, title } },
    body: custom
      ? html`<h1>${title}</h1><p>${ctx.t(p.body)}</p>${productGrid(ctx, findProducts(ctx.db, { tag: 'new', pageSize: 4 }, ctx.language.locale).list, { tag: 'new' })}`
      : html`<h1>${title}</h1><p>${ctx.t(p.body)}</p>`,
  };
}

export const page = (ctx: PageContext, params: Record<string, string>) => staticPage(ctx, params.slug, false);
export const custom = (ctx: PageContext, params: Record<string, string>) => staticPage(ctx, params.slug, true);

interface PromotionRow { slug: string; title: string; description: string; percent_off: number; starts_at: string; ends_at: string; collection: string | null }

export function promotionList(ctx: PageContext): Screen {
  const rows = ctx.db.prepare('SELECT slug, title, description, ends_at FROM promotions ORDER BY ends_at DESC').all() as PromotionRow[];
  const now = new Date().toISOString();
  return {
    title: ctx.w('promotions'),
    description: ctx.w('promotions'),
    data: { list: rows.map((r) => ({ slug: r.slug, title: ctx.t(r.title), endsAt: r.ends_at, active: r.ends_at > now })) },
    body: html`<h1>${ctx.w('promotions')}</h1><ul class="links">${rows.map(
      (r) => html`<li><a href="${ctx.href(`promotion/${r.slug}`)}">${ctx.t(r.title)}</a> – ${ctx.t(r.description)} ${r.ends_at < now ? html`<span class="muted">(${ctx.w('ended')})</span>` : ''}</li>`,
    )}</ul>`,
  };
}

export function promotion(ctx: PageContext, params: Record<string, string>): Screen | null {
  const r = ctx.db.prepare('SELECT p.*, c.slug AS collection FROM promotions p LEFT JOIN collections c ON c.id = p.collection_id WHERE p.slug = ?').get(params.slug) as PromotionRow | undefined;
  if (!r) return null;
  const active = r.ends_at > new Date().toISOString();
  const products = r.collection ? findProducts(ctx.db, { collection: r.collection }, ctx.language.locale).list : [];
  return {
    title: ctx.t(r.title),
    description: ctx.t(r.description),
    data: { promotion: { slug: r.slug, title: ctx.t(r.title), percentOff: r.percent_off, startsAt: r.starts_at, endsAt: r.ends_at, active }, products },
    body: html`<h1>${ctx.t(r.title)}</h1><p>${ctx.t(r.description)}</p>
      <p>${active ? ctx.w('validUntil', ctx.date(r.ends_at)) : ctx.w('ended')}</p>
      ${productGrid(ctx, products, { collection: r.collection })}`,
  };
}

interface CouponRow { code: string; slug: string; title: string; kind: string; amount: number; min_spend: number; expires_at: string }

export function couponList(ctx: PageContext): Screen {
  const rows = ctx.db.prepare('SELECT * FROM coupons ORDER BY expires_at DESC').all() as CouponRow[];
  return {
    title: ctx.w('coupons'),
    description: ctx.w('coupons'),
    data: { list: rows.map((r) => couponData(ctx, r)) },
    body: html`<h1>${ctx.w('coupons')}</h1><ul class="links">${rows.map((r) => html`<li><a href="${ctx.href(`coupon/${r.slug}`)}">${ctx.t(r.title)}</a> – ${ctx.w('couponCode', r.code)}</li>`)}</ul>`,
  };
}

function couponData(ctx: PageContext, r: CouponRow) {
  return { code: r.code, slug: r.slug, title: ctx.t(r.title), kind: r.kind, amount: r.amount, minSpend: r.min_spend, expiresAt: r.expires_at, expired: r.expires_at < new Date().toISOString() };
}

export function coupon(ctx: PageContext, params: Record<string, string>): Screen | null {
  const r = ctx.db.prepare('SELECT * FROM coupons WHERE slug = ?').get(params.slug) as CouponRow | undefined;
  if (!r) return null;
  const c = couponData(ctx, r);
  return {
    title: c.title,
    description: c.title,
    data: { coupon: c },
    body: html`<h1>${c.title}</h1><p>${ctx.w('couponCode', c.code)}</p>
      ${c.minSpend ? html`<p>${ctx.w('minSpend', ctx.money(c.minSpend))}</p>` : ''}
      <p>${c.expired ? ctx.w('expired') : ctx.w('validUntil', ctx.date(c.expiresAt))}</p>`,
  };
}
