/**
 * @summary The after-sales application for one order: what the shopper wants (return and
 * refund, exchange goods, refund only: a radio group), the reason (a select, sent as its code),
 * a description (required, up to 1000 characters with a counter) and up to five photos with
 * previews, each removable before sending. Photos are checked as they are chosen: PNG, JPEG,
 * GIF or WebP by the type the browser reports (the server checks the bytes themselves), at most
 * 2 MB each, at most five; with photos the application goes as one multipart request and its
 * upload's progress shows. Problems are shown at their field, the shop's refusal too (a refused
 * photo at the photos); on success it goes to the new return's page. An order whose earlier
 * application still waits for the shop says so, with a link to it, instead of the form.
 *
 * @attr {string} order-number - Required. The order to apply for.
 *
 * @data {Order} - The order applied for, as order/detail answers it for the signed-in shopper:
 *   the server draws the form for it, and the browser does not read it again; without data the
 *   server draws the guest's sign-in prompt. Without JavaScript the form cannot send (its
 *   photos go through the API): its submit button is hidden and a line says so.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart form - The form.
 * @csspart order - The order's number and amount.
 * @csspart types - The radio group of application types.
 * @csspart field - A field's frame.
 * @csspart counter - The description's character counter.
 * @csspart picker - The file chooser: its button and what is chosen.
 * @csspart file - The native file input (visually hidden; it has the focus).
 * @csspart choose - The button-styled label that opens the chooser.
 * @csspart chosen - What is chosen ('No pictures chosen', the files' names).
 * @csspart previews - The chosen photos.
 * @csspart preview - One photo with its name, size and Remove button.
 * @csspart remove - A photo's Remove button.
 * @csspart progress - The upload's progress bar (with photos).
 * @csspart submit - The submit button.
 * @csspart form-error - A refusal that belongs to no field.
 * @csspart done - The confirmation once the application is in.
 * @csspart waiting - The notice that an earlier application of the order still waits, with its link.
 * @csspart no-script - Without JavaScript: the line saying applying needs it.
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 *
 * @cssproperty --shop-primary-color - The chosen type, focus and the button.
 * @cssproperty --shop-error-color - Errors.
 * @cssproperty --shop-border-color - The types' and the previews' frames.
 *
 * @event shop:return-apply - The application was accepted; detail is the ReturnOrder.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { orderDetail } from '../../runtime/api/orders';
import { applyReturn, RETURN_IMAGE_TYPES, RETURN_MAX_IMAGE_BYTES, RETURN_MAX_IMAGES } from '../../runtime/api/returns';
import type { Order, ReturnReason, ReturnType_ } from '../../runtime/api/types';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import type { MessageKey } from '../../runtime/i18n';
import { navigate } from '../../runtime/navigation/navigator';
import { orderActions, returnHref, waitingReturn } from '../../runtime/orders';
import { DESCRIPTION_MAX, RETURN_REASONS, RETURN_TYPES } from '../../runtime/returns';
import { shopHref } from '../../runtime/shop-address';
import '../loading/define';
import { emit } from '../shared/emit';
import { Chevron, Field } from '../shared/field';
import { useHost } from '../shared/host';
import { ListingProblem } from '../shared/listing-problem';
import { PicturePicker, UploadProgress, usePictures, type PictureLimits } from '../shared/picture-picker';
import { string, type PropsOf } from '../shared/props';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { returnTypeKey } from '../shared/status-words';
import { failureMessage } from '../shared/use-listing';
import { useRecordedMoney } from '../shared/use-money';
import { useT } from '../shared/use-t';
import { useSignedIn } from '../user/parts';

export const orderRefundProps = {
  orderNumber: string({ required: true, check: (v) => (v.trim() ? undefined : 'must be an order number.') }),
};

export type OrderRefundProps = PropsOf<typeof orderRefundProps>;

const limits: PictureLimits = { max: RETURN_MAX_IMAGES, maxBytes: RETURN_MAX_IMAGE_BYTES, types: RETURN_IMAGE_TYPES };

export function OrderRefund(props: OrderRefundProps) {
  const signedIn = useSignedIn();
  const { t } = useT();
  return signedIn ? <RefundForm {...props} /> : <SignInPrompt text={t('orders.signIn')} link={t('orders.signInLink')} />;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; order: Order };
type Errors = Partial<Record<'type' | 'reason' | 'description' | 'images', string>>;

function RefundForm({ orderNumber }: OrderRefundProps) {
  const { t } = useT();
  const host = useHost();
  const money = useRecordedMoney();
  const id = useId();
  // The server's order, when it drew the form: the first state, not read again.
  const data = useElementData<Order>();
  const given = data?.number === orderNumber ? data : undefined;
  const [load, setLoad] = useState<Load>(() => (given ? { state: 'ready', order: given } : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const [type, setType] = useState<ReturnType_ | ''>('');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [text, setText] = useState('');
  const { pictures, setPictures, files } = usePictures();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [done, setDone] = useState<string>();
  const typeGroup = useRef<HTMLFieldSetElement>(null);
  const reasonSelect = useRef<HTMLSelectElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const photos = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (attempt === 0 && given) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    orderDetail(orderNumber!, { signal: controller.signal, quiet: true }).then(
      (order) => setLoad({ state: 'ready', order }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'failed', message: failureMessage(error) }),
    );
    return () => controller.abort();
  }, [orderNumber, attempt]);

  const room = DESCRIPTION_MAX;
  const descriptionLabel = t('refund.description');

  const check = (): Errors => ({
    type: type ? undefined : t('validation.select', t('refund.type')),
    reason: reason ? undefined : t('validation.select', t('refund.reason')),
    description: text.trim() === '' ? t('validation.required', descriptionLabel) : text.trim().length > room ? t('refund.tooLong', room) : undefined,
  });

  const focusFirst = (found: Errors) => {
    if (found.type) typeGroup.current?.querySelector('input')?.focus();
    else if (found.reason) reasonSelect.current?.focus();
    else if (found.description) area.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const found = check();
    setErrors(found);
    if (found.type || found.reason || found.description) return focusFirst(found);
    setBusy(true);
    if (files.length > 0) setProgress(0);
    try {
      const created = await applyReturn(
        { orderNumber: orderNumber!, applyType: type as ReturnType_, applyDescription: text.trim(), reason: reason as ReturnReason, images: files },
        { quiet: true, onProgress: ({ fraction }) => setProgress(fraction) },
      );
      setDone(created.number);
      emit(host, 'shop:return-apply', created);
      requestAnimationFrame(() => doneRef.current?.focus());
      void navigate(shopHref(returnHref(created.number)));
    } catch (error) {
      const message = failureMessage(error);
      const field = error instanceof ApiError && error.code === Code.fail ? (error.data as { field?: string } | null)?.field : undefined;
      if (field === 'applyDescription') {
        setErrors({ description: message });
        area.current?.focus();
      } else if (field === 'applyType') {
        setErrors({ type: message });
        typeGroup.current?.querySelector('input')?.focus();
      } else if (field === 'reason') {
        setErrors({ reason: message });
        reasonSelect.current?.focus();
      } else if (field === 'images' || field === 'file') {
        // A picture the server refused (by its bytes, size or count): at the photos.
        setErrors({ images: message });
        photos.current?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  };

  if (load.state === 'loading') return <shop-loading label={t('refund.loading')} show-label />;
  if (load.state === 'failed') return <ListingProblem message={load.message} onRetry={() => setAttempt((n) => n + 1)} />;
  const order = load.order;
  const waiting = waitingReturn(order);

  if (done) {
    return (
      <p part="done" ref={doneRef} tabIndex={-1} className="done" role="status">
        {t('refund.done', done)}{' '}
        <a className="link" href={shopHref(returnHref(done))}>
          {t('refund.view')}
        </a>
      </p>
    );
  }

  return (
    <section className="refund" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="title">
        {t('refund.title')}
      </h2>
      <p part="order" className="order">
        {t('refund.order', order.number, money(order.paymentAmount))}
      </p>
      {waiting ? (
        <p part="waiting" className="notice" role="status">
          {t('refund.waiting', waiting.number)}{' '}
          <a className="link" href={shopHref(returnHref(waiting.number))}>
            {t('refund.view')}
          </a>
        </p>
      ) : !orderActions(order).afterSales ? (
        <p className="notice" role="status">
          {t('refund.notEligible')}
        </p>
      ) : (
        <form part="form" className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset ref={typeGroup} part="types" className="types" role="radiogroup" aria-labelledby={`${id}-type-legend`} aria-describedby={errors.type ? `${id}-type-error` : undefined} aria-required="true" aria-invalid={errors.type ? true : undefined}>
            <legend id={`${id}-type-legend`} className="label">
              {t('refund.type')}
              <span className="required" aria-hidden="true">
                {' *'}
              </span>
            </legend>
            {RETURN_TYPES.map((value) => (
              <label key={value} className="type">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={value}
                  checked={type === value}
                  aria-describedby={`${id}-hint-${value}`}
                  onChange={() => {
                    setType(value);
                    setErrors((e) => ({ ...e, type: undefined }));
                  }}
                />
                <span className="type-text">
                  <span className="type-name">{t(returnTypeKey(value))}</span>
                  <span id={`${id}-hint-${value}`} className="hint">
                    {t(`refund.typeHint.${value}` as MessageKey)}
                  </span>
                </span>
              </label>
            ))}
            {errors.type && (
              <p id={`${id}-type-error`} className="error">
                {errors.type}
              </p>
            )}
          </fieldset>
          <Field label={t('refund.reason')} required error={errors.reason}>
            {(aria) => (
              <div className="box with-chevron">
                <select
                  {...aria}
                  ref={reasonSelect}
                  name="reason"
                  value={reason}
                  onChange={(event) => {
                    setReason(event.currentTarget.value as ReturnReason | '');
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }}
                >
                  <option value="">{t('field.choose')}</option>
                  {RETURN_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`refund.reason.${r}` as MessageKey)}
                    </option>
                  ))}
                </select>
                <Chevron />
              </div>
            )}
          </Field>
          <Field label={descriptionLabel} required error={errors.description} hint={t('refund.descriptionHint')}>
            {(aria) => (
              <>
                <textarea
                  {...aria}
                  aria-describedby={[aria['aria-describedby'], `${id}-counter`].filter(Boolean).join(' ')}
                  ref={area}
                  className="area"
                  name="description"
                  rows={5}
                  value={text}
                  onChange={(event) => {
                    setText(event.currentTarget.value);
                    if (errors.description) setErrors((e) => ({ ...e, description: undefined }));
                  }}
                />
                <p id={`${id}-counter`} part="counter" className={text.trim().length > room ? 'counter over' : 'counter'}>
                  {t('refund.counter', text.trim().length, room)}
                </p>
              </>
            )}
          </Field>
          <PicturePicker
            label={t('refund.photos')}
            note={t('refund.photosNote')}
            limits={limits}
            pictures={pictures}
            onPictures={setPictures}
            error={errors.images}
            onError={(message) => setErrors((e) => ({ ...e, images: message }))}
            announce={setAnnouncement}
            busy={busy}
            inputRef={photos}
          />
          {progress !== undefined && <UploadProgress value={progress} />}
          <button part="submit" type="submit" className="button scripted" aria-disabled={busy || undefined}>
            {busy ? t('refund.submitting') : t('refund.submit')}
          </button>
          <p part="no-script" className="notice no-script">
            {t('refund.needsJs')}
          </p>
          {formError && (
            <p part="form-error" className="form-error" role="alert">
              {formError}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
        </form>
      )}
    </section>
  );
}
