/**
 * @summary A product's reviews: the score summary (the average with stars, and how many
 * reviews gave each score as bars), the reviews page by page, and a form to write one (a
 * 1–5 rating as a radio group, and the text). Signed-out shoppers get a link to sign-in that
 * comes back to the reviews. The server's refusals (empty or oversized text, a bad rating) are
 * shown on the field they concern.
 *
 * @attr {string} product - Required. The product's slug.
 * @attr {boolean} no-form - Leaves out the write-a-review form.
 *
 * @data The first page of reviews, as `review/list` answers it (runtime/api/reviews.ts
 * `listReviews(product, 1)`: a ReviewPage, `{list, total, page, pageSize, summary}`): shown from
 * the first render, and not fetched again.
 *
 * @csspart base - The wrapper.
 * @csspart summary - The score summary.
 * @csspart average - The average as a number.
 * @csspart bars - The distribution list.
 * @csspart bar - One score's bar.
 * @csspart list - The reviews.
 * @csspart review - One review.
 * @csspart pagination - The previous/next buttons and the page number.
 * @csspart form - The write-a-review form.
 * @csspart rating - The rating radio group.
 * @csspart textarea - The review text.
 * @csspart submit - The post button.
 * @csspart sign-in - The sign-in link shown to signed-out shoppers.
 * @csspart field - A form field's frame.
 * @csspart label - A field's label.
 * @csspart hint - A field's hint (the character count).
 * @csspart error-message - A failed load and its retry button.
 * @csspart error - The error state shown for a bad attribute (also a field's error text).
 *
 * @cssproperty --shop-warning-color - Filled stars and bars.
 * @cssproperty --shop-border-color - Empty stars, bar tracks and dividers.
 * @cssproperty --shop-primary-color - Buttons, focus ring, chosen rating.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-desc-color - Dates and counts.
 *
 * @event shop:review-create - A review was posted; detail `{product, review}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createReview, listReviews } from '../../runtime/api/reviews';
import type { ReviewPage } from '../../runtime/api/types';
import '../empty/define';
import '../product-score/define';
import { ComposeForm } from '../shared/compose-form';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { useElementData, usePageSearch } from '../shared/render-context';
import { usePagePath } from '../shared/url-state';
import { useTimeZone } from '../shared/use-time-zone';
import { boolean, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';
import { Rating } from './rating';

const slugCheck = (value: string) => (/^[\w-]{1,100}$/.test(value) ? undefined : `must be a product slug (letters, digits, "-" and "_"), not "${value}".`);

export const reviewsProps = {
  product: string({ required: true, check: slugCheck }),
  noForm: boolean(),
};

export type ReviewsProps = PropsOf<typeof reviewsProps>;

type Load = { status: 'loading'; data?: ReviewPage } | { status: 'done'; data: ReviewPage } | { status: 'error'; message: string; data?: ReviewPage };

const messageOf = (error: unknown) => (error && typeof error === 'object' && 'userMessage' in error ? String(error.userMessage) : '');

/**
 * A bar's filled share, as an SVG rectangle's width: drawn right by the server's markup, before
 * and without the element's code. (Not a `style` attribute: an inline style, which a CSP without
 * 'unsafe-inline' blocks, as the demo's does.)
 */
function Fill({ share }: { share: number }) {
  return (
    <svg className="fill" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width={(share * 100).toFixed(1)} height="1" />
    </svg>
  );
}

export function Reviews({ product, noForm }: ReviewsProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const initial = useElementData<ReviewPage>();
  const path = usePagePath();
  const search = usePageSearch();
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>(() => (initial ? { status: 'done', data: initial } : { status: 'loading' }));
  // The server's first page answers the first request: it is not fetched again.
  const answered = useRef(initial !== undefined);
  const [score, setScore] = useState(0);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const listRef = useRef<HTMLHeadingElement>(null);

  const fetchPage = useCallback(
    async (wanted: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoad((previous) => ({ status: 'loading', data: previous.data }));
      try {
        const data = await listReviews(product, wanted, { signal: controller.signal, quiet: true });
        if (inFlight.current === controller) setLoad({ status: 'done', data });
      } catch (error) {
        if (controller.signal.aborted) return;
        setLoad((previous) => ({ status: 'error', message: messageOf(error), data: previous.data }));
      }
    },
    [product],
  );

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      if (page === 1) return;
    }
    void fetchPage(page);
    return () => inFlight.current?.abort();
  }, [fetchPage, page]);

  const data = load.data;
  const summary = data?.summary;
  const whole = new Intl.NumberFormat(locale);
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const plural = (n: number, one: 'reviews.starsOne', other: 'reviews.starsOther') => t(new Intl.PluralRules(locale).select(n) === 'one' ? one : other, whole.format(n));

  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.focus();
  };

  return (
    <div part="base" className="reviews">
      {summary && summary.count > 0 && summary.average !== null && (
        <section part="summary" className="summary" aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`} className="visually-hidden">
            {t('reviews.summary')}
          </h3>
          <div className="overall">
            <span part="average" className="average" aria-hidden="true">
              {decimal.format(summary.average)}
            </span>
            <shop-product-score score={summary.average} count={summary.count} no-value></shop-product-score>
          </div>
          <ul part="bars" className="bars">
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = summary.distribution[stars - 1] ?? 0;
              const share = summary.count ? n / summary.count : 0;
              return (
                <li key={stars} className="bar-row">
                  <span className="bar-label" aria-hidden="true">
                    {plural(stars, 'reviews.starsOne', 'reviews.starsOther')}
                  </span>
                  <span part="bar" className="bar" aria-hidden="true">
                    <Fill share={share} />
                  </span>
                  <span className="bar-count" aria-hidden="true">
                    {whole.format(n)}
                  </span>
                  <span className="visually-hidden">{t('reviews.barText', plural(stars, 'reviews.starsOne', 'reviews.starsOther'), t(new Intl.PluralRules(locale).select(n) === 'one' ? 'score.reviewsOne' : 'score.reviewsOther', whole.format(n)), percent.format(share))}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <h3 ref={listRef} tabIndex={-1} className="list-heading visually-hidden">
        {t('reviews.list')}
      </h3>
      <p className="visually-hidden" role="status">
        {load.status === 'loading' ? t('loading.label') : load.status === 'done' && data && pages > 1 ? t('reviews.pageOf', whole.format(data.page), whole.format(pages)) : ''}
      </p>

      {load.status === 'error' && (
        <div part="error-message" className="problem" role="alert">
          <p>{load.message || t('http.unknown')}</p>
          <button type="button" className="button" onClick={() => void fetchPage(page)}>
            {t('search.retry')}
          </button>
        </div>
      )}

      {load.status === 'done' && data && data.total === 0 && (
        <shop-empty kind="records">
          <p className="hint">{t('reviews.beFirst')}</p>
        </shop-empty>
      )}

      {data && data.list.length > 0 && (
        <ul part="list" className="list" aria-busy={load.status === 'loading' || undefined}>
          {data.list.map((review) => (
            <li part="review" key={review.id} className="review">
              <div className="review-head">
                <strong className="author">{review.author}</strong>
                <shop-product-score score={review.score} no-value></shop-product-score>
                <time className="date" dateTime={review.createdAt}>
                  {date.format(new Date(review.createdAt))}
                </time>
              </div>
              <p className="body">{review.body}</p>
            </li>
          ))}
        </ul>
      )}

      {data && pages > 1 && (
        <nav part="pagination" className="pagination" aria-label={t('reviews.pagination')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('search.previous')}
          </button>
          <span aria-hidden="true">{t('reviews.pageOf', whole.format(page), whole.format(pages))}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('search.next')}
          </button>
        </nav>
      )}

      {!noForm && (
        <section className="write" aria-labelledby={`${id}-write`}>
          <h3 id={`${id}-write`} className="write-heading">
            {t('reviews.write')}
          </h3>
          <ComposeForm
            label={t('reviews.text')}
            submitLabel={t('reviews.submit')}
            signInLabel={t('reviews.signIn')}
            doneMessage={t('reviews.thanks')}
            returnTo={`${path}${search}`}
            validate={() => ({ score: score ? undefined : t('validation.select', t('reviews.rating')) })}
            before={(errors) => <Rating value={score} onChange={setScore} error={errors.score} />}
            onReset={() => setScore(0)}
            send={async (body) => {
              const review = await createReview({ product, score, body });
              emit(host, 'shop:review-create', { product, review });
              // Show it at the top of the first page, with the summary counted again by the server.
              if (page !== 1) setPage(1);
              else void fetchPage(1);
            }}
          />
        </section>
      )}
    </div>
  );
}
