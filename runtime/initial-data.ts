/**
 * The server's initial page data: `<script type="application/json" id="shop-initial-data">`
 * holding `{config, theme, pageData}`. JSON, never script: it runs under a strict CSP.
 */
import type { ThemeConfig } from './theme-defaults';

export interface InitialData {
  /**
   * The shop's settings. Among them, `drawnFor`: the shopper's stored state the server drew the
   * page's elements for, by storage key (`{"shop.token": true, "shop.cartNumber": 2}`, from a
   * server that read the shopper's cookies). An element whose loading waits on that state
   * (runtime/loading.json `now.stored` with `drawn`) keeps waiting for the shopper while the
   * browser's state is the same (docs/loading.md).
   */
  config?: Record<string, unknown>;
  /** Options for the runtime's start (see StartOptions in ./index.ts): the way a page sets them, as the loader starts the runtime itself. */
  start?: Record<string, unknown>;
  /** The shop's own words, `{key: text}`, over the interface catalogue (runtime/i18n.ts). */
  messages?: Record<string, unknown>;
  theme?: { useDefTemplate?: boolean; hideHeader?: boolean; hideFooter?: boolean; config?: Partial<ThemeConfig> };
  pageData?: unknown;
}

export const INITIAL_DATA_ID = 'shop-initial-data';

/** Reads the initial data; a missing or malformed script gives `{}` and a console warning. */
export function readInitialData(doc: Document = document): InitialData {
  const script = doc.getElementById(INITIAL_DATA_ID);
  if (!script?.textContent) return {};
  try {
    const data: unknown = JSON.parse(script.textContent);
    return data && typeof data === 'object' ? (data as InitialData) : {};
  } catch (error) {
    console.warn(`[shop-elements] #${INITIAL_DATA_ID} is not valid JSON; starting without it.`, error);
    return {};
  }
}
