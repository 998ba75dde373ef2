/**
 * What the order screens know that is not rendering: which actions an order allows in its state
 * (docs/api.md "Orders and payment"), the list's filters and page in the address (each change a
 * history entry, so Back returns to the previous filter), loading a page, live changes from the
 * socket, and links into the user area. Order lines carry their own picture and option words
 * (docs/api.md "Orders and payment"): nothing here looks products up.
 */
import type { RequestOptions } from './http/client';
import { listOrders } from './api/orders';
import type { Order, OrderReturnSummary, OrderStatus, Paged, PayStatus } from './api/types';
import { onSocketMessage, type SocketMessage } from './socket';
import { userHref as areaHref } from './user-area';

export const ORDER_STATUSES: readonly OrderStatus[] = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'];
export const PAY_STATUSES: readonly PayStatus[] = ['unpaid', 'paid'];

export interface OrderActions {
  /** Unpaid and in progress. */
  pay: boolean;
  /** In progress (a paid order becomes pending cancellation). */
  cancel: boolean;
  /** In progress, paid and shipped. */
  confirm: boolean;
  /**
   * Paid, in progress or completed, and no application of the order waiting for the shop (it
   * takes one at a time): the shop takes return applications.
   */
  afterSales: boolean;
}

/** The order's application that waits for the shop's answer, if any (order/detail lists them). */
export function waitingReturn(order: Pick<Order, 'returns'>): OrderReturnSummary | undefined {
  return order.returns?.find((r) => r.status === 'pending_approval');
}

export function orderActions(order: Pick<Order, 'status' | 'payStatus' | 'shipments'> & Partial<Pick<Order, 'returns'>>): OrderActions {
  const open = order.status === 'in_progress';
  const paid = order.payStatus === 'paid';
  return {
    pay: open && !paid,
    cancel: open,
    confirm: open && paid && order.shipments.length > 0,
    afterSales: paid && (open || order.status === 'completed') && !waitingReturn(order),
  };
}

export type OrderStep = 'placed' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'cancelRequested';

/**
 * The order's history, oldest first: each step it went through with its time (ISO 8601), or
 * null for a step it did take whose time the shop does not know (orders older than the times).
 */
export function orderHistory(order: Pick<Order, 'status' | 'payStatus' | 'shipments' | 'createdAt' | 'paidAt' | 'shippedAt' | 'completedAt' | 'cancelledAt'>): { step: OrderStep; at: string | null }[] {
  const steps: { step: OrderStep; at: string | null }[] = [{ step: 'placed', at: order.createdAt }];
  if (order.paidAt || order.payStatus === 'paid') steps.push({ step: 'paid', at: order.paidAt });
  if (order.shippedAt || order.shipments.length > 0) steps.push({ step: 'shipped', at: order.shippedAt });
  if (order.completedAt || order.status === 'completed') steps.push({ step: 'completed', at: order.completedAt });
  if (order.status === 'pending_cancellation') steps.push({ step: 'cancelRequested', at: order.cancelledAt });
  else if (order.status === 'cancelled') steps.push({ step: 'cancelled', at: order.cancelledAt });
  return steps;
}

// ---- the list's filters in the address -----------------------------------------------------

export interface OrderQuery {
  status?: OrderStatus;
  pay?: PayStatus;
  page: number;
}

const isStatus = (value: string | null): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value ?? '');
const isPay = (value: string | null): value is PayStatus => (PAY_STATUSES as readonly string[]).includes(value ?? '');

/** `?status=&pay=&page=`; unknown values are ignored (all orders, page 1). */
export function readOrderQuery(search: string = location.search): OrderQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const pay = params.get('pay');
  const page = Number(params.get('page'));
  return { ...(isStatus(status) ? { status } : {}), ...(isPay(pay) ? { pay } : {}), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of `query` over `search` (other parameters kept); '' or '?...'. */
export function orderQuerySearch(query: OrderQuery, search: string = location.search): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  set('status', query.status);
  set('pay', query.pay);
  set('page', query.page > 1 ? String(query.page) : undefined);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A new history entry for the query (nothing when the address already says it). */
export function pushOrderQuery(query: OrderQuery): void {
  const search = orderQuerySearch(query);
  if (search === location.search) return;
  history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** A key naming the request, for list loaders: equal queries, equal keys. */
export const orderQueryKey = (query: OrderQuery) => `${query.status ?? ''}|${query.pay ?? ''}|${query.page}`;

/** One page of orders; both filters go to the server, which narrows the pages and `total` by them. */
export function loadOrderPage(query: OrderQuery, options: RequestOptions = {}): Promise<Paged<Order>> {
  return listOrders({ ...(query.status ? { status: query.status } : {}), ...(query.pay ? { payStatus: query.pay } : {}), page: query.page }, options);
}

// ---- live changes ---------------------------------------------------------------------------

/**
 * Calls `onChange(number)` when the socket says an order changed: its status (cancelled,
 * completed) or its payment (confirmed). Returns the unsubscribe.
 */
export function watchOrders(onChange: (number: string) => void): () => void {
  const handler = (message: SocketMessage) => {
    if (typeof message.number === 'string') onChange(message.number);
  };
  const offs = [onSocketMessage('order/status', handler), onSocketMessage('payment/confirmed', handler)];
  return () => offs.forEach((off) => off());
}

// ---- links ----------------------------------------------------------------------------------

/**
 * A user-area address under the shop's user path (config.userPath) and the language prefix
 * (./user-area.ts: the page's config in the browser, the host's on the server).
 */
export const userHref = (screen: string): string => areaHref(screen);

export const orderHref = (number: string) => userHref(`order/${encodeURIComponent(number)}`);
export const returnHref = (number: string) => userHref(`return/${encodeURIComponent(number)}`);
