import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductMobileImage, productMobileImageProps, type ProductMobileImageProps } from './product-mobile-image';
import { productMobileImageStyles } from './product-mobile-image.styles';

export const ShopProductMobileImage = define('shop-product-mobile-image', ProductMobileImage, { props: productMobileImageProps, styles: productMobileImageStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-mobile-image': ShopElement<ProductMobileImageProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-mobile-image': ElementAttributes<ProductMobileImageProps>;
    }
  }
}
