// The activity log under the security screen's route: the same element as shop-user-log
// (widgets/user-log/user-log.tsx), with the link back to security shown by default.
import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserLog, userSecurityActivityProps, type UserLogProps } from '../user-log/user-log';
import { userLogStyles } from '../user-log/user-log.styles';

export const ShopUserSecurityActivity = define('shop-user-security-activity', UserLog, { props: userSecurityActivityProps, styles: userLogStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-security-activity': ShopElement<UserLogProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-security-activity': ElementAttributes<UserLogProps>;
    }
  }
}
