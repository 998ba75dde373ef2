import { token } from '../shared/styles';
import { screenStyles } from '../user/screen.styles';

export const userAccountStyles = `
  ${screenStyles}
  .code-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .5em; align-items: start; }
  .send-code {
    margin-top: 1.55em; min-height: 2.75em; padding: 0 1em; white-space: nowrap; cursor: pointer;
    border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
    background: ${token('backgroundColor')}; color: ${token('primaryColor')}; font: inherit; font-weight: 600; font-variant-numeric: tabular-nums;
  }
  .send-code[aria-disabled='true'] { border-color: ${token('placeholderColor')}; color: ${token('descColor')}; cursor: default; }
  .strength { display: flex; align-items: center; gap: .6em; margin-top: -.5em; font-size: .8125em; color: ${token('descColor')}; }
  .bars { display: inline-flex; gap: .25em; }
  .bar { width: 2em; height: .35em; border-radius: 1em; background: ${token('borderColor')}; }
  .strength[data-strength='weak'] .bar.on { background: ${token('errorColor')}; }
  .strength[data-strength='fair'] .bar.on { background: ${token('warningColor')}; }
  .strength[data-strength='strong'] .bar.on { background: ${token('successColor')}; }
  .actions .status { flex: 1 1 auto; }
`;
