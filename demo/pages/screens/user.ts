/**
 * The user area (spec section 2, under the configurable user path). Every screen is
 * `<shop-user>` holding `<shop-user-header slot="header">` and its own `<shop-user-<screen>>`
 * (widgets/user: the screen is the layout's child), each drawn by its own code on the server
 * (one render): with the shopper's data when the request carries the session (the shell's x-auth
 * header, or the HttpOnly cookie every sign-in sets), else as a guest's, whose screen says what
 * signing in shows and links to it. The data functions live beside this file (user-*-data.ts).
 * Without JavaScript a page shows the same. Never a spinner alone.
 */
import { html } from '../../html.ts';
import { publicUser } from '../../api/auth.ts';
import { orderView, type OrderAnswer, type OrderRow } from '../../api/orders.ts';
import { RETURN_SELECT, returnView, type ReturnAnswer, type ReturnRow } from '../../api/returns.ts';
import type { PageContext, Screen } from '../context.ts';
import { element as draw } from '../render.ts';
import { ordersScreen, refundScreen } from './user-orders-data.ts';
import { drawBookScreen } from './user-book-data.ts';
import { accountScreen } from './user-account-data.ts';
import { ownInquiry } from '../../api/inquiry.ts';
import type { UserInfo } from '../../../runtime/api/types.ts';
import type { Word } from '../words.ts';

const titles: Record<string, Word> = {
  center: 'userCenter', account: 'userAccount', address: 'userAddress', article: 'userArticle', favorite: 'userFavorite', security: 'userSecurity',
  'security/activity': 'userActivity', log: 'userLog', info: 'userInfo', order: 'userOrders', return: 'userReturns',
};

interface View {
  ctx: PageContext;
  /** The signed-in shopper (token or cookie), or null for a guest. */
  userId: number | null;
  /** A user-area address under the user path and the language prefix. */
  userHref(screen: string): string;
}

function view(ctx: PageContext): View {
  const base = ctx.routing.userPath.replace(/^\/+|\/+$/g, '');
  return {
    ctx,
    userId: ctx.userId ?? ctx.cookieUser?.id ?? null,
    userHref: (screen) => ctx.href(`${base}/${screen}`),
  };
}

export async function user(ctx: PageContext, which: string, params: Record<string, string>): Promise<Screen | null> {
  const detail = which.endsWith('-detail');
  const base = which.replace(/-detail$/, '');
  const key = titles[base];
  if (!key) return null;
  const v = view(ctx);
  const number = detail ? (params.slug ?? '') : '';
  const title = detail ? ctx.w(base === 'order' ? 'userOrder' : 'userReturn', number) : ctx.w(key);
  const userId = v.userId;
  const data: Record<string, unknown> = { section: base, ...(detail ? { number } : {}) };

  let order: OrderAnswer | undefined;
  let ret: ReturnAnswer | undefined;
  if (userId) {
    data.user = await publicUser(ctx.db, userId);
    // A detail that is not this shopper's is not found: its existence is not theirs to learn.
    if (detail && base === 'order') {
      const row = await ctx.db.row<OrderRow>`SELECT * FROM orders WHERE number = ${number} AND user_id = ${userId}`;
      if (!row) return null;
      order = await orderView(ctx.db, row, ctx.language.locale, { returns: true });
      data.order = order;
    }
    if (detail && base === 'return') {
      const row = await ctx.db.row<ReturnRow>`${RETURN_SELECT} WHERE r.number = ${number} AND r.user_id = ${userId}`;
      if (!row) return null;
      ret = returnView(row);
      data.return = ret;
    }
  }

  const tag = `shop-user-${base.replace('/', '-')}${detail ? '-detail' : ''}`;
  const attributes: Record<string, string> = detail ? { number } : {};
  if (detail && base === 'order') attributes['refund-href'] = `${v.userHref('return')}?order={number}`;
  const refundFor = !detail && base === 'return' && /^[\w-]{1,40}$/.test(ctx.query.order ?? '') ? ctx.query.order! : '';
  // The layout and the header are drawn by their own code (one render), for the session's
  // shopper or as a guest's.
  const user = data.user as UserInfo | undefined;
  const header = draw(ctx, 'shop-user-header', { slot: 'header' }, user ? { user, signOutAction: ctx.href('auth/signout') } : undefined);
  // Every screen is drawn by its own code (one render), with the shopper's data or as a guest's.
  const drawn = (await ordersScreen(ctx, tag, attributes, userId, { order, return: ret })) ?? (detail ? undefined : ((await drawBookScreen(ctx, base, attributes, userId)) ?? (await accountScreen(ctx, base, userId))));
  if (!drawn) return null;
  const screen = html`${header}${refundFor ? await refundScreen(ctx, refundFor, userId) : ''}${drawn}`;

  return {
    title,
    description: title,
    data,
    // A detail's heading is its section's ("Orders"): the element heads the order itself
    // ("Order SE1001"), and the page would say it twice.
    body: html`<h1>${detail ? ctx.w(key) : title}</h1>${draw(ctx, 'shop-user', {}, user ? { user } : undefined, screen)}`,
  };
}

/** What a quote request's number looks like (demo/api/inquiry.ts makes them: 'IQ', base 36, three digits). */
const INQUIRY_NUMBER = /^IQ[0-9A-Z]{4,30}$/;

/**
 * inquiry/{slug} when the slug is a quote request's number (the spec's inquiry detail; a product's
 * slug there is that product's quote form, ./forms.ts): in the user area's layout, for its sender
 * with inquiry/detail's answer; a guest's page is the sign-in prompt; another shopper's request,
 * or one that does not exist, is not found (null), as an order is.
 */
export async function inquiryDetail(ctx: PageContext, number: string): Promise<Screen | null> {
  if (!INQUIRY_NUMBER.test(number)) return null;
  const { userId } = view(ctx);
  const inquiry = userId ? await ownInquiry(ctx.db, userId, number, ctx.language.locale) : undefined;
  if (userId && !inquiry) return null;
  const user = userId ? await publicUser(ctx.db, userId) : undefined;
  const title = ctx.w('userInquiry', number);
  const header = draw(ctx, 'shop-user-header', { slot: 'header' }, user ? { user, signOutAction: ctx.href('auth/signout') } : undefined);
  const screen = html`${header}${draw(ctx, 'shop-user-inquiry-detail', { number }, inquiry)}`;
  return {
    title,
    description: title,
    data: { section: 'inquiry', number, ...(user ? { user } : {}) },
    body: html`<h1>${title}</h1>${draw(ctx, 'shop-user', {}, user ? { user } : undefined, screen)}`,
  };
}
