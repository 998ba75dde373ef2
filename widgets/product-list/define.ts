import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductList, productListProps, type ProductListProps } from './product-list';
import { productListStyles } from './product-list.styles';

export const ShopProductList = define('shop-product-list', ProductList, { props: productListProps, styles: productListStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-list': ShopElement<ProductListProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-list': ElementAttributes<ProductListProps>;
    }
  }
}
