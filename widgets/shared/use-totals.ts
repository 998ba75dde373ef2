/** The server's checkout totals for the chosen address and shipping method, refetched when they change. */
import { useEffect, useRef, useState } from 'react';
import type { CheckoutTotals } from '../../runtime/api/types';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';

export type TotalsState = { state: 'loading' } | { state: 'ready'; totals: CheckoutTotals } | { state: 'failed'; message: string };

/** The checkout's totals for these choices (quiet: the caller shows a failure where it belongs). */
export function readTotals(addressId: number | undefined, shippingMethod: string | undefined, signal?: AbortSignal): Promise<CheckoutTotals> {
  return post<CheckoutTotals>('checkout/summary', { ...(addressId ? { addressId } : {}), ...(shippingMethod ? { shippingMethod } : {}) }, { signal, quiet: true });
}

/**
 * `refresh` changes when the cart behind the totals changed (a quantity, a removed line).
 * `served`: the totals the server drew the element with, the first state; fetched again only
 * once something they depend on changes.
 */
export function useTotals(addressId: number | undefined, shippingMethod: string | undefined, fallback: string, refresh: unknown = 0, served?: CheckoutTotals) {
  const [totals, setTotals] = useState<TotalsState>(served ? { state: 'ready', totals: served } : { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const keepServed = useRef(served !== undefined);
  useEffect(() => {
    if (keepServed.current) {
      keepServed.current = false;
      return;
    }
    const controller = new AbortController();
    readTotals(addressId, shippingMethod, controller.signal).then(
      (data) => setTotals({ state: 'ready', totals: data }),
      (error) => !controller.signal.aborted && setTotals({ state: 'failed', message: isShopError(error) ? error.userMessage : fallback }),
    );
    return () => controller.abort();
  }, [addressId, shippingMethod, attempt, refresh]);
  return { totals, setTotals: (data: CheckoutTotals) => setTotals({ state: 'ready', totals: data }), retry: () => setAttempt((n) => n + 1) };
}

