/**
 * @summary A product's review score as five stars, partly filled to the exact score, with the
 * score and the number of reviews. Read by screen readers as one phrase ("Rated 4.5 out of 5,
 * 12 reviews").
 *
 * @attr {number} score - Required. The average score, from 0 to `max`.
 * @attr {number} max - The best possible score. Default 5.
 * @attr {number} count - How many reviews the score comes from; shown when given.
 * @attr {boolean} no-value - Hides the number next to the stars (the stars stay readable to
 *   screen readers).
 *
 * @csspart base - The wrapper.
 * @csspart stars - The row of stars.
 * @csspart value - The score as a number.
 * @csspart count - The number of reviews.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-warning-color - Colour of the filled stars.
 * @cssproperty --shop-border-color - Colour of the empty stars.
 * @cssproperty --shop-desc-color - Colour of the number and the count.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { boolean, number, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const productScoreProps = {
  score: number({ required: true, min: 0 }),
  max: number({ min: 1, default: 5 }),
  count: number({ min: 0 }),
  noValue: boolean(),
};

export type ProductScoreProps = PropsOf<typeof productScoreProps>;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

export function ProductScore({ score, max, count, noValue }: ProductScoreProps) {
  const { t, locale } = useT();
  const value = Math.min(score, max);
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale);
  const reviews = count === undefined ? '' : t(new Intl.PluralRules(locale).select(count) === 'one' ? 'score.reviewsOne' : 'score.reviewsOther', whole.format(count));
  const label = [t('score.label', decimal.format(value), whole.format(max)), reviews].filter(Boolean).join(t('score.separator'));
  const stars = Math.round(max);

  return (
    <span part="base" className="score">
      <span part="stars" className="stars" role="img" aria-label={label}>
        {Array.from({ length: stars }, (_, i) => {
          // Each star is filled by how much of it the score covers: 4.3 fills 4 and 30% of the 5th.
          const fill = Math.max(0, Math.min(1, value - i));
          return (
            <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} className="empty" />
              {fill > 0 && <path d={STAR} className="full" clipPath={`inset(0 ${((1 - fill) * 100).toFixed(1)}% 0 0)`} />}
            </svg>
          );
        })}
      </span>
      {!noValue && (
        <span part="value" className="value" aria-hidden="true">
          {decimal.format(value)}
        </span>
      )}
      {count !== undefined && (
        <span part="count" className="count" aria-hidden="true">
          ({whole.format(count)})
        </span>
      )}
    </span>
  );
}
