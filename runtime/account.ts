/**
 * The signed-in shopper's data the runtime keeps: user info (stored locally, refreshed from
 * POST /user/info) and the wish list (POST /favorite/whishList, read at start: product and
 * article lists). Both follow sign-in and sign-out. Adding and removing favourites is
 * ./favorites.ts (POST /favorite/add, /favorite/cancel).
 */
import { atom } from 'nanostores';
import type { UserInfo, WishList } from './api/types';
import { post } from './http/lazy';
import { $signedIn, $userInfo } from './session';

export const $wishList = atom<WishList>({ product: [], article: [] });

export async function refreshUserInfo(): Promise<UserInfo | undefined> {
  if (!$signedIn.get()) return undefined;
  const info = await post<UserInfo>('/user/info');
  $userInfo.set(info);
  return info;
}

/**
 * Reads the wish list into $wishList. `quiet`: no toast on failure, for a screen that shows its
 * own error and retry (the promise still rejects).
 */
export async function loadWishList(options: { quiet?: boolean } = {}): Promise<WishList> {
  if (!$signedIn.get()) {
    $wishList.set({ product: [], article: [] });
    return $wishList.get();
  }
  const list = await post<WishList>('/favorite/whishList', undefined, { quiet: options.quiet });
  $wishList.set({ product: list?.product ?? [], article: list?.article ?? [] });
  return $wishList.get();
}

let unwatch: (() => void) | undefined;

/** Reads both now and again whenever the shopper signs in; clears the wish list on sign-out. */
export function startAccount(): void {
  if (unwatch) return;
  const refresh = () => {
    // Failures were already shown (or acted on: code 50 signs out); nothing more to do here.
    refreshUserInfo().catch(() => undefined);
    loadWishList().catch(() => undefined);
  };
  refresh();
  unwatch = $signedIn.listen(refresh);
}

export function stopAccount(): void {
  unwatch?.();
  unwatch = undefined;
}
