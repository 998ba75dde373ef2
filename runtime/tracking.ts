/**
 * Visitor tracking (spec section 7): POST /visitor/track {url, referer, timezone} at page start,
 * then every 10000 ms. A navigation restarts the cycle for the new page, but at most once per
 * 10 s, so moving around never multiplies the requests.
 */
import { TRACK_INTERVAL_MS } from './constants';
import { post } from './http/lazy';

let timer: ReturnType<typeof setInterval> | undefined;
let lastStart = Number.NEGATIVE_INFINITY;
let referer = '';
/** A failure was logged and no track has gone through since: the next ones are not logged. */
let failing = false;

function send(): void {
  const body = { url: location.href, referer, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  // Tracking is background work: a failure is not the shopper's business, and a shop with no
  // tracking endpoint would otherwise fill the console every 10 s. Said once, until one succeeds.
  post('/visitor/track', body, { quiet: true }).then(
    () => (failing = false),
    (error: unknown) => {
      if (failing) return console.debug('[shop-elements] visitor tracking failed again', error);
      failing = true;
      console.warn('[shop-elements] visitor tracking failed (not said again until it works)', error);
    },
  );
}

/** Sends now and every 10 s; ignored if the cycle (re)started less than 10 s ago. */
export function restartTracking(): void {
  const now = Date.now();
  if (now - lastStart < TRACK_INTERVAL_MS) return;
  lastStart = now;
  clearInterval(timer);
  send();
  timer = setInterval(send, TRACK_INTERVAL_MS);
}

const onLoad = (event: Event) => {
  referer = (event as CustomEvent<{ referer?: string }>).detail?.referer ?? referer;
  restartTracking();
};

let started = false;

export function startTracking(): void {
  if (started) return;
  started = true;
  referer = document.referrer;
  restartTracking();
  document.addEventListener('shop:load', onLoad);
}

export function stopTracking(): void {
  started = false;
  clearInterval(timer);
  timer = undefined;
  lastStart = Number.NEGATIVE_INFINITY;
  document.removeEventListener('shop:load', onLoad);
}
