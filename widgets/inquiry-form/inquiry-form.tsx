/**
 * @summary The quote request (spec: inquiry form with image attachments): name, e-mail, message
 * (required, at most 5000 characters, with a counter) and up to five pictures with previews,
 * each removable before sending. Pictures are checked as they are chosen: PNG, JPEG, GIF or
 * WebP by the type the browser reports (the server checks the bytes themselves), at most 2 MB
 * each, at most five; the limits are written under the field (the picture picker of
 * widgets/shared/picture-picker.tsx, shared with shop-order-refund). Sending shows the upload's
 * progress; a refusal is shown at its field ('not an image' at the pictures) and focused; on
 * success the shopper goes to the thank-you page.
 *
 * Drawn on the server (runtime/server/render.tsx), the form works without JavaScript when the
 * host gives it an `action`: it posts natively (multipart, with the pictures, the product and the
 * thank-you address as `thankyou`), and the browser's own checks stand in for the element's
 * (required fields, the e-mail's type) until the element is live.
 *
 * @attr {string} product - The product's slug when the request is about one (sent as `product`).
 * @attr {string} thankyou-href - Where to go once it is sent. Default: /inquiry/thankyou under the language prefix.
 * @attr {string} action - Where the form posts natively (method post, multipart: name, email,
 *   content, images, product, thankyou) on a page without JavaScript, when the host has such a
 *   route (the demo's API answers a browser's own post with a redirect to the thank-you
 *   address). With JavaScript the element sends it itself.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is
 *   defined (a server render, runtime/server/render.tsx, draws the form itself).
 *
 * @csspart form - The form.
 * @csspart field - Each field's frame.
 * @csspart label - A field's label.
 * @csspart input - The name and e-mail fields.
 * @csspart textarea - The message.
 * @csspart hint - The counter and the pictures' limits.
 * @csspart picker - The file chooser: its button and what is chosen.
 * @csspart file - The native file input (visually hidden; it has the focus).
 * @csspart choose - The button-styled label that opens the chooser.
 * @csspart chosen - What is chosen ('No pictures chosen', the files' names).
 * @csspart previews - The chosen pictures.
 * @csspart preview - One picture with its name, size and Remove button.
 * @csspart remove - A picture's Remove button.
 * @csspart progress - The upload's progress bar.
 * @csspart form-error - A refusal that belongs to no field.
 * @csspart submit - The send button.
 * @csspart error - The error state for a bad attribute (also a field's error text).
 *
 * @cssproperty --shop-primary-color - The send button, the progress bar and focus rings.
 * @cssproperty --shop-error-color - Error messages and invalid fields.
 * @cssproperty --shop-border-color - Preview frames.
 *
 * @event shop:inquiry-send - Sent; detail `{number, images}` from the server, before going to the thank-you page (cancelable: cancel it to stay).
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createInquiry, INQUIRY_IMAGE_TYPES, INQUIRY_MAX_CONTENT, INQUIRY_MAX_IMAGE_BYTES, INQUIRY_MAX_IMAGES } from '../../runtime/api/inquiry';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { navigate } from '../../runtime/navigation/navigator';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { isEmail } from '../../runtime/validation';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { useHost } from '../shared/host';
import { PicturePicker, UploadProgress, usePictures, type PictureLimits } from '../shared/picture-picker';
import { string, type PropsOf } from '../shared/props';
import { failureMessage } from '../shared/use-listing';
import { useT } from '../shared/use-t';

export const inquiryFormProps = {
  product: string(),
  thankyouHref: string(),
  action: string(),
};

export type InquiryFormProps = PropsOf<typeof inquiryFormProps>;

type FieldName = 'name' | 'email' | 'content' | 'images';

const limits: PictureLimits = { max: INQUIRY_MAX_IMAGES, maxBytes: INQUIRY_MAX_IMAGE_BYTES, types: INQUIRY_IMAGE_TYPES };

export function InquiryForm({ product, thankyouHref, action }: InquiryFormProps) {
  const { t } = useT();
  const host = useHost();
  const prefix = useStore($languagePrefix);
  const [values, setValues] = useState({ name: '', email: '', content: '' });
  const { pictures, setPictures, files } = usePictures();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [progress, setProgress] = useState<number>();
  const busy = progress !== undefined;
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null), images: useRef<HTMLInputElement>(null) };
  const formRef = useRef<HTMLFormElement>(null);
  // A path, as the host's own post of the form expects; leaving for it goes to the shop's page.
  const thankyou = thankyouHref ?? `${prefix}/inquiry/thankyou`;
  // The server draws the form without `novalidate`, so a page without JavaScript gets the
  // browser's checks of the required fields; once live, the element checks and words them itself.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const labels: Record<FieldName, string> = { name: t('inquiry.name'), email: t('inquiry.email'), content: t('inquiry.message'), images: t('inquiry.images') };

  const check = (name: Exclude<FieldName, 'images'>, value: string): string | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return t('validation.required', labels[name]);
    if (name === 'email' && !isEmail(trimmed)) return t('field.emailFormat');
    if (name === 'content' && value.length > INQUIRY_MAX_CONTENT) return t('inquiry.tooLong', labels.content, INQUIRY_MAX_CONTENT);
    return undefined;
  };

  const change = (name: Exclude<FieldName, 'images'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const found: Partial<Record<FieldName, string>> = { name: check('name', values.name), email: check('email', values.email), content: check('content', values.content) };
    setErrors((e) => ({ ...found, images: e.images }));
    const first = (['name', 'email', 'content'] as const).find((name) => found[name]);
    if (first) return refs[first].current?.focus();
    setProgress(0);
    try {
      const answer = await createInquiry(
        { name: values.name.trim(), email: values.email.trim(), content: values.content, product, images: files },
        { onProgress: ({ loaded, total }) => setProgress(total ? loaded / total : 0), quiet: true },
      );
      setAnnouncement(t('inquiry.sent'));
      if (emit(host, 'shop:inquiry-send', answer, { cancelable: true })) void navigate(thankyouHref ?? shopHref(thankyou));
    } catch (failure) {
      const message = failureMessage(failure);
      const field = failure instanceof ApiError && failure.code === Code.fail ? (failure.data as { field?: string } | null)?.field : undefined;
      const at: FieldName | undefined = field === 'file' || field === 'images' ? 'images' : field === 'name' || field === 'email' || field === 'content' ? field : undefined;
      if (at) {
        setErrors((e) => ({ ...e, [at]: message }));
        refs[at].current?.focus();
      } else setFormError(message);
    } finally {
      setProgress(undefined);
    }
  };

  const counter = t('inquiry.counter', values.content.length, INQUIRY_MAX_CONTENT);
  return (
    <form ref={formRef} part="form" className="form" action={action} method={action ? 'post' : undefined} encType={action ? 'multipart/form-data' : undefined} onSubmit={submit} aria-busy={busy || undefined}>
      {action && (
        <>
          <input type="hidden" name="thankyou" value={thankyou} />
          {product && <input type="hidden" name="product" value={product} />}
        </>
      )}
      <Field label={labels.name} required error={errors.name}>
        {(aria) => <input {...aria} ref={refs.name} part="input" className="input" name="name" autoComplete="name" required value={values.name} onChange={change('name')} />}
      </Field>
      <Field label={labels.email} required error={errors.email}>
        {(aria) => <input {...aria} ref={refs.email} part="input" className="input" name="email" type="email" inputMode="email" autoComplete="email" required value={values.email} onChange={change('email')} />}
      </Field>
      <Field label={labels.content} required hint={counter} error={errors.content}>
        {(aria) => <textarea {...aria} ref={refs.content} part="textarea" className={values.content.length > INQUIRY_MAX_CONTENT ? 'textarea over' : 'textarea'} name="content" rows={6} required value={values.content} onChange={change('content')} />}
      </Field>
      <PicturePicker
        label={labels.images}
        limits={limits}
        pictures={pictures}
        onPictures={setPictures}
        error={errors.images}
        onError={(message) => setErrors((e) => ({ ...e, images: message }))}
        announce={setAnnouncement}
        busy={busy}
        inputRef={refs.images}
      />
      {busy && <UploadProgress value={progress} />}
      {formError && (
        <p part="form-error" className="form-error" role="alert">
          {formError}
        </p>
      )}
      <p className="actions">
        <button part="submit" type="submit" className="submit" aria-disabled={busy || undefined}>
          {busy ? t('inquiry.sending') : t('inquiry.send')}
        </button>
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </form>
  );
}
