/**
 * The page shell: same-origin links and history moves inside the shell load the next page's
 * data ({data, theme, html, meta}) and replace only the outlet, with a progress bar and
 * skeleton meanwhile. Idempotent start()/stop(), after Turbo's observers.
 */
import { atom } from 'nanostores';
import type { RouteData, RoutingConfig } from '../api/types';
import { browser } from '../browser';
import { Code, COMPONENT_FALLBACK_DELAY_MS, DUPLICATE_NAVIGATION_MS, StorageKey } from '../constants';
import { ApiError } from '../errors';
import { getPage } from '../http/client';
import { setLocale } from '../i18n';
import { resolveRoute, type ResolvedRoute } from '../routes';
import { $languagePrefix } from '../session';
import { applyPage, applyPageTheme, loadSanitizer } from './apply-page';
import { noteLanguage, updateLanguageHint } from './language-hint';
import { arrive } from './arrival';
import { finishProgress, skeleton, startProgress } from './progress';
import { regions } from './regions';

export interface CurrentPage {
  url: string;
  route: ResolvedRoute | undefined;
  data: unknown;
}

/** True from the start of a navigation until its page data is applied. */
export const $pageLoading = atom(false);
export const $page = atom<CurrentPage | undefined>(undefined);

let routing: Partial<RoutingConfig> = {};
let previousPath = '';
let last = { key: '', at: Number.NEGATIVE_INFINITY };
let inFlight: AbortController | undefined;
let started = false;

const isRouteData = (value: unknown): value is RouteData => Boolean(value) && typeof value === 'object' && 'html' in (value as object) && 'theme' in (value as object);

function event(name: string, detail: unknown, cancelable = false): boolean {
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
function settleLanguage(route: ResolvedRoute | undefined): void {
  if (!route) return;
  rememberPrefix(route);
  void setLocale(route.locale);
  void updateLanguageHint(route.locale);
}

/** A page flagged not to reload keeps the scroll position (spec section 2). */
function keepsScroll(page: RouteData): boolean {
  const flag = (value: unknown) => Boolean(value && typeof value === 'object' && (value as { noReload?: unknown }).noReload === true);
  return flag(page.meta) || flag(page.data);
}

export interface NavigateOptions {
  /** Add a history entry (default); false for history moves and the start. */
  push?: boolean;
}

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

  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  const outlet = shell.outlet;
  $pageLoading.set(true);
  startProgress();
  outlet.setAttribute('aria-busy', 'true');
  // Fast answers never flash a skeleton. A slow one shows it over the current page, which stays
  // in the DOM (hidden) so a failure shows it again untouched: elements keep their state, and
  // what was added meanwhile (createComponent, a script) is still there.
  outlet.querySelector(':scope > [data-shop-skeleton]')?.remove();
  const skeletonTimer = setTimeout(() => {
    outlet.querySelector(':scope > [data-shop-skeleton]')?.remove();
    outlet.prepend(skeleton());
    outlet.setAttribute('data-shop-loading', '');
  }, COMPONENT_FALLBACK_DELAY_MS);
  const settle = () => {
    clearTimeout(skeletonTimer);
    if (inFlight === controller) {
      finishProgress();
      outlet.removeAttribute('aria-busy');
      outlet.removeAttribute('data-shop-loading');
      outlet.querySelector(':scope > [data-shop-skeleton]')?.remove();
      $pageLoading.set(false);
    }
  };

  let page: RouteData;
  try {
    // The sanitiser loads alongside the page data, not after it. The address's own query goes
    // too (a page may depend on it: user/return?order=...); the shell's parameters win.
    const [answer] = await Promise.all([getPage<RouteData>(target.pathname, { ...Object.fromEntries(target.searchParams), request: 'route', userAgent: navigator.userAgent, referer: previousPath, cookies: document.cookie }, { signal: controller.signal }), loadSanitizer()]);
    page = answer;
  } catch (error) {
    // A missing page answers code 40 with the shop's own not-found page: show it.
    if (error instanceof ApiError && error.code === Code.fail && isRouteData(error.data)) {
      page = error.data;
    } else {
      settle();
      return false;
    }
  }
  if (inFlight !== controller) return false;

  if (page.theme?.useDefTemplate) {
    // The shop uses its default template: no server html to inject, so let the server render it.
    settle();
    browser.assign(target.href);
    return false;
  }
  if (options.push !== false) history.pushState({ shop: true }, '', target.href);
  const referer = new URL(previousPath, location.href).href;
  previousPath = target.pathname;
  const route = resolveRoute(target, routing);
  await applyPage(page, { ...shell, outlet });
  settleLanguage(route);
  if (!keepsScroll(page)) window.scrollTo(0, 0);
  $page.set({ url: target.href, route, data: page.data });
  settle();
  arrive(outlet, document.title);
  event('shop:load', { url: target.href, referer, route: route?.route, pageType: route?.pageType, data: page.data });
  return true;
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
  if (!resolveRoute(target, routing)) return;
  event.preventDefault();
  void navigate(target);
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
  if (queryClaims > 0 && location.pathname === previousPath) return;
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
  routing = options.routing ?? {};
  previousPath = location.pathname;
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  if (options.initial) {
    // The server rendered this page: take its data instead of asking again.
    history.replaceState({ shop: true }, '');
    const route = resolveRoute(location.href, routing);
    applyPageTheme(options.initial.theme, shell);
    settleLanguage(route);
    $page.set({ url: location.href, route, data: options.initial.pageData });
  } else {
    void navigate(location.href, { push: false });
  }
}

export function stopNavigation(): void {
  if (!started) return;
  started = false;
  inFlight?.abort();
  document.removeEventListener('click', onClick);
  window.removeEventListener('popstate', onPopState);
  last = { key: '', at: Number.NEGATIVE_INFINITY };
}
