/**
 * The runtime chunk: no React. The loader imports it once and calls boot(), which installs
 * `window.ShopElements` and starts the runtime.
 */
import { $wishList, startAccount } from './account';
import type { RoutingConfig } from './api/types';
import { createComponent } from './create-component';
import { loadElement, observe, upgrade } from './elements';
import { $locale, $messages, setLocale, t, toLocale } from './i18n';
import { readInitialData } from './initial-data';
import { $chosenCurrency, $currency, isCurrency } from './money';
import { $page, $pageLoading, navigate, startNavigation } from './navigation/navigator';
import { resolveRoute } from './routes';
import { $cartNumber, $languagePrefix, $signedIn, $token, $userInfo, logout, watchAuth } from './session';
import { $productDisplay, applyTheme } from './theme';
import { $socket, startSocket } from './socket';
import { $toasts, toast } from './toast';
import { startTracking } from './tracking';

export interface StartOptions {
  /** Interface language; defaults to the address's language prefix, then <html lang>, then en. */
  locale?: string;
  /** Currency for prices that do not name one; defaults to the shopper's pick (shop-locale) when the
   * initial data's `currencies` still lists it, then the initial data's `currency`, then USD. */
  currency?: string;
  /** The live-message socket's address, when not `{this host}/ws/message`. */
  socketUrl?: string;
  /** Leave out visitor tracking (e.g. until the shopper consents). */
  noTracking?: boolean;
}

const stores = { $locale, $messages, $currency, $token, $userInfo, $signedIn, $cartNumber, $languagePrefix, $page, $pageLoading, $toasts, $productDisplay, $wishList, $socket };

export interface ShopElementsGlobal {
  readonly version: string;
  start(options?: StartOptions): Promise<void>;
  navigate(url: string): Promise<boolean>;
  createComponent: typeof createComponent;
  loadElement(tag: string): Promise<void>;
  upgrade(root: ParentNode): void;
  toast: typeof toast;
  logout: typeof logout;
  t: typeof t;
  stores: typeof stores;
}

declare global {
  interface Window {
    ShopElements?: ShopElementsGlobal;
    createComponent?: typeof createComponent;
  }
}

let started: Promise<void> | undefined;

/** Starts the runtime once; later calls return the first start. */
export function start(options: StartOptions = {}): Promise<void> {
  started ??= (async () => {
    const initial = readInitialData();
    const config = (initial.config ?? {}) as Partial<RoutingConfig> & { currency?: unknown; currencies?: unknown };
    // The shopper's remembered pick wins while the shop still offers it (config.currencies).
    const offered = Array.isArray(config.currencies) ? config.currencies.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()) : [];
    const chosen = offered.includes($chosenCurrency.get()) ? $chosenCurrency.get() : undefined;
    const currency = options.currency ?? chosen ?? (typeof config.currency === 'string' ? config.currency : undefined);
    if (currency && isCurrency(currency)) $currency.set(currency.toUpperCase());
    const route = resolveRoute(location.href, config);
    await setLocale(toLocale(options.locale ?? (route?.prefix || document.documentElement.lang)));
    applyTheme(initial.theme?.config as Record<string, unknown> | undefined);
    watchAuth();
    startAccount();
    if (!options.noTracking) startTracking();
    startSocket({ url: options.socketUrl });
    upgrade(document);
    observe();
    startNavigation({ routing: config, initial: initial.pageData !== undefined || initial.theme ? { theme: initial.theme, pageData: initial.pageData } : undefined });
    document.dispatchEvent(new CustomEvent('shop:start', { bubbles: true, composed: true }));
  })();
  return started;
}

const shopElements: ShopElementsGlobal = {
  version: __SHOP_VERSION__,
  start,
  navigate: (url) => navigate(url),
  createComponent,
  loadElement,
  upgrade,
  toast,
  logout,
  t,
  stores,
};

/** Installs the global object (keeping one a second copy of the bundle already installed). */
export function boot(): ShopElementsGlobal {
  window.ShopElements ??= shopElements;
  window.createComponent ??= window.ShopElements.createComponent;
  void window.ShopElements.start();
  return window.ShopElements;
}
