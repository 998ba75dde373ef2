import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';

export const newsletterStyles = `
  ${fieldStyles}
  :host { display: block; }
  .newsletter { display: grid; gap: .5em; }
  .title { margin: 0; font-weight: 700; font-size: 1.1em; color: ${token('titleColor')}; font-family: ${token('titleFontFamily')}; }
  .text { margin: 0 0 .5em; color: ${token('descColor')}; }
  .row { display: flex; flex-wrap: wrap; gap: .5em; align-items: flex-start; }
  .row > .field { flex: 1 1 14em; }
  .input {
    width: 100%; min-height: 2.75em; padding: 0 .75em; font: inherit; color: inherit;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .input:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .input[aria-invalid='true'] { border-color: ${token('errorColor')}; }
  .field:has(.label) + .submit { margin-top: 1.55em; }
  .submit {
    min-height: 2.75em; padding: 0 1.25em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .submit:disabled { opacity: .6; cursor: progress; }
  .done { margin: 0; color: ${token('successColor')}; font-weight: 600; }
  .form-error { margin: .5em 0 0; color: ${token('errorColor')}; }
`;
