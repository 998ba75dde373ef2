import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { CartDrawer, cartDrawerProps, type CartDrawerProps } from './cart-drawer';
import { cartDrawerStyles } from './cart-drawer.styles';

export const ShopCartDrawer = define('shop-cart-drawer', CartDrawer, { props: cartDrawerProps, styles: cartDrawerStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-cart-drawer': ShopElement<CartDrawerProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-cart-drawer': ElementAttributes<CartDrawerProps>;
    }
  }
}
