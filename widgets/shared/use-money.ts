/** Money from the API (integer minor units) written for the shopper: Intl, their language, their currency. */
import { useStore } from '@nanostores/react';
import { $currency, $displayCurrency, $rates, formatMoney, fromMinorUnits } from '../../runtime/money';
import { useT } from './use-t';

/**
 * The shop's currency (what the API's amounts are in), re-rendering the component when the
 * shopper's display currency or the rates change, since formatMoney() converts with them.
 */
export function useShopCurrency(): string {
  useStore($displayCurrency);
  useStore($rates);
  return useStore($currency);
}

export function useMoney(): (minorUnits: number, currency?: string) => string {
  const { locale } = useT();
  const shopCurrency = useShopCurrency();
  return (minorUnits, currency = shopCurrency) => formatMoney(fromMinorUnits(minorUnits, currency), currency, locale);
}
