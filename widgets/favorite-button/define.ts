import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { FavoriteButton, favoriteButtonProps, type FavoriteButtonProps } from './favorite-button';
import { favoriteButtonStyles } from './favorite-button.styles';

export const ShopFavoriteButton = define('shop-favorite-button', FavoriteButton, { props: favoriteButtonProps, styles: favoriteButtonStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-favorite-button': ShopElement<FavoriteButtonProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-favorite-button': ElementAttributes<FavoriteButtonProps>;
    }
  }
}
