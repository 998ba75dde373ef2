import { token } from '../shared/styles';
import { screenStyles } from '../user/screen.styles';

export const userCenterStyles = `
  ${screenStyles}
  .reminder {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .75em; margin: 0; padding: .75em 1em;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  .reminder.due { border-color: ${token('warningColor')}; border-left-width: 4px; font-weight: 600; }
  .stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9em), 1fr)); gap: 1em; margin: 0; }
  .stat { display: grid; gap: .2em; }
  .stat dt { color: ${token('descColor')}; font-size: .875em; }
  .stat dd { margin: 0; font-size: 1.25em; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  .statuses { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 9em), 1fr)); gap: .5em; margin: 0; padding: 0; list-style: none; }
  .status-link {
    display: grid; gap: .15em; min-height: 2.75em; padding: .6em .75em; text-decoration: none; color: inherit;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  .status-link:hover { border-color: ${token('primaryColor')}; }
  .count { font-size: 1.25em; font-weight: 700; color: ${token('primaryColor')}; font-variant-numeric: tabular-nums; }
`;
