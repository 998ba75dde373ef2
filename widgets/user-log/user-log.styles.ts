import { token } from '../shared/styles';
import { screenStyles } from '../user/screen.styles';

export const userLogStyles = `
  ${screenStyles}
  .list { margin: 0; padding: 0; list-style: none; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .entry { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .25em 1em; padding: .75em 1em; border-top: 1px solid ${token('borderColor')}; }
  .entry:first-child { border-top: 0; }
  .action { font-weight: 600; overflow-wrap: anywhere; }
  .meta { display: flex; flex-wrap: wrap; gap: .25em 1em; color: ${token('descColor')}; font-size: .875em; font-variant-numeric: tabular-nums; }
`;
