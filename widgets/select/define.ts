import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { Select, selectProps, type SelectProps } from './select';
import { selectStyles } from './select.styles';

export const ShopSelect = define('shop-select', Select, { props: selectProps, styles: selectStyles, form: { property: 'value' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-select': ShopFormElement<SelectProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-select': ElementAttributes<SelectProps>;
    }
  }
}
