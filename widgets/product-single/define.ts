import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductSingle, productSingleProps, type ProductSingleProps } from './product-single';
import { productSingleStyles } from './product-single.styles';

export const ShopProductSingle = define('shop-product-single', ProductSingle, { props: productSingleProps, styles: productSingleStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-single': ShopElement<ProductSingleProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-single': ElementAttributes<ProductSingleProps>;
    }
  }
}
