/**
 * @summary A coupon as a card: its title, what it takes off (a percentage or an amount), the
 * minimum spend, until when it is valid, and its code, with 'Copy code' and 'Apply to cart'.
 * A coupon's amounts are recorded in the shop's currency (as every amount of the API), and the
 * card writes them in it whatever currency the shopper browses in: one currency per card, the
 * one its title (the shop's own words, "$5 off orders over $30") speaks of. Applying goes
 * through the checkout's coupon call, so the cart's totals show the discount at once; a refusal
 * (expired, minimum spend not reached) says why.
 *
 * @attr {Coupon} coupon - Required. JSON `{code, title, kind: "percent"|"fixed", amount,
 *   minSpend, expiresAt, expired?}`; `amount` is a percentage or minor units (cents) as the
 *   API gives money, `minSpend` minor units, `expiresAt` an ISO date.
 *   Without `expired`, whether it has expired is known in the browser only (after hydration):
 *   a host that renders on the server passes it.
 * @attr {string} href - The coupon's own page: its title links there (a list's way to it without JavaScript).
 * @attr {string} cart-href - The cart page, linked once the coupon is applied. Default `/cart`.
 * @attr {boolean} no-apply - Shows only the code and 'Copy code'.
 *
 * @csspart base - The card.
 * @csspart title - The coupon's title.
 * @csspart value - What it takes off.
 * @csspart terms - Minimum spend and validity.
 * @csspart code - The code.
 * @csspart copy - The 'Copy code' button.
 * @csspart apply - The 'Apply to cart' button.
 * @csspart status - What happened (copied, applied, refused).
 *
 * @cssproperty --shop-primary-color - The buttons and the card's edge.
 * @cssproperty --shop-error-color - A refusal.
 *
 * Drawn by the server renderer (docs/server-rendering.md) and hydrated. Its date is written in
 * UTC (an `expiresAt` of "2026-12-31" reads as that day wherever the shopper is, and the server's
 * render is the browser's).
 *
 * @event shop:coupon-apply - The coupon was applied; `detail` is the CheckoutTotals.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { CheckoutTotals } from '../../runtime/api/types';
import { isShopError } from '../../runtime/errors';
import { post } from '../../runtime/http/client';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';

export interface CouponData {
  code: string;
  title: string;
  kind: 'percent' | 'fixed';
  amount: number;
  minSpend: number;
  expiresAt: string;
  expired?: boolean;
}

function checkCoupon(value: unknown): string | undefined {
  const c = value as Partial<CouponData> | null;
  if (!c || typeof c !== 'object') return 'must be a coupon object (JSON).';
  if (typeof c.code !== 'string' || !/^[\w-]{1,40}$/.test(c.code)) return 'needs a "code" of letters, digits, "-" or "_".';
  if (typeof c.title !== 'string') return 'needs a "title".';
  if (c.kind !== 'percent' && c.kind !== 'fixed') return 'needs "kind": "percent" or "fixed".';
  if (typeof c.amount !== 'number' || c.amount <= 0) return 'needs a positive "amount".';
  if (typeof c.minSpend !== 'number' || c.minSpend < 0) return 'needs a "minSpend" of 0 or more.';
  if (typeof c.expiresAt !== 'string' || Number.isNaN(Date.parse(c.expiresAt))) return 'needs an "expiresAt" date.';
  return undefined;
}

export const couponProps = {
  coupon: json<CouponData>(checkCoupon, { required: true }),
  href: string(),
  cartHref: string(),
  noApply: boolean(),
};

export type CouponProps = PropsOf<typeof couponProps>;

type Status = { kind: 'idle' } | { kind: 'copied' } | { kind: 'copy-failed' } | { kind: 'applying' } | { kind: 'applied' } | { kind: 'refused'; message: string };

export function Coupon({ coupon, href, cartHref, noApply }: CouponProps) {
  const { t, locale } = useT();
  const money = useRecordedMoney();
  const host = useHost();
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const codeRef = useRef<HTMLElement>(null);
  const applying = useRef(false);
  // The clock is the browser's, read once mounted (before paint): the first render is the server's.
  const [now, setNow] = useState<number>();
  useLayoutEffect(() => {
    if (coupon.expired === undefined) setNow(Date.now());
  }, [coupon.expired]);
  const expired = coupon.expired ?? (now !== undefined && Date.parse(coupon.expiresAt) < now);
  const value = coupon.kind === 'percent' ? t('coupon.percentOff', new Intl.NumberFormat(locale, { style: 'percent' }).format(coupon.amount / 100)) : t('coupon.amountOff', money(coupon.amount));
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(coupon.expiresAt));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      setStatus({ kind: 'copied' });
    } catch {
      // No clipboard (permissions, an old browser): select the code so the shopper can copy it.
      const range = document.createRange();
      if (codeRef.current) range.selectNodeContents(codeRef.current);
      const selection = (host.shadowRoot as unknown as { getSelection?: () => Selection | null } | null)?.getSelection?.() ?? document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setStatus({ kind: 'copy-failed' });
    }
  };

  const apply = async () => {
    if (applying.current) return;
    applying.current = true;
    setStatus({ kind: 'applying' });
    try {
      const totals = await post<CheckoutTotals>('checkout/coupon/apply', { code: coupon.code }, { quiet: true });
      setStatus({ kind: 'applied' });
      emit(host, 'shop:coupon-apply', totals);
    } catch (error) {
      setStatus({ kind: 'refused', message: isShopError(error) ? error.userMessage : t('http.unknown') });
    } finally {
      applying.current = false;
    }
  };

  return (
    <article part="base" className={`coupon${expired ? ' expired' : ''}`} aria-labelledby="coupon-title">
      <div className="value-box">
        <p part="value" className="value">
          {value}
        </p>
      </div>
      <div className="body">
        <h2 id="coupon-title" part="title" className="title">
          {href !== undefined ? <a href={href}>{coupon.title}</a> : coupon.title}
        </h2>
        <p part="terms" className="terms">
          {coupon.minSpend > 0 && <span>{t('coupon.minSpend', money(coupon.minSpend))}</span>}
          <span>{expired ? t('coupon.expired') : t('coupon.validUntil', until)}</span>
        </p>
        <p className="code-line">
          <span className="code-label">{t('coupon.code')}</span>{' '}
          <code ref={codeRef} part="code" className="code">
            {coupon.code}
          </code>
        </p>
        <p className="actions">
          <button type="button" part="copy" className="secondary" onClick={() => void copy()}>
            {t('coupon.copy')}
          </button>
          {!noApply && (
            <button type="button" part="apply" className="primary" disabled={expired} aria-disabled={status.kind === 'applying' || undefined} onClick={() => void apply()}>
              {status.kind === 'applying' ? t('coupon.applying') : t('coupon.applyToCart')}
            </button>
          )}
        </p>
        <p part="status" className={`status ${status.kind}`} role={status.kind === 'refused' ? 'alert' : 'status'}>
          {status.kind === 'copied' && t('coupon.copied')}
          {status.kind === 'copy-failed' && t('coupon.copyFailed')}
          {status.kind === 'refused' && status.message}
          {status.kind === 'applied' && (
            <>
              {t('coupon.appliedToCart')} <a href={cartHref ?? shopHref(withLanguage('/cart', prefix))}>{t('coupon.viewCart')}</a>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
