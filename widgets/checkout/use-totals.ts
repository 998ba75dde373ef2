/** The server's checkout totals for the chosen address and shipping method, refetched when they change. */
import { useEffect, useState } from 'react';
import type { CheckoutTotals } from '../../runtime/api/types';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import type { SummaryTotals } from './order-summary';

export type TotalsState = { state: 'loading' } | { state: 'ready'; totals: CheckoutTotals } | { state: 'failed'; message: string };

export function useTotals(addressId: number | undefined, shippingMethod: string | undefined, fallback: string) {
  const [totals, setTotals] = useState<TotalsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    post<CheckoutTotals>('checkout/summary', { ...(addressId ? { addressId } : {}), ...(shippingMethod ? { shippingMethod } : {}) }, { signal: controller.signal, quiet: true }).then(
      (data) => setTotals({ state: 'ready', totals: data }),
      (error) => !controller.signal.aborted && setTotals({ state: 'failed', message: isShopError(error) ? error.userMessage : fallback }),
    );
    return () => controller.abort();
  }, [addressId, shippingMethod, attempt]);
  return { totals, setTotals: (data: CheckoutTotals) => setTotals({ state: 'ready', totals: data }), retry: () => setAttempt((n) => n + 1) };
}

/** Checkout totals in the summary's shape: shipping is unknown until a method is chosen. */
export function summaryOf(totals: CheckoutTotals): SummaryTotals {
  return {
    lines: totals.lines.map((l) => ({ sku: l.sku, price: l.price, quantity: l.quantity, name: l.product.name, image: l.product.image, options: l.options })),
    subtotal: totals.subtotal,
    discount: totals.discount,
    shippingFee: totals.shippingMethod ? totals.shippingFee : null,
    total: totals.total,
  };
}
