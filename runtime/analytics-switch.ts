/**
 * Analytics' on/off switch and where the events go. start() sets it from the `noAnalytics` and
 * `analytics` start options; `ShopElements.startAnalytics()` and `stopAnalytics()` flip it (a
 * consent banner). It lives apart from ./analytics.ts so the runtime chunk carries only these
 * few bytes: the event code travels with the elements that report.
 */
export const analyticsSwitch = { on: true, dataLayer: false };

/** Analytics on (the shopper consented, after a `noAnalytics` start). */
export function startAnalytics(): void {
  analyticsSwitch.on = true;
}

/** Analytics off: no `shop:analytics` event and no dataLayer push until startAnalytics(). */
export function stopAnalytics(): void {
  analyticsSwitch.on = false;
}
