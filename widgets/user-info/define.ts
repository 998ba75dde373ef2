import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserInfoScreen, userInfoProps, type UserInfoProps } from './user-info';
import { userInfoStyles } from './user-info.styles';

export const ShopUserInfo = define('shop-user-info', UserInfoScreen, { props: userInfoProps, styles: userInfoStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-info': ShopElement<UserInfoProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-info': ElementAttributes<UserInfoProps>;
    }
  }
}
