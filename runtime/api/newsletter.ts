/** Newsletter sign-up (docs/api.md, "Tracking, newsletter"). */
import { post, type RequestOptions } from '../http/client';
import type { NewsletterAnswer } from './types';

export function subscribe(email: string, options: RequestOptions = {}): Promise<NewsletterAnswer> {
  return post<NewsletterAnswer>('newsletter/subscribe', { email }, options);
}
