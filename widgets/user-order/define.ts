import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserOrder, userOrderProps, type UserOrderProps } from './user-order';
import { userOrderStyles } from './user-order.styles';

export const ShopUserOrder = define('shop-user-order', UserOrder, { props: userOrderProps, styles: userOrderStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-order': ShopElement<UserOrderProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-order': ElementAttributes<UserOrderProps>;
    }
  }
}
