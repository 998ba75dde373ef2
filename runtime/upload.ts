/**
 * Multipart uploads with progress. fetch() cannot report how much of a request body has gone
 * (streamed request bodies need HTTP/2 in Chromium, and the demo speaks HTTP/1.1), so uploads
 * use XMLHttpRequest, with what runtime/http/client.ts does for every other call: the same
 * headers (x-auth, x-visitor-id, Accept-Language), the envelope unwrapped with the spec's
 * reactions (code 41 and unknown codes toast, 50/51 sign out to sign-in, 40 is the caller's to
 * show at its field) and the same typed errors.
 *
 * The time-out is the API's 10 s, counted from the last sign of life (a progress event) rather
 * than from the start: five 2 MB pictures on a slow line may take longer than 10 s in all while
 * never going quiet.
 */
import { browser } from './browser';
import { API_BASE, API_TIMEOUT_MS, AUTH_HEADER, Code, VISITOR_HEADER } from './constants';
import { ApiError, HttpError, NetworkError, TimeoutError } from './errors';
import type { Envelope } from './http/client';
import { httpErrorMessage, noResponseMessage } from './http/messages';
import { $locale, t } from './i18n';
import { clearSession, signInPath, $token, visitorId } from './session';
import { toast as showToast } from './toast';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole body's size. */
  total: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the body goes out, and once more with loaded = total when it is all sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** No toast on failure; the promise still rejects. */
  quiet?: boolean;
}

/** POST `form` as multipart/form-data to /api/web/<path>; resolves with the envelope's `data`. */
export function upload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  const toast = options.quiet ? () => undefined : showToast;
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('The upload was aborted.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        const message = t('http.timeout');
        toast(message, { type: 'error' });
        finish(() => reject(new TimeoutError('POST', url, message)));
      }, API_TIMEOUT_MS);
    };
    let done = false;
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(new DOMException('The upload was aborted.', 'AbortError')));
    };
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      settle();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open('POST', url);
    const token = $token.get();
    if (token) xhr.setRequestHeader(AUTH_HEADER, token);
    xhr.setRequestHeader(VISITOR_HEADER, visitorId());
    xhr.setRequestHeader('Accept-Language', $locale.get());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      alive();
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.upload.addEventListener('load', () => alive());
    xhr.addEventListener('progress', () => alive());
    xhr.addEventListener('error', () => {
      const message = noResponseMessage();
      toast(message, { type: 'error' });
      finish(() => reject(new NetworkError('POST', url, message)));
    });
    xhr.addEventListener('load', () => {
      finish(() => {
        const body = xhr.responseText;
        if (xhr.status < 200 || xhr.status >= 300) {
          const message = httpErrorMessage(xhr.status, body);
          if (xhr.status === 50) clearSession();
          toast(message, { type: 'error' });
          return reject(new HttpError('POST', url, xhr.status, message));
        }
        let envelope: Envelope<T>;
        try {
          envelope = JSON.parse(body) as Envelope<T>;
        } catch (error) {
          const message = t('http.unknown');
          toast(message, { type: 'error' });
          return reject(new HttpError('POST', url, xhr.status, message, { cause: error }));
        }
        try {
          resolve(unwrap(url, envelope, toast));
        } catch (error) {
          reject(error);
        }
      });
    });
    alive();
    xhr.send(form);
  });
}

/** The envelope's reactions, as runtime/http/client.ts has them for every other call. */
function unwrap<T>(url: string, { code, msg, data }: Envelope<T>, toast: (message: string, options: { type: 'info' | 'error' }) => void): T {
  switch (code) {
    case Code.success:
      return data;
    case Code.dialog:
      if (msg) toast(msg, { type: 'info' });
      return data;
    case Code.authInvalid:
    case Code.authOut:
      clearSession();
      browser.assign(signInPath());
      throw new ApiError('POST', url, code, msg || t('http.loginError'), data);
    case Code.permission:
      throw new ApiError('POST', url, code, msg || t('http.authorization'), data);
    case Code.fail:
      throw new ApiError('POST', url, code, msg || t('http.fail'), data);
    case Code.fullFail:
      toast(msg || t('http.fail'), { type: 'error' });
      throw new ApiError('POST', url, code, msg || t('http.fail'), data);
    case Code.timeout:
      toast(msg || t('http.timeout'), { type: 'error' });
      throw new ApiError('POST', url, code, msg || t('http.timeout'), data);
    default:
      toast(msg || t('http.unknown'), { type: 'error' });
      throw new ApiError('POST', url, code, msg || t('http.unknown'), data);
  }
}
