/**
 * A native <select> bound to its element's form link: the body of shop-select and
 * shop-phone-code-select. Native, because on a phone it opens the system picker and every
 * screen reader knows it. Empty and required is refused with 'please Select {0}' unless the
 * element gives its own message.
 */
import { useRef } from 'react';
import { Chevron, Field } from './field';
import { useFormControl } from './form-control';
import { useHost } from './host';
import { boolean, json, string } from './props';
import { useT } from './use-t';

export interface SelectOption {
  value: string;
  label: string;
  /** A second line, shown by shop-dropdown. */
  description?: string;
  disabled?: boolean;
}

/** Checks a `options` attribute: an array of strings or of {value, label, disabled?}. */
export function checkOptions(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'must be a JSON array of options.';
  const bad = value.findIndex((o) => typeof o !== 'string' && !(o && typeof o === 'object' && typeof o.value === 'string' && typeof o.label === 'string'));
  return bad === -1 ? undefined : `item ${bad} must be a string or {"value": "...", "label": "..."}.`;
}

/** The attributes every choice field has (shop-select, shop-dropdown). */
export const choiceProps = {
  label: string({ required: true }),
  name: string(),
  value: string(),
  options: json<(string | SelectOption)[]>(checkOptions, { required: true }),
  placeholder: string(),
  required: boolean(),
  disabled: boolean(),
  hint: string(),
  error: string(),
  hideLabel: boolean(),
};

export const toOptions = (items: (string | SelectOption)[]): SelectOption[] => items.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));

export interface SelectFieldProps {
  label: string;
  hideLabel?: boolean;
  options: SelectOption[];
  value?: string;
  placeholder?: string;
  required?: boolean;
  requiredMessage?: string;
  disabled?: boolean;
  autocomplete?: string;
  hint?: string;
  error?: string;
}

export function SelectField(props: SelectFieldProps) {
  const { t } = useT();
  const host = useHost();
  const { label, options } = props;
  const control = useFormControl<string>({
    defaultValue: props.value ?? '',
    formValue: (value) => value,
    disabled: Boolean(props.disabled),
    error: (value) => {
      if (props.error) return { message: props.error, flag: 'customError' };
      if (props.required && value === '') return { message: props.requiredMessage ?? t('validation.select', label), flag: 'valueMissing' };
      return undefined;
    },
  });
  const before = useRef(control.value);
  const known = options.some((o) => o.value === control.value);

  return (
    <Field label={label} hideLabel={props.hideLabel} required={props.required} hint={props.hint} error={props.error ?? control.shownError}>
      {(aria) => (
        <div part="box" className="box with-chevron">
          <select
            {...aria}
            ref={control.anchorRef}
            part="select"
            value={known ? control.value : ''}
            disabled={control.disabled}
            autoComplete={props.autocomplete}
            onChange={(event) => {
              control.setValue(event.currentTarget.value);
              // A native select fires change on each pick; so does this element.
              if (before.current !== event.currentTarget.value) host.dispatchEvent(new Event('change', { bubbles: true }));
              before.current = event.currentTarget.value;
            }}
            onBlur={control.touch}
          >
            <option value="" disabled={props.required}>
              {props.placeholder ?? t('field.choose')}
            </option>
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <Chevron />
        </div>
      )}
    </Field>
  );
}
