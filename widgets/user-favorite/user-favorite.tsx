/**
 * @summary The shopper's favourites (spec: the wish list's two lists): two tabs, Products and
 * Articles (WAI-ARIA APG tabs: arrow keys, Home and End move between them), each a list of
 * cards linking to the item with a Remove button. A removal takes the item off at once, says so
 * to screen readers, and moves focus to the next item; there is no undo (the heart on the
 * item's page adds it back). An empty list says 'No records' with a link to browse. A
 * signed-out shopper gets a sign-in link instead.
 *
 * @data {product, article} - The wish list, as `favorite/whishList` answers for the shopper:
 *   the server draws the tabs and the selected tab's list for a page asked for with a session,
 *   and the browser does not read the list again on load; without data the server draws the
 *   guest's sign-in prompt. Each tab is a link to the page with `?tab=` its kind, so a page
 *   without JavaScript switches by loading the page again (the host passes the query's `tab`
 *   on as the attribute); with JavaScript the tab switches in place.
 *
 * @attr {"product"|"article"} tab - The tab shown first (a host page passes its `?tab=` on). Default "product".
 * @attr {string} products-href - Where 'Browse products' goes. Default: the search page under the language prefix.
 * @attr {string} articles-href - Where 'Browse articles' goes. Default: the home page under the language prefix.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart tabs - The tab list.
 * @csspart tab - Each tab.
 * @csspart panel - Each tab panel.
 * @csspart list - A list of favourites.
 * @csspart item - One favourite.
 * @csspart remove - Its Remove button.
 * @csspart empty - The empty state.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - The failure message with its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - The selected tab, links and the retry button.
 * @cssproperty --shop-border-color - Tab underline, card and button borders.
 * @cssproperty --shop-error-color - The failure message.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { FavoriteKind } from '../../runtime/favorites';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { oneOf, string, type PropsOf } from '../shared/props';
import { SignInPrompt } from '../shared/signin-prompt';
import { useT } from '../shared/use-t';
import { FavoriteItems, WishListProblem } from '../shared/favorite-items';
import { useWishList } from '../shared/use-wish-list';

export const userFavoriteProps = {
  tab: oneOf(['product', 'article'], { default: 'product' }),
  productsHref: string(),
  articlesHref: string(),
};

export type UserFavoriteProps = PropsOf<typeof userFavoriteProps>;

const KINDS: FavoriteKind[] = ['product', 'article'];

export function UserFavorite({ tab, productsHref, articlesHref }: UserFavoriteProps) {
  const { t } = useT();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const { signedIn, load, retry, wishList } = useWishList();
  const [selected, setSelected] = useState<FavoriteKind>(tab);
  const [announcement, setAnnouncement] = useState('');
  const tabs = useRef<Partial<Record<FavoriteKind, HTMLAnchorElement | null>>>({});

  const choose = (kind: FavoriteKind) => {
    setSelected(kind);
    tabs.current[kind]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = KINDS.indexOf(selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1 + KINDS.length, Home: 0, End: KINDS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(KINDS[to % KINDS.length]!);
  };

  if (!signedIn) return <SignInPrompt text={t('favorites.signedOut')} link={t('favorites.signIn')} />;

  const body = (kind: FavoriteKind) => {
    if (load.status === 'error') {
      return <WishListProblem message={load.message} onRetry={retry} />;
    }
    if (load.status === 'loading') return <shop-loading show-label label={t('favorites.loading')} />;
    return (
      <FavoriteItems
        kind={kind}
        items={wishList[kind]}
        prefix={prefix}
        browseHref={kind === 'product' ? (productsHref ?? shopHref(`${prefix}/search`)) : (articlesHref ?? shopHref(`${prefix}/`))}
        announce={setAnnouncement}
        fallbackFocus={() => tabs.current[kind]}
      />
    );
  };

  const count = (kind: FavoriteKind) => (load.status === 'done' ? wishList[kind].length : '…');
  const label = (kind: FavoriteKind) => t(kind === 'product' ? 'favorites.products' : 'favorites.articles', count(kind));
  return (
    <div className="favorites">
      <div part="tabs" className="tabs" role="tablist" aria-label={t('favorites.tabs')} onKeyDown={onKeyDown}>
        {KINDS.map((kind) => (
          // A link, so that a page without JavaScript switches too (the page again, with this tab first); with JavaScript the tab switches in place.
          <a
            key={kind}
            ref={(el) => {
              tabs.current[kind] = el;
            }}
            href={`?tab=${kind}`}
            part="tab"
            className="tab"
            role="tab"
            id={`${id}-tab-${kind}`}
            aria-controls={`${id}-panel-${kind}`}
            aria-selected={selected === kind}
            tabIndex={selected === kind ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              choose(kind);
            }}
          >
            {label(kind)}
          </a>
        ))}
      </div>
      {KINDS.map((kind) => (
        <div key={kind} part="panel" className="panel" role="tabpanel" id={`${id}-panel-${kind}`} aria-labelledby={`${id}-tab-${kind}`} hidden={selected !== kind} tabIndex={0}>
          {selected === kind && body(kind)}
        </div>
      ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
