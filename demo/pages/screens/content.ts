/** Articles, static and custom pages, promotions and coupons. */
import { html, type Html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import { contentLang } from '../router.ts';
import { breadcrumb, productGrid } from '../parts.ts';
import { element } from '../render.ts';
import { findProducts } from '../../catalog/queries.ts';
import { findArticles, findPages } from '../../catalog/content.ts';
import { promotionCard, promotionRows } from './home-cards.ts';

/** What the server knows of a coupon: the `coupon` attribute of <shop-coupon> (couponData). */
export interface CouponCard {
  code: string;
  slug: string;
  title: string;
  kind: string;
  amount: number;
  minSpend: number;
  expiresAt: string;
  expired: boolean;
}

interface ArticleRow { id: number; slug: string; title: string; summary: string; body: string; thumbnail: string; published_at: string; author: string; avatar: string; category: string | null }

export async function article(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const a = await ctx.db.row<ArticleRow>`SELECT a.*, au.name AS author, au.avatar, c.slug AS category FROM articles a JOIN authors au ON au.id = a.author_id LEFT JOIN content_categories c ON c.id = a.category_id WHERE a.slug = ${params.slug}`;
  if (!a) return null;
  const [comments, inCategory, byAuthor] = await Promise.all([
    ctx.db.rows<{ id: number; author: string; body: string; createdAt: string }>`SELECT id, author, body, created_at AS "createdAt" FROM comments WHERE article_id = ${a.id} ORDER BY created_at, id`,
    a.category ? findArticles(ctx.db, { category: a.category, pageSize: 4 }, ctx.language.locale) : undefined,
    findArticles(ctx.db, { author: a.author, pageSize: 3 }, ctx.language.locale),
  ]);
  const title = ctx.t(a.title);
  return {
    title,
    description: ctx.t(a.summary),
    data: { article: { slug: a.slug, title, thumbnail: a.thumbnail, author: { name: a.author, avatar: a.avatar }, publishedAt: a.published_at }, comments },
    body: html`${breadcrumb(ctx, [{ label: ctx.w('home'), href: ctx.href('') }, { label: title }])}<article>
      <h1${contentLang(ctx.language, a.title)}>${title}</h1>
      <p class="muted">${ctx.w('by', a.author)} · <time datetime="${a.published_at}">${ctx.date(a.published_at)}</time></p>
      <shop-favorite-button kind="article" slug="${a.slug}"></shop-favorite-button>
      <img src="${a.thumbnail}" alt="" width="400" height="400">
      <shop-html-content><p>${ctx.t(a.body)}</p></shop-html-content>
      <section aria-labelledby="comments">
        <h2 id="comments">${ctx.w('comments')}</h2>
        ${element(ctx, 'shop-comments', { article: a.slug }, { list: comments })}
      </section>
    </article>
    ${inCategory?.category ? html`<section aria-labelledby="more-in">
      <h2 id="more-in">${ctx.w('moreIn', inCategory.category.name)}</h2>
      ${element(ctx, 'shop-category-article', { category: inCategory.category.slug, 'page-size': 4, 'no-url': true }, inCategory)}
    </section>` : ''}
    <section aria-labelledby="more-by">
      <h2 id="more-by">${ctx.w('moreBy', a.author)}</h2>
      ${element(ctx, 'shop-article-list', { author: a.author, 'page-size': 3, 'no-url': true }, byAuthor!)}
    </section>`,
  };
}

/**
 * The lookbook's looks (custom/lookbook): one new product at a time, chosen by `?look=<n>`. It
 * shows the two ways server html and a host's own script put elements on a page besides tags:
 * - the price is a `data-component` placeholder (its text the price, until the runtime mounts
 *   <shop-product-price> in its place);
 * - the score is filled by the page's own script, /assets/lookbook.js, with the global
 *   createComponent (the text score shows until then: 2 seconds, spec section 2).
 * Choosing another look is the same page again: that answer is flagged `noReload`, so the shell
 * keeps the shopper where they are on the page (spec section 2) instead of scrolling to the top.
 */
async function looks(ctx: PageContext, path: string): Promise<Html> {
  const picks = (await findProducts(ctx.db, { tag: 'new', pageSize: 3 }, ctx.language.locale)).list;
  if (picks.length === 0) return html``;
  const chosen = Math.min(Math.max(Math.trunc(Number(ctx.query.look)) || 1, 1), picks.length);
  const p = picks[chosen - 1]!;
  const price = { price: p.price / 100, ...(p.linePrice ? { linePrice: p.linePrice / 100 } : {}), currency: 'USD' };
  return html`<section aria-labelledby="looks" class="looks">
    <h2 id="looks">${ctx.w('looks')}</h2>
    <ul class="chips chips-pill">${picks.map((_, i) => html`<li><a href="${path}?look=${i + 1}"${i + 1 === chosen ? html` aria-current="page"` : ''}>${ctx.w('look', i + 1)}</a></li>`)}</ul>
    <article class="look">
      <a href="${ctx.rule(ctx.routing.productRule, p.slug)}"><img src="${p.image}" alt="" width="200" height="200"><h3>${p.name}</h3></a>
      <div class="look-price" data-component="ProductPrice" data-props="${JSON.stringify(price)}">${ctx.money(p.price)}</div>
      ${p.score !== null ? html`<p class="look-score" data-lookbook-score="${p.score}">${ctx.w('score', p.score)}</p>` : ''}
    </article>
  </section>`;
}

/** Whether a page answer is the same page again (the shell's route request says where it comes from). */
function samePage(ctx: PageContext, path: string): boolean {
  if (ctx.query.request !== 'route' || !ctx.query.referer) return false;
  return new URL(ctx.query.referer, 'http://page.invalid').pathname === path;
}

async function staticPage(ctx: PageContext, slug: string | undefined, custom: boolean): Promise<Screen | null> {
  const p = await ctx.db.row<{ slug: string; title: string; body: string; category: string | null }>`SELECT p.slug, p.title, p.body, c.slug AS category FROM pages p LEFT JOIN content_categories c ON c.id = p.category_id WHERE p.slug = ${slug} AND p.custom = ${custom ? 1 : 0}`;
  if (!p) return null;
  const title = ctx.t(p.title);
  const section = p.category ? await findPages(ctx.db, { category: p.category }, ctx.language.locale) : undefined;
  const crumbs = breadcrumb(ctx, [{ label: ctx.w('home'), href: ctx.href('') }, { label: title }]);
  // A static page is plain html with no elements (it proves the loader costs nothing there,
  // e2e loader test and the bench use page/about), unless its section has other static pages
  // to list (help: shipping, returns, privacy). A custom page is where the shop owner drops elements.
  const plain = !custom && (section?.list.filter((s) => !s.custom).length ?? 0) < 2;
  const sectionList = section?.category
    ? html`<aside aria-labelledby="section"><h2 id="section">${section.category.name}</h2>
      ${element(ctx, 'shop-category-page', { category: section.category.slug }, section)}</aside>`
    : '';
  const path = ctx.href(`custom/${encodeURIComponent(p.slug)}`);
  // What a custom page shows besides its text: the looks, the new products and the journal.
  const parts = custom ? await Promise.all([looks(ctx, path), findProducts(ctx.db, { tag: 'new', pageSize: 4 }, ctx.language.locale), findArticles(ctx.db, { pageSize: 6 }, ctx.language.locale)]) : undefined;
  return {
    title,
    description: ctx.t(p.body).slice(0, 150),
    data: { page: { slug: p.slug, title }, ...(custom && samePage(ctx, path) ? { noReload: true } : {}) },
    body: parts
      ? html`${crumbs}<h1>${title}</h1><shop-html-content><p>${ctx.t(p.body)}</p></shop-html-content>${parts[0]}${productGrid(ctx, parts[1], { tag: 'new', pageSize: 4 })}
        <section aria-labelledby="journal"><h2 id="journal">${ctx.w('journal')}</h2>
          ${element(ctx, 'shop-article-masonry', { 'page-size': 6, 'no-url': true }, parts[2]!)}</section>`
      : plain
        ? html`<h1>${title}</h1><p>${ctx.t(p.body)}</p>`
        : html`${crumbs}<h1>${title}</h1><shop-html-content><p>${ctx.t(p.body)}</p></shop-html-content>${sectionList}`,
  };
}

export const page = (ctx: PageContext, params: Record<string, string>) => staticPage(ctx, params.slug, false);
export const custom = (ctx: PageContext, params: Record<string, string>) => staticPage(ctx, params.slug, true);

interface PromotionRow { slug: string; title: string; description: string; percent_off: number; starts_at: string; ends_at: string; collection: string | null }

/** The promotions as cards (home-cards.ts): running ones first, the ended ones after them. */
export async function promotionList(ctx: PageContext): Promise<Screen> {
  const rows = await promotionRows(ctx);
  const now = new Date().toISOString();
  return {
    title: ctx.w('promotions'),
    description: ctx.w('promotions'),
    data: { list: rows.map((r) => ({ slug: r.slug, title: ctx.t(r.title), endsAt: r.ends_at, active: r.ends_at > now })) },
    body: html`<h1>${ctx.w('promotions')}</h1><ul class="tiles tiles-3">${rows.map((r) => promotionCard(ctx, r, now))}</ul>`,
  };
}

export async function promotion(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const r = await ctx.db.row<PromotionRow>`SELECT p.*, c.slug AS collection FROM promotions p LEFT JOIN collections c ON c.id = p.collection_id WHERE p.slug = ${params.slug}`;
  if (!r) return null;
  const active = r.ends_at > new Date().toISOString();
  const result = r.collection ? await findProducts(ctx.db, { collection: r.collection }, ctx.language.locale) : null;
  const products = result?.list ?? [];
  return {
    title: ctx.t(r.title),
    description: ctx.t(r.description),
    data: { promotion: { slug: r.slug, title: ctx.t(r.title), percentOff: r.percent_off, startsAt: r.starts_at, endsAt: r.ends_at, active }, products },
    body: html`<h1>${ctx.t(r.title)}</h1><p>${ctx.t(r.description)}</p>
      <p>${active ? ctx.w('validUntil', ctx.date(r.ends_at)) : ctx.w('ended')}</p>
      ${productGrid(ctx, result ?? { list: [], total: 0, page: 1, pageSize: 12 }, r.collection ? { collection: r.collection } : null)}`,
  };
}

interface CouponRow { code: string; slug: string; title: string; kind: string; amount: number; min_spend: number; expires_at: string }

export async function couponList(ctx: PageContext): Promise<Screen> {
  const rows = await ctx.db.rows<CouponRow>`SELECT * FROM coupons ORDER BY expires_at DESC, id`;
  return {
    title: ctx.w('coupons'),
    description: ctx.w('coupons'),
    data: { list: rows.map((r) => couponData(ctx, r)) },
    body: html`<h1>${ctx.w('coupons')}</h1><ul class="coupons">${rows.map(
      (r) => {
        const c = couponData(ctx, r);
        // Drawn by the server renderer (expand()), its title a link to the coupon's page (the way there without JavaScript).
        return html`<li><shop-coupon coupon="${JSON.stringify(c)}" href="${ctx.href(`coupon/${r.slug}`)}" cart-href="${ctx.href('cart')}"></shop-coupon></li>`;
      },
    )}</ul>`,
  };
}

function couponData(ctx: PageContext, r: CouponRow): CouponCard {
  return { code: r.code, slug: r.slug, title: ctx.t(r.title), kind: r.kind, amount: r.amount, minSpend: r.min_spend, expiresAt: r.expires_at, expired: r.expires_at < new Date().toISOString() };
}

export async function coupon(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const r = await ctx.db.row<CouponRow>`SELECT * FROM coupons WHERE slug = ${params.slug}`;
  if (!r) return null;
  const c = couponData(ctx, r);
  return {
    title: c.title,
    description: c.title,
    data: { coupon: c },
    body: html`<h1>${c.title}</h1>
      <shop-coupon coupon="${JSON.stringify(c)}" cart-href="${ctx.href('cart')}"></shop-coupon>`,
  };
}
