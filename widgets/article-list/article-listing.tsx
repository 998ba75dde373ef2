/**
 * The article listing shared by <shop-article-list>, <shop-category-article> and
 * <shop-article-masonry>: article cards (thumbnail, title, author, date, excerpt), page links,
 * and the loading, empty and error states. The page follows the address (`?page=`) unless
 * `noUrl`. The masonry layout is CSS columns over the same list, so the reading order, the
 * keyboard order and the DOM order are one (down each column, then the next).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { listArticles } from '../../runtime/api/content';
import type { ArticleListItem, ArticlePage } from '../../runtime/api/types';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import '../empty/define';
import '../loading/define';
import { ListingProblem } from '../shared/listing-problem';
import { ListingSkeleton } from '../shared/listing-skeleton';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { LazyImage } from '../shared/lazy-image';
import { contentHref, isCurrentPage } from '../shared/links';
import { Pager } from '../shared/pager';
import { useElementData, usePageSearch } from '../shared/render-context';
import { pushParams, readParams, usePagePath, useQueryHistory, withParams } from '../shared/url-state';
import { useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';

export const MAX_ARTICLE_PAGE_SIZE = 50;

export interface ArticleListingProps {
  category?: string;
  author?: string;
  pageSize: number;
  layout: 'list' | 'masonry';
  noUrl: boolean;
}

const SKELETON_CARDS = 4;

export function ArticleListing({ category, author, pageSize, layout, noUrl }: ArticleListingProps) {
  const { t } = useT();
  const host = useHost();
  const search = usePageSearch();
  const path = usePagePath();
  // The page of articles the server queried for this address, when it drew the element (the API's answer).
  const served = useElementData<ArticlePage>();
  const pageIn = (search: string) => {
    const n = Number.parseInt(readParams(['page'], search).page ?? '1', 10);
    return Number.isFinite(n) && n >= 1 ? n : 1;
  };
  const [page, setPage] = useState(() => (noUrl ? 1 : pageIn(search)));
  const body = { ...(category ? { category } : {}), ...(author ? { author } : {}), page, pageSize };
  const { state: load, retry } = useListing<ArticlePage>(JSON.stringify(body), (signal) => listArticles(body, { signal, quiet: true }), served);
  // Back and Forward: the page the address names, and where the shopper was on it.
  useQueryHistory((search) => setPage(pageIn(search)), !noUrl, load.status === 'done');
  const list = useRef<HTMLUListElement>(null);
  const focusList = useRef(false);

  useEffect(() => {
    if (load.status === 'done' && focusList.current) {
      focusList.current = false;
      list.current?.focus();
    }
  }, [load.status]);

  const goTo = (next: number) => {
    focusList.current = true;
    setPage(next);
    if (!noUrl) pushParams({ page: next > 1 ? String(next) : undefined });
    emit(host, 'shop:listing-change', { category, author, page: next });
  };

  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const label = data?.category?.name ?? t('listing.articles');
  const layoutClass = layout === 'masonry' ? 'masonry' : 'rows';

  return (
    <div part="base" className="listing" aria-busy={load.status === 'loading' || undefined}>
      <p part="summary" className={load.status === 'loading' ? 'summary' : 'summary visually-hidden'} role="status">
        {load.status === 'loading' && <shop-loading size="small" label={t('listing.loadingArticles')} />}
      </p>

      {load.status === 'error' && <ListingProblem message={load.message} onRetry={retry} />}

      {!data && load.status === 'loading' && (
        // A fallback the host wrote inside the tag stays in view until the first answer; the
        // skeleton is the slot's own content, shown when there is none (the host is not read in render).
        <div className="fallback">
          <ListingSkeleton count={Math.min(pageSize, SKELETON_CARDS)} className={layoutClass} />
        </div>
      )}

      {load.status === 'done' && data && data.list.length === 0 && <shop-empty kind="data" part="empty" />}

      {data && data.list.length > 0 && (
        <ul part="list" ref={list} tabIndex={-1} className={`cards ${layoutClass}${load.status === 'loading' ? ' stale' : ''}`} aria-label={label}>
          {data.list.map((article) => (
            <ArticleCard key={article.slug} article={article} pagePath={path} />
          ))}
        </ul>
      )}

      {data && load.status !== 'error' && (
        <Pager page={Math.min(page, pages)} pages={pages} hrefFor={(n) => `${path}${withParams({ page: n > 1 ? String(n) : undefined }, search)}`} onPage={goTo} />
      )}
    </div>
  );
}

function ArticleCard({ article, pagePath }: { article: ArticleListItem; pagePath: string }) {
  const { t, locale } = useT();
  const prefix = useStore($languagePrefix);
  const href = contentHref('articleRule', article.slug, prefix);
  // The publication date (not the clock), written in UTC: the server and every browser write the same day.
  const published = new Date(article.publishedAt);
  const date = Number.isNaN(published.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(published);
  // The title is the card's one link; its ::after stretches over the card so the picture is a target too.
  return (
    <li part="card" className="card">
      {article.thumbnail && (
        <span className="media">
          <LazyImage src={article.thumbnail} alt="" part="image" />
        </span>
      )}
      <div className="text">
        <a part="card-link" className="card-link" href={shopHref(href)} aria-current={isCurrentPage(href, pagePath) ? 'page' : undefined}>
          <span part="title" className="title">
            {article.title}
          </span>
        </a>
        <p part="meta" className="meta">
          <span>{t('listing.by', article.author.name)}</span>
          {date && (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={article.publishedAt}>{date}</time>
            </>
          )}
        </p>
        {article.summary && (
          <p part="excerpt" className="excerpt">
            {article.summary}
          </p>
        )}
      </div>
    </li>
  );
}
