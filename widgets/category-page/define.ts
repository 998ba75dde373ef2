import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { CategoryPage, categoryPageProps, type CategoryPageProps } from './category-page';
import { categoryPageStyles } from './category-page.styles';

export const ShopCategoryPage = define('shop-category-page', CategoryPage, { props: categoryPageProps, styles: categoryPageStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-category-page': ShopElement<CategoryPageProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-category-page': ElementAttributes<CategoryPageProps>;
    }
  }
}
