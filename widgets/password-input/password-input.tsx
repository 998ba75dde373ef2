/**
 * @summary A password field for native forms with a show/hide button. Empty and required is
 * refused with the shop's 'Password is required'. The autofill hint tells password managers
 * whether to fill a saved password or offer a new one. Enter submits the surrounding form, as
 * in a native password field.
 *
 * @attr {string} label - The visible label. Default 'Password'.
 * @attr {string} name - The FormData key.
 * @attr {string} value - The initial value (the `value` property holds the current one).
 * @attr {boolean} required - Empty is refused with 'Password is required'.
 * @attr {boolean} disabled - Not editable and left out of the form.
 * @attr {boolean} new-password - A password being chosen (sign-up, reset): autocomplete
 *   new-password instead of current-password.
 * @attr {number} minlength - Shorter passwords are refused.
 * @attr {string} placeholder - A real hint for the shopper (an example); none by default.
 * @attr {string} hint - Help text under the field (the password rules, say).
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once.
 * @attr {boolean} hide-label - Keeps the label for screen readers only.
 *
 * @csspart field - The wrapper of label, box, hint and error.
 * @csspart label - The label.
 * @csspart box - The bordered box around the input and the button.
 * @csspart input - The native input.
 * @csspart toggle - The show/hide button (a toggle button: aria-pressed).
 * @csspart hint - The help text.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The focus ring.
 * @cssproperty --shop-error-color - The error message and the invalid border.
 * @cssproperty --shop-placeholder-color - The border and the placeholder.
 *
 * @event input - Each edit (the native event, from inside).
 * @event change - The shopper left the field with a different value.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useState } from 'react';
import { boolean, number, string, type PropsOf } from '../shared/props';
import { TextField } from '../shared/text-field';
import { useT } from '../shared/use-t';

export const passwordInputProps = {
  label: string(),
  name: string(),
  value: string(),
  required: boolean(),
  disabled: boolean(),
  newPassword: boolean(),
  minlength: number({ min: 0 }),
  placeholder: string(),
  hint: string(),
  error: string(),
  hideLabel: boolean(),
};

export type PasswordInputProps = PropsOf<typeof passwordInputProps>;

export function PasswordInput({ label, newPassword, placeholder, ...props }: PasswordInputProps) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      label={label ?? t('field.password')}
      placeholder={placeholder ?? null}
      enterSubmits
      type={shown ? 'text' : 'password'}
      autocomplete={newPassword ? 'new-password' : 'current-password'}
      requiredMessage={t('validation.passwordRequired')}
      end={
        <button type="button" part="toggle" className="toggle" aria-pressed={shown} disabled={props.disabled} onClick={() => setShown(!shown)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {!shown && <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
          <span className="visually-hidden">{t('field.showPassword')}</span>
        </button>
      }
    />
  );
}
