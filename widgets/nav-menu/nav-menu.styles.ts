import { screen } from '../../runtime/breakpoints';
import { token } from '../shared/styles';

export const navMenuStyles = `
  :host { display: block; }
  ul { list-style: none; margin: 0; padding: 0; }
  .list { display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: center; }
  .item { position: relative; display: flex; align-items: center; }
  a, button {
    display: inline-flex; align-items: center; gap: .25em; min-height: 44px; min-width: 44px;
    padding: 0 .5rem; color: ${token('textColor')}; font: inherit; text-decoration: none;
    background: none; border: 0; border-radius: ${token('borderRadius')}; cursor: pointer;
  }
  a:hover, button:hover { text-decoration: underline; }
  a[aria-current="page"] { color: ${token('primaryColor')}; font-weight: 600; text-decoration: underline; text-underline-offset: .3em; }
  .chevron { width: 1em; height: 1em; transition: transform .15s; }
  button[aria-expanded="true"] .chevron { transform: rotate(180deg); }
  .submenu {
    position: absolute; top: 100%; left: 0; z-index: 20; min-width: 12rem; padding: .25rem;
    background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
    border-radius: ${token('borderRadius')}; box-shadow: 0 8px 24px rgb(0 0 0 / .12);
  }
  .submenu[hidden] { display: none; }
  .submenu a { width: 100%; }
  .fold { display: none; }
  .toggle { list-style: none; }
  .toggle::-webkit-details-marker { display: none; }
  .toggle svg { width: 1.25em; height: 1.25em; }
  nav { position: relative; }
  @media (width < ${screen('md')}) {
    .fold { display: block; }
    .toggle {
      display: inline-flex; align-items: center; gap: .25em; min-height: 44px; min-width: 44px; box-sizing: border-box;
      padding: 0 .5rem; color: ${token('textColor')}; border-radius: ${token('borderRadius')}; cursor: pointer;
    }
    .toggle:hover { text-decoration: underline; }
    /* Dropped down over the page, so opening it moves nothing. */
    .list {
      display: none; flex-direction: column; flex-wrap: nowrap; align-items: stretch; gap: 0;
      position: absolute; top: calc(100% + .25rem); inset-inline-start: 0; z-index: 30;
      min-width: 14rem; max-width: calc(100vw - 2rem); max-height: 70vh; overflow-y: auto; padding: .25rem;
      background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
      border-radius: ${token('borderRadius')}; box-shadow: 0 8px 24px rgb(0 0 0 / .12);
    }
    /* Open: by the element's state, or (without JavaScript) by its summary. */
    .list.expanded, .fold[open] + .list { display: flex; }
    .list a { width: 100%; }
    .item { flex-wrap: wrap; }
    .submenu { position: static; box-shadow: none; border: 0; padding-left: 1rem; flex-basis: 100%; }
  }
  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;
