/** The catalogue (docs/api.md, "Catalogue"): products by category, tag or collection, and one product. */
import { post, type RequestOptions } from '../http/client';
import type { Paged, ProductDetail, ProductListBody, ProductSummary } from './types';

export function listProducts(body: ProductListBody, options: RequestOptions = {}): Promise<Paged<ProductSummary>> {
  return post<Paged<ProductSummary>>('product/list', body, options);
}

/** One product with its SKUs, options and pictures, in the shopper's language. */
export function productDetail(slug: string, options: RequestOptions = {}): Promise<ProductDetail> {
  return post<ProductDetail>('product/detail', { slug }, options);
}
