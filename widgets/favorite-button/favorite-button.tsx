/**
 * @summary The favourite toggle on its own, for article pages (and anywhere else a product or
 * article is shown without <shop-product-buttons>): a heart button with aria-pressed that
 * follows the shopper's wish list. Pressing it adds or removes the item at once and goes back
 * if the server refuses; a signed-out shopper is taken to sign-in (and back here afterwards).
 *
 * @attr {"article"|"product"} kind - What the slug names. Default "article".
 * @attr {string} slug - Required. The article's (or product's) slug.
 *
 * @slot - A host's own fallback, shown until the element is defined (a server render draws the
 *   button itself, unpressed: the server knows no shopper's wish list).
 *
 * @csspart favorite - The toggle button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-border-color - The button's border.
 * @cssproperty --shop-error-color - The heart and border once it is a favourite.
 * @cssproperty --shop-border-radius - Corners.
 *
 * @event shop:favorite-change - The favourite was toggled and the server agreed; detail `{kind, slug, favorite}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { FavoriteToggle, useFavorite } from '../shared/favorite-toggle';
import { useHost } from '../shared/host';
import { oneOf, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const favoriteButtonProps = {
  kind: oneOf(['article', 'product'], { default: 'article' }),
  slug: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be a slug.') }),
};

export type FavoriteButtonProps = PropsOf<typeof favoriteButtonProps>;

export function FavoriteButton({ kind, slug }: FavoriteButtonProps) {
  const { t } = useT();
  const host = useHost();
  const { favorite, busy, toggle } = useFavorite(host, kind, slug);
  return <FavoriteToggle pressed={favorite} busy={busy} onToggle={() => void toggle()} label={t(kind === 'article' ? 'favoriteButton.article' : 'favoriteButton.product')} />;
}
