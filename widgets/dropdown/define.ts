import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { Dropdown, dropdownProps, type DropdownProps } from './dropdown';
import { dropdownStyles } from './dropdown.styles';

export const ShopDropdown = define('shop-dropdown', Dropdown, { props: dropdownProps, styles: dropdownStyles, form: { property: 'value' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-dropdown': ShopFormElement<DropdownProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-dropdown': ElementAttributes<DropdownProps>;
    }
  }
}
