/**
 * "Write something" for signed-in shoppers, used by shop-reviews and shop-comments: a labelled
 * text area (and whatever fields come before it, such as a rating), the spec's messages tied to
 * their fields (aria-invalid, aria-describedby), and the server's refusal (code 40, `data.field`)
 * shown on the field it names. Signed-out shoppers get a link to sign-in that comes back here.
 *
 * No maxlength on the text area: the server moderates the size, and its message is the one
 * shown (a silently cut paste would lose the shopper's words without telling them).
 */
import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { $languagePrefix, $signedIn } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { Field } from './field';
import { usePageSearch } from './render-context';
import { usePagePath } from './url-state';
import { useBrowserStore } from './use-browser-store';
import { useT } from './use-t';

/** The most a review or comment may hold (docs/api.md); the counter shows it. */
export const TEXT_LIMIT = 2000;

export type FieldErrors = Record<string, string | undefined>;

export interface ComposeFormProps {
  /** The text area's label ("Your review"). */
  label: string;
  submitLabel: string;
  /** Shown to signed-out shoppers as the link text ("Sign in to write a review"). */
  signInLabel: string;
  /** Said after a successful post. */
  doneMessage: string;
  /** Fields before the text area; they get the errors keyed by their field name. */
  before?: (errors: FieldErrors) => ReactNode;
  /** Checks the other fields; returns errors by field name (empty when fine). */
  validate?: () => FieldErrors;
  /** Sends it; resolves when posted. Throw an ApiError (code 40, data.field) to refuse. */
  send(body: string): Promise<void>;
  /** Clears the other fields after posting. */
  onReset?: () => void;
  /** Where the sign-in link comes back to (default: this page, from usePagePath() and usePageSearch()). */
  returnTo?: string;
}

const fieldOf = (error: unknown): string | undefined => {
  const data = error instanceof ApiError ? (error.data as { field?: unknown } | null) : null;
  return data && typeof data.field === 'string' ? data.field : undefined;
};

export function ComposeForm({ label, submitLabel, signInLabel, doneMessage, before, validate, send, onReset, returnTo }: ComposeFormProps) {
  const { t, locale } = useT();
  const id = useId();
  // The server knows no shopper: it draws the sign-in link, and so does a hydration's first render.
  const signedIn = useBrowserStore($signedIn, false);
  const path = usePagePath();
  const search = usePageSearch();
  const prefix = useStore($languagePrefix);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (!signedIn) {
    const back = returnTo ?? `${path}${search}`;
    return (
      <p part="sign-in" className="sign-in">
        <a href={shopHref(`${prefix}/auth/signin?redirect=${encodeURIComponent(back)}`)}>{signInLabel}</a>
      </p>
    );
  }

  // Focus the first field that has a problem, so keyboard and screen-reader users land on it.
  const focusFirstInvalid = () => requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    setFormError('');
    const found: FieldErrors = { ...validate?.() };
    if (text.trim() === '') found.body = t('validation.required', label);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(text);
      setText('');
      onReset?.();
      setDone(true);
    } catch (error) {
      const field = fieldOf(error);
      const message = error instanceof ApiError ? error.userMessage : error && typeof error === 'object' && 'userMessage' in error ? String(error.userMessage) : t('http.unknown');
      if (error instanceof ApiError && error.code === Code.fail && field) {
        setErrors({ [field]: message });
        focusFirstInvalid();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  const count = new Intl.NumberFormat(locale);
  const over = text.length > TEXT_LIMIT;
  return (
    <form ref={form} part="form" className="compose" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {before?.(errors)}
      <Field label={label} required error={errors.body} hint={t('compose.count', count.format(text.length), count.format(TEXT_LIMIT))}>
        {(aria) => (
          <textarea
            {...aria}
            part="textarea"
            className={over ? 'textarea over' : 'textarea'}
            name="body"
            rows={4}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (errors.body) setErrors((e) => ({ ...e, body: undefined }));
            }}
          />
        )}
      </Field>
      {formError && (
        <p part="form-error" className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="actions">
        <button part="submit" type="submit" className="submit" disabled={busy}>
          {submitLabel}
        </button>
        <span id={`${id}-done`} role="status" className="done">
          {done ? doneMessage : ''}
        </span>
      </div>
    </form>
  );
}
