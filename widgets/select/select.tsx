/**
 * @summary A labelled native select that takes part in native forms (FormData, validation,
 * reset). Empty and required is refused with 'please Select {0}', tied to the field for
 * screen readers.
 *
 * @attr {string} label - Required. The visible label, also used in the messages.
 * @attr {string} name - The FormData key.
 * @attr {string} value - The initially chosen value (the `value` property holds the current one).
 * @attr {Array<string|{value: string, label: string, disabled?: boolean}>} options - Required.
 *   The choices, as JSON (or the property, as an array).
 * @attr {string} placeholder - The text of the empty choice. Default 'Choose…'.
 * @attr {boolean} required - No choice is refused with 'please Select {0}'.
 * @attr {boolean} disabled - Not changeable and left out of the form.
 * @attr {string} autocomplete - The autofill hint (`country`, `address-level1`...).
 * @attr {string} hint - Help text under the field.
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once.
 * @attr {boolean} hide-label - Keeps the label for screen readers only.
 *
 * @csspart field - The wrapper of label, box, hint and error.
 * @csspart label - The label.
 * @csspart box - The bordered box around the select.
 * @csspart select - The native select.
 * @csspart hint - The help text.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The focus ring.
 * @cssproperty --shop-error-color - The error message and the invalid border.
 * @cssproperty --shop-placeholder-color - The border.
 *
 * @event change - A choice was made.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { string, type PropsOf } from '../shared/props';
import { choiceProps, SelectField, toOptions } from '../shared/select-field';

export const selectProps = {
  ...choiceProps,
  autocomplete: string(),
};

export type SelectProps = PropsOf<typeof selectProps>;

export function Select({ options, ...props }: SelectProps) {
  return <SelectField {...props} options={toOptions(options)} />;
}
