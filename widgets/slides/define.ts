import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Slides, slidesProps, type SlidesProps } from './slides';
import { slidesStyles } from './slides.styles';

export const ShopSlides = define('shop-slides', Slides, { props: slidesProps, styles: slidesStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-slides': ShopElement<SlidesProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-slides': ElementAttributes<SlidesProps>;
    }
  }
}
