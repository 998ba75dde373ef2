/**
 * `npm start`: serves the demo shop on PORT (default 8080).
 *
 * The request log goes to <data dir>/logs/server.log, capped at LOG_MAX_BYTES (default 10 MB,
 * the previous file kept as server.log.1), credentials redacted; LOG_FILE=- writes it to stdout
 * instead (for a platform that collects and rotates stdout itself), LOG_LEVEL sets the level.
 *
 * Behind a proxy, TRUST_PROXY names it (see trustProxy in server.ts). PUBLIC_ORIGIN is the shop's
 * public address (`https://shop.example`), which the links in its mails are written on; by
 * default the address it listens on.
 *
 * SIGTERM and SIGINT drain: no new connection is taken, requests under way are answered, then
 * the database closes and the process exits. A second signal, or DRAIN_MS (default 10 s)
 * without the drain finishing, exits at once. Sign-ins still queued for a password hash that
 * could not finish within DRAIN_MS are refused at once with 503 instead of being cut off.
 *
 * SHOP_PROCESSES=N (default 1) serves the shop from N processes on the one port and the one
 * database (demo/cluster.ts, docs/scaling.md); each process logs to its own file
 * (server-<n>.log), and a signal to the first process drains them all.
 */
import cluster from 'node:cluster';
import { join } from 'node:path';
import { superviseProcesses, workerNumber } from './cluster.ts';
import { dataDirectory } from './db/database.ts';
import { CappedLogFile } from './log.ts';
import { createServer } from './server.ts';

const processes = Math.max(1, Math.floor(Number(process.env.SHOP_PROCESSES)) || 1);
if (processes > 1 && cluster.isPrimary) await superviseProcesses(processes);
else await serve();

async function serve(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const worker = workerNumber();
  const logFile = process.env.LOG_FILE ?? join(dataDirectory(), 'logs', worker ? `server-${worker}.log` : 'server.log');
  const stream = logFile === '-' ? process.stdout : new CappedLogFile(logFile, Number(process.env.LOG_MAX_BYTES) || 10 * 1024 * 1024);
  // TRUST_PROXY: 'true' (whoever connects), or the proxy's addresses, comma-separated (docs/api.md, "Limits").
  const trustProxy = ((value) => (!value ? false : value === 'true' ? true : value.split(',').map((a) => a.trim())))(process.env.TRUST_PROXY);
  const drainMs = Number(process.env.DRAIN_MS) || 10_000;
  // drainMs: the password-hash queue is sized to it, and closing refuses the queued hashes it could not see through (auth/hash-gate.ts).
  const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
  const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  // DATABASE_URL: a PostgreSQL database instead of the SQLite file under DATA_DIR (docs/scaling.md).
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const app = await createServer({ logger: { stream, level: process.env.LOG_LEVEL || 'info' }, trustProxy, drainMs, publicOrigin, allowedOrigins, databaseUrl });
  await app.listen({ port, host });
  const address = app.server.address();
  const shown = typeof address === 'object' && address ? address.port : port;
  // The dev tools' default depends on where the server listens (dev-tools.ts): read after listen().
  const tools = app.devTools
    ? `on (for connections from this machine only; staff key for POST /api/web/dev/returns/audit: x-staff-key: ${app.staffKey})`
    : `off${process.env.SHOP_DEV_TOOLS === undefined && process.env.NODE_ENV !== 'production' ? ' (listening beyond loopback; SHOP_DEV_TOOLS=1 turns them on for connections from this machine)' : ''}`;
  console.log(`Shop Elements demo on http://${host.includes(':') ? `[${host}]` : host}:${shown}/${worker ? ` · process ${worker} of ${processes} (pid ${process.pid})` : ''} · log ${logFile === '-' ? 'on stdout' : logFile} · dev tools ${tools}`);

  // The first signal drains; a second exits at once. Under SHOP_PROCESSES the first process asks
  // for the drain by message too (a terminal's Ctrl-C reaches every process itself as well): a
  // message is never the second signal.
  let draining = false;
  const drain = (why: string) => {
    if (draining) return;
    draining = true;
    setTimeout(() => process.exit(1), drainMs).unref();
    app.log.info({ why }, 'draining');
    void app
      .close()
      .then(() => (stream instanceof CappedLogFile ? stream.flush() : undefined))
      .then(() => process.exit(0));
  };
  let signals = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      signals += 1;
      if (signals > 1) process.exit(1);
      drain(signal);
    });
  }
  process.on('message', (message) => {
    if (message === 'drain') drain('the first process was asked to stop');
  });
}
