/**
 * What an element renders from besides its attributes and the stores: the data its server
 * render was given (what it would otherwise fetch on mount), and the page's address. The server
 * renderer (runtime/server/render.tsx) provides both; in the browser the data comes back from
 * the declarative shadow root it wrote, so the first client render is the server's render, and
 * the address is the window's.
 */
import { createContext, useContext } from 'react';
import type { ProductDisplay } from '../../runtime/theme';

export interface RenderContextValue {
  /** The element's server data, in the shape its JSDoc `@data` names; undefined when none was given. */
  data?: unknown;
  /** The page's address while rendering on the server (there is no `location` there). */
  url?: string;
  /** The theme's product flags the server drew with (./use-product-display.ts). */
  productDisplay?: ProductDisplay;
  /** The server draws this render, or the browser hydrates what it drew (not a fresh browser render). */
  drawn?: boolean;
}

export const RenderContext = createContext<RenderContextValue>({});

/** The data the server rendered this element with, if any: use it as the first state, and fetch only when it is missing. */
export function useElementData<T>(): T | undefined {
  return useContext(RenderContext).data as T | undefined;
}

/**
 * Whether the element was drawn by the server (this render, or the one it hydrates): its html
 * then stands on the page before and without the element's code, so what it shows must not
 * wait for an effect (a picture is drawn as such, not as a placeholder the code would fill).
 */
export function useDrawnOnServer(): boolean {
  return useContext(RenderContext).drawn === true;
}

/** The page address's query (`?sort=name`): the server's request on the server, the window's in the browser. */
export function usePageSearch(): string {
  const url = useContext(RenderContext).url;
  if (url !== undefined) return new URL(url, 'http://server.invalid').search;
  return typeof location === 'undefined' ? '' : location.search;
}
