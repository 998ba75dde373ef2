import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';

export const dropdownStyles = `${fieldStyles}
  .control {
    flex: 1; min-width: 0; display: flex; align-items: center; min-height: 2.625em; padding: 0 2.25em 0 .75em;
    cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; outline: none;
  }
  .control.empty { color: ${token('placeholderColor')}; }
  .control[aria-disabled="true"] { cursor: not-allowed; opacity: .55; }
  .listbox {
    position: absolute; z-index: 10; top: calc(100% + .25em); left: 0; right: 0; max-height: 16em; overflow-y: auto;
    margin: 0; padding: .25em; list-style: none; background: ${token('backgroundColor')};
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    box-shadow: 0 .5em 1.5em rgb(0 0 0 / .15);
  }
  .listbox[hidden] { display: none; }
  .option { display: grid; gap: .125em; min-height: 2.5em; align-content: center; padding: .375em .625em; border-radius: calc(${token('borderRadius')} / 2); cursor: pointer; }
  .option[aria-selected="true"] { font-weight: 600; }
  .option[aria-selected="true"] .option-label::after { content: " ✓"; }
  .option.active { outline: 2px solid ${token('primaryColor')}; outline-offset: -2px; }
  .option:hover { background: color-mix(in srgb, ${token('primaryColor')} 8%, transparent); }
  .option[aria-disabled="true"] { opacity: .55; cursor: not-allowed; }
  .option-description { font-size: .8125em; color: ${token('descColor')}; font-weight: 400; }
`;
