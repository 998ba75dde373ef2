import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productMobileImageStyles = `
  :host { display: block; }
  .gallery { position: relative; }
  .strip {
    position: relative; display: flex; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none;
    overscroll-behavior-x: contain; border-radius: ${token('borderRadius')};
  }
  .strip::-webkit-scrollbar { display: none; }
  /* Drawn on the server at a picked picture: the ones before it wait out of the flow. */
  .before-start { display: none; }
  .slide { flex: 0 0 100%; min-width: 0; aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1); scroll-snap-align: start; scroll-snap-stop: always; }
  .position {
    position: absolute; right: .75rem; bottom: .75rem; margin: 0; padding: .2rem .6rem;
    border-radius: 999px; font-size: .8125rem; font-variant-numeric: tabular-nums;
    color: ${token('backgroundColor')}; background: color-mix(in srgb, ${token('textColor')} 80%, transparent);
    pointer-events: none;
  }
  .empty {
    display: grid; place-items: center; aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1);
    color: ${token('descColor')}; border: 1px dashed ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  @media (prefers-reduced-motion: reduce) { .strip { scroll-behavior: auto; } }
  ${lazyImageStyles}
`;
