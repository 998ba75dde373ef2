/** Catalogue listings (docs/api.md, "Catalogue"): products by category, tag or collection. */
import { post, type RequestOptions } from '../http/client';
import type { Paged, ProductListBody, ProductSummary } from './types';

export function listProducts(body: ProductListBody, options: RequestOptions = {}): Promise<Paged<ProductSummary>> {
  return post<Paged<ProductSummary>>('product/list', body, options);
}
