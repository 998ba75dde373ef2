/**
 * The demo account's history, so every user-centre screen has something real to show: orders
 * in every state of spec section 4 (unpaid, paid, shipped, completed, cancelled, pending
 * cancellation), a return waiting for the shop's audit, two addresses (one the default),
 * favourite products and articles, a second signed-in device, and activity log entries.
 * Deterministic: fixed numbers (SE1001..., RT1001), fixed SKUs, times relative to now; it reads
 * prices and fees from what the seed wrote and never touches stock or the seed's random stream.
 */
import type { SqliteDb as Db } from '../db/database.ts';
import { pick } from '../db/text.ts';

const day = 86_400_000;
const at = (offsetDays: number, hour = 10) => {
  const d = new Date(Date.now() + offsetDays * day);
  d.setUTCHours(hour, 15, 0, 0);
  return d.toISOString();
};

/** A device that is not the one the shopper tries the demo on: something to revoke. */
export const DEMO_OTHER_DEVICE = {
  // Not the hash of any token anyone holds: the session can be listed and revoked, never used.
  token: `5eed${'0'.repeat(58)}01`,
  ip: '203.0.113.24',
  device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  method: 'password:mobile',
};

interface SeedOrder {
  number: string;
  days: number;
  lines: [sku: string, quantity: number][];
  status: 'in_progress' | 'completed' | 'cancelled' | 'pending_cancellation';
  pay: 'unpaid' | 'paid';
  shipped?: boolean;
  shipping: string;
  payment: string;
  coupon?: string;
  address: 'home' | 'office';
}

/** Newest last; SE1004 and SE1005 are the two unpaid ones the centre's reminder counts. */
export const DEMO_ORDERS: SeedOrder[] = [
  { number: 'SE1001', days: -40, lines: [['linen-shirt-blue-m', 1], ['classic-scarf-red', 1]], status: 'completed', pay: 'paid', shipped: true, shipping: 'standard', payment: 'test-card', address: 'home' },
  { number: 'SE1002', days: -9, lines: [['nordic-mug-blue', 2]], status: 'in_progress', pay: 'paid', shipped: true, shipping: 'express', payment: 'test-card', address: 'home' },
  { number: 'SE1003', days: -4, lines: [['harbour-notebook-blue', 3], ['classic-pen-red', 1]], status: 'in_progress', pay: 'paid', shipping: 'standard', payment: 'test-card', coupon: 'WELCOME10', address: 'office' },
  { number: 'SE1004', days: -2, lines: [['classic-tee-blue-l', 2]], status: 'in_progress', pay: 'unpaid', shipping: 'standard', payment: 'test-card', address: 'home' },
  { number: 'SE1005', days: -1, lines: [['linen-tote-red', 1]], status: 'in_progress', pay: 'unpaid', shipping: 'pickup', payment: 'cod', address: 'home' },
  { number: 'SE1006', days: -20, lines: [['nordic-lamp-blue', 1]], status: 'cancelled', pay: 'unpaid', shipping: 'express', payment: 'test-card', address: 'home' },
  { number: 'SE1007', days: -6, lines: [['classic-sweater-red-s', 1]], status: 'pending_cancellation', pay: 'paid', shipping: 'standard', payment: 'test-card', address: 'home' },
  { number: 'SE1008', days: -75, lines: [['harbour-teapot-blue', 1]], status: 'completed', pay: 'paid', shipped: true, shipping: 'standard', payment: 'test-card', address: 'office' },
];

/** The return waiting for the shop: on the completed order SE1001. */
export const DEMO_RETURN = { number: 'RT1001', order: 'SE1001', days: -3, type: 'return_refund', reason: 'damaged', description: 'The scarf arrived with a pulled thread along one edge.' };

export const DEMO_FAVORITES = { product: ['classic-shirt', 'linen-tote', 'nordic-lamp'], article: ['caring-for-linen', 'packing-light'] };

const ADDRESSES = {
  home: { firstName: 'Demo', lastName: 'Customer', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '18 Harbour Road', apartment: 'Flat 12B', countryCode: '+852', phone: '5123 4567', isDefault: true },
  office: { firstName: 'Demo', lastName: 'Customer', country: 'US', province: 'CA', city: 'San Francisco', area: '', postalCode: '94105', address: '100 Market Street', apartment: 'Suite 400', countryCode: '+1', phone: '415 555 0100', isDefault: false },
} as const;

export function seedDemoHistory(db: Db, userId: number): void {
  const addressIds: Record<string, number> = {};
  const insertAddress = db.prepare(
    'INSERT INTO addresses (user_id, first_name, last_name, country, province, city, area, postal_code, address, apartment, country_code, phone, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  for (const [key, a] of Object.entries(ADDRESSES)) {
    addressIds[key] = (insertAddress.get(userId, a.firstName, a.lastName, a.country, a.province, a.city, a.area, a.postalCode, a.address, a.apartment, a.countryCode, a.phone, a.isDefault ? 1 : 0) as { id: number }).id;
  }

  const sku = db.prepare('SELECT s.id, s.code, s.price, p.slug, p.name FROM skus s JOIN products p ON p.id = s.product_id WHERE s.code = ?');
  const fee = db.prepare(
    "SELECT coalesce((SELECT fee FROM shipping_rates WHERE method_id = m.id AND country = ?), (SELECT fee FROM shipping_rates WHERE method_id = m.id AND country = '*')) AS fee FROM shipping_methods m WHERE m.code = ?",
  );
  const coupon = db.prepare('SELECT kind, amount FROM coupons WHERE code = ?');
  const insertOrder = db.prepare(
    `INSERT INTO orders (number, user_id, status, pay_status, address, shipping_method, payment_method, coupon_code, subtotal, discount, shipping_fee, total, shipped, created_at, paid_at, shipped_at, completed_at, cancelled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertItem = db.prepare('INSERT INTO order_items (order_id, sku_id, product_slug, name, sku_code, price, quantity) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertPayment = db.prepare("INSERT INTO payments (order_id, status, card_last4, created_at) VALUES (?, 'succeeded', '4242', ?)");
  const insertShipment = db.prepare('INSERT INTO shipments (order_id, express_name, express_number) VALUES (?, ?, ?)');
  const log = db.prepare('INSERT INTO activity (user_id, action, ip, created_at) VALUES (?, ?, ?, ?)');
  const events: [string, string, string][] = [];
  const orderIds: Record<string, { id: number; total: number }> = {};

  for (const o of DEMO_ORDERS) {
    const lines = o.lines.map(([code, quantity]) => {
      const found = sku.get(code) as { id: number; code: string; price: number; slug: string; name: string } | undefined;
      if (!found) throw new Error(`Seed history: no SKU ${code}`);
      return { ...found, quantity };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const c = o.coupon ? (coupon.get(o.coupon) as { kind: string; amount: number }) : undefined;
    const discount = c ? (c.kind === 'percent' ? Math.floor((subtotal * c.amount) / 100) : Math.min(c.amount, subtotal)) : 0;
    const a = ADDRESSES[o.address];
    const shippingFee = (fee.get(a.country, o.shipping) as { fee: number | null }).fee ?? 0;
    const placed = at(o.days, 9);
    const paid = o.pay === 'paid' ? at(o.days, 11) : null;
    const shipped = o.shipped ? at(o.days + 1, 15) : null;
    const completed = o.status === 'completed' ? at(o.days + 4, 18) : null;
    const cancelled = o.status === 'cancelled' || o.status === 'pending_cancellation' ? at(o.days + 1, 8) : null;
    const total = subtotal - discount + shippingFee;
    const { id } = insertOrder.get(
      o.number, userId, o.status, o.pay, JSON.stringify({ id: addressIds[o.address], ...a }), o.shipping, o.payment, o.coupon ?? null,
      subtotal, discount, shippingFee, total, o.shipped ? 1 : 0, placed, paid, shipped, completed, cancelled,
    ) as { id: number };
    orderIds[o.number] = { id, total };
    // Line names are kept as the order was placed (in English), like a real order's.
    for (const l of lines) insertItem.run(id, l.id, l.slug, pick(l.name, 'en'), l.code, l.price, l.quantity);
    if (paid) insertPayment.run(id, paid);
    if (shipped) insertShipment.run(id, o.shipping === 'express' ? 'SF Express' : 'Demo Express', `DX${o.number.slice(2)}0042`);
    events.push([`order:place:${o.number}`, '198.51.100.7', placed]);
    if (paid) events.push([`order:pay:${o.number}`, '198.51.100.7', paid]);
    if (completed) events.push([`order:confirm:${o.number}`, '198.51.100.7', completed]);
    if (cancelled) events.push([`order:cancel:${o.number}`, '198.51.100.7', cancelled]);
  }

  const r = DEMO_RETURN;
  const order = orderIds[r.order]!;
  db.prepare(
    "INSERT INTO returns (number, order_id, user_id, apply_type, apply_description, reason, refund_amount, status, audit_status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending_approval', 'pending_approval', ?)",
  ).run(r.number, order.id, userId, r.type, r.description, r.reason, order.total, at(r.days, 16));
  events.push([`return:apply:${r.number}`, '198.51.100.7', at(r.days, 16)]);

  const favorite = db.prepare('INSERT INTO favorites (user_id, kind, target_id, created_at) VALUES (?, ?, (SELECT id FROM products WHERE slug = ?), ?)');
  const favoriteArticle = db.prepare("INSERT INTO favorites (user_id, kind, target_id, created_at) VALUES (?, 'article', (SELECT id FROM articles WHERE slug = ?), ?)");
  DEMO_FAVORITES.product.forEach((slug, i) => favorite.run(userId, 'product', slug, at(-30 + i)));
  DEMO_FAVORITES.article.forEach((slug, i) => favoriteArticle.run(userId, slug, at(-25 + i)));

  const d = DEMO_OTHER_DEVICE;
  db.prepare('INSERT INTO sessions (token, user_id, ip, device, method, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(d.token, userId, d.ip, d.device, d.method, at(-2, 20));
  events.push(['signin:password:email', '198.51.100.7', at(-40, 8)], [`signin:${d.method}`, d.ip, at(-2, 20)]);
  db.prepare('UPDATE users SET last_login = ?, credits = 120 WHERE id = ?').run(at(-2, 20), userId);

  // The log reads newest first by id: write the events in time order.
  for (const [action, ip, when] of events.sort((x, y) => x[2].localeCompare(y[2]))) log.run(userId, action, ip, when);
}
