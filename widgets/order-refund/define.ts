import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { OrderRefund, orderRefundProps, type OrderRefundProps } from './order-refund';
import { orderRefundStyles } from './order-refund.styles';

export const ShopOrderRefund = define('shop-order-refund', OrderRefund, { props: orderRefundProps, styles: orderRefundStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-refund': ShopElement<OrderRefundProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-order-refund': ElementAttributes<OrderRefundProps>;
    }
  }
}
