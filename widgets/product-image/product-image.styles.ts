import { lazyImageStyles } from '../shared/lazy-image';
import { token } from '../shared/styles';

export const productImageStyles = `
  :host { display: block; }
  .box {
    aspect-ratio: var(--shop-image-aspect-ratio, 1 / 1); width: 100%;
    border-radius: ${token('borderRadius')}; overflow: hidden;
  }
  .box.cover { --shop-image-fit: cover; }
  ${lazyImageStyles}
`;
