import { token } from '../shared/styles';

export const checkboxStyles = `
  :host { display: block; }
  .option { position: relative; display: flex; align-items: center; gap: .625em; min-height: 2.75em; cursor: pointer; }
  .native { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: inherit; }
  .control {
    display: inline-grid; place-items: center; flex: none; width: 1.25em; height: 1.25em;
    border: 2px solid ${token('placeholderColor')}; background: ${token('backgroundColor')};
  }
  .control.box { border-radius: .25em; }
  .control.circle { border-radius: 50%; }
  .control svg { width: 100%; height: 100%; visibility: hidden; stroke: ${token('backgroundColor')}; fill: ${token('backgroundColor')}; }
  .checked .control { border-color: ${token('primaryColor')}; background: ${token('primaryColor')}; }
  .checked .control svg { visibility: visible; }
  .native:focus-visible ~ .control { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .native:disabled ~ * { opacity: .55; }
  .option:has(.native:disabled) { cursor: not-allowed; }
  .text { display: grid; gap: .125em; flex: 1; min-width: 0; }
  .description { font-size: .875em; color: ${token('descColor')}; }
  .price { font-weight: 600; white-space: nowrap; }
  .card {
    padding: .75em 1em; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')};
  }
  .card.checked { border-color: ${token('primaryColor')}; box-shadow: 0 0 0 1px ${token('primaryColor')}; }
  .card:has(.native:focus-visible) { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .image { width: 2.5em; height: 1.75em; object-fit: contain; flex: none; }
  .invalid .control { border-color: ${token('errorColor')}; }
  .error { margin: .25em 0 0; font-size: .8125em; color: ${token('errorColor')}; }
`;
