/** Styles of the write-a-review / write-a-comment form (./compose-form.tsx), on top of the field frame's. */
import { fieldStyles } from './field.styles';
import { token } from './styles';

export const composeFormStyles = `
  ${fieldStyles}
  .compose { display: grid; gap: 1em; }
  .textarea {
    width: 100%; min-height: 7em; padding: .6em .75em; resize: vertical; font: inherit; color: inherit;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .textarea:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .textarea[aria-invalid='true'] { border-color: ${token('errorColor')}; }
  .textarea.over { border-color: ${token('warningColor')}; }
  .actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; }
  .submit {
    min-height: 2.75em; padding: 0 1.25em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .submit:disabled { opacity: .6; cursor: progress; }
  .done { color: ${token('successColor')}; font-weight: 600; }
  .form-error { margin: 0; color: ${token('errorColor')}; }
  .sign-in a { display: inline-flex; align-items: center; min-height: 2.75em; color: ${token('primaryColor')}; font-weight: 600; }
`;
