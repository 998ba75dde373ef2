import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { AddressForm, addressFormProps, type AddressFormProps } from './address-form';
import { addressFormStyles } from './address-form.styles';

export const ShopAddressForm = define('shop-address-form', AddressForm, { props: addressFormProps, styles: addressFormStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-address-form': ShopElement<AddressFormProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-address-form': ElementAttributes<AddressFormProps>;
    }
  }
}
