import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductInteractive, productInteractiveProps, type ProductInteractiveProps } from './product-interactive';
import { productInteractiveStyles } from './product-interactive.styles';

export const ShopProductInteractive = define('shop-product-interactive', ProductInteractive, { props: productInteractiveProps, styles: productInteractiveStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-interactive': ShopElement<ProductInteractiveProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-interactive': ElementAttributes<ProductInteractiveProps>;
    }
  }
}
