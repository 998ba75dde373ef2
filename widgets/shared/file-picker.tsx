/**
 * The one file chooser of every element with an upload (the quote request's and the after-sales
 * application's pictures, the profile picture): a native file input kept for the keyboard, the
 * screen reader and a post without JavaScript, but visually hidden; a label styled as a button
 * opens it (a click on a label for a file input opens the chooser, also without JavaScript);
 * beside it, what is chosen in the shopper's language ("No pictures chosen", the files' names),
 * not the browser's own "No file chosen", which stayed beside a preview. Removing is the
 * caller's (each preview's Remove, the profile's Cancel).
 *
 * It goes inside a <Field> (./field.tsx): the field's label names the input (aria-labelledby,
 * so the button's words are not read twice), its hint and error describe it, and so does what
 * is chosen. Its styles: `filePickerStyles`.
 */
import type { ChangeEvent, RefObject } from 'react';
import type { FieldControlProps } from './field';
import { token } from './styles';

export interface FilePickerProps {
  /** What the Field gives its control. */
  control: FieldControlProps;
  /** The Field's label id (the input's name). */
  labelId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Says the chooser takes no more (still focusable; the caller refuses what comes). */
  full?: boolean;
  /** The button's words ("Choose pictures"). */
  button: string;
  /** What is chosen, or that nothing is. */
  chosen: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

export function FilePicker({ control, labelId, inputRef, name, accept, multiple, disabled, full, button, chosen, onChange }: FilePickerProps) {
  const chosenId = `${control.id}-chosen`;
  return (
    <span part="picker" className="picker">
      <input
        {...control}
        aria-labelledby={labelId}
        aria-describedby={[control['aria-describedby'], chosenId].filter(Boolean).join(' ')}
        ref={inputRef}
        part="file"
        className="file-input visually-hidden"
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-disabled={full || undefined}
        onChange={onChange}
      />
      {/* A second label of the input: a click opens the chooser. Hidden from the accessibility
          tree: the input is named by the field's label and reached by the keyboard itself. */}
      <label htmlFor={control.id} part="choose" className="choose" aria-hidden="true">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 11V3M4.5 6.5 8 3l3.5 3.5M3 13h10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {button}
      </label>
      <span id={chosenId} part="chosen" className="chosen">
        {chosen}
      </span>
    </span>
  );
}

export const filePickerStyles = `
  .picker { position: relative; display: flex; flex-wrap: wrap; align-items: center; gap: .5rem .75rem; min-width: 0; }
  .choose {
    display: inline-flex; align-items: center; gap: .5em; min-height: 2.75em; padding: 0 1.125em; cursor: pointer;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font-weight: 600;
  }
  .choose svg { width: 1.1em; height: 1.1em; flex: none; }
  .choose:hover { background: color-mix(in srgb, ${token('primaryColor')} 8%, ${token('backgroundColor')}); }
  /* The hidden input has the focus; its button shows it. */
  .file-input:focus-visible + .choose { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .file-input:disabled + .choose, .file-input[aria-disabled='true'] + .choose { opacity: .55; cursor: not-allowed; }
  .invalid .choose { border-color: ${token('errorColor')}; }
  .chosen { min-width: 0; font-size: .875em; color: ${token('descColor')}; overflow-wrap: anywhere; }
`;
