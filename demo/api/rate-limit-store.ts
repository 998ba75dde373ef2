/**
 * @fastify/rate-limit's counters in the database (table rate_limits), not in a process's memory:
 * several server processes on one data directory (issue 24) must share the counts, or a client
 * would get a route's limit once per process by landing on each in turn; and a restart does not
 * forgive them. One row per route and client key, fixed windows as the plugin's LocalStore
 * counts them; one atomic statement per hit. (continueExceeding and exponentialBackoff are not
 * supported: the demo uses neither.)
 *
 * A write may meet another process's write lock: SQLITE_BUSY goes to the plugin's callback, the
 * plugin throws it from the route's hook, and the API's error handler answers it as every busy
 * write (HTTP 503, Retry-After 1, code 41: api/index.ts).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { isDatabaseBusy, type Db } from '../db/database.ts';

/** At most this often a process deletes the rows of ended windows (on a hit; no timer). */
const SWEEP_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let sweptAt = 0;

  /** Forgets ended windows now and then, so the table does not grow with every address ever seen. */
  async function sweepNowAndThen(now: number): Promise<void> {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    try {
      await db.run`DELETE FROM rate_limits WHERE reset_at <= ${now}`;
    } catch (error) {
      // Another process holds the lock: the next sweep will do.
      if (!isDatabaseBusy(error)) throw error;
    }
  }

  /** The plugin's callback with a promise's outcome. */
  const answer = (work: Promise<{ current: number; ttl: number }>, callback: Callback) =>
    work.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error as Error),
    );

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Which route's counts (method and URL): a route's limit is its own, as with LocalStore's child stores. */
    constructor(private readonly route = '') {}

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const count = async () => {
        const now = Date.now();
        await sweepNowAndThen(now);
        // One statement: the count and its window are read and written together, so hits that
        // arrive together (here or on another process) each get their own number.
        const row = (await db.row<{ count: number; reset_at: number }>`
          INSERT INTO rate_limits (key, count, reset_at) VALUES (${this.route + key}, 1, ${now + timeWindow})
          ON CONFLICT(key) DO UPDATE SET
            count = CASE WHEN rate_limits.reset_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
            reset_at = CASE WHEN rate_limits.reset_at <= ${now} THEN ${now + timeWindow} ELSE rate_limits.reset_at END
          RETURNING count, reset_at`)!;
        return { current: row.count, ttl: Math.max(0, row.reset_at - now) };
      };
      void answer(count(), callback);
    }

    /** The plugin's non-counting look (`{ increment: false }`). */
    read(key: string, callback: Callback, _timeWindow?: number, _max?: number): void {
      const look = async () => {
        const now = Date.now();
        const row = await db.row<{ count: number; reset_at: number }>`SELECT count, reset_at FROM rate_limits WHERE key = ${this.route + key}`;
        return row && row.reset_at > now ? { current: row.count, ttl: row.reset_at - now } : { current: 0, ttl: 0 };
      };
      void answer(look(), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(route?.url ? `${String(route.method)} ${route.url} ` : this.route);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
