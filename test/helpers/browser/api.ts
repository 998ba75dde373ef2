/** Talks to the scripted test API (test/helpers/test-api.mjs) from browser tests. */

/**
 * The test API keeps each test page's answers and requests apart by the page's wtr-session-id.
 * Every request this page makes names it (the Referer would lose it once a test moves the
 * page's address with history.replaceState).
 */
const session = new URLSearchParams(location.search).get('wtr-session-id');
if (session) {
  const real = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin === location.origin) request.headers.set('x-test-session', session);
    return real(request);
  };
}
export interface Reply {
  path: string;
  method?: 'GET' | 'POST';
  /** Only for a JSON request whose body has these fields (requests sent side by side arrive in any order). */
  when?: Record<string, unknown>;
  status?: number;
  /** An object is sent as JSON, a string as text, null as an empty body. */
  body?: unknown;
  delayMs?: number;
  /** Held back until `release(name)`: for a test that needs something else to happen first. */
  hold?: string;
  /** Close the connection without answering. */
  drop?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: { 'x-auth'?: string; 'x-visitor-id'?: string; 'content-type'?: string; 'idempotency-key'?: string; 'accept-language'?: string };
  body: unknown;
}

export async function reply(...replies: Reply[]): Promise<void> {
  for (const r of replies) await fetch('/__test/reply', { method: 'POST', body: JSON.stringify(r) });
}

/** Lets the answer queued with `hold: name` go. */
export async function release(name: string): Promise<void> {
  await fetch('/__test/release', { method: 'POST', body: JSON.stringify({ hold: name }) });
}

/** An envelope answer: `ok(data)`. */
export const ok = (data: unknown) => ({ code: 0, msg: '', data });

export async function requests(): Promise<RecordedRequest[]> {
  return (await fetch('/__test/requests')).json() as Promise<RecordedRequest[]>;
}

export async function resetApi(): Promise<void> {
  await fetch('/__test/state', { method: 'DELETE' });
}

/**
 * The /api/web paths the page fetches, recorded at the source as the page asks (before the
 * network, so in the order asked), until restore(). Start it before the action under test: ky
 * takes `fetch` when a request starts. With a request the test then makes and awaits, it proves
 * that something was NOT asked: anything asked before that request is listed before it.
 */
export function recordFetches(): { paths: string[]; restore(): void } {
  const paths: string[] = [];
  const real = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname.replace(/^\/api\/web/, ''));
    return real(input, init);
  };
  return { paths, restore: () => void (window.fetch = real) };
}
