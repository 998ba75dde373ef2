/** After-sales returns (docs/api.md, "Returns"): apply, list, read, cancel, send the goods back. */
import { post, type RequestOptions } from '../http/client';
import type { ReturnApplyBody, ReturnLogisticsBody, ReturnOrder } from './types';

export function applyReturn(body: ReturnApplyBody, options: RequestOptions = {}): Promise<ReturnOrder> {
  return post<ReturnOrder>('return/apply', body, options);
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
