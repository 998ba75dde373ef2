import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { NavMenu, navMenuProps, type NavMenuProps } from './nav-menu';
import { navMenuStyles } from './nav-menu.styles';

export const ShopNavMenu = define('shop-nav-menu', NavMenu, { props: navMenuProps, styles: navMenuStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-nav-menu': ShopElement<NavMenuProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-nav-menu': ElementAttributes<NavMenuProps>;
    }
  }
}
