/**
 * Password hashes take turns. scrypt runs on libuv's thread pool, 4 threads shared with every
 * file read (static files, seed pictures, uploads) and DNS: a burst of sign-ins filled all four
 * with 128 MiB hashes and the shop's CSS and JavaScript waited behind them. So at most
 * `concurrent` hashes (2, half the pool) run at once; up to `queue` more wait their turn, in
 * order; beyond that a hash is refused at once (HashQueueFull: HTTP 503 with Retry-After, code
 * 41 "The shop is busy"), since a sign-in that waits longer than the client would is wasted work.
 *
 * Draining (SIGTERM, app.close()): the gate keeps the queued hashes that can finish within the
 * drain limit, going by how long hashes have been taking, and refuses the others (and any new
 * one) with the same 503 at once: a client told early can retry elsewhere, while a request cut
 * when the drain limit runs out would just see its connection reset.
 */

export interface HashLimits {
  /** Hashes running at once; keep it below libuv's pool size (UV_THREADPOOL_SIZE, 4 by default). */
  concurrent: number;
  /** Hashes waiting for a turn; the next one is refused. */
  queue: number;
  /** Seconds the refusal's Retry-After asks the client to wait. */
  retryAfterS: number;
}

/**
 * What the gate counts, reported on every change (tests wait on it; a monitor could log it).
 * running: hashes holding a turn; queued: waiting; refused: turned away since start.
 */
export interface HashStats {
  running: number;
  queued: number;
  refused: number;
  draining: boolean;
}

export interface HashHooks {
  /** Called on every change of the counts. */
  onChange?(stats: HashStats): void;
  /** Awaited at the start of each turn, before the hash: lets a test hold turns to fill the queue. */
  beforeHash?(): Promise<void>;
}

/** A hash is not wanted now (queue full, or the server is draining): HTTP 503 with Retry-After. */
export class HashQueueFull extends Error {
  override name = 'HashQueueFull';
  constructor(readonly retryAfterS: number) {
    super('Too many password hashes waiting');
  }
}

/** Until hashes have been timed: OWASP's parameters take about 0.1-0.3 s on a server core, more on a loaded one. */
export const ASSUMED_HASH_MS = 500;

/**
 * How many queued hashes a drain limit can still see through: hashes run `concurrent` at a
 * time, the ones running now finish first, and half of the limit is kept for the rest of the
 * requests and the shutdown itself. The default queue is this many (at least one), so that a
 * full queue empties within the drain limit (DRAIN_MS, 10 s: 18 waiting at 0.5 s a hash).
 */
export function drainCapacity(concurrent: number, drainMs: number, hashMs = ASSUMED_HASH_MS): number {
  return Math.max(0, concurrent * (Math.floor(drainMs / 2 / hashMs) - 1));
}

/** The defaults for a drain limit (server option drainMs; npm start: DRAIN_MS). */
export function defaultHashLimits(drainMs = 10_000): HashLimits {
  return { concurrent: 2, queue: Math.max(1, drainCapacity(2, drainMs)), retryAfterS: 2 };
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export class HashGate {
  private running = 0;
  private refused = 0;
  private draining = false;
  private readonly waiting: Waiter[] = [];
  /** A moving average of how long a hash takes here (ms). */
  private hashMs = ASSUMED_HASH_MS;

  constructor(
    readonly limits: HashLimits,
    private readonly hooks: HashHooks = {},
  ) {}

  get stats(): HashStats {
    return { running: this.running, queued: this.waiting.length, refused: this.refused, draining: this.draining };
  }

  /** Runs one hash in its turn; throws HashQueueFull when there is no room in the queue or the server is draining. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      await this.hooks.beforeHash?.();
      const started = performance.now();
      const result = await hash();
      this.hashMs = 0.8 * this.hashMs + 0.2 * (performance.now() - started);
      return result;
    } finally {
      this.release();
    }
  }

  /**
   * The server is closing with `drainMs` left: keep the queued hashes that can finish in time
   * (see drainCapacity), refuse the rest now, and refuse every new one.
   */
  drain(drainMs: number): void {
    this.draining = true;
    const keep = drainCapacity(this.limits.concurrent, drainMs, this.hashMs);
    const refusedNow = this.waiting.splice(keep);
    for (const waiter of refusedNow) this.refuse(waiter);
    this.changed();
  }

  private async acquire(): Promise<void> {
    if (this.draining && this.running >= this.limits.concurrent) throw this.refusal();
    if (this.running < this.limits.concurrent) {
      this.running++;
      this.changed();
      return;
    }
    if (this.draining || this.waiting.length >= this.limits.queue) throw this.refusal();
    const turn = new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.changed();
    // The turn is handed over by release(): `running` already counts it.
    await turn;
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.running--;
    this.changed();
  }

  private refusal(): HashQueueFull {
    this.refused++;
    this.changed();
    return new HashQueueFull(this.limits.retryAfterS);
  }

  private refuse(waiter: Waiter): void {
    waiter.reject(this.refusal());
  }

  private changed(): void {
    this.hooks.onChange?.(this.stats);
  }
}
