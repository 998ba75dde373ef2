/**
 * Suggestions as the shopper types: one request per pause in typing (debounced), and the
 * newest query always wins. A new keystroke aborts the request in flight, and an answer that
 * still arrives for an older query is dropped, so a slow "mu" can never replace a fast "mug".
 * Plain logic, no React: the combobox only renders what this reports.
 */
export const SUGGEST_DELAY_MS = 250;

export type SuggestState<T> =
  | { status: 'idle'; query: string }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: T[] }
  | { status: 'error'; query: string; message: string };

export interface Suggester {
  /** The text changed: ask for it after the pause (an empty text clears at once). */
  update(query: string): void;
  /** Stops the timer and the request in flight (the element left the page). */
  stop(): void;
}

export function createSuggester<T>(
  fetch: (query: string, signal: AbortSignal) => Promise<T[]>,
  report: (state: SuggestState<T>) => void,
  delayMs = SUGGEST_DELAY_MS,
): Suggester {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let latest = 0;

  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = undefined;
  };

  return {
    update(text) {
      const query = text.trim();
      cancel();
      const ticket = ++latest;
      if (!query) return report({ status: 'idle', query });
      timer = setTimeout(async () => {
        const controller = new AbortController();
        inFlight = controller;
        report({ status: 'loading', query });
        try {
          const items = await fetch(query, controller.signal);
          if (ticket === latest) report({ status: 'done', query, items });
        } catch (error) {
          if (ticket !== latest || controller.signal.aborted) return;
          report({ status: 'error', query, message: error instanceof Error && 'userMessage' in error ? String(error.userMessage) : '' });
        }
      }, delayMs);
    },
    stop() {
      latest += 1;
      cancel();
    },
  };
}
