import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductPhoto, productPhotoProps, type ProductPhotoProps } from './product-photo';
import { productPhotoStyles } from './product-photo.styles';

export const ShopProductPhoto = define('shop-product-photo', ProductPhoto, { props: productPhotoProps, styles: productPhotoStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-photo': ShopElement<ProductPhotoProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-photo': ElementAttributes<ProductPhotoProps>;
    }
  }
}
