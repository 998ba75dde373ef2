/**
 * Favourites: adding a product or article to the wish list ($wishList, kept by ./account.ts) and
 * taking it off. Code for the elements that have a favourite button, not for every page's start.
 */
import type { ArticleSummary, ProductSummary, WishList } from './api/types';
import { browser } from './browser';
import { Code } from './constants';
import { ApiError } from './errors';
import { post } from './http/client';
import { $wishList } from './account';
import { $signedIn, signInPath } from './session';
import { shopHref } from './shop-address';
import { toast } from './toast';

export type FavoriteKind = 'product' | 'article';

/** True when the wish list holds that product or article. */
export function isFavorite(kind: FavoriteKind, slug: string, list: WishList = $wishList.get()): boolean {
  return list[kind].some((item) => item.slug === slug);
}

function withFavorite(kind: FavoriteKind, slug: string, on: boolean, item?: ProductSummary | ArticleSummary, at?: number): WishList {
  const list = $wishList.get();
  const rest = list[kind].filter((entry) => entry.slug !== slug);
  if (on) {
    // Without the item's summary, a stand-in holding the slug keeps its place until the list is read again.
    const entry = (item ?? { slug }) as ProductSummary & ArticleSummary;
    rest.splice(at ?? rest.length, 0, entry);
  }
  return { ...list, [kind]: rest };
}

const toggling = new Map<string, Promise<boolean>>();

/**
 * Adds a product or article to the wish list, or takes it off: the list changes at once and
 * goes back when the server refuses (the shopper sees the catalogue's message). Signed-out
 * shoppers are sent to sign-in instead. `item` (the summary) fills the wish list entry; without
 * it the list is read again after the change. One request per item at a time: a repeat while
 * one is in flight gets its promise. Resolves with whether the item is now a favourite.
 */
export function toggleFavorite(kind: FavoriteKind, slug: string, item?: ProductSummary | ArticleSummary): Promise<boolean> {
  if (!$signedIn.get()) {
    browser.assign(shopHref(signInPath()));
    return Promise.resolve(false);
  }
  const key = `${kind}:${slug}`;
  const pending = toggling.get(key);
  if (pending) return pending;
  const index = $wishList.get()[kind].findIndex((entry) => entry.slug === slug);
  const before = $wishList.get()[kind][index];
  const on = index < 0;
  $wishList.set(withFavorite(kind, slug, on, item));
  const request = (async () => {
    try {
      await post(on ? '/favorite/add' : '/favorite/cancel', { kind, slug });
      if (on && !item) {
        // Fill the stand-in from the server's list; quietly, as the change itself succeeded.
        // Only that entry is replaced, so toggles made meanwhile are not undone.
        post<WishList>('/favorite/whishList', undefined, { quiet: true })
          .then((list) => {
            const full = list?.[kind]?.find((entry) => entry.slug === slug);
            const current = $wishList.get();
            if (full && current[kind].some((entry) => entry.slug === slug)) {
              $wishList.set({ ...current, [kind]: current[kind].map((entry) => (entry.slug === slug ? full : entry)) });
            }
          })
          .catch(() => undefined);
      }
      return on;
    } catch (error) {
      // Only this item goes back (to where it was): other changes made meanwhile stay. After a
      // sign-out (code 50) the list is already empty and stays so.
      if ($signedIn.get()) $wishList.set(withFavorite(kind, slug, !on, before, index));
      if (error instanceof ApiError && error.code === Code.fail) toast(error.userMessage, { type: 'error' });
      throw error;
    } finally {
      toggling.delete(key);
    }
  })();
  toggling.set(key, request);
  return request;
}
