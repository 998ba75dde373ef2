import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';

export const inquiryFormStyles = `
  ${fieldStyles}
  .form { display: grid; gap: 1rem; max-width: 40rem; }
  .input, .textarea {
    width: 100%; min-height: 2.75em; padding: .5em .75em; font: inherit; color: inherit;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .textarea { resize: vertical; line-height: 1.5; }
  .input:focus-visible, .textarea:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .input[aria-invalid='true'], .textarea[aria-invalid='true'], .textarea.over { border-color: ${token('errorColor')}; }
  .file { font: inherit; min-height: 2.75em; }
  .file[aria-disabled='true'] { opacity: .55; }
  .previews { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .preview { display: grid; gap: .25rem; padding: .5rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .preview img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: ${token('borderRadius')}; }
  .file-name { font-size: .875em; overflow-wrap: anywhere; }
  .file-size { font-size: .8125em; color: ${token('descColor')}; }
  .remove {
    min-height: 2.75em; padding: 0 .75rem; font: inherit; cursor: pointer; border-radius: ${token('borderRadius')};
    color: ${token('textColor')}; background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
  }
  .progress-row { display: flex; align-items: center; gap: .75rem; }
  progress { flex: 1; height: .75rem; accent-color: ${token('primaryColor')}; }
  .form-error { margin: 0; color: ${token('errorColor')}; }
  .actions { margin: 0; }
  .submit {
    min-height: 2.75em; padding: 0 1.5em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600; cursor: pointer;
  }
  .submit[aria-disabled='true'] { opacity: .7; cursor: progress; }
`;
