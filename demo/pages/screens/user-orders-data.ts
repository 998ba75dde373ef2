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
export async function orderListData(ctx: PageContext, userId: number) {
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
export async function ordersScreen(ctx: PageContext, tag: string, attributes: Record<string, string>, userId: number | null, records: OrderScreenRecords): Promise<Html | undefined> {
  switch (tag) {
    case 'shop-user-order':
      return draw(ctx, tag, attributes, userId ? await orderListData(ctx, userId) : undefined);
    case 'shop-user-order-detail':
      // order/detail's answer (with the order's applications), read by the page already; an
      // unpaid order's pay section holds <shop-payment>, drawn with checkout/payment's answer.
      return draw(ctx, tag, attributes, userId && records.order ? await orderDetailData(ctx, records.order) : undefined);
    case 'shop-user-return':
      // return/list's answer.
      return draw(ctx, tag, attributes, userId ? await returnList(ctx.db, userId) : undefined);
    case 'shop-user-return-detail':
      // return/detail's answer, read by the page already.
      return draw(ctx, tag, attributes, userId ? records.return : undefined);
    default:
      return undefined;
  }
}

/** The order as order/detail answers it and, when it can be paid, the methods for the <shop-payment> its render holds. */
export async function orderDetailData(ctx: PageContext, order: OrderAnswer): Promise<OrderAnswer & { elements?: Record<string, unknown> }> {
  if (!orderActions(order).pay) return order;
  return { ...order, elements: { 'shop-payment': await paymentMethods(ctx.db, ctx.language.locale) } };
}

/**
 * user/return?order=<number>: <shop-order-refund> for that order. Signed in and the order the
 * shopper's own, with order/detail's answer for it (the form drawn by the server); otherwise
 * without data (a guest's sign-in prompt; another's order is not theirs to learn).
 */
export async function refundScreen(ctx: PageContext, number: string, userId: number | null): Promise<Html> {
  const row = userId ? await ctx.db.row<OrderRow>`SELECT * FROM orders WHERE number = ${number} AND user_id = ${userId}` : undefined;
  return draw(ctx, 'shop-order-refund', { 'order-number': number }, row ? await orderView(ctx.db, row, ctx.language.locale, { returns: true }) : undefined);
}
