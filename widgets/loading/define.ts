import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Loading, loadingProps, type LoadingProps } from './loading';
import { loadingStyles } from './loading.styles';

export const ShopLoading = define('shop-loading', Loading, { props: loadingProps, styles: loadingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-loading': ShopElement<LoadingProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-loading': ElementAttributes<LoadingProps>;
    }
  }
}
