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

const screens: Record<string, { tag: string; data(ctx: PageContext, userId: number): Promise<unknown> }> = {
  // user/info, order/list's total for each status, and favorite/count
  center: {
    tag: 'shop-user-center',
    data: async (ctx, userId) => {
      const [user, totals, favorites] = await Promise.all([
        publicUser(ctx.db, userId),
        Promise.all(ORDER_STATUSES.map((status) => orderListTotal(ctx.db, userId, { status }))),
        favoriteCountOf(ctx.db, userId),
      ]);
      return { user, counts: Object.fromEntries(ORDER_STATUSES.map((status, i) => [status, totals[i]])), favorites };
    },
  },
  // user/info
  info: { tag: 'shop-user-info', data: async (ctx, userId) => publicUser(ctx.db, userId) },
  // user/info
  account: { tag: 'shop-user-account', data: async (ctx, userId) => publicUser(ctx.db, userId) },
  // user/sessions, the page's own session current
  security: { tag: 'shop-user-security', data: async (ctx, userId) => securitySessions(ctx.db, userId, ctx.session ?? null) },
  // user/log
  log: { tag: 'shop-user-log', data: async (ctx, userId) => activityLog(ctx.db, userId) },
  // user/log, under the security screen's route
  'security/activity': { tag: 'shop-user-security-activity', data: async (ctx, userId) => activityLog(ctx.db, userId) },
};

/**
 * The screen's element, drawn for the shopper (`userId`) or a guest (null); undefined for a
 * screen this file does not draw.
 */
export async function accountScreen(ctx: PageContext, screen: string, userId: number | null): Promise<Html | undefined> {
  const entry = screens[screen];
  if (!entry) return undefined;
  const drawn = draw(ctx, entry.tag, {}, userId ? await entry.data(ctx, userId) : undefined);
  // The centre also lists the shopper's quote requests (inquiry/list): the spec's user area has
  // no route of its own for them; each one's page is the storefront route inquiry/{slug}.
  if (screen === 'center') return html`${drawn}${draw(ctx, 'shop-user-inquiry', {}, userId ? await inquiryList(ctx.db, userId, ctx.language.locale) : undefined)}`;
  return drawn;
}
