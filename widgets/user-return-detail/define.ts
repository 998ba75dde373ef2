import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserReturnDetail, userReturnDetailProps, type UserReturnDetailProps } from './user-return-detail';
import { userReturnDetailStyles } from './user-return-detail.styles';

export const ShopUserReturnDetail = define('shop-user-return-detail', UserReturnDetail, { props: userReturnDetailProps, styles: userReturnDetailStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-return-detail': ShopElement<UserReturnDetailProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-return-detail': ElementAttributes<UserReturnDetailProps>;
    }
  }
}
