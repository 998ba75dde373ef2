import { screen } from '../../runtime/breakpoints';
import { token } from '../shared/styles';

export const userStyles = `
  :host { display: block; container-type: inline-size; }
  .layout { display: grid; gap: 1em; grid-template-columns: minmax(0, 1fr); }
  /* No box of its own: the slotted header is the grid's item, so an empty slot leaves no gap
     (the same with and without script, no state to learn on hydration). */
  .header { display: contents; }
  .nav { min-width: 0; }
  .list {
    display: flex; gap: .25em; margin: 0; padding: 0 0 .25em; list-style: none;
    overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x proximity; scrollbar-width: thin;
    border-bottom: 1px solid ${token('borderColor')};
  }
  .item { flex: none; scroll-snap-align: start; }
  .link {
    display: flex; align-items: center; min-height: 2.75em; padding: 0 .9em; white-space: nowrap;
    border-radius: ${token('borderRadius')}; color: ${token('descColor')}; text-decoration: none;
  }
  .link:hover { color: ${token('textColor')}; background: color-mix(in srgb, ${token('borderColor')} 35%, transparent); }
  .link[aria-current='page'] { color: ${token('primaryColor')}; font-weight: 600; box-shadow: inset 0 -3px 0 ${token('primaryColor')}; }
  /* A phone's row starts scrolled to the current section where the engine can (no script, no
     move when the script comes); elsewhere the element brings it into view. */
  .link[aria-current='page'] { scroll-snap-align: center; scroll-initial-target: nearest; }
  /* A screen of more than one element (the centre and its quote requests) keeps them apart. */
  .main { min-width: 0; display: grid; grid-template-columns: minmax(0, 1fr); align-content: start; gap: 1.5rem; }
  @container (min-width: ${screen('md')}) {
    .layout:not(.guest) { grid-template-columns: 13em minmax(0, 1fr); align-items: start; }
    .layout:not(.guest) ::slotted([slot='header']) { grid-column: 1 / -1; }
    .list { flex-direction: column; overflow: visible; padding: 0 .75em 0 0; border-bottom: 0; border-right: 1px solid ${token('borderColor')}; }
    .link[aria-current='page'] { box-shadow: inset 3px 0 0 ${token('primaryColor')}; background: color-mix(in srgb, ${token('primaryColor')} 8%, transparent); }
  }
  @media (forced-colors: active) { .link[aria-current='page'] { outline: 2px solid CanvasText; } }
`;
