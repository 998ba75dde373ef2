/** The shopper's orders (docs/api.md, "Orders and payment"). Paying goes through <shop-payment>. */
import { post, type RequestOptions } from '../http/client';
import type { Order, OrderStatus, Paged, PayStatus } from './types';

/**
 * `payStatus` narrows the list to unpaid or paid orders. The demo's order/list reads only
 * `status` and `page` today; the filter is sent so a server that knows it answers with the right
 * pages (and runtime/orders.ts keeps a page from showing orders of the other pay status meanwhile).
 */
export interface OrderListBody {
  status?: OrderStatus;
  payStatus?: PayStatus;
  page?: number;
}

export function listOrders(body: OrderListBody, options: RequestOptions = {}): Promise<Paged<Order>> {
  return post<Paged<Order>>('order/list', body, options);
}

export function orderDetail(number: string, options: RequestOptions = {}): Promise<Order> {
  return post<Order>('order/detail', { number }, options);
}

/** Unpaid: cancelled at once. Paid: pending cancellation until the shop agrees. */
export function cancelOrder(number: string, options: RequestOptions = {}): Promise<Order> {
  return post<Order>('order/cancel', { number }, options);
}

/** Confirms receipt of a paid, shipped order in progress (it becomes completed). */
export function confirmOrder(number: string, options: RequestOptions = {}): Promise<Order> {
  return post<Order>('order/confirm', { number }, options);
}
