import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductScore, productScoreProps, type ProductScoreProps } from './product-score';
import { productScoreStyles } from './product-score.styles';

export const ShopProductScore = define('shop-product-score', ProductScore, { props: productScoreProps, styles: productScoreStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-score': ShopElement<ProductScoreProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-score': ElementAttributes<ProductScoreProps>;
    }
  }
}
