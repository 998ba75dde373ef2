import { token } from '../shared/styles';

export const addressFormStyles = `
  :host { display: block; }
  .form { display: grid; gap: 1em; }
  .fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14em), 1fr)); gap: .875em 1em; }
  .wide { grid-column: 1 / -1; }
  .alert { margin: 0; padding: .625em .875em; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
    border: 1px solid ${token('errorColor')}; background: color-mix(in srgb, ${token('errorColor')} 6%, ${token('backgroundColor')}); }
  .actions { margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: .75em; }
  .submit {
    min-height: 2.75em; padding: 0 1.5em; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600;
  }
  .submit[aria-disabled="true"] { opacity: .7; cursor: progress; }
  .status { color: ${token('successColor')}; font-size: .875em; }
`;
