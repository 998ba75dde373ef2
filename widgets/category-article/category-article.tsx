/**
 * @summary The articles of one article category (a blog section such as "Guides"), newest
 * first, named after the category: thumbnail, title, author, date and excerpt, page links,
 * and loading, empty and error ("Try again") states. On an article's own page its card is
 * marked as the current page.
 *
 * @attr {string} category - Required. The article category's slug.
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
import { ArticleListing, MAX_ARTICLE_PAGE_SIZE } from '../article-list/article-listing';
import { pageSize, slug } from '../shared/listing-props';
import { boolean, type PropsOf } from '../shared/props';

export const categoryArticleProps = {
  category: slug({ required: true }),
  pageSize: pageSize(MAX_ARTICLE_PAGE_SIZE, 10),
  noUrl: boolean(),
};

export type CategoryArticleProps = PropsOf<typeof categoryArticleProps>;

export function CategoryArticle({ category, pageSize, noUrl }: CategoryArticleProps) {
  return <ArticleListing category={category} pageSize={pageSize} layout="list" noUrl={noUrl} />;
}
