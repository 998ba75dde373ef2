import { fieldStyles } from '../shared/field.styles';
import { picturePickerStyles } from '../shared/picture-picker.styles';
import { token } from '../shared/styles';

export const inquiryFormStyles = `
  ${fieldStyles}
  ${picturePickerStyles}
  .form { display: grid; gap: 1rem; max-width: 40rem; }
  .input, .textarea {
    width: 100%; min-height: 2.75em; padding: .5em .75em; font: inherit; color: inherit;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .textarea { resize: vertical; line-height: 1.5; }
  .input:focus-visible, .textarea:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .input[aria-invalid='true'], .textarea[aria-invalid='true'], .textarea.over { border-color: ${token('errorColor')}; }
  .form-error { margin: 0; color: ${token('errorColor')}; }
  .actions { margin: 0; }
  .submit {
    min-height: 2.75em; padding: 0 1.5em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .submit[aria-disabled='true'] { opacity: .7; cursor: progress; }
`;
