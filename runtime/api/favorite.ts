/**
 * Favourites read as numbers (docs/api.md, "Favourites"): favorite/count. Adding, removing and
 * the wish list itself go through runtime/favorites.ts and runtime/account.ts (favorite/add,
 * favorite/cancel, favorite/whishList).
 */
import { post, type RequestOptions } from '../http/client';
import type { FavoriteCount } from './types';

/** The signed-in shopper's saved products and articles, counted (guests: code 50). */
export const favoriteCount = (options: RequestOptions = {}) => post<FavoriteCount>('favorite/count', undefined, options);
