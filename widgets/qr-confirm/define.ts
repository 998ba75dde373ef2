import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { QrConfirm, qrConfirmProps, type QrConfirmProps } from './qr-confirm';
import { qrConfirmStyles } from './qr-confirm.styles';

export const ShopQrConfirm = define('shop-qr-confirm', QrConfirm, { props: qrConfirmProps, styles: qrConfirmStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-qr-confirm': ShopElement<QrConfirmProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-qr-confirm': ElementAttributes<QrConfirmProps>;
    }
  }
}
