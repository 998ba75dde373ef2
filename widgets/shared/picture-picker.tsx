/**
 * Choosing pictures to send with a form (the quote request, the after-sales application): the
 * shared file chooser (./file-picker.tsx: a button, and the names of what is chosen) with its
 * limits written under it, previews of the chosen pictures (name, size, Remove),
 * and the checks the browser can make before anything is sent: the type it reports (PNG, JPEG,
 * GIF or WebP; the server checks the bytes themselves), the size of each, how many. A refusal is
 * the field's error; what changed is announced through the form's own live region (`announce`).
 * The form owns the list (usePictures) and sends `files`; UploadProgress shows the upload.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { Field } from './field';
import { FilePicker } from './file-picker';
import { useT } from './use-t';

export interface Picture {
  key: number;
  file: File;
  /** The preview's object URL (revoked when removed or when the form goes). */
  url: string;
}

export interface PictureLimits {
  /** How many pictures at most. */
  max: number;
  /** The largest picture, in bytes. */
  maxBytes: number;
  /** The types the browser may report (a file with no reported type is left to the server). */
  types: readonly string[];
}

let nextKey = 0;

/** The chosen pictures, their previews' object URLs revoked on removal and when the form goes. */
export function usePictures() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const kept = useRef(pictures);
  kept.current = pictures;
  useEffect(() => () => kept.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  return { pictures, setPictures, files: pictures.map((p) => p.file) };
}

/** Sizes and the limit in the shopper's language. */
function useSizes() {
  const { locale } = useT();
  return useMemo(() => {
    const megabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    const kilobytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
    return (bytes: number) => (bytes >= 1024 * 1024 ? megabytes.format(bytes / 1024 / 1024) : kilobytes.format(Math.max(1, Math.round(bytes / 1024))));
  }, [locale]);
}

export interface PicturePickerProps {
  label: string;
  /** Words before the limits under the field. */
  note?: string;
  limits: PictureLimits;
  pictures: readonly Picture[];
  onPictures(next: Picture[]): void;
  /** The field's error (a client check or the server's refusal). */
  error?: string;
  onError(message: string | undefined): void;
  /** Says what changed in the form's live region. */
  announce(message: string): void;
  /** While sending: pictures cannot be removed. */
  busy?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The file field's name (default 'images', as the API calls it). */
  name?: string;
}

export function PicturePicker({ label, note, limits, pictures, onPictures, error, onError, announce, busy, inputRef, name = 'images' }: PicturePickerProps) {
  const { t } = useT();
  const sizeOf = useSizes();
  const previews = useRef<HTMLUListElement>(null);
  const limit = sizeOf(limits.maxBytes);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    // Emptied so choosing the same file again (after removing it) is a change.
    input.value = '';
    const refusals: string[] = [];
    const accepted: Picture[] = [];
    const over: string[] = [];
    let left = limits.max - pictures.length;
    for (const file of chosen) {
      if (file.type && !limits.types.includes(file.type)) refusals.push(t('pictures.notImage', file.name));
      else if (file.size > limits.maxBytes) refusals.push(t('pictures.tooBig', file.name, limit));
      else if (left <= 0) over.push(file.name);
      else {
        accepted.push({ key: nextKey++, file, url: URL.createObjectURL(file) });
        left -= 1;
      }
    }
    if (over.length) refusals.push(t('pictures.tooMany', limits.max, over.join(', ')));
    const all = [...pictures, ...accepted];
    onPictures(all);
    onError(refusals.length ? refusals.join(' ') : undefined);
    announce([...refusals, t('pictures.chosen', all.length, limits.max)].join(' '));
  };

  const remove = (picture: Picture, index: number) => {
    URL.revokeObjectURL(picture.url);
    const buttons = [...(previews.current?.querySelectorAll<HTMLButtonElement>('[part="remove"]') ?? [])];
    (buttons[index + 1] ?? buttons[index - 1] ?? inputRef.current)?.focus();
    onPictures(pictures.filter((p) => p.key !== picture.key));
    onError(undefined);
    announce(t('pictures.removed', picture.file.name));
  };

  return (
    <>
      <Field label={label} hint={[note, t('pictures.hint', limits.max, limit)].filter(Boolean).join(' ')} error={error}>
        {(aria, labelId) => (
          <FilePicker
            control={aria}
            labelId={labelId}
            inputRef={inputRef}
            name={name}
            accept={limits.types.join(',')}
            multiple
            full={pictures.length >= limits.max}
            button={t('pictures.choose')}
            chosen={pictures.length ? pictures.map((p) => p.file.name).join(', ') : t('pictures.none')}
            onChange={choose}
          />
        )}
      </Field>
      {pictures.length > 0 && (
        <ul ref={previews} part="previews" className="previews" aria-label={t('pictures.chosen', pictures.length, limits.max)}>
          {pictures.map((picture, index) => (
            <li key={picture.key} part="preview" className="preview">
              <img src={picture.url} alt={picture.file.name} width={96} height={96} />
              <span className="file-name">{picture.file.name}</span>
              <span className="file-size">{sizeOf(picture.file.size)}</span>
              <button type="button" part="remove" className="remove" aria-label={t('pictures.removeLabel', picture.file.name)} disabled={busy} onClick={() => remove(picture, index)}>
                {t('pictures.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The upload's progress while a form sends (0 to 1), with the percentage beside it. */
export function UploadProgress({ value }: { value: number }) {
  const { t, locale } = useT();
  const percent = useMemo(() => new Intl.NumberFormat(locale, { style: 'percent' }), [locale]);
  return (
    <div className="progress-row">
      <progress part="progress" max={1} value={value} aria-label={t('pictures.progress')} />
      <span aria-hidden="true">{percent.format(value)}</span>
    </div>
  );
}
