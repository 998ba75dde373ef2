import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserInquiryDetail, userInquiryDetailProps, type UserInquiryDetailProps } from './user-inquiry-detail';
import { userInquiryDetailStyles } from './user-inquiry-detail.styles';

export const ShopUserInquiryDetail = define('shop-user-inquiry-detail', UserInquiryDetail, { props: userInquiryDetailProps, styles: userInquiryDetailStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-inquiry-detail': ShopElement<UserInquiryDetailProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-inquiry-detail': ElementAttributes<UserInquiryDetailProps>;
    }
  }
}
