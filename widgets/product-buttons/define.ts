import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductButtons, productButtonsProps, type ProductButtonsProps } from './product-buttons';
import { productButtonsStyles } from './product-buttons.styles';

export const ShopProductButtons = define('shop-product-buttons', ProductButtons, { props: productButtonsProps, styles: productButtonsStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-buttons': ShopElement<ProductButtonsProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-buttons': ElementAttributes<ProductButtonsProps>;
    }
  }
}
