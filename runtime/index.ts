/**
 * The runtime chunk: no React. The loader imports it once and calls boot(), which installs
 * `window.ShopElements` and starts the runtime.
 */
import { observe, loadElement, upgrade } from './elements';
import { readInitialData } from './initial-data';
import { $locale, $messages, setLocale, t, toLocale } from './i18n';
import { $currency, isCurrency } from './money';

export interface StartOptions {
  /** Interface language; defaults to the page's <html lang>, then en. */
  locale?: string;
  /** Currency for prices that do not name one; defaults to the initial data's, then USD. */
  currency?: string;
}

export interface ShopElementsGlobal {
  readonly version: string;
  start(options?: StartOptions): Promise<void>;
  loadElement(tag: string): Promise<void>;
  upgrade(root: ParentNode): void;
  t: typeof t;
  stores: { $locale: typeof $locale; $messages: typeof $messages; $currency: typeof $currency };
}

declare global {
  interface Window {
    ShopElements?: ShopElementsGlobal;
  }
}

let started: Promise<void> | undefined;

/** Starts the runtime once; later calls return the first start. */
export function start(options: StartOptions = {}): Promise<void> {
  started ??= (async () => {
    const initial = readInitialData();
    const currency = options.currency ?? (initial.config?.currency as string | undefined);
    if (currency && isCurrency(currency)) $currency.set(currency.toUpperCase());
    await setLocale(toLocale(options.locale ?? document.documentElement.lang));
    upgrade(document);
    observe();
    document.dispatchEvent(new CustomEvent('shop:start', { bubbles: true, composed: true }));
  })();
  return started;
}

const shopElements: ShopElementsGlobal = {
  version: __SHOP_VERSION__,
  start,
  loadElement,
  upgrade,
  t,
  stores: { $locale, $messages, $currency },
};

/** Installs the global object (keeping one a second copy of the bundle already installed). */
export function boot(): ShopElementsGlobal {
  window.ShopElements ??= shopElements;
  void window.ShopElements.start();
  return window.ShopElements;
}
