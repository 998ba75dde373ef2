/**
 * The wish list for the user area's screens: read again when the screen opens (and when the
 * shopper signs in), with the loading / failed / ready states and a retry; the lists themselves
 * are the runtime's $wishList, so a change made anywhere shows at once. A failure shows on the
 * screen with its retry, not also as a toast.
 *
 * Drawn by the server, a screen's data is the wish list as `favorite/whishList` answers for the
 * shopper: it is the first state (not read again on load), and it becomes the runtime's
 * $wishList (the newest the browser knows) before the hydrated screen is painted. The store is
 * the browser's alone, so the server's render and the hydration's read it as that data.
 */
import { useLayoutEffect } from 'react';
import { $wishList, loadWishList } from '../../runtime/account';
import type { WishList } from '../../runtime/api/types';
import { $signedIn } from '../../runtime/session';
import { useElementData } from './render-context';
import { useBrowserStore } from './use-browser-store';
import { useListing, type ListLoad } from './use-listing';

const NOTHING_LISTED: WishList = { product: [], article: [] };

export function useWishList(): { signedIn: boolean; load: ListLoad<WishList>; retry: () => void; wishList: WishList } {
  // Signed in as the server drew it (data given), then the browser's session (as ../user/parts'
  // useSignedIn, which shared code must not import: it is the user element's module).
  const signedIn = useBrowserStore($signedIn, useElementData() !== undefined);
  const served = useElementData<WishList>();
  const stored = useBrowserStore($wishList, served ?? NOTHING_LISTED);
  // Before the first paint after the hydration, so the drawn list never blinks empty.
  useLayoutEffect(() => {
    if (served) $wishList.set(served);
  }, [served]);
  const { state, retry } = useListing(signedIn ? 'signed-in' : 'signed-out', () => (signedIn ? loadWishList({ quiet: true }) : Promise.resolve($wishList.get())), served);
  return { signedIn, load: state, retry, wishList: stored };
}
