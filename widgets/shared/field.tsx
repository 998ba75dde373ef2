/**
 * The frame every form field shares: a visible label, the control, a hint and the error,
 * wired together (label for, aria-describedby, aria-invalid) so a screen reader hears the
 * error with the field. Used by shop-input, shop-password-input, shop-select, shop-dropdown
 * and shop-phone-code-select.
 */
import { useId, type ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  hideLabel?: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Gets the control's aria props, and the label's id for controls that are not labelable. */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

export function Field({ label, hideLabel, required, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div part="field" className={error ? 'field invalid' : 'field'}>
      <label part="label" id={`${id}-label`} htmlFor={id} className={hideLabel ? 'visually-hidden' : 'label'}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined }, `${id}-label`)}
      {hint && (
        <p part="hint" id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p part="error" id={errorId} className="error">
          <ErrorIcon />
          {error}
        </p>
      )}
    </div>
  );
}

/** The arrow at the end of a select's box. */
export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The mark before a field's error message (decorative: the words carry it). */
export function ErrorIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.2v4.6M8 10.8v1" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
