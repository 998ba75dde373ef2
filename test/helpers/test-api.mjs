// A scripted API for browser tests, served by web-test-runner's own server: tests hit real
// HTTP. A test queues the answers it wants, then reads back the requests the code made.
//
//   POST   /__test/reply     {method?, path, when?, status?, body?, delayMs?, hold?}  queue one answer
//                             (`when`: only for a JSON request whose body has these fields;
//                             `hold`: a name; the answer waits until the test releases it)
//   POST   /__test/release   {hold}  lets the held answer go
//   GET    /__test/requests  the requests made to /api/web/* and page requests (?request=route)
//   DELETE /__test/state     forget both
//
// State is kept per test page, told apart by its wtr-session-id: the x-test-session header
// every request of a page carries (test/helpers/browser/api.ts adds it), else the Referer's. A
// test that moves the page's address (history.replaceState to '/user/order') takes the id out
// of the Referer; the header keeps one file's requests from landing in another's list.
const sessions = new Map();

/** The test page a request came from (its wtr-session-id): also the test socket's (./test-socket.mjs). */
export function testSessionOf(ctx) {
  return ctx.get('x-test-session') || (/wtr-session-id=([\w-]+)/.exec(ctx.get('referer') || '')?.[1] ?? 'default');
}

function stateFor(ctx) {
  const id = testSessionOf(ctx);
  if (!sessions.has(id)) sessions.set(id, { replies: [], requests: [], held: new Map() });
  return sessions.get(id);
}

/** A named gate: a held answer waits on `opened` until the test opens it (either may come first). */
function gateFor(state, name) {
  if (!state.held.has(name)) {
    let open;
    const opened = new Promise((resolve) => (open = resolve));
    state.held.set(name, { opened, open });
  }
  return state.held.get(name);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function testApi(ctx, next) {
  const { path, method } = ctx;
  if (path === '/__test/reply' && method === 'POST') {
    stateFor(ctx).replies.push(JSON.parse(await readBody(ctx.req)));
    ctx.body = { ok: true };
    return;
  }
  if (path === '/__test/release' && method === 'POST') {
    const { hold } = JSON.parse(await readBody(ctx.req));
    const gate = gateFor(stateFor(ctx), hold);
    gate.open();
    ctx.body = { ok: true };
    return;
  }
  if (path === '/__test/requests' && method === 'GET') {
    ctx.body = stateFor(ctx).requests;
    return;
  }
  if (path === '/__test/state' && method === 'DELETE') {
    const state = stateFor(ctx);
    state.replies.length = 0;
    state.requests.length = 0;
    for (const gate of state.held.values()) gate.open();
    state.held.clear();
    ctx.body = { ok: true };
    return;
  }
  const page = ctx.query.request === 'route';
  if (!path.startsWith('/api/web/') && !page) return next();

  const state = stateFor(ctx);
  const text = await readBody(ctx.req);
  let body = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* multipart and other bodies stay text */
  }
  const key = page ? path : path.slice('/api/web'.length);
  state.requests.push({ method, path: key, query: ctx.query, headers: { 'x-auth': ctx.get('x-auth') || undefined, 'x-visitor-id': ctx.get('x-visitor-id') || undefined, 'content-type': ctx.get('content-type') || undefined, 'idempotency-key': ctx.get('idempotency-key') || undefined, 'accept-language': ctx.get('accept-language') || undefined }, body });

  // Requests sent side by side arrive in any order: `when` ties an answer to the request it is for.
  const fits = (r) => !r.when || (body && typeof body === 'object' && Object.entries(r.when).every(([field, value]) => JSON.stringify(body[field]) === JSON.stringify(value)));
  const index = state.replies.findIndex((r) => r.path === key && (!r.method || r.method === method) && fits(r));
  const reply = index >= 0 ? state.replies.splice(index, 1)[0] : { body: { code: 0, msg: '', data: null } };
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (reply.hold) await gateFor(state, reply.hold).opened;
  if (reply.drop) {
    // No response at all. The browser retries a request whose reused connection was reset,
    // so a dropping path keeps dropping until the state is reset.
    state.replies.unshift(reply);
    ctx.respond = false;
    ctx.req.socket.destroy();
    return;
  }
  ctx.status = reply.status ?? 200;
  ctx.set('Cache-Control', 'no-store');
  if (reply.body === null || reply.body === undefined) {
    ctx.body = '';
    ctx.length = 0;
  } else {
    ctx.type = typeof reply.body === 'string' ? 'text/plain' : 'application/json';
    ctx.body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  }
}
