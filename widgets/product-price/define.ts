import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { ProductPrice, productPriceProps, type ProductPriceProps } from './product-price';
import { productPriceStyles } from './product-price.styles';

export const ShopProductPrice = define('shop-product-price', ProductPrice, { props: productPriceProps, styles: productPriceStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-price': ShopElement<ProductPriceProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-price': ElementAttributes<ProductPriceProps>;
    }
  }
}
