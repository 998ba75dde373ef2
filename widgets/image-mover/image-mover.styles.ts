import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const imageMoverStyles = `
  :host { display: block; }
  .mover {
    position: relative; width: 100%; height: 100%; min-height: 24px; overflow: hidden;
    aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1); border-radius: ${token('borderRadius')};
    cursor: zoom-in; touch-action: manipulation; user-select: none; -webkit-user-select: none;
  }
  .mover[aria-disabled="true"] { cursor: default; }
  .mover.mode-lens { cursor: crosshair; }
  .mover.mode-pan { cursor: zoom-out; touch-action: none; }
  .mover:focus-visible { outline-offset: -2px; }
  .stage { width: 100%; height: 100%; transition: transform .2s ease-out; }
  .mover.mode-pan .stage { transition: transform .2s ease-out, transform-origin .05s linear; }
  .lens {
    position: absolute; overflow: hidden; pointer-events: none; border-radius: 50%;
    border: 2px solid ${token('primaryColor')}; background: ${token('backgroundColor')};
    box-shadow: 0 4px 16px color-mix(in srgb, ${token('textColor')} 30%, transparent);
    transition: left .06s linear, top .06s linear;
  }
  .lens img { position: absolute; max-width: none; object-fit: var(--shop-image-fit, contain); }
  @media (prefers-reduced-motion: reduce) {
    .stage, .mover.mode-pan .stage, .lens { transition: none; }
  }
  ${lazyImageStyles}
`;
