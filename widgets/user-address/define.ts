import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserAddress, userAddressProps, type UserAddressProps } from './user-address';
import { userAddressStyles } from './user-address.styles';

export const ShopUserAddress = define('shop-user-address', UserAddress, { props: userAddressProps, styles: userAddressStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-address': ShopElement<UserAddressProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-address': ElementAttributes<UserAddressProps>;
    }
  }
}
