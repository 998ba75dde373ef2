import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { Checkbox, checkboxProps, type CheckboxProps } from './checkbox';
import { checkboxStyles } from './checkbox.styles';

export const ShopCheckbox = define('shop-checkbox', Checkbox, { props: checkboxProps, styles: checkboxStyles, form: { property: 'checked' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-checkbox': ShopFormElement<CheckboxProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-checkbox': ElementAttributes<CheckboxProps>;
    }
  }
}
