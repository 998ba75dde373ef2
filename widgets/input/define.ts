import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { Input, inputProps, type InputProps } from './input';
import { inputStyles } from './input.styles';

export const ShopInput = define('shop-input', Input, { props: inputProps, styles: inputStyles, form: { property: 'value' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-input': ShopFormElement<InputProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-input': ElementAttributes<InputProps>;
    }
  }
}
