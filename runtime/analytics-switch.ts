/**
 * Analytics' on/off switch and the sending: start() sets it from the `noAnalytics` and
 * `analytics` start options; `ShopElements.startAnalytics()` and `stopAnalytics()` flip it (a
 * consent banner). It lives apart from ./analytics.ts so the runtime chunk carries only these
 * few bytes: the event code travels with the elements that report. The views the server drew
 * into elements' markup are reported from here, without any element's code.
 */
import type { AnalyticsDetail } from './analytics';

export const analyticsSwitch = { on: true, dataLayer: false };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Analytics on (the shopper consented, after a `noAnalytics` start). */
export function startAnalytics(): void {
  analyticsSwitch.on = true;
}

/** Analytics off: no `shop:analytics` event and no dataLayer push until startAnalytics(). */
export function stopAnalytics(): void {
  analyticsSwitch.on = false;
}

/** Sends one event, when analytics is on: `shop:analytics` on the document, and to the dataLayer when asked. */
export function reportAnalytics(detail: AnalyticsDetail): void {
  if (!analyticsSwitch.on) return;
  document.dispatchEvent(new CustomEvent('shop:analytics', { detail, bubbles: true, composed: true }));
  // GTM's rule for e-commerce: clear the previous event's object first, or its fields merge in.
  if (analyticsSwitch.dataLayer) (window.dataLayer ??= []).push({ ecommerce: null }, { ...detail });
}

const seen = new WeakSet<Element>();

/**
 * The views drawn elements in `root` show (their `[data-shop-view]` node, written by the server
 * render: widgets/shared/drawn-view.tsx), each node reported once, as the page shows them: the
 * element's code may never load. Runs on every root the loader upgrades (the page, each page of
 * an in-page navigation).
 */
export function reportDrawnViews(root: ParentNode): void {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const shadow = (el as Element).shadowRoot;
    if (!shadow) continue;
    const node = shadow.querySelector('[data-shop-view]');
    if (node && !seen.has(node)) {
      seen.add(node);
      try {
        reportAnalytics(JSON.parse(node.getAttribute('data-shop-view')!) as AnalyticsDetail);
      } catch {
        // Not JSON: not a view this bundle drew.
      }
    }
    // The elements an element's render holds are drawn in its shadow root.
    reportDrawnViews(shadow);
  }
}
