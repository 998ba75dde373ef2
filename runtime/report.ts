/**
 * The one way the bundle reports a problem it handled: logged once per distinct message,
 * and a `shop:error` event (bubbling, composed) so the host page can react. Never throws.
 */
const logged = new Set<string>();

export interface ShopErrorDetail {
  /** What failed, e.g. 'attribute', 'render', 'load', 'placeholder'. */
  source: string;
  message: string;
  tag?: string;
  attribute?: string;
  value?: unknown;
  error?: unknown;
}

export function reportError(target: EventTarget, detail: ShopErrorDetail): void {
  const key = `${detail.source}|${detail.tag ?? ''}|${detail.message}`;
  if (!logged.has(key)) {
    logged.add(key);
    console.error(`[shop-elements] ${detail.message}`, detail.error ?? '');
  }
  target.dispatchEvent(new CustomEvent('shop:error', { detail, bubbles: true, composed: true }));
}
