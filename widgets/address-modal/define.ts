import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { AddressModal, addressModalProps, type AddressModalProps } from './address-modal';
import { addressModalStyles } from './address-modal.styles';

export const ShopAddressModal = define('shop-address-modal', AddressModal, { props: addressModalProps, styles: addressModalStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-address-modal': ShopElement<AddressModalProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-address-modal': ElementAttributes<AddressModalProps>;
    }
  }
}
