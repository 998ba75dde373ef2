import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductSlides, productSlidesProps, type ProductSlidesProps } from './product-slides';
import { productSlidesStyles } from './product-slides.styles';

export const ShopProductSlides = define('shop-product-slides', ProductSlides, { props: productSlidesProps, styles: productSlidesStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-slides': ShopElement<ProductSlidesProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-slides': ElementAttributes<ProductSlidesProps>;
    }
  }
}
