/**
 * @summary The quote request (spec: inquiry form with image attachments): name, e-mail, message
 * (required, at most 5000 characters, with a counter) and up to five pictures with previews,
 * each removable before sending. Pictures are checked as they are chosen: PNG, JPEG, GIF or
 * WebP by the type the browser reports (the server checks the bytes themselves), at most 2 MB
 * each, at most five; the limits are written under the field. Sending shows the upload's
 * progress; a refusal is shown at its field ('not an image' at the pictures) and focused; on
 * success the shopper goes to the thank-you page.
 *
 * Without JavaScript the server's fallback (a multipart form posting to
 * /api/web/inquiry/create, which answers a browser's own post with a redirect to the thank-you
 * page) does the same job; it stays in the light DOM and is what shows until the element upgrades.
 *
 * @attr {string} product - The product's slug when the request is about one (sent as `product`).
 * @attr {string} thankyou-href - Where to go once it is sent. Default: /inquiry/thankyou under the language prefix.
 *
 * @slot - Server-rendered fallback (the multipart form), shown until the element is defined.
 *
 * @csspart form - The form.
 * @csspart field - Each field's frame.
 * @csspart label - A field's label.
 * @csspart input - The name and e-mail fields.
 * @csspart textarea - The message.
 * @csspart hint - The counter and the pictures' limits.
 * @csspart file - The picture chooser.
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
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createInquiry, INQUIRY_IMAGE_TYPES, INQUIRY_MAX_CONTENT, INQUIRY_MAX_IMAGE_BYTES, INQUIRY_MAX_IMAGES } from '../../runtime/api/inquiry';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { navigate } from '../../runtime/navigation/navigator';
import { $languagePrefix } from '../../runtime/session';
import { isEmail } from '../../runtime/validation';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { useHost } from '../shared/host';
import { string, type PropsOf } from '../shared/props';
import { failureMessage } from '../shared/use-listing';
import { useT } from '../shared/use-t';

export const inquiryFormProps = {
  product: string(),
  thankyouHref: string(),
};

export type InquiryFormProps = PropsOf<typeof inquiryFormProps>;

type FieldName = 'name' | 'email' | 'content' | 'images';
interface Picture {
  key: number;
  file: File;
  url: string;
}

let nextKey = 0;

export function InquiryForm({ product, thankyouHref }: InquiryFormProps) {
  const { t, locale } = useT();
  const host = useHost();
  const id = useId();
  const prefix = useStore($languagePrefix);
  const [values, setValues] = useState({ name: '', email: '', content: '' });
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [progress, setProgress] = useState<number>();
  const busy = progress !== undefined;
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), content: useRef<HTMLTextAreaElement>(null), images: useRef<HTMLInputElement>(null) };
  const previews = useRef<HTMLUListElement>(null);
  const kept = useRef(pictures);
  kept.current = pictures;

  const megabytes = useMemo(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }), [locale]);
  const kilobytes = useMemo(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }), [locale]);
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent' }), [locale]);
  const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? megabytes.format(bytes / 1024 / 1024) : kilobytes.format(Math.max(1, Math.round(bytes / 1024))));
  const limit = megabytes.format(INQUIRY_MAX_IMAGE_BYTES / 1024 / 1024);

  // The previews' object URLs go with the element.
  useEffect(() => () => kept.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const labels: Record<FieldName, string> = { name: t('inquiry.name'), email: t('inquiry.email'), content: t('inquiry.message'), images: t('inquiry.images') };

  const check = (name: Exclude<FieldName, 'images'>, value: string): string | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return t('validation.required', labels[name]);
    if (name === 'email' && !isEmail(trimmed)) return t('validation.accountFormat');
    if (name === 'content' && value.length > INQUIRY_MAX_CONTENT) return t('inquiry.tooLong', labels.content, INQUIRY_MAX_CONTENT);
    return undefined;
  };

  const change = (name: Exclude<FieldName, 'images'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    // Emptied so choosing the same file again (after removing it) is a change.
    input.value = '';
    const refusals: string[] = [];
    const accepted: Picture[] = [];
    let left = INQUIRY_MAX_IMAGES - pictures.length;
    const over: string[] = [];
    for (const file of chosen) {
      if (file.type && !(INQUIRY_IMAGE_TYPES as readonly string[]).includes(file.type)) refusals.push(t('inquiry.notImage', file.name));
      else if (file.size > INQUIRY_MAX_IMAGE_BYTES) refusals.push(t('inquiry.tooBig', file.name, limit));
      else if (left <= 0) over.push(file.name);
      else {
        accepted.push({ key: nextKey++, file, url: URL.createObjectURL(file) });
        left -= 1;
      }
    }
    if (over.length) refusals.push(t('inquiry.tooMany', INQUIRY_MAX_IMAGES, over.join(', ')));
    const all = [...pictures, ...accepted];
    setPictures(all);
    setErrors((e) => ({ ...e, images: refusals.length ? refusals.join(' ') : undefined }));
    setAnnouncement([...refusals, t('inquiry.chosen', all.length, INQUIRY_MAX_IMAGES)].join(' '));
  };

  const remove = (picture: Picture, index: number) => {
    URL.revokeObjectURL(picture.url);
    const buttons = [...(previews.current?.querySelectorAll<HTMLButtonElement>('[part="remove"]') ?? [])];
    (buttons[index + 1] ?? buttons[index - 1] ?? refs.images.current)?.focus();
    setPictures((list) => list.filter((p) => p.key !== picture.key));
    setErrors((e) => ({ ...e, images: undefined }));
    setAnnouncement(t('inquiry.removed', picture.file.name));
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
        { name: values.name.trim(), email: values.email.trim(), content: values.content, product, images: pictures.map((p) => p.file) },
        { onProgress: ({ loaded, total }) => setProgress(total ? loaded / total : 0), quiet: true },
      );
      const href = thankyouHref ?? `${prefix}/inquiry/thankyou`;
      setAnnouncement(t('inquiry.sent'));
      if (emit(host, 'shop:inquiry-send', answer, { cancelable: true })) void navigate(href);
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
    <form part="form" className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Field label={labels.name} required error={errors.name}>
        {(aria) => <input {...aria} ref={refs.name} part="input" className="input" name="name" autoComplete="name" value={values.name} onChange={change('name')} />}
      </Field>
      <Field label={labels.email} required error={errors.email}>
        {(aria) => <input {...aria} ref={refs.email} part="input" className="input" name="email" type="email" inputMode="email" autoComplete="email" value={values.email} onChange={change('email')} />}
      </Field>
      <Field label={labels.content} required hint={counter} error={errors.content}>
        {(aria) => <textarea {...aria} ref={refs.content} part="textarea" className={values.content.length > INQUIRY_MAX_CONTENT ? 'textarea over' : 'textarea'} name="content" rows={6} value={values.content} onChange={change('content')} />}
      </Field>
      <Field label={labels.images} hint={t('inquiry.imagesHint', INQUIRY_MAX_IMAGES, limit)} error={errors.images}>
        {(aria) => (
          <input
            {...aria}
            ref={refs.images}
            part="file"
            className="file"
            type="file"
            name="images"
            accept={INQUIRY_IMAGE_TYPES.join(',')}
            multiple
            aria-disabled={pictures.length >= INQUIRY_MAX_IMAGES || undefined}
            onChange={choose}
          />
        )}
      </Field>
      {pictures.length > 0 && (
        <ul ref={previews} part="previews" className="previews" aria-label={t('inquiry.chosen', pictures.length, INQUIRY_MAX_IMAGES)}>
          {pictures.map((picture, index) => (
            <li key={picture.key} part="preview" className="preview">
              <img src={picture.url} alt={picture.file.name} width={96} height={96} />
              <span className="file-name">{picture.file.name}</span>
              <span className="file-size">{sizeOf(picture.file.size)}</span>
              <button type="button" part="remove" className="remove" aria-label={t('inquiry.removeLabel', picture.file.name)} disabled={busy} onClick={() => remove(picture, index)}>
                {t('inquiry.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <div className="progress-row">
          <progress part="progress" id={`${id}-progress`} max={1} value={progress} aria-label={t('inquiry.progress')} />
          <span aria-hidden="true">{percent.format(progress ?? 0)}</span>
        </div>
      )}
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
