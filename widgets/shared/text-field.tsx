/**
 * A single-line text field bound to its element's form link: the body of shop-input and
 * shop-password-input. Validation order: the author's `error` (a server's answer, say), then
 * required, then the type's format, then the minimum length; the first problem is the one shown.
 */
import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { isEmail } from '../../runtime/validation';
import { Field } from './field';
import { useFormControl } from './form-control';
import { useHost } from './host';
import { useT } from './use-t';

export type TextType = 'text' | 'email' | 'tel' | 'number' | 'url' | 'search' | 'password';

export interface TextFieldProps {
  label: string;
  hideLabel?: boolean;
  type: TextType;
  value?: string;
  /** A real hint (an example); none by default: the label already says what goes in, and
   * 'Please enter {0}' inside the box only repeated it. */
  placeholder?: string | null;
  required?: boolean;
  /** The message when required and empty; '{0} is required' with the label by default. */
  requiredMessage?: string;
  disabled?: boolean;
  readonly?: boolean;
  minlength?: number;
  maxlength?: number;
  autocomplete?: string;
  inputmode?: string;
  hint?: string;
  error?: string;
  /** Something after the input inside the box (the password's show button). */
  end?: ReactNode;
  /** Enter submits the surrounding form, as in a native field. */
  enterSubmits?: boolean;
}

export function TextField(props: TextFieldProps) {
  const { t } = useT();
  const host = useHost();
  const { label, type, required, minlength } = props;
  const control = useFormControl<string>({
    defaultValue: props.value ?? '',
    formValue: (value) => value,
    disabled: Boolean(props.disabled),
    error: (value) => {
      if (props.error) return { message: props.error, flag: 'customError' };
      if (required && value.trim() === '') return { message: props.requiredMessage ?? t('validation.required', label), flag: 'valueMissing' };
      if (value === '') return undefined;
      if (type === 'email' && !isEmail(value.trim())) return { message: t('field.emailFormat'), flag: 'typeMismatch' };
      if (minlength !== undefined && value.length < minlength) return { message: t('field.tooShort', label, minlength), flag: 'tooShort' };
      return undefined;
    },
  });
  // Like a native field, `change` fires when the shopper leaves it with a different value.
  const committed = useRef(control.value);
  // A server error is shown at once: the shopper has already submitted.
  const shown = props.error ?? control.shownError;
  const commit = () => {
    if (committed.current === control.value) return;
    committed.current = control.value;
    host.dispatchEvent(new Event('change', { bubbles: true }));
  };

  return (
    <Field label={label} hideLabel={props.hideLabel} required={required} hint={props.hint} error={shown}>
      {(aria) => (
        <div part="box" className="box">
          <input
            {...aria}
            ref={control.anchorRef}
            part="input"
            type={type}
            value={control.value}
            placeholder={props.placeholder ?? undefined}
            disabled={control.disabled}
            readOnly={props.readonly}
            maxLength={props.maxlength}
            autoComplete={props.autocomplete}
            inputMode={props.inputmode as HTMLAttributes<HTMLInputElement>['inputMode']}
            onChange={(event) => control.setValue(event.currentTarget.value)}
            onFocus={() => {
              committed.current = control.value;
            }}
            onBlur={() => {
              control.touch();
              commit();
            }}
            onKeyDown={(event) => {
              if (!props.enterSubmits || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
              // Like a native field: the value is committed (change), then the form is submitted.
              event.preventDefault();
              commit();
              control.requestSubmit();
            }}
          />
          {props.end}
        </div>
      )}
    </Field>
  );
}
