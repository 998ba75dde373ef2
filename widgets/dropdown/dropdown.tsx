/**
 * @summary A select-only combobox (WAI-ARIA APG) for choices that need more than a native
 * select can show: each option may carry a second line. Takes part in native forms (FormData,
 * validation, reset). Keyboard: Down, Up, Enter, Space, Home, End or typing open the list;
 * arrows, Home, End, Page Up/Down and typing move; Enter, Space or Tab choose; Escape closes.
 *
 * @attr {string} label - Required. The visible label, also used in the messages.
 * @attr {string} name - The FormData key.
 * @attr {string} value - The initially chosen value (the `value` property holds the current one).
 * @attr {Array<string|{value: string, label: string, description?: string, disabled?: boolean}>} options -
 *   Required. The choices, as JSON (or the property, as an array).
 * @attr {string} placeholder - Shown while nothing is chosen. Default 'Choose…'.
 * @attr {boolean} required - No choice is refused with 'please Select {0}'.
 * @attr {boolean} disabled - Not changeable and left out of the form.
 * @attr {string} hint - Help text under the field.
 * @attr {string} error - An error from elsewhere (the server's answer): shown at once.
 * @attr {boolean} hide-label - Keeps the label for screen readers only.
 *
 * @csspart field - The wrapper of label, box, hint and error.
 * @csspart label - The label.
 * @csspart box - The bordered box around the combobox.
 * @csspart combobox - The element that shows the choice and opens the list.
 * @csspart listbox - The popup list.
 * @csspart option - Each choice.
 * @csspart hint - The help text.
 * @csspart error - The error message.
 *
 * @cssproperty --shop-primary-color - The focus ring and the active option.
 * @cssproperty --shop-error-color - The error message and the invalid border.
 * @cssproperty --shop-background-color - The popup's background.
 *
 * @event change - A choice was made.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Chevron, Field } from '../shared/field';
import { useFormControl } from '../shared/form-control';
import { useHost } from '../shared/host';
import type { PropsOf } from '../shared/props';
import { choiceProps, toOptions } from '../shared/select-field';
import { useT } from '../shared/use-t';

export const dropdownProps = choiceProps;

export type DropdownProps = PropsOf<typeof dropdownProps>;

const TYPEAHEAD_MS = 500;

export function Dropdown(props: DropdownProps) {
  const { t } = useT();
  const host = useHost();
  const listId = useId();
  const options = toOptions(props.options);
  const control = useFormControl<string>({
    defaultValue: props.value ?? '',
    formValue: (value) => value,
    disabled: Boolean(props.disabled),
    error: (value) => {
      if (props.error) return { message: props.error, flag: 'customError' };
      if (props.required && value === '') return { message: t('validation.select', props.label), flag: 'valueMissing' };
      return undefined;
    },
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((o) => o.value === control.value);
  const selected = options[selectedIndex];
  const enabled = options.map((o, i) => (o.disabled ? -1 : i)).filter((i) => i >= 0);

  useEffect(() => {
    if (open && active >= 0) listRef.current?.querySelector(`#${CSS.escape(`${listId}-${active}`)}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = (index: number) => {
    setOpen(true);
    setActive(index >= 0 ? index : (enabled[0] ?? -1));
  };
  const choose = (index: number) => {
    setOpen(false);
    const option = options[index];
    if (!option || option.disabled || option.value === control.value) return;
    control.setValue(option.value);
    host.dispatchEvent(new Event('change', { bubbles: true }));
  };
  /** The next enabled option `step` places from `from`, clamped at the ends. */
  const move = (from: number, step: number) => {
    const position = enabled.indexOf(from);
    if (position === -1) return step > 0 ? enabled[0] : enabled[enabled.length - 1];
    return enabled[Math.max(0, Math.min(enabled.length - 1, position + step))];
  };
  /** Typing a few letters quickly jumps to the next option that starts with them. */
  const typeahead = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at > TYPEAHEAD_MS ? key : typed.current.text + key, at: now };
    const text = typed.current.text.toLowerCase();
    const start = open ? active : selectedIndex;
    const order = [...enabled.filter((i) => i > start), ...enabled.filter((i) => i <= start)];
    const from = text.length > 1 ? [start, ...order] : order;
    return from.find((i) => i >= 0 && options[i]!.label.toLowerCase().startsWith(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key, altKey } = event;
    let handled = true;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') show(selectedIndex);
      else if (key === 'Home') show(enabled[0] ?? -1);
      else if (key === 'End') show(enabled[enabled.length - 1] ?? -1);
      else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
        const match = typeahead(key);
        if (match !== undefined) show(match);
      } else handled = false;
    } else if (key === 'ArrowDown') setActive(move(active, 1) ?? active);
    else if (key === 'ArrowUp' && altKey) choose(active);
    else if (key === 'ArrowUp') setActive(move(active, -1) ?? active);
    else if (key === 'Home') setActive(enabled[0] ?? active);
    else if (key === 'End') setActive(enabled[enabled.length - 1] ?? active);
    else if (key === 'PageDown') setActive(move(active, 10) ?? active);
    else if (key === 'PageUp') setActive(move(active, -10) ?? active);
    else if (key === 'Enter' || key === ' ') choose(active);
    else if (key === 'Escape') setOpen(false);
    else if (key === 'Tab') {
      choose(active);
      handled = false; // focus moves on as usual
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
      const match = typeahead(key);
      if (match !== undefined) setActive(match);
    } else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <Field label={props.label} hideLabel={props.hideLabel} required={props.required} hint={props.hint} error={props.error ?? control.shownError}>
      {(aria, labelId) => (
        <div part="box" className="box with-chevron">
          <div
            {...aria}
            ref={control.anchorRef}
            part="combobox"
            role="combobox"
            className={`control${selected ? '' : ' empty'}`}
            tabIndex={control.disabled ? -1 : 0}
            aria-labelledby={labelId}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={listId}
            aria-disabled={control.disabled || undefined}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            onClick={() => !control.disabled && (open ? setOpen(false) : show(selectedIndex))}
            onKeyDown={control.disabled ? undefined : onKeyDown}
            onBlur={(event) => {
              if (listRef.current?.contains(event.relatedTarget as Node)) return;
              setOpen(false);
              control.touch();
            }}
          >
            {selected?.label ?? props.placeholder ?? t('field.choose')}
          </div>
          <Chevron />
          <ul ref={listRef} id={listId} part="listbox" role="listbox" aria-labelledby={labelId} className="listbox" hidden={!open} tabIndex={-1}>
            {options.map((o, i) => (
              <li
                key={o.value}
                id={`${listId}-${i}`}
                part="option"
                role="option"
                aria-selected={i === selectedIndex}
                aria-disabled={o.disabled || undefined}
                className={i === active ? 'option active' : 'option'}
                // Keep focus on the combobox: a pointer press on the list must not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(i)}
              >
                <span className="option-label">{o.label}</span>
                {o.description && <span className="option-description">{o.description}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
