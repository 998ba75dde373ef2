/**
 * The first in-page navigation's code (runtime/navigation/navigator.ts imports it then): fetches
 * the next page's data with the sanitiser, shows progress and, for slow answers, a skeleton, and
 * puts the page in the outlet.
 */
import type { RouteData } from '../api/types';
import { browser } from '../browser';
import { Code, COMPONENT_FALLBACK_DELAY_MS } from '../constants';
import { ApiError } from '../errors';
import { t } from '../i18n';
import { getPage } from '../http/client';
import { resolveRoute } from '../routes';
import { applyPage, loadSanitizer } from './apply-page';
import { arrive } from './arrival';
import { $page, $pageLoading, event, settleLanguage, shellState, type NavigateOptions } from './navigator';
import { finishProgress, skeleton, startProgress } from './progress';
import type { Regions } from './regions';

const isRouteData = (value: unknown): value is RouteData => Boolean(value) && typeof value === 'object' && 'html' in (value as object) && 'theme' in (value as object);

/** A page flagged not to reload keeps the scroll position (spec section 2). */
function keepsScroll(page: RouteData): boolean {
  const flag = (value: unknown) => Boolean(value && typeof value === 'object' && (value as { noReload?: unknown }).noReload === true);
  return flag(page.meta) || flag(page.data);
}

/** Loads `target` into the outlet for navigate(), which made `controller` the navigation under way. */
export async function loadPage(target: URL, options: NavigateOptions, shell: Regions & { outlet: HTMLElement }, controller: AbortController): Promise<boolean> {
  const { outlet } = shell;
  // Where the shopper is on the page being left, read before a skeleton can shorten it.
  const leaving: [number, number] = [window.scrollX, window.scrollY];
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
    if (shellState.inFlight === controller) {
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
    const [answer] = await Promise.all([getPage<RouteData>(target.pathname, { ...Object.fromEntries(target.searchParams), request: 'route', userAgent: navigator.userAgent, referer: shellState.previousPath, cookies: document.cookie }, { signal: controller.signal }), loadSanitizer()]);
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
  if (shellState.inFlight !== controller) return false;

  const route = resolveRoute(target, shellState.routing);
  // The shop uses its default template: no server html to inject, so the server draws the page
  // (a full load), when there is a default template for it: an address that is none of the
  // shop's routes has none, and reloading it would only come back here.
  const missing = page.theme?.useDefTemplate ? (route ? undefined : 'page.defaultTemplateMissing') : page.html?.trim() ? undefined : 'page.templateMissing';
  if (page.theme?.useDefTemplate && !missing) {
    settle();
    browser.assign(target.href);
    return false;
  }
  // Back and Forward return to where the shopper was on a page: the position is kept with the
  // entry being left, and set again once that page is drawn (the browser's own restoring would
  // happen on the page being left, before the one it belongs to is back).
  const returning = options.push === false ? scrollOf(history.state) : undefined;
  if (options.push !== false) {
    history.replaceState({ ...history.state, shop: true, scroll: leaving }, '');
    history.pushState({ shop: true }, '', target.href);
  }
  const referer = new URL(shellState.previousPath, location.href).href;
  shellState.previousPath = target.pathname;
  await applyPage(missing ? { ...page, html: '' } : page, { ...shell, outlet });
  if (missing) outlet.append(templateMissing(missing));
  // Another navigation began meanwhile (Back pressed while this page was being drawn): it has
  // the last word, on the page, the scroll position and the focus.
  if (shellState.inFlight !== controller) return false;
  settleLanguage(route);
  $page.set({ url: target.href, route, data: page.data });
  // The skeleton goes first: while it shows, the page is a screen high and a position further
  // down could not be reached.
  settle();
  if (returning) window.scrollTo(returning[0], returning[1]);
  // Kept: where the shopper was before the request (a skeleton shown meanwhile, a screen high,
  // may have pulled the page up: the browser cannot stay below a page's end).
  else if (keepsScroll(page)) window.scrollTo(leaving[0], leaving[1]);
  else window.scrollTo(0, 0);
  arrive(outlet, document.title);
  event('shop:load', { url: target.href, referer, route: route?.route, pageType: route?.pageType, data: page.data });
  return true;
}

/** What the outlet shows for a page with nothing to draw (spec: 'Template does not exist', ...): an empty state, in words from the catalogue. */
function templateMissing(key: 'page.templateMissing' | 'page.defaultTemplateMissing'): HTMLElement {
  const empty = document.createElement('shop-empty');
  empty.setAttribute('message', t(key));
  return empty;
}

/** The scroll position a history entry keeps (see above), if it is one. */
function scrollOf(state: unknown): [number, number] | undefined {
  const scroll = (state as { scroll?: unknown } | null)?.scroll;
  return Array.isArray(scroll) && scroll.length === 2 && scroll.every((n) => typeof n === 'number' && Number.isFinite(n)) ? [scroll[0], scroll[1]] : undefined;
}
