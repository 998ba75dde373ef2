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
import { cartCount } from './api/cart.ts';
import { isVisitorId, liveSession, sessionLive, sha256 } from './api/context.ts';
import { Code } from './api/envelope.ts';
import { isDatabaseBusy, type Db } from './db/database.ts';
import { GONE_AFTER_MS } from './peers.ts';
import { type Hub, type SocketMessage, userChannel, visitorChannel } from './realtime.ts';

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
/**
 * How long a socket refused for too many messages waits for its queued answers (they leave
 * before the close, in the pushes' turn) before it is closed regardless: a push held at the
 * database must not keep it open.
 */
const REFUSAL_GRACE_MS = 1000;

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
  /** Closing: peers.ts deletes this process's rows, and the database closes; nothing more is written. */
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly processId: string,
    /** Where a failed write is reported (it runs after the socket closed: there is no one to answer). */
    private readonly report: (error: unknown) => void,
  ) {}

  /** The sockets from this IP on every live process (a process gone without a word stops counting). */
  async everywhere(ip: string): Promise<number> {
    return (await this.others(this.db, ip)) + (this.mine.get(ip)?.sockets ?? 0);
  }

  /**
   * Counts a new socket at once in this process's memory (its total, guests, and its own sockets
   * from the IP), in the same turn as the upgrade, as the caps checked before an upgrade read them.
   * The socket must then be confirmed, or removed when it closes.
   */
  take(ip: string, guest: boolean): void {
    const now = this.mine.get(ip) ?? { sockets: 0, guests: 0 };
    this.mine.set(ip, { sockets: now.sockets + 1, guests: now.guests + (guest ? 1 : 0) });
    this.total++;
    if (guest) this.guests++;
  }

  /**
   * Whether the IP stays within `perIp` on all processes together with the sockets taken here;
   * if so its row says so. False at the cap, or when another process's write kept the database
   * busy: a socket refused (the runtime reconnects) beats a crashed server or a socket nobody
   * counts. Checked and written in one write transaction, so two sockets (of this process or
   * another) cannot both take the last slot.
   */
  async confirm(ip: string, perIp: number): Promise<boolean> {
    try {
      return await this.db.tx(async (t) => {
        const mine = this.mine.get(ip) ?? { sockets: 0, guests: 0 };
        if ((await this.others(t, ip)) + mine.sockets > perIp) return false;
        await this.write(t, ip, mine);
        this.unsaved.delete(ip);
        return true;
      });
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      return false;
    }
  }

  remove(ip: string, guest: boolean): void {
    this.total--;
    if (guest) this.guests--;
    const now = this.mine.get(ip)!;
    const next = { sockets: now.sockets - 1, guests: now.guests - (guest ? 1 : 0) };
    if (next.sockets > 0) this.mine.set(ip, next);
    else this.mine.delete(ip);
    void this.save(ip);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.resave);
  }

  private async others(db: Db, ip: string): Promise<number> {
    const n = await db.value<number>`SELECT coalesce(sum(sockets), 0) FROM open_sockets WHERE ip = ${ip} AND process <> ${this.processId} AND process IN (SELECT id FROM server_processes WHERE seen_at > ${Date.now() - GONE_AFTER_MS})`;
    return n ?? 0;
  }

  /**
   * Writes the IP's row as memory has it; a busy database leaves it too high for a moment
   * (refusing, never overshooting). In a transaction, so the row written is memory's count at
   * the time of the write, not at the time of the call.
   */
  private async save(ip: string): Promise<void> {
    if (this.stopped) return;
    try {
      await this.db.tx(async (t) => {
        await this.write(t, ip, this.mine.get(ip) ?? { sockets: 0, guests: 0 });
        this.unsaved.delete(ip);
      });
    } catch (error) {
      if (!isDatabaseBusy(error)) return this.report(error);
      this.unsaved.add(ip);
      this.resave ??= setTimeout(() => {
        this.resave = undefined;
        for (const ip of this.unsaved) void this.save(ip);
      }, RESAVE_MS).unref();
    }
  }

  private async write(db: Db, ip: string, count: { sockets: number; guests: number }): Promise<void> {
    if (count.sockets === 0) await db.run`DELETE FROM open_sockets WHERE process = ${this.processId} AND ip = ${ip}`;
    else
      await db.run`INSERT INTO open_sockets (process, ip, sockets, guests) VALUES (${this.processId}, ${ip}, ${count.sockets}, ${count.guests})
        ON CONFLICT (process, ip) DO UPDATE SET sockets = excluded.sockets, guests = excluded.guests`;
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
  const report = (error: unknown) => app.log.error({ err: error }, 'socket bookkeeping');
  const count = new SocketCount(app.db, app.peers.id, report);
  app.addHook('preClose', async () => count.stop());
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });

  const refusal = (msg: string) => ({ code: Code.fullFail, msg, data: null });
  /** The live session a ?token= names (read once per upgrade, in preValidation), or null. */
  const sessions = new WeakMap<FastifyRequest, { user_id: number; hash: string } | null>();
  const readSession = async (request: FastifyRequest) => {
    const { token } = request.query as Record<string, string | undefined>;
    const hash = token ? sha256(token) : '';
    const row = token ? await app.db.row<{ user_id: number }>`SELECT s.user_id FROM sessions s WHERE s.token = ${hash} AND ${liveSession()}` : undefined;
    sessions.set(request, row ? { user_id: row.user_id, hash } : null);
  };
  // At a cap, the upgrade is refused as plain HTTP before any socket exists (cheap, and the
  // page requests on other connections keep flowing). The address's cap is checked first: one
  // client meets its own limit, not everyone's.
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await count.everywhere(request.ip)) >= limits.perIp) return reply.code(429).header('Retry-After', '30').send(refusal('Too many live connections from this address'));
    await readSession(request);
    const guest = sessions.get(request) === null;
    if (count.total >= limits.total || (guest && count.guests >= limits.guests)) return reply.code(503).header('Retry-After', '30').send(refusal('Too many live connections; try again later'));
  };

  app.get('/ws/message', { websocket: true, preValidation }, (socket, request) => {
    let cleanup = () => {};
    socket.on('close', () => cleanup());
    const session = sessions.get(request) ?? null;
    const guest = session === null;
    // Upgrades that passed the check together (here or on another process) can overshoot it:
    // the late ones are closed at once.
    if (count.total >= limits.total || (guest && count.guests >= limits.guests)) {
      socket.close(CLOSE_TRY_LATER, 'try again later');
      return;
    }
    // Counted and set up in the upgrade's own turn, as the checks before an upgrade and a
    // sign-out's close read them; the address's sockets on the other processes are counted
    // after, and a socket over the cap there is closed as soon as that is known.
    count.take(request.ip, guest);
    cleanup = () => count.remove(request.ip, guest);
    open();
    count.confirm(request.ip, limits.perIp).then(
      (within) => {
        if (!within) socket.close(CLOSE_TRY_LATER, 'try again later');
      },
      (error: unknown) => {
        report(error);
        socket.close(CLOSE_TRY_LATER, 'try again later');
      },
    );

    function open() {
      // Browsers always send Origin on a WebSocket; another site's page must not ride the user's
      // token. An Origin that is not a URL ('null', garbage) is refused the same way, never thrown.
      if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) {
        socket.close(CLOSE_POLICY, 'origin');
        return;
      }
      const { token, visitor } = request.query as Record<string, string | undefined>;
      let unsubscribe = () => {};
      /**
       * The message as this socket is sent it, in its turn: a cart count is read again then.
       * A change recorded by another process reaches this one later than one recorded here (by
       * the bus's delay), so counts sent as published could arrive older than the one before
       * them (2, 1, 4, 3 through nginx, test/demo/scaling-recipe.test.ts). Read in the socket's
       * turn, each count is at least as new as the one before, and the last is the cart's.
       */
      const current = async (message: SocketMessage, owner: string): Promise<SocketMessage> =>
        message.action === 'cart/changed' ? { ...message, count: await cartCount(app.db, owner) } : message;
      // Each push waits for the one before it, so they arrive in the order they were published.
      // (Once the socket is closed, what is still queued has no one to read it: not even its reads run.)
      let pushes = Promise.resolve();
      const push = (send: () => Promise<void>) => {
        pushes = pushes.then(() => (socket.readyState === socket.OPEN ? send() : undefined)).catch(report);
      };
      if (token) {
        if (!session) {
          socket.close(4401, 'credential');
          return;
        }
        const { hash } = session;
        // Sign-out, a revoke, a password change or reset closes this socket at once (hub.closeSessions);
        // a session that ran out of time meanwhile gets nothing more either.
        const detach = options.hub.attachSession(hash, () => socket.close(4401, 'session ended'));
        const owner = `u:${session.user_id}`;
        const leave = options.hub.subscribe(userChannel(session.user_id), (message) =>
          push(async () => {
            if (await sessionLive(app.db, hash)) socket.send(JSON.stringify(await current(message, owner)));
            else socket.close(4401, 'session ended');
          }),
        );
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
        const owner = `v:${visitor}`;
        unsubscribe = options.hub.subscribe(visitorChannel(visitor), (message) => push(async () => socket.send(JSON.stringify(await current(message, owner)))));
      }
      const stopWatching = watchIdle(socket, limits.idleMs);
      options.hub.watched.add(socket);
      const uncount = cleanup;
      cleanup = () => {
        uncount();
        stopWatching();
        options.hub.watched.delete(socket);
        unsubscribe();
      };
      // What the socket says back goes in the pushes' turn too, after every push this process had
      // queued for it before the message, whose sending may still wait on the database (a cart
      // count, the session): a client that has its pong has heard them (test/demo/sessions.test.ts
      // relies on it; a push that fails is dropped and logged), and the answers within the message
      // window leave before its 1008 close.
      const answer = (body: object) => push(async () => socket.send(JSON.stringify(body)));
      let windowStart = Date.now();
      let inWindow = 0;
      let refused = false;
      socket.on('message', (raw: Buffer) => {
        if (refused) return;
        const at = Date.now();
        if (at - windowStart >= limits.messageWindowMs) {
          windowStart = at;
          inWindow = 0;
        }
        if (++inWindow > limits.messages) {
          refused = true;
          const refuse = () => socket.close(CLOSE_POLICY, 'too many messages');
          push(async () => refuse());
          // A push held at the database must not keep a refused socket open: closed by then anyway.
          const backstop = setTimeout(refuse, REFUSAL_GRACE_MS);
          socket.once('close', () => clearTimeout(backstop));
          return;
        }
        let message: { code?: unknown; msg?: unknown };
        try {
          message = JSON.parse(raw.toString('utf8')) as typeof message;
        } catch {
          answer({ code: 40, msg: 'Messages are JSON' });
          return;
        }
        if (message.code === 200 && message.msg === 'ping') answer({ code: 200, msg: 'pong' });
      });
    }
  });
}
