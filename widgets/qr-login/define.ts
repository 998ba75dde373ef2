import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { QrLogin, qrLoginProps, type QrLoginProps } from './qr-login';
import { qrLoginStyles } from './qr-login.styles';

export const ShopQrLogin = define('shop-qr-login', QrLogin, { props: qrLoginProps, styles: qrLoginStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-qr-login': ShopElement<QrLoginProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-qr-login': ElementAttributes<QrLoginProps>;
    }
  }
}
