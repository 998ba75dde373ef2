/**
 * The end of every account form: the slide check when one is asked for, the alert for a refusal
 * that belongs to no field, and the submit button, which says the form is busy while its
 * request runs (aria-disabled, not disabled, so focus stays on it).
 */
import { SlideSlot } from './auth-slide';
import type { AuthForm } from './auth-use-form';

export function AuthSubmit<F extends string>({ form, label, busyLabel }: { form: AuthForm<F>; label: string; busyLabel: string }) {
  return (
    <>
      <SlideSlot slide={form.slide} slideRef={form.slideRef} />
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
