/**
 * The node tests' HTTP requests (fetch) each on a connection of their own. The demo closes a
 * kept-alive connection after 5 s of quiet (demo/connections.ts); fetch keeps one for reuse up to
 * a second before that. On a loaded machine the test process's own timers run late, so it may
 * send on a connection the server has just closed: "fetch failed: other side closed" (CI
 * rehearsal, test/demo/api-slide-qr.test.ts). A browser retries such a request; a test must not,
 * so none is reused: `Connection: close` on every request unless the test sets it. (Node's own
 * fetch honours the header; a dispatcher from the npm undici, another version than Node's, broke
 * on a response left unread.)
 */
const nativeFetch = globalThis.fetch;

globalThis.fetch = (input: string | URL | Request, init: RequestInit = {}) => {
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('connection')) headers.set('connection', 'close');
  return nativeFetch(input, { ...init, headers });
};
