import { token } from '../shared/styles';

export const paymentStyles = `
  :host { display: block; }
  .payment { display: grid; gap: 1em; }
  .methods { display: grid; gap: .625em; margin: 0; padding: 0; border: 0; min-width: 0; }
  .legend { padding: 0; margin-bottom: .5em; font-weight: 600; font-size: 1.0625em; color: ${token('titleColor')}; }
  .card { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .875em 1em; align-items: end; }
  .wide { grid-column: 1 / -1; }
  .pay, .secondary {
    min-height: 2.75em; padding: 0 1.5em; border-radius: ${token('borderRadius')}; cursor: pointer; font: inherit; font-weight: 600;
  }
  .pay { border: 0; background: ${token('primaryColor')}; color: ${token('backgroundColor')}; }
  .pay[aria-disabled="true"] { opacity: .7; cursor: progress; }
  .secondary { border: 1px solid ${token('primaryColor')}; background: transparent; color: ${token('primaryColor')}; }
  .status { margin: 0; }
  .status:empty { display: none; }
  .status.declined, .status.error { color: ${token('errorColor')}; }
  .status.paid { color: ${token('successColor')}; }
  .empty { margin: 0; padding: 1em; border: 1px dashed ${token('borderColor')}; border-radius: ${token('borderRadius')}; color: ${token('descColor')}; }
`;
