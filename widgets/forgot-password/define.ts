import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ForgotPassword, forgotPasswordProps, type ForgotPasswordProps } from './forgot-password';
import { forgotPasswordStyles } from './forgot-password.styles';

export const ShopForgotPassword = define('shop-forgot-password', ForgotPassword, { props: forgotPasswordProps, styles: forgotPasswordStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-forgot-password': ShopElement<ForgotPasswordProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-forgot-password': ElementAttributes<ForgotPasswordProps>;
    }
  }
}
