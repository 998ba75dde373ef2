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
  const hit = db.prepare<{ key: string; now: number; window: number }, { count: number; reset_at: number }>(`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @now + @window)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
      reset_at = CASE WHEN reset_at <= @now THEN @now + @window ELSE reset_at END
    RETURNING count, reset_at`);
  const peek = db.prepare<[string], { count: number; reset_at: number }>('SELECT count, reset_at FROM rate_limits WHERE key = ?');
  const sweep = db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?');
  let sweptAt = 0;

  /** Forgets ended windows now and then, so the table does not grow with every address ever seen. */
  function sweepNowAndThen(now: number): void {
    if (now - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now;
    try {
      sweep.run(now);
    } catch (error) {
      // Another process holds the lock: the next sweep will do.
      if (!isDatabaseBusy(error)) throw error;
    }
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Which route's counts (method and URL): a route's limit is its own, as with LocalStore's child stores. */
    constructor(private readonly route = '') {}

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      let result: { current: number; ttl: number };
      try {
        const now = Date.now();
        sweepNowAndThen(now);
        const row = hit.get({ key: this.route + key, now, window: timeWindow })!;
        result = { current: row.count, ttl: Math.max(0, row.reset_at - now) };
      } catch (error) {
        callback(error as Error);
        return;
      }
      callback(null, result);
    }

    /** The plugin's non-counting look (`{ increment: false }`). */
    read(key: string, callback: Callback, _timeWindow?: number, _max?: number): void {
      let result: { current: number; ttl: number };
      try {
        const now = Date.now();
        const row = peek.get(this.route + key);
        result = row && row.reset_at > now ? { current: row.count, ttl: row.reset_at - now } : { current: 0, ttl: 0 };
      } catch (error) {
        callback(error as Error);
        return;
      }
      callback(null, result);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(route?.url ? `${String(route.method)} ${route.url} ` : this.route);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
