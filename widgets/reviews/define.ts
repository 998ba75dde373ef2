import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Reviews, reviewsProps, type ReviewsProps } from './reviews';
import { reviewsStyles } from './reviews.styles';

export const ShopReviews = define('shop-reviews', Reviews, { props: reviewsProps, styles: reviewsStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-reviews': ShopElement<ReviewsProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-reviews': ElementAttributes<ReviewsProps>;
    }
  }
}
