/**
 * The user area's order and return screens, drawn by their own elements (one render,
 * docs/server-rendering.md): for a page asked for with a session, each element gets the data it
 * would fetch on mount, computed with the very functions its API endpoint answers with (called
 * with the page's shopper and language, never through HTTP); a guest's page draws the element
 * with no data, which is its sign-in prompt.
 */
import { paymentMethods } from '../../api/checkout.ts';
import type { OrderAnswer, OrderRow } from '../../api/orders.ts';
import { orderPage, orderView } from '../../api/orders.ts';
import { returnList, type ReturnAnswer } from '../../api/returns.ts';
import type { Html } from '../../html.ts';
import { orderActions, readOrderQuery } from '../../../runtime/orders.ts';
import type { PageContext } from '../context.ts';
import { element as draw } from '../render.ts';

/** order/list's answer for the page's address (`?status=&pay=&page=`, read as the element reads it). */
export function orderListData(ctx: PageContext, userId: number) {
  const query = readOrderQuery(new URL(ctx.rendering.url ?? '/', 'http://server.invalid').search);
  return orderPage(ctx.db, userId, { status: query.status, payStatus: query.pay, page: query.page }, ctx.language.locale);
}

/** What the page already read for a detail address (the shopper's own, else the page is not found). */
export interface OrderScreenRecords {
  order?: OrderAnswer;
  return?: ReturnAnswer;
}

/**
 * The screen element for `tag` when it is one of these screens (undefined for the others):
 * signed in, with its data; a guest, without.
 */
export function ordersScreen(ctx: PageContext, tag: string, attributes: Record<string, string>, userId: number | null, records: OrderScreenRecords): Html | undefined {
  switch (tag) {
    case 'shop-user-order':
      return draw(ctx, tag, attributes, userId ? orderListData(ctx, userId) : undefined);
    case 'shop-user-order-detail':
      // order/detail's answer (with the order's applications), read by the page already; an
      // unpaid order's pay section holds <shop-payment>, drawn with checkout/payment's answer.
      return draw(ctx, tag, attributes, userId && records.order ? orderDetailData(ctx, records.order) : undefined);
    case 'shop-user-return':
      // return/list's answer.
      return draw(ctx, tag, attributes, userId ? returnList(ctx.db, userId) : undefined);
    case 'shop-user-return-detail':
      // return/detail's answer, read by the page already.
      return draw(ctx, tag, attributes, userId ? records.return : undefined);
    default:
      return undefined;
  }
}

/** The order as order/detail answers it and, when it can be paid, the methods for the <shop-payment> its render holds. */
export function orderDetailData(ctx: PageContext, order: OrderAnswer): OrderAnswer & { elements?: Record<string, unknown> } {
  if (!orderActions(order).pay) return order;
  return { ...order, elements: { 'shop-payment': paymentMethods(ctx.db, ctx.language.locale) } };
}

/**
 * user/return?order=<number>: <shop-order-refund> for that order. Signed in and the order the
 * shopper's own, with order/detail's answer for it (the form drawn by the server); otherwise
 * without data (a guest's sign-in prompt; another's order is not theirs to learn).
 */
export function refundScreen(ctx: PageContext, number: string, userId: number | null): Html {
  const row = userId ? (ctx.db.prepare('SELECT * FROM orders WHERE number = ? AND user_id = ?').get(number, userId) as OrderRow | undefined) : undefined;
  return draw(ctx, 'shop-order-refund', { 'order-number': number }, row ? orderView(ctx.db, row, ctx.language.locale, { returns: true }) : undefined);
}
