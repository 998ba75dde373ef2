/**
 * The wish list for the user area's screens: read again when the screen opens (and when the
 * shopper signs in), with the loading / failed / ready states and a retry; the lists themselves
 * are the runtime's $wishList, so a change made anywhere shows at once. A failure shows on the
 * screen with its retry, not also as a toast.
 */
import { useStore } from '@nanostores/react';
import { $wishList, loadWishList } from '../../runtime/account';
import type { WishList } from '../../runtime/api/types';
import { $signedIn } from '../../runtime/session';
import { useListing, type ListLoad } from './use-listing';

export function useWishList(): { signedIn: boolean; load: ListLoad<WishList>; retry: () => void; wishList: WishList } {
  const signedIn = useStore($signedIn);
  const wishList = useStore($wishList);
  const { state, retry } = useListing(signedIn ? 'signed-in' : 'signed-out', () => (signedIn ? loadWishList({ quiet: true }) : Promise.resolve($wishList.get())));
  return { signedIn, load: state, retry, wishList };
}
