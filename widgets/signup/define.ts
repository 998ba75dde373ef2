import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Signup, signupProps, type SignupProps } from './signup';
import { signupStyles } from './signup.styles';

export const ShopSignup = define('shop-signup', Signup, { props: signupProps, styles: signupStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-signup': ShopElement<SignupProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-signup': ElementAttributes<SignupProps>;
    }
  }
}
