import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { CategoryArticle, categoryArticleProps, type CategoryArticleProps } from './category-article';
import { articleListingStyles } from '../article-list/article-listing.styles';

export const ShopCategoryArticle = define('shop-category-article', CategoryArticle, { props: categoryArticleProps, styles: articleListingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-article': ShopElement<CategoryArticleProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-category-article': ElementAttributes<CategoryArticleProps>;
    }
  }
}
