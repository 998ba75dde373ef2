import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { AsideMenu, asideMenuProps, type AsideMenuProps } from './aside-menu';
import { asideMenuStyles } from './aside-menu.styles';

export const ShopAsideMenu = define('shop-aside-menu', AsideMenu, { props: asideMenuProps, styles: asideMenuStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-aside-menu': ShopElement<AsideMenuProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-aside-menu': ElementAttributes<AsideMenuProps>;
    }
  }
}
