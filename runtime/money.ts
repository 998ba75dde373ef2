/**
 * Money. The API's amounts are in the shop's currency (`$currency`, the initial data's
 * `config.currency`). The shopper may choose to see another currency the shop has a rate for
 * (`config.currencyRates`, units of that currency per unit of the shop's): amounts in the
 * shop's currency are then converted where they are written, in formatMoney(), the one way
 * prices are written. Amounts the page gives in another currency are never converted, and
 * neither are amounts recorded in the shop's currency (an order's, a refund's, a coupon's:
 * formatRecorded()), which are shown in the currency they were recorded in, always.
 *
 * The pick is mirrored in a cookie (`shop_currency`) so that a server drawing the page can draw
 * it in that currency (the hydrated page then matches what the server drew).
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';

export const DEFAULT_CURRENCY = 'USD';
/** The shop's currency: what the API's amounts are in. */
export const $currency = atom<string>(DEFAULT_CURRENCY);
/** Units of a currency per unit of the shop's (config.currencyRates). */
export const $rates = atom<Readonly<Record<string, number>>>({});
/** The currency the shopper sees; '' for the shop's own. */
export const $displayCurrency = atom<string>('');
/** The shopper's own pick (shop-locale), remembered across visits; '' when none. */
export const $chosenCurrency = persistentAtom<string>('shop.currency', '');

/** The cookie that tells a server drawing the page which currency the shopper reads prices in. */
export const CURRENCY_COOKIE = 'shop_currency';

/** Writes the shopper's pick into the cookie (or clears it when they read the shop's own). */
function mirrorCurrencyCookie(code: string): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = code ? `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${400 * 24 * 3600}; SameSite=Lax${secure}` : `${CURRENCY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** The shop's currency and every currency it has a rate for. */
export function offeredCurrencies(): string[] {
  return [$currency.get(), ...Object.keys($rates.get()).filter((code) => code !== $currency.get())];
}

/** The shopper picks a currency the shop offers: it applies now and on later visits. */
export function chooseCurrency(code: string): void {
  const upper = code.toUpperCase();
  if (!offeredCurrencies().includes(upper)) return;
  $chosenCurrency.set(upper);
  $displayCurrency.set(upper === $currency.get() ? '' : upper);
  mirrorCurrencyCookie($displayCurrency.get());
}

/**
 * Sets the shop's currency and rates (at start), and keeps the shopper's pick while it is offered.
 * `shown`: the currency to show until the shopper picks one (the `displayCurrency` start option),
 * when the shop has a rate for it.
 */
export function setCurrencies(shop: string, rates: Record<string, unknown> = {}, shown = ''): void {
  $currency.set(shop.toUpperCase());
  const valid: Record<string, number> = {};
  for (const [code, rate] of Object.entries(rates)) if (isCurrency(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0) valid[code.toUpperCase()] = rate;
  $rates.set(valid);
  const offered = (code: string) => code && code !== $currency.get() && valid[code];
  const chosen = $chosenCurrency.get();
  const preferred = shown.toUpperCase();
  $displayCurrency.set(chosen ? (offered(chosen) ? chosen : '') : offered(preferred) ? preferred : '');
}

/**
 * At start in the browser: the cookie says what the local pick says (a pick made before the
 * cookie existed, or a cookie left by a pick the shop no longer offers, is put right).
 */
export function mirrorChosenCurrency(): void {
  if (typeof document === 'undefined') return;
  const cookie = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
  if (cookie !== $displayCurrency.get()) mirrorCurrencyCookie($displayCurrency.get());
}

const formatters = new Map<string, Intl.NumberFormat>();

/** A price: an amount in the shop's currency is written in the shopper's, converted at the shop's rate. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const display = $displayCurrency.get();
  const rate = $rates.get()[display];
  if (display && rate && currency.toUpperCase() === $currency.get()) {
    amount *= rate;
    currency = display;
  }
  return formatRecorded(amount, currency, locale);
}

/**
 * A recorded amount (an order's, a payment's, a refund's, a coupon's), written in the currency
 * it was recorded in whatever the shopper reads prices in. Intl.NumberFormat is slow to create
 * and fast to use: one is kept per locale and currency.
 */
export function formatRecorded(amount: number, currency: string, locale: string): string {
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
  // Intl formats any three letters; its list of supported currencies is the real check.
  if (typeof Intl.supportedValuesOf === 'function') return Intl.supportedValuesOf('currency').includes(code.toUpperCase());
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
