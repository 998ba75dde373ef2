import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserSecurity, userSecurityProps, type UserSecurityProps } from './user-security';
import { userSecurityStyles } from './user-security.styles';

export const ShopUserSecurity = define('shop-user-security', UserSecurity, { props: userSecurityProps, styles: userSecurityStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-security': ShopElement<UserSecurityProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-security': ElementAttributes<UserSecurityProps>;
    }
  }
}
