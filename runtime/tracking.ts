/**
 * Visitor tracking (spec section 7): POST /visitor/track {url, referer, timezone} at page start,
 * then every 10000 ms. A navigation restarts the cycle for the new page, but at most once per
 * 10 s, so moving around never multiplies the requests.
 *
 * Sent with fetch, not the http client: every page sends it at start, and the client with ky
 * under it (6.3 KB gzip) would then ride on every page, one pasted price included, for a request
 * that uses none of it. The same headers (./http/headers.ts) and time-out; an envelope other than
 * success goes to the client's own reactions (a stale token's code 50 signs out, as the spec
 * says), which loads it only then.
 */
import { API_TIMEOUT_MS, Code, TRACK_INTERVAL_MS } from './constants';
import type { Envelope } from './http/client';
import { sessionHeaders } from './http/headers';
import { apiUrl } from './shop-address';

let timer: ReturnType<typeof setInterval> | undefined;
let lastStart = Number.NEGATIVE_INFINITY;
let referer = '';
/** A failure was logged and no track has gone through since: the next ones are not logged. */
let failing = false;

async function track(): Promise<void> {
  const url = apiUrl('/visitor/track');
  const body = { url: location.href, referer, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  // Not AbortSignal.timeout(): Chrome has it from 103, the bundle runs from 94.
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let envelope: Envelope<unknown>;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...sessionHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`POST ${url} answered HTTP ${response.status}`);
    envelope = (await response.json()) as Envelope<unknown>;
  } finally {
    clearTimeout(timeout);
  }
  if (envelope?.code === Code.success) return;
  const { toasterFor, unwrap } = await import('./http/client');
  unwrap('POST', url, envelope, toasterFor(true));
}

function send(): void {
  // Tracking is background work: a failure is not the shopper's business, and a shop with no
  // tracking endpoint would otherwise fill the console every 10 s. Said once, until one succeeds.
  track().then(
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
  failing = false; // a new start says its first failure again
  document.removeEventListener('shop:load', onLoad);
}
