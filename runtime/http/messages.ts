/**
 * The error catalogue of spec section 8: what the shopper is told when a request fails.
 */
import { t } from '../i18n';

/** Text of an HTTP error answer. No body at all reads as a time-out; the server's msg wins. */
export function httpErrorMessage(status: number, body: string): string {
  if (body.trim() === '') return t('http.timeout');
  const msg = serverMessage(body);
  if (msg) return msg;
  switch (status) {
    case 30:
      return t('http.authorization');
    case 41:
      return t('http.fail');
    case 50:
      return t('http.loginError');
    default:
      return t('http.unknown');
  }
}

/** The `msg` of an envelope-shaped body, if any. */
export function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    return typeof parsed.msg === 'string' && parsed.msg.trim() ? parsed.msg : undefined;
  } catch {
    return undefined;
  }
}

/** No response at all. */
export const noResponseMessage = (): string => t('http.unknown');
