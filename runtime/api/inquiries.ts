/**
 * A signed-in shopper's own quote requests (docs/api.md, "Inquiries"): read them again. Sending
 * one is ./inquiry.ts (multipart, guests too).
 */
import { post, type RequestOptions } from '../http/client';
import type { Inquiry } from './types';

/** The shopper's requests, newest first (guests: code 50). */
export function listInquiries(options: RequestOptions = {}): Promise<{ list: Inquiry[] }> {
  return post<{ list: Inquiry[] }>('inquiry/list', {}, options);
}

/** One of the shopper's own requests by its number; another's is code 40 'No such inquiry'. */
export function inquiryDetail(number: string, options: RequestOptions = {}): Promise<Inquiry> {
  return post<Inquiry>('inquiry/detail', { number }, options);
}
