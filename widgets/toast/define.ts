import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ToastStack, toastProps, type ToastProps } from './toast';
import { toastStyles } from './toast.styles';

export const ShopToast = define('shop-toast', ToastStack, { props: toastProps, styles: toastStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-toast': ShopElement<ToastProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-toast': ElementAttributes<ToastProps>;
    }
  }
}
