import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserInquiry, userInquiryProps, type UserInquiryProps } from './user-inquiry';
import { userInquiryStyles } from './user-inquiry.styles';

export const ShopUserInquiry = define('shop-user-inquiry', UserInquiry, { props: userInquiryProps, styles: userInquiryStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-inquiry': ShopElement<UserInquiryProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-inquiry': ElementAttributes<UserInquiryProps>;
    }
  }
}
