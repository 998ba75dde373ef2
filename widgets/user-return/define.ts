import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserReturn, userReturnProps, type UserReturnProps } from './user-return';
import { userReturnStyles } from './user-return.styles';

export const ShopUserReturn = define('shop-user-return', UserReturn, { props: userReturnProps, styles: userReturnStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-return': ShopElement<UserReturnProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-return': ElementAttributes<UserReturnProps>;
    }
  }
}
