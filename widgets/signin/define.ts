import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Signin, signinProps, type SigninProps } from './signin';
import { signinStyles } from './signin.styles';

export const ShopSignin = define('shop-signin', Signin, { props: signinProps, styles: signinStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-signin': ShopElement<SigninProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-signin': ElementAttributes<SigninProps>;
    }
  }
}
