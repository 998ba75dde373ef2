import { token } from '../shared/styles';

export const navStyles = `
  :host { display: block; }
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: .15rem; list-style: none; margin: 0; padding: 0; font-size: .875rem; }
  li { display: inline-flex; align-items: center; gap: .15rem; min-width: 0; }
  a, [aria-current="page"] { display: inline-flex; align-items: center; min-height: 1.5rem; padding: 0 .15rem; overflow-wrap: anywhere; }
  a { color: ${token('primaryColor')}; text-decoration: underline; text-underline-offset: .15em; border-radius: 2px; }
  a:hover { text-decoration-thickness: 2px; }
  [aria-current="page"] { color: ${token('textColor')}; font-weight: 600; text-decoration: none; }
  .separator { width: 1rem; height: 1rem; flex: none; color: ${token('descColor')}; }
  :dir(rtl) .separator { transform: scaleX(-1); }
`;
