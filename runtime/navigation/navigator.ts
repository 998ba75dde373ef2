/**
 * The page shell: same-origin links and history moves inside the shell load the next page's
 * data ({data, theme, html, meta}) and replace only the outlet, with a progress bar and
 * skeleton meanwhile. Idempotent start()/stop(), after Turbo's observers.
 */
import { atom } from 'nanostores';
import type { RouteData, RoutingConfig } from '../api/types';
import { browser } from '../browser';
import { DUPLICATE_NAVIGATION_MS, StorageKey } from '../constants';
import { changeLocale } from '../i18n';
import { resolveRoute, type ResolvedRoute } from '../routes';
import { $languagePrefix } from '../session';
import { isNotedArrival } from './arrival-note';
import { applyPageTheme } from './page-theme';
import { noteLanguage, wantedLocale } from './language-choice';
import { regions } from './regions';

export interface CurrentPage {
  url: string;
  route: ResolvedRoute | undefined;
  data: unknown;
}

/** True from the start of a navigation until its page data is applied. */
export const $pageLoading = atom(false);
export const $page = atom<CurrentPage | undefined>(undefined);

let started = false;

export function event(name: string, detail: unknown, cancelable = false): boolean {
  return document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** The remembered path prefix of `route`'s language ('' for the default language). */
export function rememberPrefix(route: ResolvedRoute | undefined): void {
  if (!route) return;
  const prefix = route.prefix ? `/${route.prefix}` : '';
  noteLanguage(localStorage.getItem(StorageKey.languagePrefix), prefix);
  $languagePrefix.set(prefix);
}

/** Language of the page: the interface language and the remembered path prefix. */
export function settleLanguage(route: ResolvedRoute | undefined): void {
  if (!route) return;
  rememberPrefix(route);
  changeLocale(route.locale);
  // The hint's code loads only when the browser prefers another of the shop's languages (or
  // one is shown, to be taken away).
  const { locale } = route;
  if (wantedLocale(locale) || document.querySelector('[data-shop-language-hint]')) {
    import('./language-hint').then(({ updateLanguageHint }) => updateLanguageHint(locale)).catch(() => undefined);
  }
}

export interface NavigateOptions {
  /** Add a history entry (default); false for history moves and the start. */
  push?: boolean;
}

/** What the page loader (./load-page.ts, fetched with the first navigation or press) shares with the shell. */
export const shellState = {
  routing: {} as Partial<RoutingConfig>,
  /** The path of the page on screen (the next page request's referer). */
  previousPath: '',
  /** The navigation under way: a newer one aborts it. */
  inFlight: undefined as AbortController | undefined,
};
let last = { key: '', at: Number.NEGATIVE_INFINITY };

// Fetching, sanitising and putting in a page is code for the first in-page navigation, not
// for every page's start: it loads then (or when a pointer goes down, just before a click).
const pageLoader = () => import('./load-page');

/**
 * Loads `url` into the outlet. Resolves true when the page changed; false when it is no web
 * address (javascript:, data:; then nothing happens), was a duplicate within 1000 ms,
 * cancelled by a shop:navigate listener, superseded, or failed (the current page then stays,
 * and the catalogue's message was shown).
 */
export async function navigate(url: string | URL, options: NavigateOptions = {}): Promise<boolean> {
  const target = new URL(url, location.href);
  // Only web addresses are followed: a javascript: (or data:) address named by an attribute
  // (checkout-href, thankyou-href...) would run as script in this page when assigned.
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  const shell = regions();
  if (target.origin !== location.origin || !shell.outlet) {
    browser.assign(target.href);
    return false;
  }
  const key = target.pathname + target.search;
  const now = Date.now();
  if (options.push !== false && key === last.key && now - last.at < DUPLICATE_NAVIGATION_MS) return false;
  last = { key, at: now };
  if (!event('shop:navigate', { url: target.href }, true)) return false;

  shellState.inFlight?.abort();
  const controller = new AbortController();
  shellState.inFlight = controller;
  $pageLoading.set(true);
  shell.outlet.setAttribute('aria-busy', 'true');
  let loader: Awaited<ReturnType<typeof pageLoader>>;
  try {
    loader = await pageLoader();
  } catch {
    // The page loader could not be fetched (offline, a new deploy): the browser loads the page.
    if (shellState.inFlight === controller) {
      $pageLoading.set(false);
      shell.outlet.removeAttribute('aria-busy');
    }
    browser.assign(target.href);
    return false;
  }
  if (shellState.inFlight !== controller) return false;
  return loader.loadPage(target, options, { ...shell, outlet: shell.outlet }, controller);
}

function linkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  // composedPath() sees links inside our elements' shadow roots too.
  return event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = linkOf(event);
  if (!link) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-reload') || link.relList.contains('external')) return;
  const target = new URL(link.href, location.href);
  if (target.origin !== location.origin) return;
  // A jump within the same page is the browser's.
  if (target.pathname === location.pathname && target.search === location.search && target.hash) return;
  if (!resolveRoute(target, shellState.routing)) return;
  event.preventDefault();
  void navigate(target);
}

/** The first press anywhere fetches the page loader, so a link's click rarely waits for it. */
function warmPageLoader(): void {
  pageLoader().catch(() => undefined);
}

let queryClaims = 0;

/**
 * An element that keeps its state in the page's query (a listing's page, sort and filters)
 * pushes its own history entries and follows Back and Forward between them itself: while it
 * claims the query, a history move that changes only the query is left to it (the page is not
 * fetched again). Returns the release.
 */
export function claimQuery(): () => void {
  queryClaims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    queryClaims -= 1;
  };
}

function onPopState(): void {
  if (queryClaims > 0 && location.pathname === shellState.previousPath) return;
  void navigate(location.href, { push: false });
}

export interface StartNavigationOptions {
  routing?: Partial<RoutingConfig>;
  /** The server already rendered the current page: its initial theme and page data. */
  initial?: { theme?: Partial<RouteData['theme']>; pageData?: unknown };
}

/** Starts the shell on the current address. Does nothing on pages without an outlet. */
export function startNavigation(options: StartNavigationOptions = {}): void {
  if (started) return;
  const shell = regions();
  if (!shell.outlet) return;
  started = true;
  shellState.routing = options.routing ?? {};
  shellState.previousPath = location.pathname;
  document.addEventListener('click', onClick);
  document.addEventListener('pointerdown', warmPageLoader, { once: true, capture: true });
  window.addEventListener('popstate', onPopState);
  // The shell puts the shopper back where they were on Back and Forward itself, once the page is
  // drawn (load-page.ts); the browser's restoring would act on the page being left.
  history.scrollRestoration = 'manual';
  if (options.initial) {
    // The server rendered this page: take its data instead of asking again.
    history.replaceState({ shop: true }, '');
    const route = resolveRoute(location.href, shellState.routing);
    applyPageTheme(options.initial.theme, shell);
    settleLanguage(route);
    $page.set({ url: location.href, route, data: options.initial.pageData });
    // A sign-in sent the shopper here with a page load: focus lands as an in-page navigation's does.
    // Its code only then (a page load rarely is one; it comes with the page loader), and focus is
    // moved only if it still concerns this page: the shopper has not put focus somewhere, nor
    // gone on to another page (whose load moves focus itself), meanwhile.
    const { outlet } = shell;
    const untouched = () => started && !shellState.inFlight && (!document.activeElement || document.activeElement === document.body);
    if (isNotedArrival()) import('./arrival').then(({ arrive }) => untouched() && arrive(outlet, document.title)).catch(() => undefined);
  } else {
    isNotedArrival(); // the page loader's navigation below arrives by itself
    void navigate(location.href, { push: false });
  }
}

export function stopNavigation(): void {
  if (!started) return;
  started = false;
  shellState.inFlight?.abort();
  shellState.inFlight = undefined;
  document.removeEventListener('click', onClick);
  document.removeEventListener('pointerdown', warmPageLoader, { capture: true });
  window.removeEventListener('popstate', onPopState);
  history.scrollRestoration = 'auto';
  last = { key: '', at: Number.NEGATIVE_INFINITY };
}
