import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Cart, cartProps, type CartProps } from './cart';
import { cartStyles } from './cart.styles';

export const ShopCart = define('shop-cart', Cart, { props: cartProps, styles: cartStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart': ShopElement<CartProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-cart': ElementAttributes<CartProps>;
    }
  }
}
