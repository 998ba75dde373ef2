/**
 * @summary The user area's 'articles' screen (spec section 2, `user/article`): the articles the
 * shopper saved as favourites, newest first, each linking to the article with a Remove button.
 *
 * Why favourites: the spec's user centre lists "articles" beside the wish list, whose two lists
 * are products and articles, and the API (docs/api.md) has no other per-shopper article data:
 * comments are read per article (`comment/list {article}`), with no "my comments" call. So this
 * screen is the wish list's article list under its own heading (the same list as the Articles
 * tab of <shop-user-favorite>, for shops that link the two screens separately). A removal takes
 * the article off at once, is announced, and moves focus to the next article (or the heading
 * when none is left). A signed-out shopper gets a sign-in link instead.
 *
 * @data {product, article} - The wish list, as `favorite/whishList` answers for the shopper
 *   (this screen shows its `article` list): the server draws it for a page asked for with a
 *   session, and the browser does not read it again on load; without data the server draws
 *   the guest's sign-in prompt.
 *
 * @attr {string} articles-href - Where 'Browse articles' goes from the empty state. Default: the home page under the language prefix.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart heading - The screen's heading.
 * @csspart list - The list of articles.
 * @csspart item - One article.
 * @csspart remove - Its Remove button.
 * @csspart empty - The empty state.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - The failure message with its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Links and the retry button.
 * @cssproperty --shop-border-color - Card and button borders.
 * @cssproperty --shop-error-color - The failure message.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { string, type PropsOf } from '../shared/props';
import { SignInPrompt } from '../shared/signin-prompt';
import { useT } from '../shared/use-t';
import { FavoriteItems, WishListProblem } from '../shared/favorite-items';
import { useWishList } from '../shared/use-wish-list';

export const userArticleProps = {
  articlesHref: string(),
};

export type UserArticleProps = PropsOf<typeof userArticleProps>;

export function UserArticle({ articlesHref }: UserArticleProps) {
  const { t } = useT();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const { signedIn, load, retry, wishList } = useWishList();
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  if (!signedIn) return <SignInPrompt text={t('userArticle.signedOut')} link={t('favorites.signIn')} />;

  return (
    <section className="user-article" aria-labelledby={`${id}-heading`}>
      <h2 ref={heading} id={`${id}-heading`} part="heading" className="heading" tabIndex={-1}>
        {t('userArticle.title')}
      </h2>
      <p className="intro">{t('userArticle.intro')}</p>
      {load.status === 'error' ? (
        <WishListProblem message={load.message} onRetry={retry} />
      ) : load.status === 'loading' ? (
        <shop-loading show-label label={t('favorites.loading')} />
      ) : (
        <FavoriteItems kind="article" items={wishList.article} prefix={prefix} browseHref={articlesHref ?? shopHref(`${prefix}/`)} announce={setAnnouncement} fallbackFocus={() => heading.current} />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
