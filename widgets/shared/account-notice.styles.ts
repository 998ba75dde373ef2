/**
 * The look of the account pages that show one outcome and what to do next (verify e-mail,
 * verify prompt, third-party return, QR approval): a status line, a few lines of text, and
 * links or buttons at least 44 px high.
 */
import { token } from './styles';

export const accountNoticeStyles = `
  :host { display: block; }
  .notice { display: grid; gap: .75em; max-width: 32rem; }
  .title {
    display: flex; align-items: center; gap: .5em; margin: 0; min-height: 1.5em;
    font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.15em; color: ${token('titleColor')};
  }
  .title.success { color: ${token('successColor')}; }
  .title.failed { color: ${token('errorColor')}; }
  .title svg { width: 1.25em; height: 1.25em; flex: none; }
  .text { margin: 0; color: ${token('descColor')}; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
  .button {
    display: inline-flex; align-items: center; justify-content: center; gap: .4em; min-height: 44px; min-width: 44px;
    padding: 0 1.25em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600;
    text-decoration: none; cursor: pointer;
  }
  .button.secondary { background: ${token('backgroundColor')}; color: ${token('primaryColor')}; }
  .button[aria-disabled='true'] { opacity: .65; cursor: default; }
  .button[aria-busy='true'] { cursor: progress; }
  .spinner {
    width: 1em; height: 1em; flex: none; border-radius: 50%;
    border: 2px solid ${token('borderColor')}; border-top-color: ${token('primaryColor')};
    animation: spin .8s linear infinite;
  }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
  .status { margin: 0; min-height: 1.5em; color: ${token('successColor')}; }
  .status:empty { min-height: 0; }
  .form-error { margin: 0; color: ${token('errorColor')}; }
  .details { display: grid; grid-template-columns: auto 1fr; gap: .35em 1em; margin: 0; }
  .details dt { color: ${token('descColor')}; }
  .details dd { margin: 0; overflow-wrap: anywhere; }
`;
