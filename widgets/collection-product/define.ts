import { define } from '../shared/define';
import type { ElementAttributes, ShopElement } from '../shared/element-types';
import { CollectionProduct, collectionProductProps, type CollectionProductProps } from './collection-product';
import { productListingStyles } from '../category-product/product-listing.styles';

export const ShopCollectionProduct = define('shop-collection-product', CollectionProduct, { props: collectionProductProps, styles: productListingStyles });

declare global {
  interface HTMLElementTagNameMap {
    'shop-collection-product': ShopElement<CollectionProductProps>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-collection-product': ElementAttributes<CollectionProductProps>;
    }
  }
}
