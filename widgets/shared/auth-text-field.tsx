/**
 * A plain text field of an account form (names, the one-time code): the shared field frame
 * with a native input that lives in the form's own shadow root, so the form's checks, focus
 * and Enter-to-submit work as in any form.
 */
import type { HTMLAttributes, RefCallback } from 'react';
import { Field } from './field';

export interface AuthTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  inputRef: RefCallback<HTMLElement>;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

export function AuthTextField({ name, label, value, onChange, error, inputRef, autoComplete, inputMode, maxLength }: AuthTextFieldProps) {
  // No 'Please enter {0}' placeholder: it only repeated the label inside the box.
  return (
    <Field label={label} required error={error}>
      {(aria) => (
        <div part="box" className="box">
          <input
            {...aria}
            ref={inputRef}
            part={`input ${name}`}
            name={name}
            type="text"
            autoComplete={autoComplete}
            inputMode={inputMode}
            maxLength={maxLength}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
        </div>
      )}
    </Field>
  );
}
