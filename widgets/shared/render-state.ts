/**
 * How a server render travels to the browser, inside the element's declarative shadow root:
 *
 *   <template shadowrootmode="open">
 *     <style>…base…</style><style>…the element's…</style>
 *     <div data-shop-root data-shop-render='{"locale":"en",…,"data":{…}}'>…the component…</div>
 *   </template>
 *
 * The root container is React's (nothing else lives in it, so hydration sees only its own
 * markup). The render state is an attribute, not a script, so it survives the sanitiser of
 * in-page navigation (runtime/html.ts), which removes every script.
 */
import type { ProductDisplay } from '../../runtime/theme';

export const ROOT_ATTRIBUTE = 'data-shop-root';
export const STATE_ATTRIBUTE = 'data-shop-render';

/** What the server rendered with: the browser hydrates only when its own stores say the same. */
export interface RenderState {
  locale: string;
  /** The shop's currency and the shopper's display currency ('' for the shop's own). */
  currency: string;
  display: string;
  /** The language prefix links are written under ('' or '/de'). */
  prefix: string;
  /** The theme's product flags the server drew with (./use-product-display.ts), when not all on. */
  productDisplay?: ProductDisplay;
  /** The element's server data (useElementData), when the host gave some. */
  data?: unknown;
}

export function parseState(text: string | null): RenderState | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as RenderState;
    return value && typeof value === 'object' && typeof value.locale === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
