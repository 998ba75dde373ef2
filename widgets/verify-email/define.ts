import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { VerifyEmail, verifyEmailProps, type VerifyEmailProps } from './verify-email';
import { verifyEmailStyles } from './verify-email.styles';

export const ShopVerifyEmail = define('shop-verify-email', VerifyEmail, { props: verifyEmailProps, styles: verifyEmailStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-verify-email': ShopElement<VerifyEmailProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-verify-email': ElementAttributes<VerifyEmailProps>;
    }
  }
}
