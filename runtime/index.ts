/**
 * The runtime chunk: no React. The loader imports it once and calls boot(), which installs
 * `window.ShopElements` and starts the runtime.
 */
import { $wishList, startAccount } from './account';
import type { RoutingConfig } from './api/types';
import { createComponent } from './create-component';
import { adoptCookieSession } from './cookie-session';
import { beforeUpgrade, loadElement, observe, restate, upgrade, whenElementLoads } from './elements';
import { $locale, $messages, chooseLocale, ensureMessages, setMessageOverrides, t, toLocale } from './i18n';
import { readInitialData } from './initial-data';
import { $chosenCurrency, $currency, $displayCurrency, DEFAULT_CURRENCY, isCurrency, mirrorChosenCurrency, setCurrencies } from './money';
import { $page, $pageLoading, navigate, rememberPrefix, startNavigation } from './navigation/navigator';
import { mountPlaceholders } from './placeholders';
import { resolveRoute } from './routes';
import { $cartNumber, $languagePrefix, $signedIn, $token, $userInfo, logout, mirrorVisitorCookie, watchAuth } from './session';
import { $productDisplay, applyTheme } from './theme';
import { $socket, startSocket } from './socket';
import { setShopAddress, setShopPages } from './shop-address';
import { $toasts, toast } from './toast';
import { startTracking, stopTracking } from './tracking';
import { analyticsSwitch, reportDrawnViews, startAnalytics, stopAnalytics } from './analytics-switch';

export interface StartOptions {
  /** Interface language; defaults to the address's language prefix, then <html lang>, then en. */
  locale?: string;
  /** The shop's currency, which the API's amounts are in; defaults to the initial data's
   * `currency`, then USD. The shopper may see another one the shop has a rate for
   * (`config.currencyRates`, chosen with shop-locale). */
  currency?: string;
  /**
   * The currency prices are shown in until the shopper picks one (shop-locale), when the shop
   * has a rate for it (`config.currencyRates`): e.g. a page on another site for readers in Hong Kong.
   */
  displayCurrency?: string;
  /**
   * The shop's address (`https://shop.example`) when the page is on another site: its API,
   * socket and pages are there (./shop-address.ts). Default: the initial data's `config.shop`,
   * then `data-shop` on the loader's script tag, then this page's own origin.
   */
  shop?: string;
  /**
   * The address of the shop's pages, when not the shop's own origin (`https://www.shop.example`,
   * or `https://shop.example/store` for pages under a path): where links and redirects that leave
   * the widgets go. Default: the initial data's `config.shopPages`, then `data-shop-pages` on the
   * loader's script tag, then the shop's address.
   */
  shopPages?: string;
  /** The live-message socket's address, when not `{the shop's host}/ws/message`. */
  socketUrl?: string;
  /** Leave the live-message socket out (a pasted widget that needs no pushes: no order or payment updates). */
  noSocket?: boolean;
  /** Leave out visitor tracking (e.g. until the shopper consents). */
  noTracking?: boolean;
  /** No `shop:analytics` event and no dataLayer push until `ShopElements.startAnalytics()` (consent). */
  noAnalytics?: boolean;
  /** `'dataLayer'`: analytics events are also pushed to `window.dataLayer` (Google Tag Manager). */
  analytics?: 'dataLayer';
  /** The shop's own words, `{key: text}` (keys of locales/en.json), over the catalogue of any
   * language; also read from the initial data's top-level `messages`, which these override. */
  messages?: Record<string, string>;
}

const stores = { $locale, $messages, $currency, $displayCurrency, $token, $userInfo, $signedIn, $cartNumber, $languagePrefix, $page, $pageLoading, $toasts, $productDisplay, $wishList, $socket };

export interface ShopElementsGlobal {
  readonly version: string;
  start(options?: StartOptions): Promise<void>;
  navigate(url: string): Promise<boolean>;
  createComponent: typeof createComponent;
  loadElement(tag: string): Promise<void>;
  upgrade(root: ParentNode): void;
  toast: typeof toast;
  logout: typeof logout;
  /** Ends the session on the server, then logs out (clears and reloads). */
  signOut: () => Promise<void>;
  /** Starts visitor tracking after a `noTracking` start (the shopper consented). */
  startTracking: typeof startTracking;
  /** Stops visitor tracking (the shopper withdrew consent). */
  stopTracking: typeof stopTracking;
  /** Starts analytics after a `noAnalytics` start (the shopper consented). */
  startAnalytics: typeof startAnalytics;
  /** Stops analytics (the shopper withdrew consent). */
  stopAnalytics: typeof stopAnalytics;
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
    // Before anything can wait: no element may report before the shopper's choice applies.
    analyticsSwitch.on = !options.noAnalytics;
    analyticsSwitch.dataLayer = options.analytics === 'dataLayer';
    const initial = readInitialData();
    // Before any request or the socket: where the shop is.
    if (options.shop !== undefined) setShopAddress(options.shop);
    if (options.shopPages !== undefined) setShopPages(options.shopPages);
    const config = (initial.config ?? {}) as Partial<RoutingConfig> & { currency?: unknown; currencyRates?: unknown; cookieSession?: unknown };
    // The shop's currency (what the API's amounts are in) and the rates of the others it
    // offers; the shopper's remembered pick applies while the shop still has a rate for it.
    const shopCurrency = options.currency ?? (typeof config.currency === 'string' ? config.currency : undefined);
    const rates = config.currencyRates && typeof config.currencyRates === 'object' ? (config.currencyRates as Record<string, unknown>) : {};
    setCurrencies(shopCurrency && isCurrency(shopCurrency) ? shopCurrency : DEFAULT_CURRENCY, rates, options.displayCurrency);
    // The server drawing the next page reads the pick from a cookie: it says what this browser says.
    mirrorChosenCurrency();
    const route = resolveRoute(location.href, config);
    // At once, before anything below waits: elements may upgrade meanwhile, and the addresses
    // they make (a QR code's confirm page, sign-in links) take this page's language prefix.
    rememberPrefix(route);
    setMessageOverrides(initial.messages, options.messages);
    // The language, not yet its words: the server drew them, and the first element used brings
    // them with its code (or a failed request, for its message).
    chooseLocale(toLocale(options.locale ?? (route?.prefix || document.documentElement.lang)));
    whenElementLoads((tag) => void ensureMessages(tag));
    applyTheme(initial.theme?.config as Record<string, unknown> | undefined);
    watchAuth();
    mirrorVisitorCookie();
    // Elements that wait for the shopper's state (runtime/loading.json "now": a cart count, a
    // sign-in, a currency) load when it arrives: from this tab, another tab or the server.
    for (const store of [$cartNumber, $token, $chosenCurrency]) store.listen(() => restate());
    // Before the account's data is read: a no-JavaScript sign-in becomes this page's session.
    // Sign-in code loads only for a page that has such a session to take over.
    if (config.cookieSession === true && !$signedIn.get()) await adoptCookieSession({ cookieSession: true });
    startAccount();
    if (!options.noTracking) startTracking();
    if (!options.noSocket) startSocket({ url: options.socketUrl });
    // Each root the loader upgrades: its placeholders mounted, the views its drawn elements show reported.
    beforeUpgrade((root) => {
      mountPlaceholders(root);
      reportDrawnViews(root);
    });
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
  signOut: async () => (await import('./auth')).signOut(),
  startTracking,
  stopTracking,
  startAnalytics,
  stopAnalytics,
  t,
  stores,
};

/** Each option's type, or the only values it takes. */
const OPTION_TYPES: Record<keyof StartOptions, 'string' | 'boolean' | 'object' | string[]> = { locale: 'string', currency: 'string', displayCurrency: 'string', shop: 'string', shopPages: 'string', socketUrl: 'string', noSocket: 'boolean', noTracking: 'boolean', noAnalytics: 'boolean', analytics: ['dataLayer'], messages: 'object' };

/**
 * The page's start options: the initial data's `start` object (JSON, so they work under a
 * strict CSP). An unknown option or a value of the wrong type is left out, with a warning.
 */
export function startOptionsOf(given: unknown): StartOptions {
  if (given === undefined) return {};
  if (!given || typeof given !== 'object' || Array.isArray(given)) {
    console.warn('[shop-elements] the initial data\'s "start" must be an object of start options; it is ignored.');
    return {};
  }
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const type = OPTION_TYPES[name as keyof StartOptions];
    if (Array.isArray(type) ? type.includes(value as string) : type && typeof value === type) options[name] = value;
    else console.warn(`[shop-elements] start option "${name}" ${Array.isArray(type) ? `must be "${type.join('" or "')}"` : type ? `must be a ${type}` : 'is not one'}; it is ignored.`);
  }
  return options as StartOptions;
}

/** Installs the global object (keeping one a second copy of the bundle already installed). */
export function boot(): ShopElementsGlobal {
  window.ShopElements ??= shopElements;
  window.createComponent ??= window.ShopElements.createComponent;
  void window.ShopElements.start(startOptionsOf(readInitialData().start));
  return window.ShopElements;
}
