/**
 * Apply or remove a coupon code (checkout/coupon/apply, checkout/coupon/remove). Used by the
 * cart and the checkout; the server's totals come back through `onTotals`. A refusal ('No such
 * coupon', 'This coupon has expired', a minimum spend) shows at the field and keeps the code.
 * The element that shows it defines <shop-input>: shared code never imports an element, and
 * adopts `couponFormStyles`.
 *
 * The field and its Apply button stay on one line whatever is said: the refusal is written under
 * both (a polite live region, so it is announced), not inside the field, where it pushed the
 * button out of line. The field keeps it as its own error (red border, aria-invalid, described
 * by it for a screen reader), only not drawn there a second time.
 */
import { useState, type FormEvent } from 'react';
import type { CheckoutTotals } from '../../runtime/api/types';
import { ApiError, isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { ErrorIcon } from './field';
import { token } from './styles';
import { useMoney } from './use-money';
import { useT } from './use-t';

export function CouponForm({ totals, onTotals }: { totals: CheckoutTotals | undefined; onTotals: (totals: CheckoutTotals) => void }) {
  const { t } = useT();
  const money = useMoney();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = totals?.coupon?.applied ? totals.coupon : undefined;

  const send = async (path: string, body: object) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      onTotals(await post<CheckoutTotals>(path, body, { quiet: true }));
    } catch (failure) {
      // A minimum spend the server names in minor units is written as money, with its currency.
      const minSpend = failure instanceof ApiError ? (failure.data as { minSpend?: unknown } | null)?.minSpend : undefined;
      if (typeof minSpend === 'number') setError(t('coupon.minSpendNeeded', money(minSpend)));
      else setError(isShopError(failure) ? failure.userMessage : t('http.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('coupon') ?? '').trim();
    if (!code) setError(t('validation.enter', t('coupon.code')));
    else void send('checkout/coupon/apply', { code });
  };

  if (applied) {
    return (
      <p part="coupon" className="coupon applied">
        <span>{t('coupon.applied', applied.code)}</span>
        <button type="button" className="link" aria-disabled={busy || undefined} onClick={() => void send('checkout/coupon/remove', {})}>
          {t('coupon.remove')}
        </button>
      </p>
    );
  }
  return (
    <form part="coupon" className="coupon" noValidate onSubmit={apply}>
      <div className="coupon-row">
        <shop-input name="coupon" label={t('coupon.code')} autocomplete="off" error={error || undefined} value={totals?.coupon?.code ?? ''} />
        <button type="submit" className="secondary" aria-disabled={busy || undefined}>
          {t('coupon.apply')}
        </button>
      </div>
      <p part="coupon-error" className="coupon-error" role="status">
        {error && (
          <ErrorIcon />
        )}
        {error}
      </p>
    </form>
  );
}

/** The coupon form's layout, for the sheet of each element that shows it (cart, checkout). */
export const couponFormStyles = `
  .coupon { display: grid; gap: .35em; margin: 0; }
  .coupon-row { display: flex; gap: .5em; align-items: end; flex-wrap: wrap; }
  .coupon shop-input { flex: 1; min-width: 10em; }
  /* Said under the row (below), not inside the field, where it moved the button down. */
  .coupon shop-input::part(error) { display: none; }
  .coupon-error { margin: 0; display: flex; gap: .35em; align-items: flex-start; font-size: .8125em; color: ${token('errorColor')}; }
  .coupon-error:empty { margin-top: -.35em; }
  .coupon-error svg { width: 1.1em; height: 1.1em; flex: none; margin-top: .1em; }
  .coupon.applied { display: flex; justify-content: space-between; align-items: center; color: ${token('successColor')}; }
`;
