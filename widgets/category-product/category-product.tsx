/**
 * @summary The product listing of a category or tag screen: products from the shop's catalogue
 * with a sort, filters (in stock, price range), page links, and loading, empty and error states
 * (the error says why and offers "Try again"). The sort, page and filters follow the address
 * (`?sort=&page=&stock=1&min=&max=`, replaced, not pushed), so a reload or a shared link shows
 * the same list. Product links go under the shopper's language prefix.
 *
 * @attr {string} category - The category's slug (its sub-categories are included). Needed
 *   unless `tag` is given.
 * @attr {string} tag - A tag's slug: only products with this tag (with `category`: within it).
 * @attr {number} page-size - Products per page, 1 to 60. Default 12.
 * @attr {"newest"|"price-asc"|"price-desc"|"bestselling"|"name"} sort - The first sort (the
 *   address's `sort` wins). Default "newest".
 * @attr {boolean} no-filters - Shows only the sort, no filters.
 * @attr {boolean} no-url - Keeps the sort, page and filters out of the address (for a second
 *   listing on the same page).
 *
 * @slot - Server-rendered fallback (the first page as plain links), shown until the first answer.
 *
 * @csspart base - The wrapper.
 * @csspart toolbar - The filters and sort bar.
 * @csspart filters - The filter group.
 * @csspart in-stock - The "In stock only" checkbox.
 * @csspart min-price - The lowest price field.
 * @csspart max-price - The highest price field.
 * @csspart sort - The sort select.
 * @csspart summary - The product count (a status, announced).
 * @csspart list - The product grid.
 * @csspart card - One product card.
 * @csspart card-link - A card's link (picture and name).
 * @csspart image - A card's picture frame.
 * @csspart name - A product's name.
 * @csspart sold-out - The "Sold out" badge.
 * @csspart empty - The empty state.
 * @csspart pagination - The page links.
 * @csspart error-message - The failed-request message and its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Focus ring, buttons, the current page, hovered names.
 * @cssproperty --shop-border-color - Field, card picture and page link borders.
 * @cssproperty --shop-background-color - Field background.
 * @cssproperty --shop-desc-color - The count, labels and badges.
 * @cssproperty --shop-error-color - The failed-request message.
 * @cssproperty --shop-block-space - Row gap of the grid.
 * @cssproperty --shop-border-radius - Corners of fields, pictures, buttons and page links.
 *
 * @event shop:listing-change - The shopper changed the sort, a filter or the page; detail
 *   `{category, tag, sort, page, inStock, min, max}`.
 * @event shop:error - A bad attribute value (or neither `category` nor `tag`); the element
 *   shows its error state.
 */
import { AttributeError } from '../shared/attribute-error';
import { pageSize, slug } from '../shared/listing-props';
import { boolean, oneOf, type PropsOf } from '../shared/props';
import { MAX_PAGE_SIZE, PRODUCT_SORTS } from './listing-state';
import { ProductListing } from './product-listing';

export const categoryProductProps = {
  category: slug(),
  tag: slug(),
  pageSize: pageSize(MAX_PAGE_SIZE, 12),
  sort: oneOf(PRODUCT_SORTS, { default: 'newest' }),
  noFilters: boolean(),
  noUrl: boolean(),
};

export type CategoryProductProps = PropsOf<typeof categoryProductProps>;

export function CategoryProduct({ category, tag, pageSize, sort, noFilters, noUrl }: CategoryProductProps) {
  if (!category && !tag) return <AttributeError attribute="category" message={'needs a "category" or a "tag".'} />;
  const source = { ...(category ? { category } : {}), ...(tag ? { tag } : {}) };
  return <ProductListing source={source} pageSize={pageSize} sort={sort} noFilters={noFilters} noUrl={noUrl} />;
}
