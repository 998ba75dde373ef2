// A real WebSocket server for browser tests of the runtime's socket, started with the test
// runner. Tests steer it over HTTP (the runner's middleware):
//   GET    /__test/ws          {url, connections: [{query, received, open}]}
//   POST   /__test/ws/push     {message}  send to every open connection
//   POST   /__test/ws/close   {code?}     close every connection (1011 'going away' unless a code is given)
//   POST   /__test/ws/refuse   {refuse}   reject new connections at the handshake
//   DELETE /__test/ws                     forget everything
// Each test page (wtr-session-id, as the test API tells them apart) has its own: its url names
// the page, and the page's calls act on its own connections only. Chromium and Firefox run side
// by side against this one server: a Chromium test's DELETE ended a Firefox test's connection
// just before that test's push, which then reached no one (a CI rehearsal).
import { WebSocketServer } from 'ws';
import { testSessionOf } from './test-api.mjs';

const sessionOfUrl = (url) => /^\/ws\/([\w-]+)\//.exec(new URL(url, 'http://x').pathname)?.[1] ?? 'default';

export function testSocket() {
  let connections = [];
  const refusing = new Set();
  // Refusing rejects the handshake, so the browser sees a failed connection (never opened).
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', verifyClient: ({ req }) => !refusing.has(sessionOfUrl(req.url)) });
  server.on('connection', (socket, request) => {
    const entry = { session: sessionOfUrl(request.url), query: Object.fromEntries(new URL(request.url, 'http://x').searchParams), received: [], open: true, socket };
    connections.push(entry);
    socket.on('message', (data) => entry.received.push(String(data)));
    socket.on('close', () => (entry.open = false));
  });

  const url = (session) => `ws://127.0.0.1:${server.address().port}/ws/${session}/message`;
  const body = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  };

  async function middleware(ctx, next) {
    if (!ctx.path.startsWith('/__test/ws')) return next();
    const session = testSessionOf(ctx);
    const own = connections.filter((c) => c.session === session);
    if (ctx.path === '/__test/ws' && ctx.method === 'GET') {
      ctx.body = { url: url(session), connections: own.map(({ query, received, open }) => ({ query, received, open })) };
    } else if (ctx.path === '/__test/ws/push') {
      const { message } = await body(ctx.req);
      for (const c of own) if (c.open) c.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      ctx.body = { ok: true };
    } else if (ctx.path === '/__test/ws/close') {
      const { code } = await body(ctx.req);
      for (const c of own) if (c.open) c.socket.close(code ?? 1011, code === 4401 ? 'session ended' : 'going away');
      ctx.body = { ok: true };
    } else if (ctx.path === '/__test/ws/refuse') {
      if ((await body(ctx.req)).refuse) refusing.add(session);
      else refusing.delete(session);
      ctx.body = { ok: true };
    } else if (ctx.method === 'DELETE') {
      for (const c of own) c.socket.terminate();
      connections = connections.filter((c) => c.session !== session);
      refusing.delete(session);
      ctx.body = { ok: true };
    } else {
      return next();
    }
  }

  return { middleware, close: () => new Promise((resolve) => server.close(resolve)) };
}
