/**
 * @summary A list of the shop's articles, newest first: thumbnail, title (a link under the
 * shopper's language prefix), author, date (Intl.DateTimeFormat in the shopper's language)
 * and excerpt, with page links, and loading, empty and error ("Try again") states. The page
 * follows the address (`?page=`).
 *
 * @attr {string} category - Only the articles of this article category (slug).
 * @attr {string} author - Only the articles by this author (their name).
 * @attr {number} page-size - Articles per page, 1 to 50. Default 10.
 * @attr {boolean} no-url - Keeps the page out of the address.
 *
 * @slot - Server-rendered fallback (the articles as plain links), shown until the first answer.
 *
 * @csspart base - The wrapper.
 * @csspart summary - The loading announcement (a status).
 * @csspart list - The list of articles.
 * @csspart card - One article.
 * @csspart image - An article's thumbnail frame.
 * @csspart card-link - An article's link (its title; the whole card is its target).
 * @csspart title - An article's title.
 * @csspart meta - The author and date.
 * @csspart excerpt - The summary.
 * @csspart empty - The empty state.
 * @csspart pagination - The page links.
 * @csspart error-message - The failed-request message and its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Focus ring, hovered titles, the current page.
 * @cssproperty --shop-title-color - Titles.
 * @cssproperty --shop-title-font-family - Titles.
 * @cssproperty --shop-desc-color - Author and date.
 * @cssproperty --shop-border-color - Thumbnail and page link borders.
 * @cssproperty --shop-error-color - The failed-request message.
 * @cssproperty --shop-block-space - Space between articles.
 * @cssproperty --shop-border-radius - Corners of thumbnails, buttons and page links.
 *
 * @event shop:listing-change - The shopper went to another page; detail `{category, author, page}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 *
 * @data article/list's answer for its request (the page the address names unless `no-url`),
 *   `{list: ArticleListItem[], total, page, pageSize, category}`: the first state, not fetched again.
 */
import { pageSize, slug } from '../shared/listing-props';
import { boolean, string, type PropsOf } from '../shared/props';
import { ArticleListing, MAX_ARTICLE_PAGE_SIZE } from './article-listing';

export const articleListProps = {
  category: slug(),
  author: string({ check: (name) => (name.trim() && name.length <= 100 ? undefined : 'must be an author name of 1 to 100 characters.') }),
  pageSize: pageSize(MAX_ARTICLE_PAGE_SIZE, 10),
  noUrl: boolean(),
};

export type ArticleListProps = PropsOf<typeof articleListProps>;

export function ArticleList({ category, author, pageSize, noUrl }: ArticleListProps) {
  return <ArticleListing category={category} author={author} pageSize={pageSize} layout="list" noUrl={noUrl} />;
}
