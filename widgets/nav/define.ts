import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Nav, navProps, type NavProps } from './nav';
import { navStyles } from './nav.styles';

export const ShopNav = define('shop-nav', Nav, { props: navProps, styles: navStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-nav': ShopElement<NavProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-nav': ElementAttributes<NavProps>;
    }
  }
}
