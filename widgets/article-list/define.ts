import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ArticleList, articleListProps, type ArticleListProps } from './article-list';
import { articleListingStyles } from './article-listing.styles';

export const ShopArticleList = define('shop-article-list', ArticleList, { props: articleListProps, styles: articleListingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-article-list': ShopElement<ArticleListProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-article-list': ElementAttributes<ArticleListProps>;
    }
  }
}
