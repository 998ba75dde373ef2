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
 */
import { join } from 'node:path';
import { dataDirectory } from './db/database.ts';
import { CappedLogFile } from './log.ts';
import { createServer } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const logFile = process.env.LOG_FILE ?? join(dataDirectory(), 'logs', 'server.log');
const stream = logFile === '-' ? process.stdout : new CappedLogFile(logFile, Number(process.env.LOG_MAX_BYTES) || 10 * 1024 * 1024);
// TRUST_PROXY: 'true' (whoever connects), or the proxy's addresses, comma-separated (docs/api.md, "Limits").
const trustProxy = ((value) => (!value ? false : value === 'true' ? true : value.split(',').map((a) => a.trim())))(process.env.TRUST_PROXY);
const drainMs = Number(process.env.DRAIN_MS) || 10_000;
// drainMs: the password-hash queue is sized to it, and closing refuses the queued hashes it could not see through (auth/hash-gate.ts).
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
const app = await createServer({ logger: { stream, level: process.env.LOG_LEVEL || 'info' }, trustProxy, drainMs, publicOrigin, allowedOrigins });
await app.listen({ port, host });
const address = app.server.address();
const shown = typeof address === 'object' && address ? address.port : port;
// The dev tools' default depends on where the server listens (dev-tools.ts): read after listen().
const tools = app.devTools
  ? `on (for connections from this machine only; staff key for POST /api/web/dev/returns/audit: x-staff-key: ${app.staffKey})`
  : `off${process.env.SHOP_DEV_TOOLS === undefined && process.env.NODE_ENV !== 'production' ? ' (listening beyond loopback; SHOP_DEV_TOOLS=1 turns them on for connections from this machine)' : ''}`;
console.log(`Shop Elements demo on http://${host.includes(':') ? `[${host}]` : host}:${shown}/ · log ${logFile === '-' ? 'on stdout' : logFile} · dev tools ${tools}`);

let draining = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (draining) process.exit(1);
    draining = true;
    setTimeout(() => process.exit(1), drainMs).unref();
    app.log.info({ signal }, 'draining');
    void app
      .close()
      .then(() => (stream instanceof CappedLogFile ? stream.flush() : undefined))
      .then(() => process.exit(0));
  });
}
