/**
 * @summary One after-sales application, every field of the spec's return order: number, order,
 * type, status, audit status (the status line says them once when they are the same words), refund
 * amount, the reason in words, description, how many photos came with it (the shop keeps them; they
 * are not shown again), the shop's refusal reason, the parcel's logistics company, tracking number
 * and sending time once it was sent (before that, for goods that go back, one line says it is not
 * sent yet), and, once approved for a type that sends goods
 * back, the shop's return address with a form for the parcel's company and tracking number.
 * While it waits for the audit it can be cancelled (after an alert dialog). Audits arrive live
 * over the socket. After each action focus goes to the status line and the outcome is announced.
 *
 * @attr {string} number - Required. The return number.
 *
 * @data {ReturnOrder} - The application, as return/detail answers it for the signed-in shopper:
 *   the server draws it for a page asked for with a session, and the browser does not read it
 *   again; without data the server draws the guest's sign-in prompt.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart status-line - The return's status and audit status (focused after an action).
 * @csspart notice - The outcome of the last action or live change (a live region).
 * @csspart facts - The return's fields.
 * @csspart merchant-address - The shop's return address.
 * @csspart logistics - The form for the parcel's company and tracking number.
 * @csspart cancel - The cancel button.
 * @csspart confirm - The cancel confirmation (alert dialog).
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - A return that could not load, with its retry button.
 *
 * @cssproperty --shop-primary-color - Links and buttons.
 * @cssproperty --shop-error-color - The cancel button and refusals.
 *
 * @event shop:return-change - The shopper cancelled or sent the parcel; detail `{action, return}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { cancelReturn, returnDetail, sendReturnLogistics } from '../../runtime/api/returns';
import type { ReturnOrder } from '../../runtime/api/types';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { orderHref, userHref } from '../../runtime/orders';
import { returnActions, watchReturns } from '../../runtime/returns';
import { shopHref } from '../../runtime/shop-address';
import '../loading/define';
import { ConfirmDialog, type ConfirmDialogParts } from '../shared/confirm-dialog';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { useHost } from '../shared/host';
import { ListingProblem } from '../shared/listing-problem';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { auditStatusKey, returnStatusKey, returnStatusLine, returnTypeKey } from '../shared/status-words';
import { useLiveRecord } from '../shared/use-live-record';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { useDateTime, useSignedIn } from '../user/parts';

export const userReturnDetailProps = {
  number: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be a return number.') }),
};

export type UserReturnDetailProps = PropsOf<typeof userReturnDetailProps>;

/** The server's rule for a tracking number (docs/api.md "Returns"). */
const TRACKING = /^[\w-]{4,40}$/;

/** The cancel confirmation's documented parts. */
const confirmParts: ConfirmDialogParts = { dialog: 'confirm', cancel: 'confirm-dismiss', confirm: 'confirm-accept' };

export function UserReturnDetail(props: UserReturnDetailProps) {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <Detail {...props} /> : <SignInPrompt text={t('orders.signIn')} link={t('orders.signInLink')} />;
}

function Detail({ number }: UserReturnDetailProps) {
  const { t, locale } = useT();
  const host = useHost();
  const money = useRecordedMoney();
  const id = useId();
  const dateTime = useDateTime();
  const [asking, setAsking] = useState(false);
  const [company, setCompany] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ company?: string; tracking?: string }>({});
  const companyInput = useRef<HTMLInputElement>(null);
  const trackingInput = useRef<HTMLInputElement>(null);

  const words = (r: ReturnOrder) => returnStatusLine(t, r);
  const { load, retry, notice, refusal, busy, statusLine, settle, run } = useLiveRecord<ReturnOrder>({
    number: number!,
    read: returnDetail,
    watch: watchReturns,
    updated: (value) => `${t('returns.updated')} ${words(value)}`,
    key: (r) => `${r.status}/${r.auditStatus}/${r.logisticsNumber}`,
    changed: (value, action) => emit(host, 'shop:return-change', { action, return: value }),
    initial: useElementData<ReturnOrder>(),
  });

  const cancel = () =>
    run(async (current) => {
      settle(await cancelReturn(current.number, { quiet: true }), t('returns.cancelled'), 'cancel');
    });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || load.state !== 'ready') return;
    const found = {
      company: company.trim() ? undefined : t('validation.required', t('returns.logisticsCompany')),
      tracking: !tracking.trim() ? t('validation.required', t('returns.logisticsNumber')) : TRACKING.test(tracking.trim()) ? undefined : t('returns.logisticsNumberHint'),
    };
    setErrors(found);
    if (found.company) return companyInput.current?.focus();
    if (found.tracking) return trackingInput.current?.focus();
    await run(
      async (current) => {
        settle(await sendReturnLogistics({ number: current.number, logisticsCompany: company.trim(), logisticsNumber: tracking.trim() }, { quiet: true }), t('returns.sent'), 'logistics');
      },
      (error, message) => {
        const field = error instanceof ApiError && error.code === Code.fail ? (error.data as { field?: string } | null)?.field : undefined;
        if (field === 'logisticsCompany') {
          setErrors({ company: message });
          companyInput.current?.focus();
          return true;
        }
        if (field === 'logisticsNumber') {
          setErrors({ tracking: message });
          trackingInput.current?.focus();
          return true;
        }
        return false;
      },
    );
  };

  if (load.state === 'loading') return <shop-loading label={t('returns.detailLoading')} show-label />;
  if (load.state === 'failed') return <ListingProblem message={load.message} onRetry={retry} />;
  const r = load.value;
  const actions = returnActions(r);

  return (
    <article className="detail" aria-labelledby={`${id}-title`}>
      <p className="back">
        <a className="link" href={shopHref(userHref('return'))}>
          {t('returns.back')}
        </a>
      </p>
      <h2 id={`${id}-title`} className="title">
        {t('returns.detailTitle', r.number)}
      </h2>
      <p ref={statusLine} part="status-line" className="status-line" tabIndex={-1}>
        {words(r)}
      </p>
      <p part="notice" className="notice" role="status">
        {notice}
      </p>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      {r.status === 'pending_approval' && r.auditStatus === 'pending_approval' && <p className="hint">{t('returns.waiting')}</p>}

      <dl part="facts" className="facts">
        <dt>{t('returns.number')}</dt>
        <dd>{r.number}</dd>
        <dt>{t('returns.order')}</dt>
        <dd>
          <a className="link" href={shopHref(orderHref(r.orderNumber))}>
            {r.orderNumber}
          </a>
        </dd>
        <dt>{t('returns.type')}</dt>
        <dd>{t(returnTypeKey(r.applyType))}</dd>
        <dt>{t('returns.status')}</dt>
        <dd>{t(returnStatusKey(r.status))}</dd>
        <dt>{t('returns.audit')}</dt>
        <dd>{t(auditStatusKey(r.auditStatus))}</dd>
        <dt>{t('returns.refundAmount')}</dt>
        <dd>{money(r.refundAmount)}</dd>
        <dt>{t('returns.appliedOn')}</dt>
        <dd>{dateTime(r.createdAt)}</dd>
        <dt>{t('refund.reason')}</dt>
        <dd>{r.reason ? t(`refund.reason.${r.reason}`) : t('returns.none')}</dd>
        <dt>{t('returns.description')}</dt>
        <dd className="text">{r.applyDescription}</dd>
        <dt>{t('returns.photos')}</dt>
        <dd>{r.images > 0 ? new Intl.NumberFormat(locale).format(r.images) : t('returns.none')}</dd>
        <dt>{t('returns.refusal')}</dt>
        <dd className="text">{r.refusalDescription || t('returns.none')}</dd>
        {r.logisticsCompany || r.logisticsNumber || r.deliveryTime ? (
          // The parcel's rows once there is something to show in them.
          <>
            <dt>{t('returns.logisticsCompany')}</dt>
            <dd>{r.logisticsCompany || t('returns.none')}</dd>
            <dt>{t('returns.logisticsNumber')}</dt>
            <dd>{r.logisticsNumber || t('returns.none')}</dd>
            <dt>{t('returns.deliveryTime')}</dt>
            <dd>{r.deliveryTime ? dateTime(r.deliveryTime) : t('returns.none')}</dd>
          </>
        ) : (
          // Goods go back (not a refund only) and none were sent yet: one line says so.
          r.applyType !== 'refund_only' && (
            <>
              <dt>{t('returns.parcel')}</dt>
              <dd>{t('returns.notSent')}</dd>
            </>
          )
        )}
      </dl>

      {r.merchantAddress && (
        <section className="section" aria-labelledby={`${id}-merchant`}>
          <h3 id={`${id}-merchant`} className="section-title">
            {t('returns.merchantAddress')}
          </h3>
          <dl part="merchant-address" className="facts">
            <dt>{t('returns.consignee')}</dt>
            <dd>{r.merchantAddress.consignee}</dd>
            <dt>{t('returns.contactNumber')}</dt>
            <dd>{r.merchantAddress.contactNumber}</dd>
            <dt>{t('returns.address')}</dt>
            <dd>{r.merchantAddress.address}</dd>
          </dl>
        </section>
      )}

      {actions.logistics && (
        <section className="section" aria-labelledby={`${id}-send`}>
          <h3 id={`${id}-send`} className="section-title">
            {t('returns.sendTitle')}
          </h3>
          <form part="logistics" className="form" noValidate onSubmit={send} aria-busy={busy || undefined}>
            <Field label={t('returns.logisticsCompany')} required error={errors.company}>
              {(aria) => (
                <div className="box">
                  <input {...aria} ref={companyInput} name="logisticsCompany" maxLength={100} autoComplete="off" value={company} onChange={(e) => setCompany(e.currentTarget.value)} />
                </div>
              )}
            </Field>
            <Field label={t('returns.logisticsNumber')} required error={errors.tracking} hint={t('returns.logisticsNumberHint')}>
              {(aria) => (
                <div className="box">
                  <input {...aria} ref={trackingInput} name="logisticsNumber" maxLength={40} autoComplete="off" spellCheck={false} value={tracking} onChange={(e) => setTracking(e.currentTarget.value)} />
                </div>
              )}
            </Field>
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {t('returns.send')}
            </button>
          </form>
        </section>
      )}

      {actions.cancel && (
        <div className="actions">
          <button type="button" part="cancel" className="button danger" aria-disabled={busy || undefined} onClick={() => !busy && setAsking(true)}>
            {t('returns.cancel')}
          </button>
        </div>
      )}

      <ConfirmDialog
        open={asking}
        title={t('returns.cancelTitle', r.number)}
        message={t('returns.cancelConfirm')}
        confirmLabel={t('returns.cancel')}
        cancelLabel={t('returns.keep')}
        onConfirm={() => {
          setAsking(false);
          void cancel();
        }}
        parts={confirmParts}
        onCancel={() => setAsking(false)}
      />
    </article>
  );
}
