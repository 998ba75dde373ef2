import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserCenter, userCenterProps, type UserCenterProps } from './user-center';
import { userCenterStyles } from './user-center.styles';

export const ShopUserCenter = define('shop-user-center', UserCenter, { props: userCenterProps, styles: userCenterStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-center': ShopElement<UserCenterProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-center': ElementAttributes<UserCenterProps>;
    }
  }
}
