import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserHeader, userHeaderProps, type UserHeaderProps } from './user-header';
import { userHeaderStyles } from './user-header.styles';

export const ShopUserHeader = define('shop-user-header', UserHeader, { props: userHeaderProps, styles: userHeaderStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-header': ShopElement<UserHeaderProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-header': ElementAttributes<UserHeaderProps>;
    }
  }
}
