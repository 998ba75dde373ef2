/**
 * @summary The shop's articles as a masonry wall: cards of their natural height in as many
 * columns as fit (CSS columns), so the reading order, the keyboard order and the screen reader
 * order are the same (down each column, then the next). Thumbnail, title, author, date and
 * excerpt per card, page links, and loading, empty and error ("Try again") states.
 *
 * @attr {string} category - Only the articles of this article category (slug).
 * @attr {string} author - Only the articles by this author (their name).
 * @attr {number} page-size - Articles per page, 1 to 50. Default 12.
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
import { ArticleListing, MAX_ARTICLE_PAGE_SIZE } from '../article-list/article-listing';
import { articleListProps } from '../article-list/article-list';
import { pageSize } from '../shared/listing-props';
import type { PropsOf } from '../shared/props';

export const articleMasonryProps = { ...articleListProps, pageSize: pageSize(MAX_ARTICLE_PAGE_SIZE, 12) };

export type ArticleMasonryProps = PropsOf<typeof articleMasonryProps>;

export function ArticleMasonry({ category, author, pageSize, noUrl }: ArticleMasonryProps) {
  return <ArticleListing category={category} author={author} pageSize={pageSize} layout="masonry" noUrl={noUrl} />;
}
