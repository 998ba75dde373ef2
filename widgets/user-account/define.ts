import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserAccount, userAccountProps, type UserAccountProps } from './user-account';
import { userAccountStyles } from './user-account.styles';

export const ShopUserAccount = define('shop-user-account', UserAccount, { props: userAccountProps, styles: userAccountStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-account': ShopElement<UserAccountProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-account': ElementAttributes<UserAccountProps>;
    }
  }
}
