/**
 * @summary A labelled text field that takes part in native forms: its value goes into
 * FormData under its `name`, an invalid value blocks submission, and a form reset restores
 * it. Errors use the shop's messages ('{0} is required', ...) and are tied to the field for
 * screen readers (aria-invalid, aria-describedby); they show once the field is left or the
 * form is submitted.
 *
 * @attr {string} label - Required. The visible label, also used in the messages.
 * @attr {string} name - The FormData key.
 * @attr {string} value - The initial value (the `value` property holds the current one).
 * @attr {"text"|"email"|"tel"|"number"|"url"|"search"} type - The kind of text. Default text.
 *   `email` checks the shop's e-mail format.
 * @attr {string} placeholder - A real hint (an example value); none by default.
 * @attr {boolean} required - Empty is refused with '{0} is required'.
 * @attr {boolean} disabled - Not editable and left out of the form.
 * @attr {boolean} readonly - Not editable, still submitted.
 * @attr {number} minlength - Shorter values are refused.
 * @attr {number} maxlength - Longer values cannot be typed.
 * @attr {string} autocomplete - The autofill hint (`email`, `given-name`, `postal-code`...).
 * @attr {string} inputmode - The on-screen keyboard to offer (`numeric`, `tel`, `email`...).
 * @attr {string} hint - Help text under the field.
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once and
 *   blocks submission until removed.
 * @attr {boolean} hide-label - Keeps the label for screen readers only.
 *
 * @csspart field - The wrapper of label, box, hint and error.
 * @csspart label - The label.
 * @csspart box - The bordered box around the input.
 * @csspart input - The native input.
 * @csspart hint - The help text.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The focus ring.
 * @cssproperty --shop-error-color - The error message and the invalid border.
 * @cssproperty --shop-placeholder-color - The border and the placeholder.
 * @cssproperty --shop-border-radius - The box's corners.
 *
 * @event input - Each edit (the native event, from inside).
 * @event change - The shopper left the field with a different value.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { boolean, number, oneOf, string, type PropsOf } from '../shared/props';
import { TextField } from '../shared/text-field';

export const inputProps = {
  label: string({ required: true }),
  name: string(),
  value: string(),
  type: oneOf(['text', 'email', 'tel', 'number', 'url', 'search'], { default: 'text' }),
  placeholder: string(),
  required: boolean(),
  disabled: boolean(),
  readonly: boolean(),
  minlength: number({ min: 0 }),
  maxlength: number({ min: 1 }),
  autocomplete: string(),
  inputmode: oneOf(['none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url']),
  hint: string(),
  error: string(),
  hideLabel: boolean(),
};

export type InputProps = PropsOf<typeof inputProps>;

export function Input(props: InputProps) {
  // Single-line, so Enter submits the surrounding form as a native field does.
  return <TextField {...props} enterSubmits />;
}
