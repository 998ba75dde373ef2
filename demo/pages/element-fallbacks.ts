/**
 * Server fallbacks drawn like the elements they stand in for: the same rows, in the same order,
 * with the same words (the bundle's catalogue), so the upgrade takes the box the fallback had and
 * the page does not move (docs/loading.md, "Fallbacks that do not move the page"). Without
 * JavaScript they are the page: a link to sign in, the empty cart's way on.
 * Their styles are in demo/assets/demo.css.
 */
import { html, type Html } from '../html.ts';
import { message } from '../messages.ts';
import type { PageContext } from './context.ts';

/** The illustration of <shop-empty> (widgets/empty/empty.tsx), the same paths. */
const emptyIcon = html`<svg class="fallback-empty-icon" viewBox="0 0 64 48" aria-hidden="true" focusable="false"><path d="M8 18 16 6h32l8 12v22a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/><path d="M8 18h14l3 6h14l3-6h14" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"/></svg>`;

/**
 * <shop-cart>'s empty state: the cart's lines live in the browser, so the server cannot know
 * them; it draws what a new visitor sees (and what a page without JavaScript can say).
 */
export function cartFallback(ctx: PageContext): Html {
  const say = (key: 'cart.empty' | 'cart.continue') => message(ctx.language.ui, key);
  return html`<div class="fallback-empty">${emptyIcon}<p>${say('cart.empty')}</p><a class="fallback-secondary" href="${ctx.href('')}">${say('cart.continue')}</a></div>`;
}

/**
 * <shop-comments> as a visitor sees it: the count, the list (author, date, text) and the
 * write-a-comment heading with the link to sign in that comes back to the article.
 */
export function commentsFallback(ctx: PageContext, comments: readonly { author: string; body: string; createdAt: string }[], here: string): Html {
  const say = (key: 'comments.countOne' | 'comments.countOther' | 'comments.list' | 'comments.beFirst' | 'comments.write' | 'comments.signIn', ...args: unknown[]) => message(ctx.language.ui, key, ...args);
  const locale = ctx.language.ui;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.PluralRules(locale).select(comments.length) === 'one' ? 'comments.countOne' : 'comments.countOther';
  const signIn = `${ctx.href('auth/signin')}?redirect=${encodeURIComponent(here)}`;
  return html`<div class="fallback-comments">${comments.length
    ? html`<p class="fallback-comments-count">${say(count, new Intl.NumberFormat(locale).format(comments.length))}</p>
      <ol class="fallback-comments-list" aria-label="${say('comments.list')}">${comments.map((c) => html`<li><p class="fallback-comment-head"><strong>${c.author}</strong> <time datetime="${c.createdAt}">${date.format(new Date(c.createdAt))}</time></p><p class="fallback-comment-body">${c.body}</p></li>`)}</ol>`
    : html`<div class="fallback-empty">${emptyIcon}<p>${message(ctx.language.ui, 'empty.records')}</p><p class="fallback-empty-hint">${say('comments.beFirst')}</p></div>`}
    <section class="fallback-comments-write"><h3>${say('comments.write')}</h3><p class="fallback-sign-in"><a href="${signIn}">${say('comments.signIn')}</a></p></section></div>`;
}

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

