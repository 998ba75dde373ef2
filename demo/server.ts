/**
 * The demo shop server: host pages, the bundle, the API (/api/web), the socket (/ws/message),
 * the embedded database under DATA_DIR and the demo-only pages (/dev/outbox, /dev/oauth).
 * createServer() is what `npm start` and every test use; it never listens by itself.
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { dataDirectory, openDatabase, type SqliteDb } from './db/database.ts';
import { sqliteDb, type Db } from './db/sql.ts';
import { openPostgres } from './db/postgres.ts';
import { listenTo } from './db/listen.ts';
import { apiRoutes } from './api/index.ts';
import { setMailOrigin } from './api/outbox.ts';
import { DEFAULT_UPLOAD_LIMITS, UploadQuota, type UploadLimits } from './api/uploads.ts';
import { devOauthRoutes } from './pages/dev-oauth.ts';
import { outboxRoutes } from './pages/outbox.ts';
import { playgroundRoutes } from './pages/playground.ts';
import { pageRoutes } from './pages/routes.ts';
import { themeCssRoutes } from './pages/theme-css.ts';
import { BUS_CHANNEL, Peers } from './peers.ts';
import { Hub } from './realtime.ts';
import { socketRoutes, type SocketLimits } from './socket.ts';
import { compressHtml } from './compress.ts';
import { clientErrorHandler, frameworkErrors, personalAnswerHeaders, SECURITY_HEADERS } from './headers.ts';
import { contentSecurityPolicy } from './csp.ts';
import { loggerOptions, type LogDestination } from './log.ts';
import { defaultHashLimits, HashGate, type HashHooks, type HashLimits } from './auth/hash-gate.ts';
import { gatedPasswords, type Passwords, type ScryptParams } from './auth/password.ts';
import { capConnections, connectionOptions, DEFAULT_CONNECTION_LIMITS, keepOwedAnswers, type ConnectionLimits } from './connections.ts';
import { allowApiAcrossSites, allowedOrigin, shareBundle } from './cross-origin.ts';
import { embedRoutes } from './pages/embed.ts';
import { devToolsOn, devToolsOpenTo, isDevToolPath, resolveDevToolsSetting, staffKeyDefault } from './dev-tools.ts';
import { refuseNulText } from './nul-text.ts';

export interface ServerOptions {
  /**
   * Log requests (npm start does, to a capped file; tests do not, unless about the log): true
   * writes to stdout. Credentials are redacted either way (log.ts).
   */
  logger?: boolean | { stream: LogDestination; level?: string };
  /** Where the database, seed pictures and uploads live (default DATA_DIR or .data/). */
  dataDir?: string;
  /**
   * A PostgreSQL database to keep the shop in instead of the SQLite file under dataDir
   * (`postgres://user@host/db`; npm start: DATABASE_URL). Created and seeded on first start;
   * several server processes may share it (docs/scaling.md). Pictures and uploads stay under dataDir.
   */
  databaseUrl?: string;
  /** Sign-in and code requests allowed per minute and IP (default 10). */
  authRateLimit?: number;
  /**
   * scrypt's cost for new password hashes (default OWASP's: N=2^17, r=8, p=1, about half a
   * second of a CPU each here). Hashes made at another cost still verify, and a sign-in stores a
   * new one at this cost. Lower only for tests.
   */
  passwordWork?: ScryptParams;
  /**
   * The demo's tools (every /dev/* route, POST /api/web/dev/returns/audit), for connections from
   * this machine only. true: on; false: off. Default: SHOP_DEV_TOOLS=1 on, SHOP_DEV_TOOLS=0 or
   * NODE_ENV=production off, otherwise on only while the server listens on loopback alone and
   * trusts no proxy (dev-tools.ts).
   */
  devTools?: boolean;
  /** The key POST /api/web/dev/returns/audit wants in x-staff-key (default STAFF_KEY, else random per start). */
  staffKey?: string;
  /** Caps, idle timeout and message rate of /ws/message (defaults: DEFAULT_SOCKET_LIMITS in socket.ts). */
  sockets?: Partial<SocketLimits>;
  /** How long a request's write waits for a database lock before "busy, try again" (default 100 ms; database.ts). */
  dbBusyTimeoutMs?: number;
  /** Upload quotas per account and IP, and the budget of the upload folders (defaults: DEFAULT_UPLOAD_LIMITS in api/uploads.ts). */
  uploads?: Partial<UploadLimits>;
  /**
   * Fastify's trustProxy: true (any hop), or the proxy's addresses ('127.0.0.1', '10.0.0.0/8').
   * Only when the demo runs behind a proxy that sets X-Forwarded-For (npm start: TRUST_PROXY).
   */
  trustProxy?: boolean | string | string[];
  /**
   * Password hashes at once, waiting, and the refusal's Retry-After (defaults: defaultHashLimits
   * in auth/hash-gate.ts, the queue sized to drainMs), with hooks for tests.
   */
  hashing?: Partial<HashLimits> & HashHooks;
  /** The time a shutdown has (npm start: DRAIN_MS, default 10 s): closing refuses the queued hashes it could not see through. */
  drainMs?: number;
  /** TCP connection caps and timeouts (defaults: DEFAULT_CONNECTION_LIMITS in connections.ts; no per-address cap behind a trusted proxy unless given). */
  connections?: Partial<ConnectionLimits>;
  /**
   * The shop's public address (`https://shop.example`; npm start: PUBLIC_ORIGIN), which the links
   * of its mails are written on. Default: the address the server listens on
   * (`http://127.0.0.1:8080`; a wildcard address is written `localhost`). Never a request's Host
   * header: that is whatever the client writes.
   */
  publicOrigin?: string;
  /**
   * Origins of other sites whose pages may use the shop's API and socket (`https://blog.example`;
   * npm start: ALLOWED_ORIGINS, comma-separated): cross-origin.ts. Default: none.
   */
  allowedOrigins?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every query of the shop (db/sql.ts). */
    db: Db;
    /** The SQLite connection under it (null on PostgreSQL): for tests of SQLite itself (migrations, locks), nothing else. */
    sqlite: SqliteDb | null;
    dataDir: string;
    authRateLimit: number;
    hub: Hub;
    /** This process among the others on the same database (peers.ts). */
    peers: Peers;
    /** Upload quotas and the upload folders' budget (api/uploads.ts). */
    uploads: UploadQuota;
    /**
     * Whether the demo's tools are on (and then for local callers only: dev-tools.ts). Worked out
     * at each read: by default it depends on the address the server listens on.
     */
    readonly devTools: boolean;
    /** The staff credential of the returns audit (x-staff-key). */
    staffKey: string;
    /** Password hashing and verifying, in turns (auth/hash-gate.ts). */
    passwords: Passwords;
    /** The turns of password hashes: counts for tests and monitoring. */
    hashGate: HashGate;
    /** How many TCP connections a remote address holds open now (the per-address cap's count: connections.ts). */
    connectionsFrom(address: string): number;
    /** The shop's public origin (ServerOptions.publicOrigin, else the listening address), for links in mails. */
    readonly publicOrigin: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** A configured public address as an origin (scheme, host, port); anything else is refused at start. */
function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`publicOrigin (PUBLIC_ORIGIN) must be an http(s) address such as https://shop.example, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`publicOrigin (PUBLIC_ORIGIN) must be http or https, not "${value}".`);
  return url.origin;
}

/** The address the server listens on as an origin (a wildcard one, which no browser opens, as localhost). */
function listeningOrigin(address: string | AddressInfo | null): string {
  if (!address || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function createServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  // A bad public address is refused before anything opens.
  const configuredOrigin = options.publicOrigin === undefined ? undefined : originOf(options.publicOrigin);
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(allowedOrigin));
  const logger = options.logger === true ? loggerOptions(process.stdout) : options.logger ? loggerOptions(options.logger.stream, options.logger.level) : false;
  // Behind a trusted proxy every connection comes from the proxy: capping its address would cap the shop.
  const connections: ConnectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...(options.trustProxy ? { perAddress: Infinity } : {}), ...options.connections };
  const app = Fastify({
    logger,
    // Idle, slow and kept-alive connections are closed in bounded time (connections.ts).
    ...connectionOptions(connections),
    // Behind a proxy, request.ip (rate limits, socket caps, upload quotas) is the proxy's address
    // unless the proxy is trusted to name the client in X-Forwarded-For (docs/api.md, "Limits").
    trustProxy: options.trustProxy ?? false,
    // Early errors skip the onSend hooks: these answer with the security headers themselves.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('connectionsFrom', capConnections(app.server, connections).open);
  keepOwedAnswers(app.server);
  const dataDir = dataDirectory(options.dataDir);
  const sqlite = options.databaseUrl ? null : openDatabase(dataDir, { busyTimeoutMs: options.dbBusyTimeoutMs });
  const db = sqlite ? sqliteDb(sqlite) : await openPostgres(options.databaseUrl!, dataDir);
  app.decorate('db', db);
  app.decorate('sqlite', sqlite);
  app.decorate('dataDir', dataDir);
  app.decorate('publicOrigin', { getter: () => configuredOrigin ?? listeningOrigin(app.server.listening ? app.server.address() : null) });
  setMailOrigin(db, () => app.publicOrigin);
  app.decorate('authRateLimit', options.authRateLimit ?? 10);
  const devTools = resolveDevToolsSetting(options.devTools, options.trustProxy);
  app.decorate('devTools', { getter: () => devToolsOn(devTools, app.server.listening ? app.server.address() : null) });
  app.decorate('staffKey', options.staffKey || staffKeyDefault());
  app.decorate('uploads', new UploadQuota({ ...DEFAULT_UPLOAD_LIMITS, ...options.uploads }, db, dataDir));
  const drainMs = options.drainMs ?? 10_000;
  const { onChange, beforeHash, ...hashLimits } = options.hashing ?? {};
  const hashGate = new HashGate({ ...defaultHashLimits(drainMs), ...hashLimits }, { onChange, beforeHash });
  app.decorate('hashGate', hashGate);
  app.decorate('passwords', gatedPasswords(hashGate, options.passwordWork));
  // Closing: queued hashes that could not finish within the drain limit are refused now (503).
  app.addHook('preClose', async () => hashGate.drain(drainMs));
  const hub = new Hub();
  app.decorate('hub', hub);
  // The other processes on this database (peers.ts): their pushes reach this one's sockets.
  const busError = (error: unknown) => app.log.error({ err: error }, 'the other processes\' events');
  // On PostgreSQL the events go by NOTIFY, heard on a connection of the process's own.
  const listen = options.databaseUrl ? (onMessage: (payload: string) => void) => listenTo(options.databaseUrl!, BUS_CHANNEL, onMessage, busError) : undefined;
  const peers = new Peers(db, (kind, body) => hub.receive(kind, body), busError, listen);
  hub.relayThrough(peers);
  app.decorate('peers', peers);
  await peers.start();
  app.addHook('onClose', async () => {
    await peers.stop();
    await db.close();
  });

  app.addHook('onSend', async (_request, reply) => {
    // A page keeps the policy of its theme's screens (demo/csp.ts), set by sendPage; any other
    // html (an error page) the default one; every other answer the short one of SECURITY_HEADERS.
    const themed = reply.getHeader('content-security-policy');
    const page = /^text\/html/.test(String(reply.getHeader('content-type') ?? ''));
    reply.headers(SECURITY_HEADERS);
    if (page) reply.header('Content-Security-Policy', themed ?? contentSecurityPolicy);
  });

  // Text with a NUL character is refused as it arrives, the same on both databases (nul-text.ts).
  refuseNulText(app);

  // Every /dev/* path is a dev tool, a route added later included: guarded here once for all
  // (the tools' own routes guard themselves too, and the returns audit wants the staff key).
  app.addHook('onRequest', async (request, reply) => {
    if (isDevToolPath(request.url) && !devToolsOpenTo(app, request)) {
      reply.callNotFound();
      return reply;
    }
    return undefined;
  });

  // Other sites' pages: the bundle for all; the API (below) and the socket for the allowed origins.
  shareBundle(app);

  // Pages are compressed as they go out; dist/ comes precompressed from the build (.br, .gz).
  app.addHook('onSend', compressHtml);
  // After compression, which sets its own Vary.
  app.addHook('onSend', personalAnswerHeaders);

  // The loader keeps its name, so it must be revalidated (ETag); chunks carry a content hash.
  await app.register(fastifyStatic, {
    root: `${root}dist`,
    prefix: '/dist/',
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', /[\\/](chunks|messages)[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // demo.css itself is answered at the theme's breakpoints (pages/theme-css.ts); the rest as files.
  await app.register(themeCssRoutes);
  await app.register(fastifyStatic, { root: `${root}demo/assets`, prefix: '/assets/', decorateReply: false });
  await app.register(fastifyStatic, { root: join(dataDir, 'media'), prefix: '/media/', decorateReply: false, maxAge: '1h' });

  await app.register(
    async (api) => {
      await allowApiAcrossSites(api, allowedOrigins);
      await api.register(apiRoutes, { hub });
    },
    { prefix: '/api/web' },
  );
  await app.register(socketRoutes, { hub, limits: options.sockets, allowedOrigins });
  await app.register(outboxRoutes);
  await app.register(playgroundRoutes);
  await app.register(embedRoutes);
  await app.register(devOauthRoutes);
  await app.register(pageRoutes);

  return app;
}
