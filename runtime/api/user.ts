/**
 * The signed-in shopper's account (docs/api.md, "User"): info, names, profile, password,
 * e-mail and mobile changes with a code, the avatar, sessions and the activity log. Every
 * call needs a token (code 50 otherwise: the client signs out and goes to sign-in).
 */
import { post, type RequestOptions } from '../http/client';
import { upload, type UploadOptions } from '../http/upload';
import type { ActivityEntry, EditAccountBody, EditInfoBody, EditNameBody, EditPasswordBody, Order, OrderStatus, Paged, SecuritySession, UserCodeBody, UserInfo } from './types';

export const userInfo = (options: RequestOptions = {}) => post<UserInfo>('user/info', undefined, options);
/** Refusals name `firstName` or `lastName`. */
export const editName = (body: EditNameBody, options: RequestOptions = {}) => post<UserInfo>('user/editName', body, options);
/** Nickname (up to 40), bio (up to 500), birthday ('YYYY-MM-DD', or '' to clear). */
export const editInfo = (body: EditInfoBody, options: RequestOptions = {}) => post<UserInfo>('user/editInfo', body, options);
/** Every other session of the account ends; refusal `oldPassword` ('Verification failed') or `password`. */
export const editPassword = (body: EditPasswordBody, options: RequestOptions = {}) => post<null>('user/editPassword', body, options);
/** A code to the new e-mail or mobile, which editEmail / editMobile then take. */
export const sendChangeCode = (body: UserCodeBody, options: RequestOptions = {}) => post<null>('user/code', body, options);
/** Refusals name `account` (format, taken) or `code`. */
export const editEmail = (body: EditAccountBody, options: RequestOptions = {}) => post<UserInfo>('user/editEmail', body, options);
export const editMobile = (body: EditAccountBody, options: RequestOptions = {}) => post<UserInfo>('user/editMobile', body, options);

/** The avatar as multipart (one file field), with upload progress; refusal field `file`. */
export function editAvatar(file: File, options: UploadOptions = {}): Promise<UserInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload<UserInfo>('user/editAvatar', form, options);
}

export const listSessions = (options: RequestOptions = {}) => post<SecuritySession[]>('user/sessions', undefined, options);
/** Ends one session (refusal field `id` when it is gone already). */
export const revokeSession = (id: string, options: RequestOptions = {}) => post<null>('user/sessions/revoke', { id }, options);
/** The last 100 entries, newest first. */
export const activityLog = (options: RequestOptions = {}) => post<ActivityEntry[]>('user/log', undefined, options);

/** Every other session of the account, one after another (the API ends one per call). */
export async function revokeOtherSessions(sessions: readonly SecuritySession[], options: RequestOptions = {}): Promise<void> {
  for (const session of sessions) if (!session.current) await revokeSession(session.id, options);
}

export const ORDER_STATUSES: readonly OrderStatus[] = ['in_progress', 'completed', 'cancelled', 'pending_cancellation'];

/**
 * How many orders the shopper has in each status, for the account centre: the `total` of
 * order/list filtered by status (docs/api.md "Orders and payment"; user/info counts only all
 * orders and the unpaid ones). Kept here rather than in an orders client because the centre
 * reads only the counts.
 */
export async function orderCountsByStatus(options: RequestOptions = {}): Promise<Record<OrderStatus, number>> {
  const totals = await Promise.all(ORDER_STATUSES.map((status) => post<Paged<Order>>('order/list', { status, page: 1 }, options).then((page) => page.total)));
  return Object.fromEntries(ORDER_STATUSES.map((status, index) => [status, totals[index]!])) as Record<OrderStatus, number>;
}
