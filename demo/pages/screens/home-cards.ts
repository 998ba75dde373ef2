/**
 * The showcase's cards: a collection, an article and a promotion, each a picture, a name and a
 * link, as the home page and the promotions page show them. The whole card is one link (its
 * name), so a list of cards is one tab stop per card; pictures are alt="" beside their name.
 */
import { html, type Html } from '../../html.ts';
import type { PageContext } from '../context.ts';
import { contentLang } from '../router.ts';

export interface CollectionRow { slug: string; name: string; description: string; image: string }
export interface ArticleCardRow { slug: string; title: string; summary: string; thumbnail: string; published_at: string; category: string | null }
export interface PromotionRow { slug: string; title: string; description: string; percent_off: number; starts_at: string; ends_at: string; image: string | null }

export function collectionCard(ctx: PageContext, c: CollectionRow): Html {
  return html`<li class="tile">
    <img class="tile-picture" src="${c.image}" alt="" width="400" height="400" loading="lazy">
    <div class="tile-body"><h3 class="tile-title"><a class="tile-link" href="${ctx.rule(ctx.routing.collectionRule, c.slug)}">${ctx.t(c.name)}</a></h3><p class="tile-text">${ctx.t(c.description)}</p></div>
  </li>`;
}

export function articleCard(ctx: PageContext, a: ArticleCardRow): Html {
  return html`<li class="tile tile-article">
    <img class="tile-picture" src="${a.thumbnail}" alt="" width="400" height="400" loading="lazy">
    <div class="tile-body">
      ${a.category ? html`<p class="tile-eyebrow">${ctx.t(a.category)}</p>` : ''}
      <h3 class="tile-title"${contentLang(ctx.language, a.title)}><a class="tile-link" href="${ctx.rule(ctx.routing.articleRule, a.slug)}">${ctx.t(a.title)}</a></h3>
      <p class="tile-text"${contentLang(ctx.language, a.summary)}>${ctx.t(a.summary)}</p>
      <p class="tile-meta"><time datetime="${a.published_at}">${ctx.date(a.published_at)}</time></p>
    </div>
  </li>`;
}

/** A promotion: its collection's picture with the discount on it, the title, what it is, until when. */
export function promotionCard(ctx: PageContext, p: PromotionRow, now = new Date().toISOString()): Html {
  const ended = p.ends_at <= now;
  return html`<li class="tile tile-promotion${ended ? ' tile-ended' : ''}">
    <div class="tile-frame">${p.image ? html`<img class="tile-picture" src="${p.image}" alt="" width="400" height="400" loading="lazy">` : ''}<p class="tile-badge">${ctx.w('percentOff', p.percent_off)}</p></div>
    <div class="tile-body">
      <h3 class="tile-title"><a class="tile-link" href="${ctx.href(`promotion/${p.slug}`)}">${ctx.t(p.title)}</a></h3>
      <p class="tile-text">${ctx.t(p.description)}</p>
      <p class="tile-meta">${ended ? ctx.w('ended') : ctx.w('validUntil', ctx.date(p.ends_at))}</p>
    </div>
  </li>`;
}

/** Promotions with their collection's picture; the running ones first, soonest to end first. */
export async function promotionRows(ctx: PageContext, options: { activeOnly?: boolean } = {}): Promise<PromotionRow[]> {
  const now = new Date().toISOString();
  const rows = await ctx.db.rows<PromotionRow>`SELECT p.slug, p.title, p.description, p.percent_off, p.starts_at, p.ends_at, c.image FROM promotions p LEFT JOIN collections c ON c.id = p.collection_id ORDER BY (p.ends_at <= ${now}), p.ends_at, p.id`;
  return options.activeOnly ? rows.filter((r) => r.ends_at > now && r.starts_at <= now) : rows;
}
