import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { favoriteItemsStyles } from '../shared/favorite-items.styles';
import { UserArticle, userArticleProps, type UserArticleProps } from './user-article';

export const ShopUserArticle = define('shop-user-article', UserArticle, { props: userArticleProps, styles: favoriteItemsStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-article': ShopElement<UserArticleProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-article': ElementAttributes<UserArticleProps>;
    }
  }
}
