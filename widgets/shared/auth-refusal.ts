/**
 * Where an auth call's failure is shown. A refusal (code 40) carries `data: {field, slide}`
 * (AuthRefusal, docs/api.md): a field the form has gets the message at that field, anything
 * else goes to the form's alert. `slide` says the next attempt needs a slide pass; a refusal
 * at the field 'slide' (no pass, or a spent one) says so too. A rate limit (HTTP 429) and any
 * other failure go to the form's alert with the text the client already worded (the client
 * also toasts it: the alert keeps it next to the form after the toast is gone).
 */
import type { AuthRefusal } from '../../runtime/api/types';
import { Code } from '../../runtime/constants';
import { ApiError, isShopError } from '../../runtime/errors';

export interface Refusal<F extends string> {
  /** The field the message belongs to; undefined: the form's alert. */
  field?: F | 'slide';
  message: string;
  /** The next request needs a slide pass. */
  slide: boolean;
}

export function refusalOf<F extends string>(error: unknown, fields: readonly F[], unknownMessage: string): Refusal<F> {
  const message = isShopError(error) ? error.userMessage : unknownMessage;
  if (error instanceof ApiError && error.code === Code.fail) {
    const data = (error.data ?? {}) as AuthRefusal;
    const slide = data.slide === true || data.field === 'slide';
    if (data.field === 'slide') return { field: 'slide', message, slide };
    const field = fields.find((name) => name === data.field);
    return { field, message, slide };
  }
  return { message, slide: false };
}
