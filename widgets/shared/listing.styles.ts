/** Styles every listing element shares: the toolbar fields, buttons, status line, error box and skeleton. */
import { pagerStyles } from './pager';
import { token } from './styles';

export const listingStyles = `
  :host { display: block; }
  .toolbar { display: flex; flex-wrap: wrap; gap: .75rem 1.25rem; align-items: flex-end; justify-content: space-between; margin-bottom: .75rem; }
  .filters { display: flex; flex-wrap: wrap; gap: .75rem 1rem; align-items: flex-end; }
  .prices { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-end; }
  .field { display: inline-flex; flex-direction: column; gap: .25rem; font-size: .875rem; color: ${token('descColor')}; }
  .check { display: inline-flex; align-items: center; gap: .5rem; min-height: 2.5rem; cursor: pointer; }
  .check input { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: ${token('primaryColor')}; }
  input[type="number"], select {
    min-height: 2.5rem; min-width: 7rem; padding: .35rem .6rem; font: inherit; color: ${token('textColor')};
    background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  input[type="number"] { width: 8rem; }
  .button {
    display: inline-flex; align-items: center; justify-content: center; min-height: 2.5rem; padding: 0 1rem; font: inherit; cursor: pointer;
    color: ${token('backgroundColor')}; background: ${token('primaryColor')}; border: 1px solid ${token('primaryColor')}; border-radius: ${token('borderRadius')};
  }
  .button.link { color: ${token('primaryColor')}; background: transparent; }
  .summary { display: flex; align-items: center; gap: .5rem; min-height: 1.5rem; margin: 0 0 .75rem; color: ${token('descColor')}; font-size: .875rem; }
  .problem {
    display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin: 0 0 1rem; padding: .75rem 1rem;
    border: 1px solid ${token('errorColor')}; border-radius: ${token('borderRadius')}; color: ${token('errorColor')};
  }
  .problem p { margin: 0; }
  .hint { margin: 0 0 .75rem; color: ${token('descColor')}; }
  [tabindex="-1"]:focus { outline: none; }
  [tabindex="-1"]:focus-visible { outline: 2px solid ${token('primaryColor')}; outline-offset: 4px; }
  .stale { opacity: .6; transition: opacity .2s; }
  .skeleton .media, .skeleton .line { display: block; border-radius: ${token('borderRadius')}; background: color-mix(in srgb, ${token('borderColor')} 45%, ${token('backgroundColor')}); animation: pulse 1.4s ease-in-out infinite; }
  .skeleton .line { height: .9rem; margin-top: .6rem; }
  .skeleton .line.short { width: 45%; }
  @keyframes pulse { 50% { opacity: .55; } }
  @media (prefers-reduced-motion: reduce) { .skeleton .media, .skeleton .line { animation: none; } .stale { transition: none; } }
  ${pagerStyles}
`;
