/** Styles of the shared field frame (./field.tsx) and the boxes inside it. */
import { token } from './styles';

export const fieldStyles = `
  /* min-width 0 and a shrinkable column: a select is otherwise as wide as its longest option
     and spills over the next field (the country code box covered the phone field). */
  :host { display: block; min-width: 0; }
  .field { display: grid; grid-template-columns: minmax(0, 1fr); gap: .35em; }
  .label { font-size: .875em; font-weight: 600; color: ${token('textColor')}; }
  .required { color: ${token('errorColor')}; }
  .hint { margin: 0; font-size: .8125em; color: ${token('descColor')}; }
  .error { margin: 0; display: flex; gap: .35em; align-items: flex-start; font-size: .8125em; color: ${token('errorColor')}; }
  .error svg { width: 1.1em; height: 1.1em; flex: none; margin-top: .1em; }
  .box {
    display: flex; align-items: center; gap: .25em; min-height: 2.75em; width: 100%;
    border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')};
  }
  .box:focus-within { border-color: ${token('primaryColor')}; box-shadow: 0 0 0 1px ${token('primaryColor')}; }
  .invalid .box { border-color: ${token('errorColor')}; }
  .box input, .box select, .box button.control {
    flex: 1; min-width: 0; min-height: 2.625em; padding: 0 .75em; border: 0; background: transparent;
    font: inherit; color: inherit; outline: none;
  }
  .box select { appearance: none; cursor: pointer; padding-right: 2.25em; }
  .box:has(input:disabled, select:disabled, button.control:disabled) { opacity: .55; cursor: not-allowed; }
  .chevron { position: absolute; right: .75em; width: 1em; height: 1em; pointer-events: none; color: ${token('descColor')}; }
  .box.with-chevron { position: relative; }
  ::placeholder { color: ${token('placeholderColor')}; opacity: 1; }
`;
