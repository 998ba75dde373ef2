import { screen } from '../../runtime/breakpoints';
import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productListStyles = `
  :host { display: block; }
  .list {
    display: grid; grid-template-columns: repeat(var(--columns-sm, 2), minmax(0, 1fr));
    gap: ${token('blockSpace')} 1rem; margin: 0; padding: 0; list-style: none;
  }
  /* The column counts by the list's data-columns (an attribute, not a style: a page's CSP may
     refuse inline styles in the server's html), the theme's screens in CSS: the server's html
     has the columns the element keeps. */
  ${[1, 2, 3, 4, 5, 6].map((n) => `.list[data-columns="${n}"] { --columns-sm: ${Math.min(2, n)}; --columns-md: ${Math.min(3, n)}; --columns-lg: ${n}; }`).join('\n  ')}
  @media (min-width: ${screen('md')}) { .list { grid-template-columns: repeat(var(--columns-md, 3), minmax(0, 1fr)); } }
  @media (min-width: ${screen('lg')}) { .list { grid-template-columns: repeat(var(--columns-lg, 4), minmax(0, 1fr)); } }
  .card { position: relative; display: grid; gap: .35rem; align-content: start; min-width: 0; }
  .link { display: grid; gap: .5rem; color: inherit; text-decoration: none; border-radius: ${token('borderRadius')}; }
  .link:hover .name { color: ${token('primaryColor')}; text-decoration: underline; }
  .frame {
    position: relative; display: block; aspect-ratio: 1 / 1; overflow: hidden;
    border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  .name { font-weight: 600; line-height: 1.35; overflow-wrap: anywhere; }
  .badge {
    position: absolute; inset-block-start: .5rem; inset-inline-start: .5rem; padding: .15rem .5rem;
    border-radius: ${token('borderRadius')}; background: ${token('backgroundColor')}; color: ${token('descColor')};
    border: 1px solid ${token('borderColor')}; font-size: .8125rem;
  }
  .quick {
    position: absolute; inset-block-start: .5rem; inset-inline-end: .5rem; display: inline-grid; place-items: center;
    width: 44px; height: 44px; padding: 0; border: 1px solid ${token('borderColor')}; border-radius: 50%;
    background: ${token('backgroundColor')}; color: ${token('textColor')}; cursor: pointer;
  }
  .quick svg { width: 1.25rem; height: 1.25rem; fill: none; stroke: currentColor; stroke-width: 1.8; }
  ${lazyImageStyles}
`;
