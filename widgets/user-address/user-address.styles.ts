import { confirmDialogStyles } from '../shared/confirm-dialog.styles';
import { token } from '../shared/styles';

export const userAddressStyles = `
  :host { display: block; }
  .toolbar { display: flex; justify-content: flex-end; margin-bottom: 1rem; }
  .add, .retry {
    min-height: 2.75em; padding: 0 1.1rem; font: inherit; font-weight: 600; cursor: pointer; border-radius: ${token('borderRadius')};
    color: ${token('backgroundColor')}; background: ${token('primaryColor')}; border: 1px solid ${token('primaryColor')};
  }
  .list { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
  .card { display: flex; flex-direction: column; gap: .5rem; padding: 1rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .card.default { border-color: ${token('primaryColor')}; }
  .card p { margin: 0; }
  .name { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
  .badge {
    padding: .1em .6em; border-radius: 999px; font-size: .8em; font-weight: 600;
    color: ${token('backgroundColor')}; background: ${token('primaryColor')};
  }
  .lines, .phone { color: ${token('descColor')}; line-height: 1.5; }
  .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: auto; padding-top: .5rem; }
  .action {
    min-height: 2.75em; padding: 0 .9rem; font: inherit; cursor: pointer; border-radius: ${token('borderRadius')};
    color: ${token('textColor')}; background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
  }
  .action.danger { color: ${token('errorColor')}; }
  .action[aria-disabled="true"] { cursor: progress; opacity: .7; }
  .problem {
    display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin: 0 0 1rem; padding: .75rem 1rem;
    border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
  }
  .problem p { margin: 0; }
  .signin { margin: 0; }
  .signin a { color: ${token('primaryColor')}; font-weight: 600; }
  ${confirmDialogStyles}
`;
