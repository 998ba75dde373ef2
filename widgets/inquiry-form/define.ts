import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { InquiryForm, inquiryFormProps, type InquiryFormProps } from './inquiry-form';
import { inquiryFormStyles } from './inquiry-form.styles';

export const ShopInquiryForm = define('shop-inquiry-form', InquiryForm, { props: inquiryFormProps, styles: inquiryFormStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-inquiry-form': ShopElement<InquiryFormProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-inquiry-form': ElementAttributes<InquiryFormProps>;
    }
  }
}
