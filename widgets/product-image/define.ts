import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductImage, productImageProps, type ProductImageProps } from './product-image';
import { productImageStyles } from './product-image.styles';

export const ShopProductImage = define('shop-product-image', ProductImage, { props: productImageProps, styles: productImageStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-image': ShopElement<ProductImageProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-image': ElementAttributes<ProductImageProps>;
    }
  }
}
