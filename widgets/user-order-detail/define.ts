import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserOrderDetail, userOrderDetailProps, type UserOrderDetailProps } from './user-order-detail';
import { userOrderDetailStyles } from './user-order-detail.styles';

export const ShopUserOrderDetail = define('shop-user-order-detail', UserOrderDetail, { props: userOrderDetailProps, styles: userOrderDetailStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-order-detail': ShopElement<UserOrderDetailProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-order-detail': ElementAttributes<UserOrderDetailProps>;
    }
  }
}
