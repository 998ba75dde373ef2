import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ArticleMasonry, articleMasonryProps, type ArticleMasonryProps } from './article-masonry';
import { articleListingStyles } from '../article-list/article-listing.styles';

export const ShopArticleMasonry = define('shop-article-masonry', ArticleMasonry, { props: articleMasonryProps, styles: articleListingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-article-masonry': ShopElement<ArticleMasonryProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-article-masonry': ElementAttributes<ArticleMasonryProps>;
    }
  }
}
