/** The shopper's orders (docs/api.md, "Orders and payment"). Paying goes through <shop-payment>. */
import { post, type RequestOptions } from '../http/client';
import type { Order, OrderStatus, Paged, PayStatus } from './types';

/** `status` and `payStatus` narrow the list (and its `total`) to orders in that state. */
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

/**
 * A guest's order from any device, by its number and the contact e-mail given at checkout
 * (no token, no visitor id needed). A wrong pair is one code-40 refusal that names neither.
 */
export function lookupOrder(body: { number: string; email: string }, options: RequestOptions = {}): Promise<Order> {
  return post<Order>('order/lookup', body, options);
}
