/** Money from the API (integer minor units) written for the shopper: Intl, their language, their currency. */
import { useStore } from '@nanostores/react';
import { $currency, $displayCurrency, $rates, formatMoney, formatRecorded, fromMinorUnits } from '../../runtime/money';
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

/**
 * A recorded amount (an order's total, lines, refund, a coupon's value) in the currency it was
 * recorded in (the shop's unless given), never converted into the shopper's display currency:
 * SE1005, paid $27.00, reads $27.00 whatever currency the shopper browses in.
 */
export function useRecordedMoney(): (minorUnits: number, currency?: string) => string {
  const { locale } = useT();
  const shopCurrency = useStore($currency);
  return (minorUnits, currency = shopCurrency) => formatRecorded(fromMinorUnits(minorUnits, currency), currency, locale);
}

/** An amount rounded to what the currency writes (2 decimals for USD, 0 for JPY). */
function roundFor(amount: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Number(amount.toFixed(digits));
}

/**
 * The currency the shopper reads prices in (their display currency, else the shop's), with the
 * conversions a typed amount needs: a price filter is typed in what the shopper sees and sent
 * in the shop's currency, which the API filters by.
 */
export function useShopperCurrency(): { code: string; toShop(amount: number): number; fromShop(amount: number): number } {
  const shop = useShopCurrency();
  const display = useStore($displayCurrency);
  const rate = useStore($rates)[display];
  if (!display || !rate) return { code: shop, toShop: (amount) => amount, fromShop: (amount) => amount };
  return { code: display, toShop: (amount) => roundFor(amount / rate, shop), fromShop: (amount) => roundFor(amount * rate, display) };
}
