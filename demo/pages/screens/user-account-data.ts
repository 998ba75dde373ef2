/**
 * The account screens of the user area drawn by their own code (one render, issue 18): each
 * element is given, for the page's signed-in shopper, what it would fetch on mount, computed
 * with the API's own functions for that endpoint (never through HTTP); a guest's page draws it
 * with no data (its sign-in prompt). Other screens are drawn by ./user.ts.
 */
import { publicUser } from '../../api/auth.ts';
import { favoriteCountOf } from '../../api/favorite.ts';
import { inquiryList } from '../../api/inquiry.ts';
import { orderListTotal } from '../../api/orders.ts';
import { activityLog, securitySessions } from '../../api/user.ts';
import { html, Html } from '../../html.ts';
import type { PageContext } from '../context.ts';
import { element as draw } from '../render.ts';

/** What each screen fetches on mount (its element's `@data`), for this shopper. */
/** The order statuses the centre counts, in its order (runtime/api/user.ts ORDER_STATUSES). */
const ORDER_STATUSES = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'] as const;

const screens: Record<string, { tag: string; data(ctx: PageContext, userId: number): unknown }> = {
  // user/info, order/list's total for each status, and favorite/count
  center: {
    tag: 'shop-user-center',
    data: (ctx, userId) => ({ user: publicUser(ctx.db, userId), counts: Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderListTotal(ctx.db, userId, { status })])), favorites: favoriteCountOf(ctx.db, userId) }),
  },
  // user/info
  info: { tag: 'shop-user-info', data: (ctx, userId) => publicUser(ctx.db, userId) },
  // user/info
  account: { tag: 'shop-user-account', data: (ctx, userId) => publicUser(ctx.db, userId) },
  // user/sessions, the page's own session current
  security: { tag: 'shop-user-security', data: (ctx, userId) => securitySessions(ctx.db, userId, ctx.session ?? null) },
  // user/log
  log: { tag: 'shop-user-log', data: (ctx, userId) => activityLog(ctx.db, userId) },
  // user/log, under the security screen's route
  'security/activity': { tag: 'shop-user-security-activity', data: (ctx, userId) => activityLog(ctx.db, userId) },
};

/**
 * The screen's element, drawn for the shopper (`userId`) or a guest (null); undefined for a
 * screen this file does not draw.
 */
export function accountScreen(ctx: PageContext, screen: string, userId: number | null): Html | undefined {
  const entry = screens[screen];
  if (!entry) return undefined;
  const drawn = draw(ctx, entry.tag, {}, userId ? entry.data(ctx, userId) : undefined);
  // The centre also lists the shopper's quote requests (inquiry/list): the spec's user area has
  // no route of its own for them; each one's page is the storefront route inquiry/{slug}.
  if (screen === 'center') return html`${drawn}${draw(ctx, 'shop-user-inquiry', {}, userId ? inquiryList(ctx.db, userId, ctx.language.locale) : undefined)}`;
  return drawn;
}
