/** Product search (docs/api.md, "Catalogue"): `search` with filters, sort and pages. */
import { post, type RequestOptions } from '../http/client';
import type { Paged, ProductListBody, ProductSummary } from './types';

export function searchProducts(body: ProductListBody, options: RequestOptions = {}): Promise<Paged<ProductSummary>> {
  return post<Paged<ProductSummary>>('search', body, options);
}
