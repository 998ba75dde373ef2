import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserLog, userLogProps, type UserLogProps } from './user-log';
import { userLogStyles } from './user-log.styles';

export const ShopUserLog = define('shop-user-log', UserLog, { props: userLogProps, styles: userLogStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-log': ShopElement<UserLogProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-log': ElementAttributes<UserLogProps>;
    }
  }
}
