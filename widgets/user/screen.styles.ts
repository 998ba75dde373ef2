/** The look every user-area screen shares: cards, headings, buttons, status lines and problems. */
import { fieldStyles } from '../shared/field.styles';
import { token } from '../shared/styles';

export const screenStyles = `
  ${fieldStyles}
  :host { display: block; container-type: inline-size; }
  .screen { display: grid; gap: 1.25em; }
  .card {
    display: grid; gap: 1em; padding: 1.25em; margin: 0;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')};
  }
  @container (max-width: 30rem) { .card { padding: 1em; } }
  .heading { margin: 0; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; font-size: 1.125em; color: ${token('titleColor')}; }
  .muted { margin: 0; color: ${token('descColor')}; }
  .button {
    display: inline-flex; align-items: center; justify-content: center; gap: .4em; min-height: 2.75em; min-width: 2.75em;
    padding: 0 1.1em; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('primaryColor')}; color: ${token('backgroundColor')}; font: inherit; font-weight: 600;
    text-decoration: none; cursor: pointer; white-space: nowrap;
  }
  .button.secondary { background: ${token('backgroundColor')}; color: ${token('primaryColor')}; }
  .button.danger { border-color: ${token('errorColor')}; background: ${token('backgroundColor')}; color: ${token('errorColor')}; }
  .button:disabled, .button[aria-disabled='true'] { opacity: .6; cursor: default; }
  .button[aria-busy='true'] { cursor: progress; }
  .actions { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
  .link { color: ${token('primaryColor')}; font-weight: 600; }
  .signin { display: flex; flex-wrap: wrap; align-items: center; gap: .75em; margin: 0; }
  .loading { display: flex; align-items: center; gap: .5em; min-height: 2.75em; margin: 0; color: ${token('descColor')}; }
  .spinner {
    width: 1.1em; height: 1.1em; flex: none; border-radius: 50%;
    border: 2px solid ${token('borderColor')}; border-top-color: ${token('primaryColor')}; animation: spin .8s linear infinite;
  }
  @keyframes spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
  .problem {
    display: flex; flex-wrap: wrap; align-items: center; gap: .75em; padding: .75em 1em;
    border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
  }
  .problem p { margin: 0; }
  .empty { margin: 0; color: ${token('descColor')}; }
  .status { margin: 0; color: ${token('successColor')}; font-weight: 600; }
  .status:empty { display: none; }
  .form-error { margin: 0; color: ${token('errorColor')}; }
  .form { display: grid; gap: 1em; margin: 0; }
  .pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12em), 1fr)); gap: 1em; }
  .input, .textarea {
    width: 100%; min-height: 2.75em; padding: 0 .75em; font: inherit; color: inherit;
    background: ${token('backgroundColor')}; border: 1px solid ${token('placeholderColor')}; border-radius: ${token('borderRadius')};
  }
  .textarea { min-height: 6em; padding: .6em .75em; resize: vertical; }
  .input:focus-visible, .textarea:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 0; border-color: ${token('primaryColor')}; }
  .input[aria-invalid='true'], .textarea[aria-invalid='true'] { border-color: ${token('errorColor')}; }
  [tabindex='-1']:focus { outline: none; }
`;
