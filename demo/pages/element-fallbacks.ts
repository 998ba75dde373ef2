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

