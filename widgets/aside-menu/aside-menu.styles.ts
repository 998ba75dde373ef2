import { token } from '../shared/styles';

export const asideMenuStyles = `
  :host { display: block; }
  ul { list-style: none; margin: 0; padding: 0; }
  .menu > li + li { border-top: 1px solid ${token('borderColor')}; }
  a, button {
    display: flex; align-items: center; justify-content: space-between; width: 100%; min-height: 44px;
    padding: .5rem .75rem; color: ${token('textColor')}; font: inherit; text-align: start;
    text-decoration: none; background: none; border: 0; border-inline-start: 3px solid transparent; cursor: pointer;
  }
  a:hover, button:hover { text-decoration: underline; }
  a[aria-current="page"] { color: ${token('primaryColor')}; font-weight: 600; border-inline-start-color: ${token('primaryColor')}; }
  .children a { padding-inline-start: 1.75rem; }
  .children[hidden] { display: none; }
  .chevron { width: 1em; height: 1em; flex: none; transition: transform .15s; }
  button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;
