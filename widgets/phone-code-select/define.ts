import { define } from '../shared/define';
import type { ElementAttributes, ShopFormElement } from '../shared/element-types';
import { PhoneCodeSelect, phoneCodeSelectProps, type PhoneCodeSelectProps } from './phone-code-select';
import { phoneCodeSelectStyles } from './phone-code-select.styles';

export const ShopPhoneCodeSelect = define('shop-phone-code-select', PhoneCodeSelect, { props: phoneCodeSelectProps, styles: phoneCodeSelectStyles, form: { property: 'value' } });

declare global {
  interface HTMLElementTagNameMap {
    'shop-phone-code-select': ShopFormElement<PhoneCodeSelectProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-phone-code-select': ElementAttributes<PhoneCodeSelectProps>;
    }
  }
}
