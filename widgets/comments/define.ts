import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Comments, commentsProps, type CommentsProps } from './comments';
import { commentsStyles } from './comments.styles';

export const ShopComments = define('shop-comments', Comments, { props: commentsProps, styles: commentsStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-comments': ShopElement<CommentsProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-comments': ElementAttributes<CommentsProps>;
    }
  }
}
