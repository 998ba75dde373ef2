/**
 * The data of the user area's address book, favourites and saved articles screens, as their
 * elements' `@data` names it: what the API answers that shopper (address/list,
 * favorite/whishList), computed here with the API's own functions, never through HTTP. A guest
 * (no user id) gets the element with no data: its sign-in prompt.
 */
import type { Address, WishList } from '../../../runtime/api/types.ts';
import { addressesOf } from '../../api/checkout.ts';
import { wishListOf } from '../../api/favorite.ts';
import type { Html } from '../../html.ts';
import type { PageContext } from '../context.ts';
import { element as draw } from '../render.ts';

/** address/list for the signed-in customer `userId`. */
export async function addressBookData(ctx: PageContext, userId: number): Promise<Address[]> {
  return addressesOf(ctx.db, { owner: `u:${userId}`, userId, visitor: null });
}

/** favorite/whishList for the signed-in customer `userId`, in the page's content language. */
export async function wishListData(ctx: PageContext, userId: number): Promise<WishList> {
  return wishListOf(ctx.db, userId, ctx.language.locale);
}

/**
 * The screen element of `section` drawn by its own code (one render) when it is one of these
 * screens, with the shopper's data or as a guest's; undefined for the other screens.
 */
export async function drawBookScreen(ctx: PageContext, section: string, attributes: Record<string, string>, userId: number | null): Promise<Html | undefined> {
  switch (section) {
    case 'address': return draw(ctx, 'shop-user-address', attributes, userId ? await addressBookData(ctx, userId) : undefined);
    // Its tabs are links to the page with `?tab=` (a page without JavaScript switches so).
    case 'favorite': return draw(ctx, 'shop-user-favorite', ctx.query.tab === 'article' ? { ...attributes, tab: 'article' } : attributes, userId ? await wishListData(ctx, userId) : undefined);
    case 'article': return draw(ctx, 'shop-user-article', attributes, userId ? await wishListData(ctx, userId) : undefined);
    default: return undefined;
  }
}
