/**
 * The headers every /api/web request carries: the http client's (./client.ts, ./upload.ts) and
 * the visit tracking's (../tracking.ts), which sends without the client on every page.
 */
import { AUTH_HEADER, VISITOR_HEADER } from '../constants';
import { $locale } from '../i18n';
import { $token, visitorId } from '../session';

export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = $token.get();
  if (token) headers[AUTH_HEADER] = token;
  // The guest's cart and visits belong to this id until sign-in merges them.
  headers[VISITOR_HEADER] = visitorId();
  // Names and messages come back in the shop's interface language, not the browser's.
  headers['Accept-Language'] = $locale.get();
  return headers;
}
