import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { User, userProps, type UserProps } from './user';
import { userStyles } from './user.styles';

export const ShopUser = define('shop-user', User, { props: userProps, styles: userStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user': ShopElement<UserProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user': ElementAttributes<UserProps>;
    }
  }
}
