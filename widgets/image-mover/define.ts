import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ImageMover, imageMoverProps, type ImageMoverProps } from './image-mover';
import { imageMoverStyles } from './image-mover.styles';

export const ShopImageMover = define('shop-image-mover', ImageMover, { props: imageMoverProps, styles: imageMoverStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-image-mover': ShopElement<ImageMoverProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-image-mover': ElementAttributes<ImageMoverProps>;
    }
  }
}
