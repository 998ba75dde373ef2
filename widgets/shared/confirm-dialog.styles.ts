/** Styles of ./confirm-dialog.tsx, for the elements that use it. */
import { token } from './styles';

export const confirmDialogStyles = `
  .confirm {
    width: min(26em, calc(100vw - 1.5em)); padding: 1.25em; border: 0; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('textColor')}; box-shadow: 0 1em 3em rgb(0 0 0 / .25);
  }
  .confirm::backdrop { background: rgb(0 0 0 / .45); }
  .confirm-title { margin: 0 0 .5em; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.15em; color: ${token('titleColor')}; }
  .confirm-message { margin: 0 0 1em; }
  .confirm-message p { margin: 0; }
  .confirm-message .confirm-note { margin-top: .5em; color: ${token('descColor')}; font-size: .9375em; }
  .confirm-error { margin: 0 0 1em; color: ${token('errorColor')}; }
  .confirm-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .5em; }
  .confirm-cancel, .confirm-ok {
    min-height: 2.75em; padding: 0 1.1em; border-radius: ${token('borderRadius')}; font: inherit; font-weight: 600; cursor: pointer;
    border: 1px solid ${token('borderColor')}; background: ${token('backgroundColor')}; color: ${token('textColor')};
  }
  .confirm-ok { border-color: ${token('errorColor')}; background: ${token('errorColor')}; color: ${token('backgroundColor')}; }
  .confirm-ok[aria-disabled="true"] { opacity: .7; cursor: progress; }
`;
