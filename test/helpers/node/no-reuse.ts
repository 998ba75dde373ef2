/**
 * The node tests' HTTP requests (fetch) each on a connection of their own. The demo closes a
 * kept-alive connection after 5 s of quiet (demo/connections.ts); fetch keeps one for reuse up to
 * a second before that. On a loaded machine the test process's own timers run late, so it may
 * send on a connection the server has just closed: "fetch failed: other side closed" (CI
 * rehearsal, test/demo/api-slide-qr.test.ts). A browser retries such a request; a test must not,
 * so none is reused: `Connection: close` on every request (undici: pipelining 0).
 */
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ pipelining: 0 }));
