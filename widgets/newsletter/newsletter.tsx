/**
 * @summary Newsletter sign-up: an e-mail field and a subscribe button. The address is checked
 * with the spec's rule and messages ('{0} is required', the e-mail rule's own 'Please enter a valid
 * e-mail address'; 'Account format error' is the account field's, mobile or e-mail) tied to the
 * field; the server's refusal is shown the same way. Afterwards it thanks the shopper, or says
 * the address was already subscribed.
 *
 * @attr {boolean} hide-label - Hides the field's label visually (it stays for screen readers);
 *   for compact footers. The placeholder then names the field.
 *
 * @slot - A fallback for hosts that do not render on the server, shown until the element is defined
 *   (a server render, runtime/server/render.tsx, draws the form itself).
 *
 * @csspart base - The wrapper.
 * @csspart title - The heading line.
 * @csspart form - The form.
 * @csspart field - The e-mail field's frame.
 * @csspart label - The field's label.
 * @csspart input - The e-mail field.
 * @csspart submit - The subscribe button.
 * @csspart done - The thank-you (or already subscribed) message.
 * @csspart form-error - A refusal that belongs to no field (too many requests, no connection).
 * @csspart error - The error state for a bad attribute (also the field's error text).
 *
 * @cssproperty --shop-primary-color - The button and the focus ring.
 * @cssproperty --shop-success-color - The thank-you message.
 * @cssproperty --shop-error-color - Error messages and the invalid field.
 *
 * @event shop:newsletter-subscribe - Subscribed; detail `{email, already}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { subscribe } from '../../runtime/api/newsletter';
import { Code } from '../../runtime/constants';
import { ApiError } from '../../runtime/errors';
import { isEmail } from '../../runtime/validation';
import { emit } from '../shared/emit';
import { Field } from '../shared/field';
import { useHost } from '../shared/host';
import { boolean, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const newsletterProps = {
  hideLabel: boolean(),
};

export type NewsletterProps = PropsOf<typeof newsletterProps>;

export function Newsletter({ hideLabel }: NewsletterProps) {
  const { t } = useT();
  const host = useHost();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; already: boolean }>();
  const input = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const label = t('newsletter.email');

  const check = (value: string) => (value.trim() === '' ? t('validation.required', label) : isEmail(value.trim()) ? undefined : t('field.emailFormat'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const problem = check(email);
    setError(problem);
    if (problem) return input.current?.focus();
    setBusy(true);
    try {
      const address = email.trim();
      const answer = await subscribe(address);
      setDone({ email: address, already: Boolean(answer?.already) });
      emit(host, 'shop:newsletter-subscribe', { email: address, already: Boolean(answer?.already) });
    } catch (failure) {
      const message = failure && typeof failure === 'object' && 'userMessage' in failure ? String(failure.userMessage) : t('http.unknown');
      if (failure instanceof ApiError && failure.code === Code.fail) {
        setError(message);
        input.current?.focus();
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  // Focus moves to the thanks in the commit that draws it (the form and its field are gone):
  // a frame callback could run before that commit on a busy machine, and focus was lost.
  useLayoutEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  return (
    <section part="base" className="newsletter" aria-labelledby={`${id}-title`}>
      <p part="title" id={`${id}-title`} className="title">
        {t('newsletter.title')}
      </p>
      {done ? (
        <p part="done" ref={doneRef} tabIndex={-1} role="status" className="done">
          {t(done.already ? 'newsletter.already' : 'newsletter.thanks', done.email)}
        </p>
      ) : (
        <form part="form" className="form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <p className="text">{t('newsletter.text')}</p>
          <div className="row">
            <Field label={label} hideLabel={hideLabel} required error={error}>
              {(aria) => (
                <input
                  {...aria}
                  ref={input}
                  part="input"
                  className="input"
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder={hideLabel ? label : undefined}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    if (error) setError(undefined);
                  }}
                  onBlur={() => email && setError(check(email))}
                />
              )}
            </Field>
            <button part="submit" type="submit" className="submit" disabled={busy}>
              {t('newsletter.subscribe')}
            </button>
          </div>
          {formError && (
            <p part="form-error" className="form-error" role="alert">
              {formError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
