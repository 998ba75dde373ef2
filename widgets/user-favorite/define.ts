import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { UserFavorite, userFavoriteProps, type UserFavoriteProps } from './user-favorite';
import { userFavoriteStyles } from './user-favorite.styles';

export const ShopUserFavorite = define('shop-user-favorite', UserFavorite, { props: userFavoriteProps, styles: userFavoriteStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-user-favorite': ShopElement<UserFavoriteProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-user-favorite': ElementAttributes<UserFavoriteProps>;
    }
  }
}
