/** After-sales returns (docs/api.md, "Returns"): apply, list, read, cancel, send the goods back. */
import { post, type RequestOptions } from '../http/client';
import { upload, type UploadOptions } from '../http/upload';
import type { ReturnApplyBody, ReturnLogisticsBody, ReturnOrder } from './types';

/** What return/apply accepts for photos, checked on the client first so the shopper hears it at once. */
export const RETURN_MAX_IMAGES = 5;
export const RETURN_MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The server decides by the file's bytes; the browser's declared type is only a first check. */
export const RETURN_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Without photos a JSON request; with photos one multipart request (the same fields and up to
 * five files `images`) with upload progress. Refusals: code 40 with `data.field` 'orderNumber',
 * 'applyType', 'applyDescription', 'reason', or 'images' (not a picture, over 2 MB, too many).
 */
export function applyReturn(body: ReturnApplyBody & { images?: readonly File[] }, options: UploadOptions = {}): Promise<ReturnOrder> {
  const { images = [], ...fields } = body;
  if (images.length === 0) return post<ReturnOrder>('return/apply', fields, { signal: options.signal, quiet: options.quiet });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, String(value));
  for (const file of images) form.append('images', file, file.name);
  return upload<ReturnOrder>('return/apply', form, options);
}

export function listReturns(options: RequestOptions = {}): Promise<{ list: ReturnOrder[] }> {
  return post<{ list: ReturnOrder[] }>('return/list', {}, options);
}

export function returnDetail(number: string, options: RequestOptions = {}): Promise<ReturnOrder> {
  return post<ReturnOrder>('return/detail', { number }, options);
}

/** Only while the application waits for the shop's audit. */
export function cancelReturn(number: string, options: RequestOptions = {}): Promise<ReturnOrder> {
  return post<ReturnOrder>('return/cancel', { number }, options);
}

/** Once approved, for types that send goods back; once. */
export function sendReturnLogistics(body: ReturnLogisticsBody, options: RequestOptions = {}): Promise<ReturnOrder> {
  return post<ReturnOrder>('return/logistics', body, options);
}
