/**
 * Loading a list from the API for an element: the latest request wins (an older answer never
 * replaces a newer one, and a newer request cancels the one in flight), the last good data
 * stays while the next page loads, and a failure keeps the server's message for the error
 * state and its retry. Used by the product, article and page listings.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isShopError } from '../../runtime/errors';
import { t } from '../../runtime/i18n';

export type ListLoad<T> =
  | { status: 'loading'; data?: T }
  | { status: 'done'; data: T }
  | { status: 'error'; message: string; data?: T };

/** What the shopper reads for a failed request: the server's or the catalogue's message. */
export function failureMessage(error: unknown): string {
  if (isShopError(error) && 'userMessage' in error && typeof error.userMessage === 'string' && error.userMessage) return error.userMessage;
  return t('http.unknown');
}

/**
 * Fetches with `load(signal)` whenever `key` changes (a string naming the request), and on
 * retry(). `load` may change between renders; only `key` decides when to fetch again.
 * `initial` (the server's answer for the first key, an element's `useElementData()`) is the
 * first state, and the first fetch is skipped: the list is on screen from the first render.
 */
export function useListing<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial?: T): { state: ListLoad<T>; retry(): void } {
  const [state, setState] = useState<ListLoad<T>>(() => (initial === undefined ? { status: 'loading' } : { status: 'done', data: initial }));
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  // The request the initial data answers: not fetched again while the key and attempt are the same.
  const answered = useRef<string | undefined>(initial === undefined ? undefined : key);

  useEffect(() => {
    if (answered.current !== undefined) {
      const skip = answered.current === key && attempt === 0;
      answered.current = undefined;
      if (skip) return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'error', message: failureMessage(error), data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
