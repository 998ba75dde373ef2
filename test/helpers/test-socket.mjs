// A real WebSocket server for browser tests of the runtime's socket, started with the test
// runner. Tests steer it over HTTP (the runner's middleware):
//   GET    /__test/ws          {url, connections: [{query, received, open}]}
//   POST   /__test/ws/push     {message}  send to every open connection
//   POST   /__test/ws/close   {code?}     close every connection (1011 'going away' unless a code is given)
//   POST   /__test/ws/refuse   {refuse}   reject new connections at the handshake
//   DELETE /__test/ws                     forget everything
import { WebSocketServer } from 'ws';

export function testSocket() {
  const connections = [];
  let refuse = false;
  // Refusing rejects the handshake, so the browser sees a failed connection (never opened).
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', verifyClient: () => !refuse });
  server.on('connection', (socket, request) => {
    const entry = { query: Object.fromEntries(new URL(request.url, 'http://x').searchParams), received: [], open: true, socket };
    connections.push(entry);
    socket.on('message', (data) => entry.received.push(String(data)));
    socket.on('close', () => (entry.open = false));
  });

  const url = () => `ws://127.0.0.1:${server.address().port}/ws/message`;
  const body = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  };

  async function middleware(ctx, next) {
    if (!ctx.path.startsWith('/__test/ws')) return next();
    if (ctx.path === '/__test/ws' && ctx.method === 'GET') {
      ctx.body = { url: url(), connections: connections.map(({ query, received, open }) => ({ query, received, open })) };
    } else if (ctx.path === '/__test/ws/push') {
      const { message } = await body(ctx.req);
      for (const c of connections) if (c.open) c.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      ctx.body = { ok: true };
    } else if (ctx.path === '/__test/ws/close') {
      const { code } = await body(ctx.req);
      for (const c of connections) if (c.open) c.socket.close(code ?? 1011, code === 4401 ? 'session ended' : 'going away');
      ctx.body = { ok: true };
    } else if (ctx.path === '/__test/ws/refuse') {
      refuse = Boolean((await body(ctx.req)).refuse);
      ctx.body = { ok: true };
    } else if (ctx.method === 'DELETE') {
      for (const c of connections) c.socket.terminate();
      connections.length = 0;
      refuse = false;
      ctx.body = { ok: true };
    } else {
      return next();
    }
  }

  return { middleware, close: () => new Promise((resolve) => server.close(resolve)) };
}
