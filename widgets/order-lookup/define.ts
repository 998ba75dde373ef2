import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { OrderLookup, orderLookupProps, type OrderLookupProps } from './order-lookup';
import { orderLookupStyles } from './order-lookup.styles';

export const ShopOrderLookup = define('shop-order-lookup', OrderLookup, { props: orderLookupProps, styles: orderLookupStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-order-lookup': ShopElement<OrderLookupProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-order-lookup': ElementAttributes<OrderLookupProps>;
    }
  }
}
