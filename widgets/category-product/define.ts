import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { CategoryProduct, categoryProductProps, type CategoryProductProps } from './category-product';
import { productListingStyles } from './product-listing.styles';

export const ShopCategoryProduct = define('shop-category-product', CategoryProduct, { props: categoryProductProps, styles: productListingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-product': ShopElement<CategoryProductProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-category-product': ElementAttributes<CategoryProductProps>;
    }
  }
}
