/**
 * What the order screens know that is not rendering: which actions an order allows in its state
 * (docs/api.md "Orders and payment"), the list's filters and page in the address (each change a
 * history entry, so Back returns to the previous filter), loading a page, live changes from the
 * socket, the order lines' pictures and option words, and links into the user area.
 */
import type { RequestOptions } from './http/client';
import { productDetail } from './api/catalogue';
import { listOrders } from './api/orders';
import type { Order, OrderStatus, Paged, PayStatus, ProductDetail } from './api/types';
import { DEFAULT_USER_PATH } from './constants';
import { $locale } from './i18n';
import { readInitialData } from './initial-data';
import { $languagePrefix } from './session';
import { onSocketMessage, type SocketMessage } from './socket';

export const ORDER_STATUSES: readonly OrderStatus[] = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'];
export const PAY_STATUSES: readonly PayStatus[] = ['unpaid', 'paid'];

export interface OrderActions {
  /** Unpaid and in progress. */
  pay: boolean;
  /** In progress (a paid order becomes pending cancellation). */
  cancel: boolean;
  /** In progress, paid and shipped. */
  confirm: boolean;
  /** Paid, in progress or completed: the shop takes return applications. */
  afterSales: boolean;
}

export function orderActions(order: Pick<Order, 'status' | 'payStatus' | 'shipments'>): OrderActions {
  const open = order.status === 'in_progress';
  const paid = order.payStatus === 'paid';
  return {
    pay: open && !paid,
    cancel: open,
    confirm: open && paid && order.shipments.length > 0,
    afterSales: paid && (open || order.status === 'completed'),
  };
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

/**
 * One page of orders. The pay-status filter goes to the server; a server that ignores it would
 * answer orders of the other pay status too, and those are left out of the page rather than
 * shown under the wrong filter.
 */
export async function loadOrderPage(query: OrderQuery, options: RequestOptions = {}): Promise<Paged<Order>> {
  const page = await listOrders({ ...(query.status ? { status: query.status } : {}), ...(query.pay ? { payStatus: query.pay } : {}), page: query.page }, options);
  return query.pay ? { ...page, list: page.list.filter((o) => o.payStatus === query.pay) } : page;
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

// ---- lines: pictures and option words -------------------------------------------------------

/**
 * An order line names its product and SKU only; its picture and option words come from the
 * product (`product/detail`, in the shopper's language), fetched once per product and language.
 * A product that is gone leaves the line without them.
 */
const products = new Map<string, Promise<ProductDetail | null>>();

export function productOf(slug: string): Promise<ProductDetail | null> {
  const key = `${$locale.get()}:${slug}`;
  let found = products.get(key);
  if (!found) {
    found = productDetail(slug, { quiet: true }).catch(() => {
      products.delete(key); // a later screen may try again
      return null;
    });
    products.set(key, found);
  }
  return found;
}

export interface LineFacts {
  image: string;
  /** The SKU's options in words: [{name: 'Colour', value: 'Blue'}, ...]. */
  options: { name: string; value: string }[];
}

export function lineFacts(product: ProductDetail | null, sku: string): LineFacts | undefined {
  if (!product) return undefined;
  const found = product.skus.find((s) => s.code === sku);
  const options = found
    ? product.options.flatMap((option) => {
        const value = found.options[option.key];
        if (value === undefined) return [];
        return [{ name: option.name, value: option.values.find((v) => v.value === value)?.label ?? value }];
      })
    : [];
  return { image: found?.image || product.image, options };
}

/** Facts for every distinct product of these orders, keyed by slug. */
export async function productsOf(orders: readonly Order[]): Promise<Map<string, ProductDetail | null>> {
  const slugs = [...new Set(orders.flatMap((o) => o.products.map((p) => p.slug)))];
  const found = await Promise.all(slugs.map((slug) => productOf(slug)));
  return new Map(slugs.map((slug, i) => [slug, found[i] ?? null]));
}

// ---- links ----------------------------------------------------------------------------------

/** A user-area address under the shop's user path (config.userPath) and the language prefix. */
export function userHref(screen: string): string {
  const configured = readInitialData().config?.userPath;
  const base = (typeof configured === 'string' && configured.trim() ? configured : DEFAULT_USER_PATH).replace(/^\/+|\/+$/g, '');
  return `${$languagePrefix.get()}/${base}/${screen.replace(/^\/+/, '')}`;
}

export const orderHref = (number: string) => userHref(`order/${encodeURIComponent(number)}`);
export const returnHref = (number: string) => userHref(`return/${encodeURIComponent(number)}`);
