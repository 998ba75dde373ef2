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
import { Html, html } from '../../html.ts';
import { message, type MessageKey } from '../../messages.ts';
import { publicUser } from '../../api/auth.ts';
import { orderView, type OrderAnswer, type OrderRow } from '../../api/orders.ts';
import { RETURN_SELECT, returnView, type ReturnAnswer, type ReturnRow } from '../../api/returns.ts';
import { pick } from '../../db/text.ts';
import type { PageContext, Screen } from '../context.ts';
import { element as draw } from '../render.ts';
import { accountScreen } from './user-account-data.ts';
import type { UserInfo } from '../../../runtime/api/types.ts';
import { pager } from '../parts.ts';
import { pageFromQuery } from '../../catalog/paging.ts';
import type { Word } from '../words.ts';

const titles: Record<string, Word> = {
  center: 'userCenter', account: 'userAccount', address: 'userAddress', article: 'userArticle', favorite: 'userFavorite', security: 'userSecurity',
  'security/activity': 'userActivity', log: 'userLog', info: 'userInfo', order: 'userOrders', return: 'userReturns',
};

const ORDER_STATUSES = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'] as const;
const PAY_STATUSES = ['unpaid', 'paid'] as const;
const ORDERS_PAGE_SIZE = 10;

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
const returnWords = (v: View, r: Pick<ReturnAnswer, 'status' | 'auditStatus'>) => `${v.m(`returns.status.${r.status}`)} · ${v.m(`returns.audit.${r.auditStatus}`)}`;

/** The sign-in link a guest sees in place of the data; it brings them back here. */
function signInLink(v: View, back: string): Html {
  return html`<p class="user-signin"><a href="${v.ctx.href(`auth/signin?redirect=${encodeURIComponent(back)}`)}">${v.ctx.w('signInToSee')}</a></p>`;
}

const dl = (rows: [string, Html | string][]) => html`<dl class="facts">${rows.map(([term, value]) => html`<dt>${term}</dt><dd>${value}</dd>`)}</dl>`;
const empty = (v: View) => html`<p>${v.m('empty.records')}</p>`;

// ---- the screens' read-only fallbacks (signed in) --------------------------------------------

function orderCard(v: View, o: OrderAnswer): Html {
  return html`<li class="user-order">
    <p><a href="${v.userHref(`order/${encodeURIComponent(o.number)}`)}">${v.ctx.w('userOrder', o.number)}</a> · ${v.m('orders.placedOn', v.ctx.date(o.createdAt))}</p>
    <p>${orderStatusWords(v, o)}</p>
    <p>${o.products.map((p) => `${p.name} × ${p.quantity}`).join(', ')}</p>
    <p>${v.m('orders.total', v.ctx.money(o.paymentAmount))}</p>
  </li>`;
}

function filterLinks(v: View, status: string | undefined, pay: string | undefined): Html {
  const link = (query: Record<string, string>, label: string, current: boolean) => {
    const search = new URLSearchParams(query).toString();
    return html`<li><a href="${v.userHref(`order${search ? `?${search}` : ''}`)}"${current ? html` aria-current="true"` : ''}>${label}</a></li>`;
  };
  const keep = (extra: Record<string, string | undefined>) => Object.fromEntries(Object.entries(extra).filter((e): e is [string, string] => !!e[1]));
  return html`<nav class="user-filters" aria-label="${v.m('order.status')}"><ul>${link(keep({ pay }), v.m('orders.all'), !status)}${ORDER_STATUSES.map((s) => link(keep({ status: s, pay }), v.m(`order.status.${s}`), status === s))}</ul></nav>
    <nav class="user-filters" aria-label="${v.m('order.payStatus')}"><ul>${link(keep({ status }), v.m('orders.all'), !pay)}${PAY_STATUSES.map((p) => link(keep({ status, pay: p }), v.m(`order.pay.${p}`), pay === p))}</ul></nav>`;
}

function ordersFallback(v: View, userId: number): Html {
  const q = v.ctx.query;
  const status = (ORDER_STATUSES as readonly string[]).includes(q.status ?? '') ? q.status : undefined;
  // shop-user-order writes ?pay=; the centre's reminder may link with ?payStatus=.
  const payAsked = q.pay ?? q.payStatus;
  const pay = (PAY_STATUSES as readonly string[]).includes(payAsked ?? '') ? payAsked : undefined;
  const page = pageFromQuery(q.page);
  const where = `user_id = ?${status ? ' AND status = ?' : ''}${pay ? ' AND pay_status = ?' : ''}`;
  const args = [userId, ...(status ? [status] : []), ...(pay ? [pay] : [])];
  const total = (v.ctx.db.prepare(`SELECT count(*) AS n FROM orders WHERE ${where}`).get(...args) as { n: number }).n;
  const rows = v.ctx.db.prepare(`SELECT * FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE) as OrderRow[];
  const extra = Object.fromEntries(Object.entries({ status, pay }).filter((e): e is [string, string] => !!e[1]));
  return html`${filterLinks(v, status, pay)}${rows.length === 0 ? empty(v) : html`<ul class="user-list">${rows.map((r) => orderCard(v, orderView(v.ctx.db, r, v.ctx.language.locale)))}</ul>`}
    ${pager(v.ctx, v.userHref('order'), page, ORDERS_PAGE_SIZE, total, extra)}`;
}

function orderDetailFallback(v: View, o: OrderAnswer): Html {
  const a = o.address;
  const history: [string, string | null][] = [
    [v.m('orderDetail.historyPlaced'), o.createdAt],
    [v.m('orderDetail.historyPaid'), o.paidAt],
    [v.m('orderDetail.historyShipped', o.shipments[0]?.expressName ?? ''), o.shippedAt],
    [v.m('order.status.completed'), o.completedAt],
    [v.m(o.status === 'pending_cancellation' ? 'order.status.pending_cancellation' : 'order.status.cancelled'), o.cancelledAt],
  ];
  return html`<p class="user-status">${v.m('orderDetail.statusLine', v.m(`order.status.${o.status}`), v.m(`order.pay.${o.payStatus}`))}</p>
    <h2>${v.m('orderDetail.lines')}</h2>
    <ul class="user-lines">${o.products.map((p) => html`<li>${p.image ? html`<img src="${p.image}" alt="" width="64" height="64"> ` : ''}<strong>${p.name}</strong>${p.options.length ? html` (${p.options.map((op) => `${op.name}: ${op.value}`).join(', ')})` : ''} · ${v.m('orderDetail.quantity', p.quantity)} · ${v.m('orderDetail.unitPrice', v.ctx.money(p.price))}</li>`)}</ul>
    <h2>${v.m('orderDetail.totals')}</h2>
    ${dl([
      [v.m('orderDetail.subtotal'), v.ctx.money(o.price)],
      ...(o.discount ? [[o.couponCode ? v.m('orderDetail.coupon', o.couponCode) : v.m('orderDetail.discount'), `−${v.ctx.money(o.discount)}`] as [string, string]] : []),
      [v.m('orderDetail.shippingFee'), v.ctx.money(o.shippingFee)],
      [v.m('orderDetail.paymentAmount'), v.ctx.money(o.paymentAmount)],
    ])}
    <h2>${v.m('orderDetail.address')}</h2>
    <p>${a.firstName} ${a.lastName}<br>${[a.apartment, a.address].filter(Boolean).join(', ')}<br>${[a.area, a.city, a.province, a.postalCode, a.country].filter(Boolean).join(', ')}<br>${a.countryCode} ${a.phone}</p>
    <h2>${v.m('orderDetail.methods')}</h2>
    ${dl([[v.m('orderDetail.shippingMethod'), o.shippingMethodName], [v.m('orderDetail.paymentMethod'), o.paymentMethodName]])}
    <h2>${v.m('orderDetail.shipments')}</h2>
    ${o.shipments.length === 0 ? html`<p>${v.m('orderDetail.noShipments')}</p>` : html`<ul>${o.shipments.map((s) => html`<li>${s.expressName} · ${v.m('orderDetail.trackingNumber')}: ${s.expressNumber}</li>`)}</ul>`}
    <h2>${v.m('orderDetail.history')}</h2>
    <ol class="user-history">${history.filter((h): h is [string, string] => h[1] !== null).map(([label, when]) => html`<li>${label}: ${v.time(when)}</li>`)}</ol>
    ${o.returns?.length ? html`<h2>${v.m('returns.title')}</h2><ul>${o.returns.map((r) => html`<li><a href="${v.userHref(`return/${encodeURIComponent(r.number)}`)}">${v.m('returns.detailTitle', r.number)}</a> · ${v.m(`returns.type.${r.applyType}`)} · ${returnWords(v, r)}</li>`)}</ul>` : ''}`;
}

function returnCard(v: View, r: ReturnAnswer): Html {
  return html`<li class="user-return"><p><a href="${v.userHref(`return/${encodeURIComponent(r.number)}`)}">${v.m('returns.detailTitle', r.number)}</a></p>
    ${dl([
      [v.m('returns.order'), html`<a href="${v.userHref(`order/${encodeURIComponent(r.orderNumber)}`)}">${r.orderNumber}</a>`],
      [v.m('returns.type'), v.m(`returns.type.${r.applyType}`)],
      [v.m('returns.status'), v.m(`returns.status.${r.status}`)],
      [v.m('returns.audit'), v.m(`returns.audit.${r.auditStatus}`)],
      [v.m('returns.refundAmount'), v.ctx.money(r.refundAmount)],
      [v.m('returns.appliedOn'), v.ctx.date(r.createdAt)],
    ])}</li>`;
}

function returnsFallback(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare(`${RETURN_SELECT} WHERE r.user_id = ? ORDER BY r.id DESC`).all(userId) as ReturnRow[];
  return rows.length === 0 ? empty(v) : html`<ul class="user-list">${rows.map((r) => returnCard(v, returnView(r)))}</ul>`;
}

function returnDetailFallback(v: View, r: ReturnAnswer): Html {
  return html`${dl([
    [v.m('returns.number'), r.number],
    [v.m('returns.order'), html`<a href="${v.userHref(`order/${encodeURIComponent(r.orderNumber)}`)}">${r.orderNumber}</a>`],
    [v.m('returns.type'), v.m(`returns.type.${r.applyType}`)],
    [v.m('returns.status'), v.m(`returns.status.${r.status}`)],
    [v.m('returns.audit'), v.m(`returns.audit.${r.auditStatus}`)],
    ...(r.reason ? [[v.m('refund.reason'), v.m(`refund.reason.${r.reason}`)] as [string, string]] : []),
    [v.m('returns.refundAmount'), v.ctx.money(r.refundAmount)],
    [v.m('returns.description'), r.applyDescription],
    [v.ctx.w('pictures'), String(r.images)],
    ...(r.logisticsNumber ? [[v.m('returns.logisticsCompany'), r.logisticsCompany], [v.m('returns.logisticsNumber'), r.logisticsNumber]] as [string, string][] : []),
    [v.m('returns.appliedOn'), v.time(r.createdAt)],
  ])}
  ${r.merchantAddress ? html`<p>${r.merchantAddress.consignee}<br>${r.merchantAddress.address}<br>${r.merchantAddress.contactNumber}</p>` : ''}`;
}

/** user/return?order=<number>: the order being applied for, above the list (the form itself needs JS). */
function refundFallback(v: View, userId: number | null, number: string): Html {
  const row = userId ? (v.ctx.db.prepare('SELECT * FROM orders WHERE number = ? AND user_id = ?').get(number, userId) as OrderRow | undefined) : undefined;
  const order = row ? orderView(v.ctx.db, row, v.ctx.language.locale) : undefined;
  return html`<shop-order-refund order-number="${number}"><h2>${v.m('refund.title')}</h2>
    ${order ? html`<p>${v.m('refund.order', order.number, v.ctx.money(order.paymentAmount))} · ${orderStatusWords(v, order)}</p>` : ''}
    <p>${v.ctx.w('refundNeedsJs')}</p></shop-order-refund>`;
}

interface AddressRow { id: number; first_name: string; last_name: string; country: string; province: string; city: string; area: string; postal_code: string; address: string; apartment: string; country_code: string; phone: string; is_default: number }

function addressesFallback(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare('SELECT * FROM addresses WHERE user_id = ? ORDER BY is_default DESC, id').all(userId) as AddressRow[];
  if (rows.length === 0) return empty(v);
  return html`<ul class="user-list">${rows.map((a) => html`<li class="user-address"><p><strong>${a.first_name} ${a.last_name}</strong>${a.is_default ? html` <span class="badge">${v.m('addressBook.default')}</span>` : ''}</p>
    <p>${[a.apartment, a.address].filter(Boolean).join(', ')}<br>${[a.area, a.city, a.province, a.postal_code, a.country].filter(Boolean).join(', ')}</p>
    <p>${v.m('addressBook.phone')}: ${a.country_code} ${a.phone}</p></li>`)}</ul>`;
}

function favoriteProducts(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare("SELECT p.slug, p.name FROM favorites f JOIN products p ON p.id = f.target_id WHERE f.user_id = ? AND f.kind = 'product' ORDER BY f.created_at DESC").all(userId) as { slug: string; name: string }[];
  return rows.length === 0 ? empty(v) : html`<ul class="links">${rows.map((p) => html`<li><a href="${v.ctx.rule(v.ctx.routing.productRule, p.slug)}">${pick(p.name, v.ctx.language.locale)}</a></li>`)}</ul>`;
}

function favoriteArticles(v: View, userId: number): Html {
  const rows = v.ctx.db.prepare("SELECT a.slug, a.title FROM favorites f JOIN articles a ON a.id = f.target_id WHERE f.user_id = ? AND f.kind = 'article' ORDER BY f.created_at DESC").all(userId) as { slug: string; title: string }[];
  return rows.length === 0 ? empty(v) : html`<ul class="links">${rows.map((a) => html`<li><a href="${v.ctx.rule(v.ctx.routing.articleRule, a.slug)}">${pick(a.title, v.ctx.language.locale)}</a></li>`)}</ul>`;
}

function favoritesFallback(v: View, userId: number): Html {
  return html`<h2>${v.ctx.w('products')}</h2>${favoriteProducts(v, userId)}<h2>${v.ctx.w('articles')}</h2>${favoriteArticles(v, userId)}`;
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
    if (order) return orderDetailFallback(v, order);
    if (ret) return returnDetailFallback(v, ret);
    switch (base) {
      case 'order': return ordersFallback(v, userId);
      case 'return': return returnsFallback(v, userId);
      case 'address': return addressesFallback(v, userId);
      case 'favorite': return favoritesFallback(v, userId);
      case 'article': return favoriteArticles(v, userId);
      default: return html``; // center, info, account, security, log, security/activity: drawn by ./user-account-data.ts
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
  const screen = html`${header}${refundFor ? refundFallback(v, userId, refundFor) : ''}${accountScreen(ctx, base, userId) ?? element(tag, attributes, fallback())}`;

  return {
    title,
    description: title,
    data,
    body: html`<h1>${title}</h1>${draw(ctx, 'shop-user', {}, user ? { user } : undefined, screen)}`,
  };
}
