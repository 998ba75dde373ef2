import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Payment, paymentProps, type PaymentProps } from './payment';
import { paymentStyles } from './payment.styles';

export const ShopPayment = define('shop-payment', Payment, { props: paymentProps, styles: paymentStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-payment': ShopElement<PaymentProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-payment': ElementAttributes<PaymentProps>;
    }
  }
}
