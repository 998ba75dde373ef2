/**
 * The user area (spec section 2, under the configurable user path). Every screen is
 * `<shop-user>` holding `<shop-user-header slot="header">` and its own `<shop-user-<screen>>`
 * (widgets/user: the screen is the layout's child; a server-written `<nav slot="nav">` shows
 * until the layout upgrades). The elements load their data through the API once JS runs.
 *
 * Without JavaScript a page still says something: when the request carries the session (the
 * shell's x-auth header, or the HttpOnly cookie a no-JavaScript sign-in set), each screen's
 * fallback shows the account's data read-only (orders with their statuses in words, the address
 * book, favourites, devices, the log); a guest sees the sign-in link. Never a spinner alone.
 */
import { describeDevice } from '../../../runtime/user-agent.ts';
import { actionWords, methodWords } from '../../../runtime/activity.ts';
import { Html, html } from '../../html.ts';
import { message, type MessageKey } from '../../messages.ts';
import { publicUser } from '../../api/auth.ts';
import { orderView, type OrderAnswer, type OrderRow } from '../../api/orders.ts';
import { RETURN_SELECT, returnView, type ReturnAnswer, type ReturnRow } from '../../api/returns.ts';
import type { PageContext, Screen } from '../context.ts';
import { element as draw } from '../render.ts';
import { ordersScreen } from './user-orders-data.ts';
import { drawBookScreen } from './user-book-data.ts';
import type { UserInfo } from '../../../runtime/api/types.ts';
import { LIVE_SESSION, liveArgs } from '../../api/context.ts';
import type { Word } from '../words.ts';

const titles: Record<string, Word> = {
  center: 'userCenter', account: 'userAccount', address: 'userAddress', article: 'userArticle', favorite: 'userFavorite', security: 'userSecurity',
  'security/activity': 'userActivity', log: 'userLog', info: 'userInfo', order: 'userOrders', return: 'userReturns',
};

const ORDER_STATUSES = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'] as const;

interface View {
  ctx: PageContext;
  /** The signed-in shopper (token or cookie), or null for a guest. */
  userId: number | null;
  /** A locale text (the elements' own words, so the fallback reads like the element). */
  m(key: MessageKey, ...args: unknown[]): string;
  /** A user-area address under the user path and the language prefix. */
  userHref(screen: string): string;
  time(iso: string): Html;
}

function view(ctx: PageContext): View {
  const base = ctx.routing.userPath.replace(/^\/+|\/+$/g, '');
  // The server does not know the shopper's time zone: times say theirs (UTC).
  const format = new Intl.DateTimeFormat(ctx.language.ui, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  return {
    ctx,
    userId: ctx.userId ?? ctx.cookieUser?.id ?? null,
    m: (key, ...args) => message(ctx.language.ui, key, ...args),
    userHref: (screen) => ctx.href(`${base}/${screen}`),
    time: (iso) => html`<time datetime="${iso}">${format.format(new Date(iso))}</time>`,
  };
}

const orderStatusWords = (v: View, o: Pick<OrderAnswer, 'status' | 'payStatus'>) => `${v.m(`order.status.${o.status}`)} · ${v.m(`order.pay.${o.payStatus}`)}`;

/** The sign-in link a guest sees in place of the data; it brings them back here. */
function signInLink(v: View, back: string): Html {
  return html`<p class="user-signin"><a href="${v.ctx.href(`auth/signin?redirect=${encodeURIComponent(back)}`)}">${v.ctx.w('signInToSee')}</a></p>`;
}

const dl = (rows: [string, Html | string][]) => html`<dl class="facts">${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`;
const empty = (v: View) => html`<p>${v.m('empty.records')}</p>`;

// ---- the screens' read-only fallbacks (signed in) --------------------------------------------

function centerFallback(v: View, userId: number): Html {
  const u = publicUser(v.ctx.db, userId);
  const counts = v.ctx.db.prepare('SELECT status, count(*) AS n FROM orders WHERE user_id = ? GROUP BY status').all(userId) as { status: string; n: number }[];
  const reminder = u.unpaidOrderCount === 0 ? v.m('userCenter.noUnpaid') : u.unpaidOrderCount === 1 ? v.m('userCenter.unpaidOne', 1) : v.m('order.unpaidReminder', u.unpaidOrderCount);
  return html`<p class="user-reminder">${reminder}${u.unpaidOrderCount ? html` <a href="${v.userHref('order?pay=unpaid')}">${v.m('userCenter.pay')}</a>` : ''}</p>
    <h2>${v.m('userCenter.summary')}</h2>
    ${dl([
      [v.m('userCenter.credits'), String(u.credits)],
      [v.m('userCenter.spending'), v.ctx.money(u.spendingAmount)],
      [v.m('userCenter.orders'), String(u.orderCount)],
      [v.m('userCenter.lastLogin'), u.lastLogin ? v.time(u.lastLogin) : v.m('userCenter.never')],
    ])}
    <h2>${v.m('userCenter.byStatus')}</h2>
    <ul>${ORDER_STATUSES.map((s) => html`<li><a href="${v.userHref(`order?status=${s}`)}">${v.m(`order.status.${s}`)}</a>: ${counts.find((c) => c.status === s)?.n ?? 0}</li>`)}</ul>`;
}

/** user/return?order=<number>: the order being applied for, above the list (the form itself needs JS). */
function refundFallback(v: View, userId: number | null, number: string): Html {
  const row = userId ? (v.ctx.db.prepare('SELECT * FROM orders WHERE number = ? AND user_id = ?').get(number, userId) as OrderRow | undefined) : undefined;
  const order = row ? orderView(v.ctx.db, row, v.ctx.language.locale) : undefined;
  return html`<shop-order-refund order-number="${number}"><h2>${v.m('refund.title')}</h2>
    ${order ? html`<p>${v.m('refund.order', order.number, v.ctx.money(order.paymentAmount))} · ${orderStatusWords(v, order)}</p>` : ''}
    <p>${v.ctx.w('refundNeedsJs')}</p></shop-order-refund>`;
}

function infoFallback(v: View, userId: number): Html {
  const u = publicUser(v.ctx.db, userId);
  return html`${u.avatar ? html`<p><img src="${u.avatar}" alt="${v.m('profile.avatarCurrent')}" width="96" height="96"></p>` : ''}${dl([
    [v.m('profile.firstName'), u.firstName],
    [v.m('profile.lastName'), u.lastName],
    [v.m('profile.nickName'), u.nickName],
    [v.m('profile.bio'), u.bio],
    [v.m('profile.birthday'), u.birthday ? v.ctx.date(u.birthday) : ''],
  ])}`;
}

function accountFallback(v: View, userId: number): Html {
  const u = publicUser(v.ctx.db, userId);
  return dl([[v.m('security.email'), u.email ?? v.m('security.notSet')], [v.m('security.mobile'), u.mobile ?? v.m('security.notSet')]]);
}

const words = (v: View, w: { key: string; args: string[] }) => v.m(w.key as MessageKey, ...w.args);

function deviceWords(v: View, userAgent: string): string {
  const { browser, system } = describeDevice(userAgent);
  if (browser && system) return v.m('security.deviceOn', browser, system);
  return browser ?? system ?? v.m('security.unknownDevice');
}

function securityFallback(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare(`SELECT s.ip, s.device, s.method, s.created_at AS createdAt FROM sessions s WHERE s.user_id = ? AND ${LIVE_SESSION} ORDER BY s.created_at DESC`).all(userId, ...liveArgs()) as { ip: string; device: string; method: string; createdAt: string }[];
  return html`<h2>${v.m('security.sessions')}</h2>${rows.length === 0 ? empty(v) : html`<ul class="user-list">${rows.map((s) => html`<li><p><strong>${deviceWords(v, s.device)}</strong></p>${dl([
    [v.m('security.ip'), s.ip],
    [v.m('security.method'), words(v, methodWords(s.method))],
    [v.m('security.time'), v.time(s.createdAt)],
  ])}</li>`)}</ul>`}
    <p><a href="${v.userHref('security/activity')}">${v.m('security.activityLink')}</a></p>`;
}

function logFallback(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare('SELECT action, ip, created_at AS createdAt FROM activity WHERE user_id = ? ORDER BY id DESC LIMIT 100').all(userId) as { action: string; ip: string; createdAt: string }[];
  if (rows.length === 0) return empty(v);
  return html`<ol class="user-log">${rows.map((r) => {
    const w = actionWords(r.action);
    const text = w.method ? v.m(w.key, words(v, w.method)) : words(v, w);
    return html`<li>${text} · ${v.m('activity.from', r.ip)} · ${v.time(r.createdAt)}</li>`;
  })}</ol>`;
}

// ---- the page ------------------------------------------------------------------------------

function element(tag: string, attributes: Record<string, string>, content: Html): Html {
  if (!/^shop-[a-z-]+$/.test(tag)) throw new Error(`Not an element name: ${tag}`);
  const name = new Html(tag);
  const attrs = Object.entries(attributes).map(([k, value]) => html` ${new Html(k)}="${value}"`);
  return html`<${name}${attrs}>${content}</${name}>`;
}

/** The address of this page (path and query) for the sign-in link to come back to. */
function here(v: View, which: string, number: string): string {
  const screen = which.endsWith('-detail') ? `${which.replace(/-detail$/, '')}/${number}` : which;
  const query = new URLSearchParams(Object.entries(v.ctx.query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'request')).toString();
  return `${v.userHref(screen)}${query ? `?${query}` : ''}`;
}

export function user(ctx: PageContext, which: string, params: Record<string, string>): Screen | null {
  const detail = which.endsWith('-detail');
  const base = which.replace(/-detail$/, '');
  const key = titles[base];
  if (!key) return null;
  const v = view(ctx);
  const number = detail ? (params.slug ?? '') : '';
  const title = detail ? ctx.w(base === 'order' ? 'userOrder' : 'userReturn', number) : ctx.w(key);
  const back = here(v, which, number);
  const userId = v.userId;
  const data: Record<string, unknown> = { section: base, ...(detail ? { number } : {}) };

  let order: OrderAnswer | undefined;
  let ret: ReturnAnswer | undefined;
  if (userId) {
    data.user = publicUser(ctx.db, userId);
    // A detail that is not this shopper's is not found: its existence is not theirs to learn.
    if (detail && base === 'order') {
      const row = ctx.db.prepare('SELECT * FROM orders WHERE number = ? AND user_id = ?').get(number, userId) as OrderRow | undefined;
      if (!row) return null;
      order = orderView(ctx.db, row, ctx.language.locale, { returns: true });
      data.order = order;
    }
    if (detail && base === 'return') {
      const row = ctx.db.prepare(`${RETURN_SELECT} WHERE r.number = ? AND r.user_id = ?`).get(number, userId) as ReturnRow | undefined;
      if (!row) return null;
      ret = returnView(row);
      data.return = ret;
    }
  }

  const fallback = (): Html => {
    if (!userId) return signInLink(v, back);
    switch (base) {
      case 'center': return centerFallback(v, userId);
      case 'info': return infoFallback(v, userId);
      case 'account': return accountFallback(v, userId);
      case 'security': return securityFallback(v, userId);
      default: return logFallback(v, userId); // log, security/activity
    }
  };

  const tag = `shop-user-${base.replace('/', '-')}${detail ? '-detail' : ''}`;
  const attributes: Record<string, string> = detail ? { number } : {};
  if (detail && base === 'order') attributes['refund-href'] = `${v.userHref('return')}?order={number}`;
  const refundFor = !detail && base === 'return' && /^[\w-]{1,40}$/.test(ctx.query.order ?? '') ? ctx.query.order! : '';
  // The layout and the header are drawn by their own code (one render), for the session's
  // shopper or as a guest's.
  const user = data.user as UserInfo | undefined;
  const header = draw(ctx, 'shop-user-header', { slot: 'header' }, user ? { user, signOutAction: ctx.href('auth/signout') } : undefined);
  // Screens drawn by their own code (one render), with the shopper's data or as a guest's.
  const drawn = ordersScreen(ctx, tag, attributes, userId, { order, return: ret }) ?? (detail ? undefined : drawBookScreen(ctx, base, attributes, userId));
  const screen = html`${header}${refundFor ? refundFallback(v, userId, refundFor) : ''}${drawn ?? element(tag, attributes, fallback())}`;

  return {
    title,
    description: title,
    data,
    body: html`<h1>${title}</h1>${draw(ctx, 'shop-user', {}, user ? { user } : undefined, screen)}`,
  };
}
