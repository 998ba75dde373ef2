/** The shopper's currency and the one way money is written: Intl.NumberFormat. */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';

export const DEFAULT_CURRENCY = 'USD';
export const $currency = atom<string>(DEFAULT_CURRENCY);
/** The shopper's own pick (shop-locale), remembered across visits; '' when none. */
export const $chosenCurrency = persistentAtom<string>('shop.currency', '');

/** The shopper picks a currency: it applies now and on later visits (when the shop still offers it). */
export function chooseCurrency(code: string): void {
  const upper = code.toUpperCase();
  if (!isCurrency(upper)) return;
  $chosenCurrency.set(upper);
  $currency.set(upper);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl.NumberFormat is slow to create and fast to use: keep one per locale and currency. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** True when `code` is a currency Intl knows (ISO 4217, e.g. USD, CNY, HKD). */
export function isCurrency(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** An amount in minor units (cents, as the API sends prices) in the currency's main unit. */
export function fromMinorUnits(amount: number, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return amount / 10 ** digits;
}
