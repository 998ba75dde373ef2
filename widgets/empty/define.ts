import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Empty, emptyProps, type EmptyProps } from './empty';
import { emptyStyles } from './empty.styles';

export const ShopEmpty = define('shop-empty', Empty, { props: emptyProps, styles: emptyStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-empty': ShopElement<EmptyProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-empty': ElementAttributes<EmptyProps>;
    }
  }
}
