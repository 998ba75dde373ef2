/** Money from the API (integer minor units) written for the shopper: Intl, their language, the shop's currency. */
import { useStore } from '@nanostores/react';
import { $currency, formatMoney, fromMinorUnits } from '../../runtime/money';
import { useT } from './use-t';

export function useMoney(): (minorUnits: number, currency?: string) => string {
  const { locale } = useT();
  const shopCurrency = useStore($currency);
  return (minorUnits, currency = shopCurrency) => formatMoney(fromMinorUnits(minorUnits, currency), currency, locale);
}
