/**
 * The rating of a new review: five native radio buttons (a radio group: arrow keys move and
 * choose, Tab leaves), drawn as stars. The error is tied to every radio (aria-describedby).
 */
import { useId } from 'react';
import { useT } from '../shared/use-t';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

export function Rating({ value, onChange, error }: { value: number; onChange(score: number): void; error?: string }) {
  const { t, locale } = useT();
  const id = useId();
  const whole = new Intl.NumberFormat(locale);
  const errorId = `${id}-error`;
  return (
    <fieldset part="rating" className={error ? 'rating invalid' : 'rating'}>
      <legend className="label">
        {t('reviews.rating')}
        <span className="required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="stars">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className={score <= value ? 'star on' : 'star'}>
            <input
              type="radio"
              name={`${id}-score`}
              value={score}
              checked={value === score}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(score)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{t(new Intl.PluralRules(locale).select(score) === 'one' ? 'reviews.starsOne' : 'reviews.starsOther', whole.format(score))}</span>
          </label>
        ))}
        {value > 0 && (
          <span className="chosen" aria-hidden="true">
            {t(new Intl.PluralRules(locale).select(value) === 'one' ? 'reviews.starsOne' : 'reviews.starsOther', whole.format(value))}
          </span>
        )}
      </div>
      {error && (
        <p part="error" id={errorId} className="error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
