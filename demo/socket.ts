/**
 * /ws/message (spec section 7) on @fastify/websocket: the stored credential in the query
 * (?token= of a live session, or a guest's ?visitor=<visitor id>), the Origin checked against the host, messages
 * capped in size and in rate, pings answered, and whatever the hub publishes for the user (or the guest)
 * pushed as JSON. A QR sign-in page waits on its guest channel: the confirmation reaches the
 * visitor that created the login, and carries no credential.
 *
 * Every socket holds a file descriptor, so they are capped per IP and in total (an idle flood once
 * took the whole process's files), and a socket that stops answering the server's pings is closed.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isVisitorId, LIVE_SESSION, liveArgs, sessionLive, sha256 } from './api/context.ts';
import { Code } from './api/envelope.ts';
import { type Hub, userChannel, visitorChannel } from './realtime.ts';

export const MAX_SOCKET_MESSAGE_BYTES = 4096;

/** The limits of /ws/message (docs/api.md section 4); ServerOptions.sockets overrides them (tests use small ones). */
export interface SocketLimits {
  /** Open sockets per client IP (request.ip: the proxy's client address only with trustProxy). */
  perIp: number;
  /** Open sockets in all. */
  total: number;
  /**
   * Of `total`, the sockets without a signed-in session (guests, and sockets with no credential)
   * may hold this many: the rest is kept for signed-in shoppers, so anonymous sockets from many
   * addresses (50 addresses at the per-IP cap once held all 1000) cannot lock them out.
   */
  guests: number;
  /**
   * A socket from which nothing was heard for this long (no pong to the server's pings, no
   * message) is closed with 4408. The server pings every half of it; browsers answer pings by
   * themselves, even in a background tab whose timers are throttled.
   */
  idleMs: number;
  /** Messages a socket may send per window; one more closes it with 1008. */
  messages: number;
  messageWindowMs: number;
}

/** The runtime's heartbeat is one ping in 10 s (runtime/constants.ts): 20 in 10 s leaves room for bursts. */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = { perIp: 20, total: 1000, guests: 800, idleMs: 30_000, messages: 20, messageWindowMs: 10_000 };

/** Close codes of our own (4000-4999 are the application's; docs/api.md section 4). */
export const CLOSE_IDLE = 4408;
/** The standard "try again later": the server is at its cap (only when the HTTP 503 check was raced past). */
export const CLOSE_TRY_LATER = 1013;
/** The standard "policy violation": a foreign Origin, or too many messages. */
export const CLOSE_POLICY = 1008;

/** No Origin (a client that is not a browser), one whose host is this server's Host, or one the shop allows (cross-origin.ts). */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: ReadonlySet<string> = new Set()): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host || allowed.has(new URL(origin).origin);
  } catch {
    return false;
  }
}

/** How many sockets are open, in all, without a signed-in session, and per IP. */
class SocketCount {
  total = 0;
  guests = 0;
  private readonly byIp = new Map<string, number>();
  of(ip: string): number {
    return this.byIp.get(ip) ?? 0;
  }
  add(ip: string, guest: boolean): void {
    this.total++;
    if (guest) this.guests++;
    this.byIp.set(ip, this.of(ip) + 1);
  }
  remove(ip: string, guest: boolean): void {
    this.total--;
    if (guest) this.guests--;
    const left = this.of(ip) - 1;
    if (left > 0) this.byIp.set(ip, left);
    else this.byIp.delete(ip);
  }
}

/** Closes the socket with 4408 once nothing was heard from it for `idleMs`; pings it meanwhile. */
function watchIdle(socket: WebSocket, idleMs: number): () => void {
  let heard = Date.now();
  const hear = () => {
    heard = Date.now();
  };
  socket.on('pong', hear);
  socket.on('message', hear);
  const timer = setInterval(() => {
    if (Date.now() - heard >= idleMs) socket.close(CLOSE_IDLE, 'idle');
    else if (socket.readyState === socket.OPEN) socket.ping();
  }, Math.max(1, Math.floor(idleMs / 2)));
  // A timer must not keep the process alive on its own (shutdown closes the sockets anyway).
  timer.unref();
  return () => clearInterval(timer);
}

export async function socketRoutes(app: FastifyInstance, options: { hub: Hub; limits?: Partial<SocketLimits>; allowedOrigins?: ReadonlySet<string> }): Promise<void> {
  const limits: SocketLimits = { ...DEFAULT_SOCKET_LIMITS, ...options.limits };
  const count = new SocketCount();
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });

  const refusal = (msg: string) => ({ code: Code.fullFail, msg, data: null });
  /** The live session a ?token= names (read once per upgrade, in preValidation), or null. */
  const sessions = new WeakMap<FastifyRequest, { user_id: number; hash: string } | null>();
  const sessionOf = (request: FastifyRequest) => {
    if (!sessions.has(request)) {
      const { token } = request.query as Record<string, string | undefined>;
      const hash = token ? sha256(token) : '';
      const row = token ? (app.db.prepare(`SELECT s.user_id FROM sessions s WHERE s.token = ? AND ${LIVE_SESSION}`).get(hash, ...liveArgs()) as { user_id: number } | undefined) : undefined;
      sessions.set(request, row ? { user_id: row.user_id, hash } : null);
    }
    return sessions.get(request)!;
  };
  // At a cap, the upgrade is refused as plain HTTP before any socket exists (cheap, and the
  // page requests on other connections keep flowing). The address's cap is checked first: one
  // client meets its own limit, not everyone's.
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (count.of(request.ip) >= limits.perIp) return reply.code(429).header('Retry-After', '30').send(refusal('Too many live connections from this address'));
    const guest = sessionOf(request) === null;
    if (count.total >= limits.total || (guest && count.guests >= limits.guests)) return reply.code(503).header('Retry-After', '30').send(refusal('Too many live connections; try again later'));
  };

  app.get('/ws/message', { websocket: true, preValidation }, (socket, request) => {
    const ip = request.ip;
    const session = sessionOf(request);
    const guest = session === null;
    count.add(ip, guest);
    // Upgrades that passed the check together can overshoot it: the late ones are closed at once.
    if (count.of(ip) > limits.perIp || count.total > limits.total || (guest && count.guests > limits.guests)) {
      count.remove(ip, guest);
      socket.close(CLOSE_TRY_LATER, 'try again later');
      return;
    }
    let cleanup = () => {};
    socket.on('close', () => {
      count.remove(ip, guest);
      cleanup();
    });
    // Browsers always send Origin on a WebSocket; another site's page must not ride the user's
    // token. An Origin that is not a URL ('null', garbage) is refused the same way, never thrown.
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) {
      socket.close(CLOSE_POLICY, 'origin');
      return;
    }
    const { token, visitor } = request.query as Record<string, string | undefined>;
    let unsubscribe = () => {};
    if (token) {
      if (!session) {
        socket.close(4401, 'credential');
        return;
      }
      const { hash } = session;
      // Sign-out, a revoke, a password change or reset closes this socket at once (hub.closeSessions);
      // a session that ran out of time meanwhile gets nothing more either.
      const detach = options.hub.attachSession(hash, () => socket.close(4401, 'session ended'));
      const leave = options.hub.subscribe(userChannel(session.user_id), (message) => {
        if (sessionLive(app.db, hash)) socket.send(JSON.stringify(message));
        else socket.close(4401, 'session ended');
      });
      unsubscribe = () => {
        detach();
        leave();
      };
    } else if (visitor !== undefined) {
      // A guest: the visitor id is the same credential the API takes in x-visitor-id.
      if (!isVisitorId(visitor)) {
        socket.close(4401, 'credential');
        return;
      }
      unsubscribe = options.hub.subscribe(visitorChannel(visitor), (message) => socket.send(JSON.stringify(message)));
    }
    const stopWatching = watchIdle(socket, limits.idleMs);
    options.hub.watched.add(socket);
    cleanup = () => {
      stopWatching();
      options.hub.watched.delete(socket);
      unsubscribe();
    };
    let windowStart = Date.now();
    let inWindow = 0;
    socket.on('message', (raw: Buffer) => {
      const at = Date.now();
      if (at - windowStart >= limits.messageWindowMs) {
        windowStart = at;
        inWindow = 0;
      }
      if (++inWindow > limits.messages) {
        socket.close(CLOSE_POLICY, 'too many messages');
        return;
      }
      let message: { code?: unknown; msg?: unknown };
      try {
        message = JSON.parse(raw.toString('utf8')) as typeof message;
      } catch {
        socket.send(JSON.stringify({ code: 40, msg: 'Messages are JSON' }));
        return;
      }
      if (message.code === 200 && message.msg === 'ping') socket.send(JSON.stringify({ code: 200, msg: 'pong' }));
    });
  });
}
