/**
 * A store only the browser fills (the variant picked on the page, the wish list, what is being
 * added to the cart), read by an element the server may have drawn. The server drew it with
 * `asOnServer` (the store's starting value), so a hydration's first render reads that too and
 * keeps the server's markup; React then renders the store's value at once. (Read straight away,
 * a pick made before the element hydrated, by a <shop-product-spec> hydrated first, made React
 * give the server's markup up: another image, another price.) An element drawn in the browser
 * alone reads the store from its first render.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** `asOnServer` must be one value (a constant), not an object made at each render. */
export function useBrowserStore<T>(store: ReadableAtom<T>, asOnServer: T): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(subscribe, store.get, () => asOnServer);
}
