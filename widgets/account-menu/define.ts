import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { AccountMenu, accountMenuProps, type AccountMenuProps } from './account-menu';
import { accountMenuStyles } from './account-menu.styles';

export const ShopAccountMenu = define('shop-account-menu', AccountMenu, { props: accountMenuProps, styles: accountMenuStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-account-menu': ShopElement<AccountMenuProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-account-menu': ElementAttributes<AccountMenuProps>;
    }
  }
}
