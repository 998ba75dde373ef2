/** Product reviews (docs/api.md, "Catalogue, reviews, comments"). */
import { post, type RequestOptions } from '../http/client';
import type { Review, ReviewBody, ReviewPage } from './types';

export function listReviews(product: string, page = 1, options: RequestOptions = {}): Promise<ReviewPage> {
  return post<ReviewPage>('review/list', { product, page }, options);
}

/** Needs a signed-in shopper (code 50 otherwise). */
export function createReview(body: ReviewBody, options: RequestOptions = {}): Promise<Review> {
  return post<Review>('review/create', body, options);
}
