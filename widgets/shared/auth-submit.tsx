/**
 * The end of every account form: the slide check when one is asked for, the alert for a refusal
 * that belongs to no field, and the submit button, which says the form is busy while its
 * request runs (aria-disabled, not disabled, so focus stays on it).
 */
import { SlideSlot } from './auth-slide';
import type { AuthForm } from './auth-use-form';

/** `account`: what the form's account field holds, so a slide pass is earned for that account. */
export function AuthSubmit<F extends string>({ form, label, busyLabel, account }: { form: AuthForm<F>; label: string; busyLabel: string; account?: string }) {
  return (
    <>
      <SlideSlot slide={form.slide} slideRef={form.slideRef} account={account} />
      {form.formError && (
        <p part="form-error" className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      <button part="submit" type="submit" className="submit" aria-disabled={form.busy || undefined}>
        {form.busy ? busyLabel : label}
      </button>
    </>
  );
}
