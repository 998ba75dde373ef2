import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productPhotoStyles = `
  :host { display: block; }
  .photo { display: grid; gap: .75rem; }
  .stage {
    position: relative; aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1);
    border-radius: ${token('borderRadius')}; overflow: hidden;
  }
  .stage shop-image-mover { display: block; width: 100%; height: 100%; }
  .icon {
    display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0;
    color: ${token('textColor')}; background: ${token('backgroundColor')};
    border: 1px solid ${token('borderColor')}; border-radius: 999px; cursor: pointer;
  }
  .icon svg { width: 1.25rem; height: 1.25rem; }
  .zoom { position: absolute; top: .5rem; right: .5rem; z-index: 2; }
  .thumbnails { display: flex; flex-wrap: wrap; gap: .5rem; }
  .thumbnail {
    width: 4rem; height: 4rem; padding: 2px; cursor: pointer; background: ${token('backgroundColor')};
    border: 2px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; overflow: hidden;
  }
  .thumbnail[aria-selected="true"] { border-color: ${token('primaryColor')}; }
  .thumbnail .lazy-image { border-radius: calc(${token('borderRadius')} / 2); }
  .thumbnail .broken-text { display: none; }
  .zoomed {
    width: min(96vw, 1100px); max-width: none; max-height: 96vh; padding: .75rem; border: 0;
    border-radius: ${token('borderRadius')}; color: ${token('textColor')}; background: ${token('backgroundColor')};
  }
  .zoomed::backdrop { background: color-mix(in srgb, ${token('textColor')} 75%, transparent); }
  .bar { display: flex; align-items: center; justify-content: flex-end; gap: .5rem; margin-bottom: .5rem; }
  .position { margin: 0 auto 0 0; font-variant-numeric: tabular-nums; color: ${token('descColor')}; }
  .large { position: relative; height: min(80vh, calc(96vw - 1.5rem)); }
  .step { position: absolute; top: 50%; transform: translateY(-50%); }
  .previous { left: .5rem; }
  .next { right: .5rem; }
  .empty {
    display: grid; place-items: center; aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1);
    color: ${token('descColor')}; border: 1px dashed ${token('borderColor')}; border-radius: ${token('borderRadius')};
  }
  ${lazyImageStyles}
`;
