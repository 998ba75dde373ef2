import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductSpec, productSpecProps, type ProductSpecProps } from './product-spec';
import { productSpecStyles } from './product-spec.styles';

export const ShopProductSpec = define('shop-product-spec', ProductSpec, { props: productSpecProps, styles: productSpecStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-spec': ShopElement<ProductSpecProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-spec': ElementAttributes<ProductSpecProps>;
    }
  }
}
