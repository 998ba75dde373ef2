/**
 * @summary The static pages of one page category (such as "Help": shipping, returns,
 * privacy) as a list of links with a short excerpt, named after the category. Custom pages
 * link to custom/{slug}, the others to the shop's page rule, under the shopper's language
 * prefix; the page being shown is marked as the current page. Loading, empty and error
 * ("Try again") states.
 *
 * @attr {string} category - Required. The page category's slug.
 * @attr {boolean} no-excerpt - Shows the titles only.
 *
 * @slot - Server-rendered fallback (the pages as plain links), shown until the first answer.
 *
 * @csspart base - The wrapper.
 * @csspart summary - The loading announcement (a status).
 * @csspart list - The list of pages.
 * @csspart item - One page.
 * @csspart link - A page's link (its title).
 * @csspart excerpt - A page's excerpt.
 * @csspart empty - The empty state.
 * @csspart error-message - The failed-request message and its retry button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - Links, focus ring, the current page's marker.
 * @cssproperty --shop-border-color - Lines between pages.
 * @cssproperty --shop-desc-color - Excerpts.
 * @cssproperty --shop-error-color - The failed-request message.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 *
 * @data page/list's answer for `category`, `{list: PageSummary[], category: {slug, name} | null}`:
 *   the first state, not fetched again.
 */
import { useStore } from '@nanostores/react';
import { listPages } from '../../runtime/api/content';
import type { PageList } from '../../runtime/api/types';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { ListingProblem } from '../shared/listing-problem';
import { contentHref, customPageHref, isCurrentPage } from '../shared/links';
import { slug } from '../shared/listing-props';
import { boolean, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { usePagePath } from '../shared/url-state';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';

export const categoryPageProps = {
  category: slug({ required: true }),
  noExcerpt: boolean(),
};

export type CategoryPageProps = PropsOf<typeof categoryPageProps>;

export function CategoryPage({ category, noExcerpt }: CategoryPageProps) {
  const { t } = useT();
  const prefix = useStore($languagePrefix);
  const path = usePagePath();
  // The server's answer for this category, when it drew the element: the first state, not fetched again.
  const served = useElementData<PageList>();
  const { state: load, retry } = useListing<PageList>(category, (signal) => listPages({ category }, { signal, quiet: true }), served);
  const data = load.data;

  return (
    <div part="base" className="listing" aria-busy={load.status === 'loading' || undefined}>
      <p part="summary" className={load.status === 'loading' ? 'summary' : 'summary visually-hidden'} role="status">
        {load.status === 'loading' && <shop-loading size="small" label={t('listing.loadingPages')} />}
      </p>
      {load.status === 'error' && <ListingProblem message={load.message} onRetry={retry} />}
      {/* A fallback the host wrote inside the tag stays in view until the first answer (the host is not read in render). */}
      {!data && load.status === 'loading' && (
        <div className="fallback">
          <slot />
        </div>
      )}
      {load.status === 'done' && data && data.list.length === 0 && <shop-empty kind="data" part="empty" />}
      {data && data.list.length > 0 && (
        <ul part="list" className={load.status === 'loading' ? 'pages stale' : 'pages'} aria-label={data.category?.name ?? t('listing.pages')}>
          {data.list.map((page) => {
            const href = page.custom ? customPageHref(page.slug, prefix) : contentHref('pageRule', page.slug, prefix);
            return (
              <li key={page.slug} part="item" className="page">
                <a part="link" href={shopHref(href)} aria-current={isCurrentPage(href, path) ? 'page' : undefined}>
                  {page.title}
                </a>
                {!noExcerpt && page.excerpt && (
                  <p part="excerpt" className="excerpt">
                    {page.excerpt}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
