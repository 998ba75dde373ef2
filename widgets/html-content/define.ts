import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { HtmlContent, htmlContentProps, type HtmlContentProps } from './html-content';
import { htmlContentStyles } from './html-content.styles';

export const ShopHtmlContent = define('shop-html-content', HtmlContent, { props: htmlContentProps, styles: htmlContentStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-html-content': ShopElement<HtmlContentProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-html-content': ElementAttributes<HtmlContentProps>;
    }
  }
}
