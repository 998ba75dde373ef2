import { screen } from '../../runtime/breakpoints';
import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productSlidesStyles = `
  :host { display: block; }
  .carousel { display: grid; gap: .5rem; container-type: inline-size; }
  .controls { display: flex; gap: .5rem; justify-content: flex-end; }
  button {
    display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0;
    color: ${token('textColor')}; background: ${token('backgroundColor')};
    border: 1px solid ${token('borderColor')}; border-radius: 999px; cursor: pointer;
  }
  button:disabled { opacity: .45; cursor: default; }
  button svg { width: 1rem; height: 1rem; }
  .strip {
    --card: var(--shop-product-slides-card, 45%);
    /* position: relative makes the strip the containing block of absolutely positioned content
       (visually hidden text), which would otherwise escape its clipping and widen the page. */
    position: relative; display: flex; gap: 1rem; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
    overscroll-behavior-x: contain; padding: 2px;
  }
  .strip::-webkit-scrollbar { display: none; }
  @container (min-width: ${screen('sm')}) { .strip { --card: var(--shop-product-slides-card, 30%); } }
  @container (min-width: ${screen('lg')}) { .strip { --card: var(--shop-product-slides-card, 23%); } }
  .card { flex: 0 0 var(--card); min-width: 0; display: grid; align-content: start; gap: .35rem; scroll-snap-align: start; }
  .link { display: grid; gap: .5rem; color: ${token('textColor')}; text-decoration: none; border-radius: ${token('borderRadius')}; }
  .link .lazy-image { aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1); height: auto; border-radius: ${token('borderRadius')}; }
  .link:hover .name { text-decoration: underline; }
  .name { font-weight: 600; line-height: 1.35; min-height: 24px; }
  .sold-out, .empty { color: ${token('descColor')}; font-size: .875rem; }
  @media (prefers-reduced-motion: reduce) { .strip { scroll-behavior: auto; } }
  ${lazyImageStyles}
`;
