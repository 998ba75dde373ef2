import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';

export const passwordInputStyles = `${fieldStyles}
  .toggle {
    display: inline-grid; place-items: center; width: 2.5em; min-height: 2.5em; margin-right: .125em;
    border: 0; border-radius: ${token('borderRadius')}; background: transparent; color: ${token('descColor')}; cursor: pointer;
  }
  .toggle[aria-pressed="true"] { color: ${token('primaryColor')}; }
  .toggle svg { width: 1.25em; height: 1.25em; }
  .toggle:disabled { cursor: not-allowed; }
`;
