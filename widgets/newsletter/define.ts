import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Newsletter, newsletterProps, type NewsletterProps } from './newsletter';
import { newsletterStyles } from './newsletter.styles';

export const ShopNewsletter = define('shop-newsletter', Newsletter, { props: newsletterProps, styles: newsletterStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-newsletter': ShopElement<NewsletterProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-newsletter': ElementAttributes<NewsletterProps>;
    }
  }
}
