/**
 * Quote requests (docs/api.md, "Inquiries"): the text fields and up to five pictures as one
 * multipart request, with upload progress (runtime/http/upload.ts). Guests may send one too.
 */
import { upload, type UploadOptions } from '../http/upload';
import type { InquiryCreated } from './types';

/** What the server accepts, checked on the client first so the shopper hears it at once. */
export const INQUIRY_MAX_IMAGES = 5;
export const INQUIRY_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const INQUIRY_MAX_CONTENT = 5000;
/** The server decides by the file's bytes; the browser's declared type is only a first check. */
export const INQUIRY_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export interface InquiryBody {
  name: string;
  email: string;
  content: string;
  /** The product's slug, when the request is about one. */
  product?: string;
  images?: readonly File[];
}

/** Refusals: code 40 with `data.field` 'name', 'email', 'content', 'product', 'images' (not an image) or 'file' (over 2 MB). */
export function createInquiry(body: InquiryBody, options: UploadOptions = {}): Promise<InquiryCreated> {
  const form = new FormData();
  form.set('name', body.name);
  form.set('email', body.email);
  form.set('content', body.content);
  if (body.product) form.set('product', body.product);
  for (const file of body.images ?? []) form.append('images', file, file.name);
  return upload<InquiryCreated>('inquiry/create', form, options);
}
