/**
 * Analytics (docs/analytics.md): one `shop:analytics` event on the document for each thing a
 * shopper does, named and shaped as GA4's e-commerce events, and with the start option
 * `analytics: 'dataLayer'` the same pushed to `window.dataLayer` for Google Tag Manager.
 * Nothing at all while the switch is off (`noAnalytics`, until `ShopElements.startAnalytics()`).
 *
 * The elements that report import this file, so it travels in their chunks; the runtime chunk
 * holds only the switch and the sending (./analytics-switch.ts), which also reports the views
 * the server drew into elements' markup. Amounts come in minor units, as the API gives
 * them, and leave in the main unit of the shop's currency (GA4 wants 19.99, not 1999).
 */
import type { CartLine, CheckoutTotals, Order, OrderLine, ProductSummary } from './api/types';
import { analyticsSwitch, reportAnalytics } from './analytics-switch';
import { $currency, fromMinorUnits } from './money';

export type AnalyticsEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'
  | 'search'
  | 'sign_up'
  | 'login';

/** GA4's item. `item_id` is the product's slug and `item_variant` the SKU code, the same in every event. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** The detail of `shop:analytics`, and what is pushed to the dataLayer. */
export interface AnalyticsDetail {
  event: AnalyticsEventName;
  ecommerce: { currency?: string; value?: number; items?: AnalyticsItem[]; shipping?: number; [field: string]: unknown };
}

/** A product as a page knows it (a product detail's SKU: `sku`, its `price` and `linePrice`). */
export interface ProductItem {
  slug: string;
  name: string;
  sku?: string;
  price: number;
  linePrice?: number | null;
  quantity?: number;
  category?: { name: string };
}

/** What an item is made of: a product summary, a cart line, an order line, or a product with its SKU. */
export type ItemSource = ProductSummary | CartLine | OrderLine | ProductItem;

/** A list the items were shown in; `offset` is the first one's position (a later page's). */
export interface ItemList {
  id: string;
  name: string;
  offset?: number;
}

export interface AnalyticsParams {
  items?: ItemSource[];
  list?: ItemList;
  /** Minor units; by default the items' price × quantity. */
  value?: number;
  /** Minor units. */
  shipping?: number;
  /** GA4's own fields: search_term, transaction_id, coupon, shipping_tier, payment_type, method. */
  [field: string]: unknown;
}

/** Order numbers already reported as a purchase in this tab: a reload of the success page is not a second sale. */
const REPORTED_KEY = 'shop.analytics.orders';

function firstReport(order: string): boolean {
  try {
    const reported = JSON.parse(sessionStorage.getItem(REPORTED_KEY) ?? '[]') as string[];
    if (reported.includes(order)) return false;
    sessionStorage.setItem(REPORTED_KEY, JSON.stringify([...reported, order]));
  } catch {
    // No storage (private mode): report it; this page will not see the order again.
  }
  return true;
}

/** Reports what the shopper did, when analytics is on (a purchase once per order). */
export function analytics(event: AnalyticsEventName, params: AnalyticsParams = {}): void {
  if (!analyticsSwitch.on) return;
  const detail = analyticsDetail(event, params, $currency.get());
  if (event === 'purchase' && !firstReport(String(detail.ecommerce.transaction_id))) return;
  reportAnalytics(detail);
}

/**
 * The event's detail, shaped from what the page knows, amounts in `currency` (the shop's). Pure
 * (no DOM, no storage): a server render writes a drawn element's view with it
 * (widgets/shared/drawn-view.tsx), the runtime reports it from there.
 */
export function analyticsDetail(event: AnalyticsEventName, { items, list, value, shipping, ...fields }: AnalyticsParams, currency: string): AnalyticsDetail {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const ecommerce: AnalyticsDetail['ecommerce'] = {};
  if (items || value !== undefined) {
    const shaped = (items ?? []).map((source, position) => itemOf(source, money, list, position));
    const total = value ?? (items ?? []).reduce((sum, source) => sum + source.price * ((source as { quantity?: number }).quantity ?? 1), 0);
    Object.assign(ecommerce, { currency, value: money(total) }, items ? { items: shaped } : {});
  }
  if (shipping !== undefined) ecommerce.shipping = money(shipping);
  for (const [name, given] of Object.entries(fields)) if (given !== undefined && given !== null && given !== '') ecommerce[name] = given;
  return { event, ecommerce };
}

function itemOf(source: ItemSource, money: (minor: number) => number, list: ItemList | undefined, position: number): AnalyticsItem {
  const line = source as Partial<CartLine & OrderLine & ProductItem>;
  // A cart line keeps its product apart; the others carry slug and name themselves.
  const product = line.product ?? (source as { slug: string; name: string });
  const item: AnalyticsItem = { item_id: product.slug, item_name: product.name, price: money(source.price), quantity: line.quantity ?? 1 };
  if (line.sku) item.item_variant = line.sku;
  if (line.category?.name) item.item_category = line.category.name;
  if (line.linePrice && line.linePrice > source.price) item.discount = money(line.linePrice - source.price);
  if (list) Object.assign(item, { index: (list.offset ?? 0) + position, item_list_id: list.id, item_list_name: list.name });
  return item;
}

/** A checkout's lines and value (what the goods come to after the coupon) and its coupon. */
export function checkoutParams(totals: CheckoutTotals): AnalyticsParams {
  return { items: totals.lines, value: totals.subtotal - totals.discount, coupon: totals.coupon?.applied ? totals.coupon.code : undefined };
}

/** A placed order as GA4's purchase: its number, goods after discount, shipping, coupon and methods. */
export function orderParams(order: Order): AnalyticsParams {
  return {
    transaction_id: order.number,
    items: order.products,
    value: order.price - order.discount,
    shipping: order.shippingFee,
    coupon: order.couponCode,
    shipping_tier: order.shippingMethod,
    payment_type: order.paymentMethod,
  };
}
