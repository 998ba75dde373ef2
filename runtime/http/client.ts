/**
 * The one HTTP client (one ky instance): base /api/web at the shop (../shop-address.ts), 10000 ms time-out, x-auth when a
 * token is stored, and the envelope {code, msg, data} unwrapped. Failures follow the spec's
 * catalogue: the shopper sees a toast where the spec says so, and the caller always gets a
 * typed error (never a silent undefined).
 *
 * Retries are off: most calls are POSTs that change things (add to cart, place order), and a
 * blind retry could do them twice.
 */
import ky, { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import { browser } from '../browser';
import { API_TIMEOUT_MS, Code } from '../constants';
import { ApiError, HttpError, NetworkError, TimeoutError } from '../errors';
import { ensureMessages, t } from '../i18n';
import { clearSession, signInPath } from '../session';
import { apiUrl, shopHref } from '../shop-address';
import { toast as showToast } from '../toast';
import { sessionHeaders } from './headers';
import { httpErrorMessage, noResponseMessage } from './messages';

/** What every /api/web answer carries. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** No toast on failure (background calls, such as the account's read at start); the promise still rejects. */
  quiet?: boolean;
}

export type Toaster = (message: string, options: { type: 'info' | 'error' }) => void;

/** The toast a failure shows, or none for a quiet call. */
export function toasterFor(quiet: boolean | undefined): Toaster {
  return quiet ? () => undefined : showToast;
}

// No prefixUrl: the API's address is read per request (the shop's address is set at start).
const client = ky.create({
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        for (const [name, value] of Object.entries(sessionHeaders())) request.headers.set(name, value);
      },
    ],
  },
});

function signOutToSignIn(): void {
  clearSession();
  browser.assign(shopHref(signInPath()));
}

/** An answer outside 2xx: the spec's message for its status (code 50 also ends the session). */
export function statusError(method: string, url: string, status: number, body: string, toast: Toaster, cause?: unknown): HttpError {
  const message = httpErrorMessage(status, body);
  if (status === 50) clearSession();
  toast(message, { type: 'error' });
  return new HttpError(method, url, status, message, cause === undefined ? undefined : { cause });
}

/** A 2xx answer whose body is not an envelope. */
export function unreadableError(method: string, url: string, status: number, toast: Toaster, cause: unknown): HttpError {
  const message = t('http.unknown');
  toast(message, { type: 'error' });
  return new HttpError(method, url, status, message, { cause });
}

/** Turns a non-zero envelope code into the spec's reaction and an ApiError. */
export function unwrap<T>(method: string, url: string, envelope: Envelope<T>, toast: Toaster): T {
  const { code, msg, data } = envelope;
  switch (code) {
    case Code.success:
      return data;
    case Code.dialog:
      // The server wants the shopper told something, and the call still succeeded.
      if (msg) toast(msg, { type: 'info' });
      return data;
    case Code.fullFail:
      toast(msg || t('http.fail'), { type: 'error' });
      throw new ApiError(method, url, code, msg || t('http.fail'), data);
    case Code.authInvalid:
    case Code.authOut:
      signOutToSignIn();
      throw new ApiError(method, url, code, msg || t('http.loginError'), data);
    case Code.permission:
      throw new ApiError(method, url, code, msg || t('http.authorization'), data);
    case Code.timeout:
      toast(msg || t('http.timeout'), { type: 'error' });
      throw new ApiError(method, url, code, msg || t('http.timeout'), data);
    case Code.fail:
      // The caller shows it where it belongs (next to a field, in a form).
      throw new ApiError(method, url, code, msg || t('http.fail'), data);
    default:
      toast(msg || t('http.unknown'), { type: 'error' });
      throw new ApiError(method, url, code, msg || t('http.unknown'), data);
  }
}

type Init = { json?: unknown; searchParams?: Record<string, string>; body?: FormData };

async function send<T>(method: 'GET' | 'POST', path: string, init: Init, options: RequestOptions, page = false): Promise<T> {
  const toast = toasterFor(options.quiet);
  // The words for what went wrong, for a toast: a request can fail before any element brought
  // them. (A quiet request's caller shows its own words, with its element's messages.)
  const words = () => (options.quiet ? undefined : ensureMessages());
  const url = page ? path : apiUrl(path);
  let response: Response;
  try {
    const request = { method, ...init, signal: options.signal, headers: options.headers };
    // Page requests (`GET <path>?request=route`) go to the page's own address, not under /api/web.
    response = await client(url, request);
  } catch (error) {
    await words();
    if (error instanceof HTTPError) {
      const body = await error.response.text().catch(() => '');
      throw statusError(method, url, error.response.status, body, toast, error);
    }
    if (error instanceof KyTimeoutError) {
      const message = t('http.timeout');
      toast(message, { type: 'error' });
      throw new TimeoutError(method, url, message, { cause: error });
    }
    // The caller gave up (navigation, newer request): not the shopper's problem.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = noResponseMessage();
    toast(message, { type: 'error' });
    throw new NetworkError(method, url, message, { cause: error });
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    await words();
    throw unreadableError(method, url, response.status, toast, error);
  }
  if (envelope?.code !== Code.success) await words();
  return unwrap(method, url, envelope, toast);
}

/** POST a JSON body (or FormData for uploads) to /api/web/<path>; resolves with `data`. */
export function post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return send<T>('POST', path, body instanceof FormData ? { body } : body === undefined ? {} : { json: body }, options);
}

/** GET /api/web/<path>?<query>; resolves with `data`. */
export function get<T = unknown>(path: string, query?: Record<string, string>, options: RequestOptions = {}): Promise<T> {
  return send<T>('GET', path, query ? { searchParams: query } : {}, options);
}

/** GET a page's data from its own address (`<path>?request=route&...`); resolves with `data`. */
export function getPage<T = unknown>(path: string, query: Record<string, string>, options: RequestOptions = {}): Promise<T> {
  return send<T>('GET', path, { searchParams: query }, options, true);
}
