import assert from 'node:assert/strict';
import { apiClient } from '../helpers/node/api-client.ts';
import type { RunningDemo } from '../helpers/node/demo-server.ts';
import { latestMail } from '../helpers/node/test-db.ts';

/** What the demo's auth/signup takes for a test account: names, terms, and +86 for a mobile number. */
export function signUpBody(account: string, password: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName: 'Test', lastName: 'Shopper', account, password, terms: true, ...(/^\d+$/.test(account) ? { countryCode: '+86' } : {}), ...extra };
}

/**
 * Makes the account behind `auth` a customer who may review `products` (slugs): its e-mail
 * proven by the link in the outbox, and a paid order holding one of each, placed and paid
 * through the API as a shopper would.
 */
export async function verifiedBuyer(on: RunningDemo, auth: { 'x-auth': string }, email: string, products: string[]): Promise<void> {
  const call = apiClient(on.url);
  const link = await latestMail(on, email, 'verify-email');
  assert.equal((await call('/auth/verify-email', { account: email, token: /token=(\d{6})/.exec(link)![1] }, auth)).code, 0);
  const addressId = (await call('/address/save', { firstName: 'Rev', lastName: 'Iewer', country: 'HK', city: 'Hong Kong', address: '1 Harbour Road', countryCode: '+852', phone: '5555 1234' }, auth)).data.id;
  for (const product of products) {
    const sku = await on.app.db.value<string>`SELECT s.code FROM skus s JOIN products p ON p.id = s.product_id WHERE p.slug = ${product} AND s.stock > 0 ORDER BY s.id LIMIT 1`;
    assert.equal((await call('/cart/add', { sku, quantity: 1 }, auth)).code, 0);
  }
  const placed = await call('/checkout/place', { addressId, shippingMethod: 'standard', paymentMethod: 'test-card' }, { ...auth, 'idempotency-key': crypto.randomUUID() });
  assert.equal(placed.code, 0, placed.msg);
  assert.equal((await call('/order/pay', { number: placed.data.number, card: '4242424242424242', expiry: '12/34', cvc: '123' }, auth)).data.payment, 'succeeded');
}
