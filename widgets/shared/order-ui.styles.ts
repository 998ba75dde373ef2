/** What the order and return screens share: cards, badges, buttons, definition lists, states. */
import { token } from './styles';

export const orderUiStyles = `
  :host { display: block; }
  .title { margin: 0 0 1rem; font-size: 1.25em; color: ${token('titleColor')}; font-family: ${token('titleFontFamily')}; font-weight: ${token('titleFontWeight')}; }
  .section-title { margin: 0 0 .5rem; font-size: 1em; color: ${token('titleColor')}; }
  .section { margin-top: 1.25rem; padding-top: 1rem; border-top: 1px solid ${token('borderColor')}; }
  .link, .signin-link { color: ${token('primaryColor')}; text-decoration: underline; text-underline-offset: .15em; }
  .signin { margin: 0; padding: 1rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .badge {
    display: inline-block; padding: .125em .5em; border-radius: 999px; font-size: .8125em; font-weight: 600;
    border: 1px solid currentColor; color: ${token('descColor')}; white-space: nowrap;
  }
  .badge.in_progress, .badge.pending_approval { color: ${token('infoColor')}; }
  .badge.completed, .badge.paid, .badge.audit_successful { color: ${token('successColor')}; }
  .badge.cancelled, .badge.ended, .badge.audit_failed { color: ${token('descColor')}; }
  .badge.pending_cancellation, .badge.unpaid { color: ${token('warningColor')}; }
  .button {
    display: inline-flex; align-items: center; justify-content: center; min-height: 2.75em; padding: 0 1em;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')}; background: ${token('primaryColor')};
    color: ${token('backgroundColor')}; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
  }
  .button.secondary { background: ${token('backgroundColor')}; color: ${token('primaryColor')}; }
  .button.danger { background: ${token('errorColor')}; border-color: ${token('errorColor')}; color: ${token('backgroundColor')}; }
  .button[aria-disabled='true'], .button:disabled { opacity: .6; cursor: progress; }
  .facts { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; margin: 0; }
  .facts dt { color: ${token('descColor')}; }
  .facts dd { margin: 0; overflow-wrap: anywhere; }
  .problem { padding: 1rem; border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; }
  .problem p { margin: 0 0 .5rem; color: ${token('errorColor')}; }
  .notice { margin: 0 0 1rem; padding: .6rem .8rem; border-radius: ${token('borderRadius')}; border: 1px solid ${token('borderColor')}; }
  .notice:empty { display: none; }
  .notice:focus { outline: 2px solid ${token('primaryColor')}; outline-offset: 2px; }
  .form-error { margin: .5rem 0 0; color: ${token('errorColor')}; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .75rem; }
`;
