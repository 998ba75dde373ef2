import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Checkout, checkoutProps, type CheckoutProps } from './checkout';
import { checkoutStyles } from './checkout.styles';

export const ShopCheckout = define('shop-checkout', Checkout, { props: checkoutProps, styles: checkoutStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-checkout': ShopElement<CheckoutProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-checkout': ElementAttributes<CheckoutProps>;
    }
  }
}
