import { confirmDialogStyles } from '../shared/confirm-dialog.styles';
import { token } from '../shared/styles';
import { screenStyles } from '../user/screen.styles';

export const userSecurityStyles = `
  ${screenStyles}
  ${confirmDialogStyles}
  .sessions { display: grid; gap: 0; margin: 0; padding: 0; list-style: none; }
  .session { display: grid; gap: .5em; padding: 1em 0; border-top: 1px solid ${token('borderColor')}; }
  .session:first-child { border-top: 0; padding-top: 0; }
  .session-head { display: flex; flex-wrap: wrap; align-items: center; gap: .5em; }
  .device { margin: 0; font-size: 1em; font-weight: 700; }
  .badge {
    display: inline-flex; align-items: center; padding: .1em .6em; border-radius: 1em; font-size: .8125em; font-weight: 600;
    color: ${token('primaryColor')}; border: 1px solid ${token('primaryColor')};
  }
  .facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 11em), 1fr)); gap: .35em 1em; margin: 0; }
  .facts dt { color: ${token('descColor')}; font-size: .8125em; }
  .facts dd { margin: 0; overflow-wrap: anywhere; }
  .session .button { justify-self: start; }
  .stale { opacity: .6; }
`;
