import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ResetPassword, resetPasswordProps, type ResetPasswordProps } from './reset-password';
import { resetPasswordStyles } from './reset-password.styles';

export const ShopResetPassword = define('shop-reset-password', ResetPassword, { props: resetPasswordProps, styles: resetPasswordStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-reset-password': ShopElement<ResetPasswordProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-reset-password': ElementAttributes<ResetPasswordProps>;
    }
  }
}
