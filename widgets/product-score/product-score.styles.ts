import { token } from '../shared/styles';

export const productScoreStyles = `
  :host { display: inline-block; }
  .score { display: inline-flex; align-items: center; gap: .35em; line-height: 1; }
  .stars { display: inline-flex; gap: .1em; }
  svg { width: 1.1em; height: 1.1em; display: block; }
  .empty { fill: ${token('borderColor')}; }
  .full { fill: ${token('warningColor')}; }
  .value, .count { color: ${token('descColor')}; font-size: .875em; font-variant-numeric: tabular-nums; }
  .value { font-weight: 600; color: ${token('textColor')}; }
`;
