import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { Search, searchProps, type SearchProps } from './search';
import { searchStyles } from './search.styles';

export const ShopSearch = define('shop-search', Search, { props: searchProps, styles: searchStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-search': ShopElement<SearchProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-search': ElementAttributes<SearchProps>;
    }
  }
}
