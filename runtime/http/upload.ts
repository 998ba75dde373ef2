/**
 * Uploads with progress (the avatar; any multipart POST under /api/web that should show how
 * far it has got). XMLHttpRequest, not the ky client, on purpose: ky 1.14 does have
 * `onUploadProgress`, but it gets there by sending the body as a ReadableStream
 * (`duplex: 'half'`), and Chromium sends streamed request bodies only over HTTP/2 or QUIC:
 * over the HTTP/1.1 that the demo shop and most small shops speak the request fails outright.
 * It would also count bytes handed to fetch, not bytes sent. `xhr.upload.onprogress` reports
 * real progress on every protocol.
 *
 * Everything else is the client's (./client.ts), imported from there: the same headers (x-auth
 * when signed in, x-visitor-id, Accept-Language), the same envelope codes and reactions (toasts,
 * code 50 signs out and goes to sign-in, code 40 is left to the form), the same typed errors.
 */
import { API_TIMEOUT_MS } from '../constants';
import { NetworkError, TimeoutError } from '../errors';
import { t } from '../i18n';
import { apiUrl } from '../shop-address';
import { statusError, toasterFor, unreadableError, unwrap, type Envelope } from './client';
import { sessionHeaders } from './headers';
import { noResponseMessage } from './messages';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1; 1 once the body is sent (the server may still be working on it). */
  fraction: number;
}

export interface UploadOptions {
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** No toast on failure; the promise still rejects. */
  quiet?: boolean;
}

/** POSTs `form` (multipart) to /api/web/<path>, reporting upload progress; resolves with `data`. */
export function upload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const url = apiUrl(path);
  const toast = toasterFor(options.quiet);
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new DOMException('The upload was aborted.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    let silence: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: unknown) => {
      clearTimeout(silence);
      options.signal?.removeEventListener('abort', abort);
      reject(error);
    };
    const abort = () => xhr.abort();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    // The client's 10 s time-out is for a server that says nothing. Sending a 2 MB photo over
    // a slow phone link can take longer than that and is not the server's silence, so the
    // clock starts once the body is sent.
    const startClock = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        xhr.abort();
        const message = t('http.timeout');
        toast(message, { type: 'error' });
        fail(new TimeoutError('POST', url, message));
      }, API_TIMEOUT_MS);
    };
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      options.onProgress?.({ loaded: event.loaded, total, fraction: total ? Math.min(1, event.loaded / total) : 0 });
    };
    xhr.upload.onload = () => {
      options.onProgress?.({ loaded: 1, total: 1, fraction: 1 });
      startClock();
    };
    xhr.onload = () => {
      clearTimeout(silence);
      options.signal?.removeEventListener('abort', abort);
      const body = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(statusError('POST', url, xhr.status, body, toast));
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(body) as Envelope<T>;
      } catch (error) {
        return reject(unreadableError('POST', url, xhr.status, toast, error));
      }
      try {
        resolve(unwrap('POST', url, envelope, toast));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      const message = noResponseMessage();
      toast(message, { type: 'error' });
      fail(new NetworkError('POST', url, message));
    };
    // The caller gave up (left the page, chose another file): not the shopper's problem.
    xhr.onabort = () => {
      if (options.signal?.aborted) fail(new DOMException('The upload was aborted.', 'AbortError'));
    };
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}
