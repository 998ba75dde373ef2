/**
 * One favourites list (products or articles) from the runtime's wish list, shared by
 * <shop-user-favorite> (both tabs) and <shop-user-article>. Each item links to its page and has
 * a Remove button: toggleFavorite() takes it off the list at once (and puts it back, with the
 * catalogue's message, if the server refuses). Focus moves to the next item's Remove button (or
 * the previous one, or `fallbackFocus` when the list is now empty) and the removal is
 * announced through `announce`. The empty state is <shop-empty>: the element using this imports
 * it (shared code imports no element, or the shared chunk would depend on an element's chunk).
 */
import { useRef } from 'react';
import { toggleFavorite, type FavoriteKind } from '../../runtime/favorites';
import type { ArticleSummary, ProductSummary } from '../../runtime/api/types';
import { shopFile, shopHref } from '../../runtime/shop-address';
import { contentHref } from './links';
import { useMoney } from './use-money';
import { useT } from './use-t';

export interface FavoriteItemsProps {
  kind: FavoriteKind;
  items: readonly (ProductSummary | ArticleSummary)[];
  prefix: string;
  browseHref: string;
  /** Says what happened (a live region in the element). */
  announce: (message: string) => void;
  /** Where focus goes when the last item is removed. */
  fallbackFocus: () => HTMLElement | null | undefined;
}

const nameOf = (item: ProductSummary | ArticleSummary) => ('name' in item ? item.name : 'title' in item ? item.title : '') || item.slug;
const imageOf = (item: ProductSummary | ArticleSummary) => ('image' in item ? item.image : 'thumbnail' in item ? item.thumbnail : '') || '';

export function FavoriteItems({ kind, items, prefix, browseHref, announce, fallbackFocus }: FavoriteItemsProps) {
  const { t } = useT();
  const money = useMoney();
  const list = useRef<HTMLUListElement>(null);

  const remove = async (item: ProductSummary | ArticleSummary, index: number) => {
    // The item leaves the list at once: focus goes to its neighbour before its button is gone.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.remove') ?? [])];
    const next = buttons[index + 1] ?? buttons[index - 1];
    if (next) next.focus();
    else requestAnimationFrame(() => fallbackFocus()?.focus());
    try {
      await toggleFavorite(kind, item.slug);
      announce(t('favorites.removed', nameOf(item)));
    } catch {
      /* back on the list, and the shopper was told why */
    }
  };

  if (items.length === 0) {
    return (
      <shop-empty kind="records" part="empty">
        <a className="browse" href={browseHref}>
          {t(kind === 'product' ? 'favorites.browseProducts' : 'favorites.browseArticles')}
        </a>
      </shop-empty>
    );
  }

  return (
    <ul ref={list} part="list" className={`items ${kind}`}>
      {items.map((item, index) => {
        const name = nameOf(item);
        const image = imageOf(item);
        const product = 'price' in item ? item : undefined;
        return (
          <li key={item.slug} part="item" className="item">
            <a className="link" href={shopHref(contentHref(kind === 'product' ? 'productRule' : 'articleRule', item.slug, prefix))}>
              <span className="media">{image && <img src={shopFile(image)} alt="" loading="lazy" width={160} height={kind === 'product' ? 160 : 100} />}</span>
              <span className="name">{name}</span>
            </a>
            {product && typeof product.price === 'number' && <span className="price">{money(product.price)}</span>}
            <button type="button" part="remove" className="remove" aria-label={t('favorites.removeItem', name)} onClick={() => void remove(item, index)}>
              {t('favorites.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The wish list could not be read: the reason and a retry (favourites and saved articles). */
export function WishListProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div part="error-message" className="problem" role="alert">
      <p>{t('favorites.failed', message)}</p>
      <button type="button" className="retry" onClick={onRetry}>
        {t('favorites.retry')}
      </button>
    </div>
  );
}
