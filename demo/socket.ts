/**
 * /ws/message (spec section 7) on @fastify/websocket: the stored credential in the query
 * (?token= of a live session, or a guest's ?visitor=<visitor id>), the Origin checked against the host, messages
 * capped in size and in rate, pings answered, and whatever the hub publishes for the user (or the guest)
 * pushed as JSON. A QR sign-in page waits on its guest channel: the confirmation reaches the
 * visitor that created the login, and carries no credential.
 *
 * Every socket holds a file descriptor, so they are capped per IP and in total (an idle flood once
 * took the whole process's files), and a socket that stops answering the server's pings is closed.
 * The cap per IP counts the sockets of every live process on the database (open_sockets, issue 24):
 * a balancer may send one client's sockets to any of them.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isVisitorId, LIVE_SESSION, liveArgs, sessionLive, sha256 } from './api/context.ts';
import { Code } from './api/envelope.ts';
import { isDatabaseBusy, type Db } from './db/database.ts';
import { GONE_AFTER_MS } from './peers.ts';
import { type Hub, userChannel, visitorChannel } from './realtime.ts';

export const MAX_SOCKET_MESSAGE_BYTES = 4096;

/** The limits of /ws/message (docs/api.md section 4); ServerOptions.sockets overrides them (tests use small ones). */
export interface SocketLimits {
  /**
   * Open sockets per client IP (request.ip: the proxy's client address only with trustProxy), on
   * every live process on this database together.
   */
  perIp: number;
  /**
   * Open sockets in all, on this process. This cap and `guests` are a process's own capacity
   * (memory, file descriptors), so each process counts only its own sockets against them.
   */
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

/** A write to open_sockets found busy is tried again this much later (ms). */
const RESAVE_MS = 1_000;

/**
 * How many sockets are open: this process's in all and without a signed-in session (in memory),
 * and per IP on every live process. This process's sockets per IP are its row (process, ip) in
 * open_sockets (deleted at 0); peers.ts deletes a process's rows when it stops or is found gone.
 */
class SocketCount {
  total = 0;
  guests = 0;
  /** This process's sockets per IP, as its rows in open_sockets should say. */
  private readonly mine = new Map<string, { sockets: number; guests: number }>();
  /** IPs whose row a busy database kept from being written: written again after RESAVE_MS. */
  private readonly unsaved = new Set<string>();
  private resave: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly processId: string,
  ) {}

  /** The sockets from this IP on every live process (a process gone without a word stops counting). */
  everywhere(ip: string): number {
    return this.others(ip) + (this.mine.get(ip)?.sockets ?? 0);
  }

  /**
   * Counts a new socket unless the IP would go over `perIp` on all processes together; false
   * (nothing counted) at the cap, or when another process's write kept the database busy: a
   * socket refused (the runtime reconnects) beats a crashed server or a socket nobody counts.
   * Checked and written in one write transaction, so two processes cannot both take the last slot.
   */
  add(ip: string, guest: boolean, perIp: number): boolean {
    const now = this.mine.get(ip) ?? { sockets: 0, guests: 0 };
    const next = { sockets: now.sockets + 1, guests: now.guests + (guest ? 1 : 0) };
    try {
      const taken = this.db
        .transaction(() => {
          if (this.others(ip) + next.sockets > perIp) return false;
          this.write(ip, next);
          return true;
        })
        .immediate();
      if (!taken) return false;
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      return false;
    }
    this.mine.set(ip, next);
    this.unsaved.delete(ip);
    this.total++;
    if (guest) this.guests++;
    return true;
  }

  remove(ip: string, guest: boolean): void {
    this.total--;
    if (guest) this.guests--;
    const now = this.mine.get(ip)!;
    const next = { sockets: now.sockets - 1, guests: now.guests - (guest ? 1 : 0) };
    if (next.sockets > 0) this.mine.set(ip, next);
    else this.mine.delete(ip);
    this.save(ip);
  }

  private others(ip: string): number {
    const row = this.db
      .prepare('SELECT coalesce(sum(sockets), 0) AS n FROM open_sockets WHERE ip = ? AND process <> ? AND process IN (SELECT id FROM server_processes WHERE seen_at > ?)')
      .get(ip, this.processId, Date.now() - GONE_AFTER_MS) as { n: number };
    return row.n;
  }

  /** Writes the IP's row as memory has it; a busy database leaves it too high for a moment (refusing, never overshooting). */
  private save(ip: string): void {
    // Closing: the websocket plugin closes sockets after peers.stop() deleted this process's
    // rows and the database closed; there is nothing left to write.
    if (!this.db.open) return;
    try {
      this.write(ip, this.mine.get(ip) ?? { sockets: 0, guests: 0 });
      this.unsaved.delete(ip);
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      this.unsaved.add(ip);
      this.resave ??= setTimeout(() => {
        this.resave = undefined;
        for (const ip of this.unsaved) this.save(ip);
      }, RESAVE_MS).unref();
    }
  }

  private write(ip: string, count: { sockets: number; guests: number }): void {
    if (count.sockets === 0) this.db.prepare('DELETE FROM open_sockets WHERE process = ? AND ip = ?').run(this.processId, ip);
    else
      this.db
        .prepare('INSERT INTO open_sockets (process, ip, sockets, guests) VALUES (?, ?, ?, ?) ON CONFLICT (process, ip) DO UPDATE SET sockets = excluded.sockets, guests = excluded.guests')
        .run(this.processId, ip, count.sockets, count.guests);
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
  const count = new SocketCount(app.db, app.peers.id);
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
    if (count.everywhere(request.ip) >= limits.perIp) return reply.code(429).header('Retry-After', '30').send(refusal('Too many live connections from this address'));
    const guest = sessionOf(request) === null;
    if (count.total >= limits.total || (guest && count.guests >= limits.guests)) return reply.code(503).header('Retry-After', '30').send(refusal('Too many live connections; try again later'));
  };

  app.get('/ws/message', { websocket: true, preValidation }, (socket, request) => {
    const ip = request.ip;
    const session = sessionOf(request);
    const guest = session === null;
    // Upgrades that passed the check together (here or on another process) can overshoot it:
    // the late ones are closed at once.
    if (count.total >= limits.total || (guest && count.guests >= limits.guests) || !count.add(ip, guest, limits.perIp)) {
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
