/**
 * Several server processes on one database (issue 24, docs/scaling.md): each process says it is
 * alive (server_processes, a heartbeat), and tells the others what they must act on through the
 * bus_events table (a socket push for a shopper whose socket is on another process, sessions to
 * close), which every process reads in id order a few times a second. A process alone on its
 * database does the same: one path, whatever the number of processes.
 *
 * Why a table and not a message broker: the embedded database is the one thing the processes
 * already share, and a row is committed with the state it announces, so no process hears of a
 * payment before it can read it.
 */
import { randomUUID } from 'node:crypto';
import { isDatabaseBusy, type Db } from './db/database.ts';

/** How often a process reads the others' events (ms): a push reaches a socket on another process within this. */
export const BUS_POLL_MS = 50;
/** How often a process says it is alive, and after how long without a word it counts as gone (killed). */
export const HEARTBEAT_MS = 2_000;
export const GONE_AFTER_MS = 10_000;
/** Events are read within BUS_POLL_MS; older than this they are dropped. */
const EVENT_LIFETIME_MS = 60_000;

export type BusHandler = (kind: string, body: unknown) => void;

export class Peers {
  /** This process's id, as its events and open sockets name it. */
  readonly id = randomUUID();
  /** The last event read (the others' and our own). */
  private seen = 0;
  /** Events not yet written: the database was busy (another process's write); sent with the next poll, in order. */
  private outbox: { kind: string; body: string; at: number }[] = [];
  private timers: NodeJS.Timeout[] = [];
  /** Prepared once: the poll runs twenty times a second. */
  private readonly insertEvent;
  private readonly eventsAfter;

  constructor(
    private readonly db: Db,
    private readonly handle: BusHandler,
    /** Where a failed read or handler is reported: a timer's throw would end the process. */
    private readonly report: (error: unknown) => void,
  ) {
    this.insertEvent = db.prepare('INSERT INTO bus_events (origin, kind, body, at) VALUES (?, ?, ?, ?)');
    this.eventsAfter = db.prepare<[number], { id: number; origin: string; kind: string; body: string }>('SELECT id, origin, kind, body FROM bus_events WHERE id > ? ORDER BY id');
  }

  /** Joins: the heartbeat, and reading what the others send from now on. */
  start(): void {
    this.seen = (this.db.prepare('SELECT max(id) AS id FROM bus_events').get() as { id: number | null }).id ?? 0;
    this.beat();
    const poll = setInterval(() => this.guarded(() => this.poll()), BUS_POLL_MS);
    const beat = setInterval(() => this.guarded(() => this.beat()), HEARTBEAT_MS);
    // The timers must not keep a process alive on their own (closing stops them anyway).
    poll.unref();
    beat.unref();
    this.timers = [poll, beat];
  }

  /** Leaves: no more reading, and the others stop counting this process (its sockets included). */
  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.flush();
    try {
      this.db.transaction(() => {
        this.db.prepare('DELETE FROM open_sockets WHERE process = ?').run(this.id);
        this.db.prepare('DELETE FROM server_processes WHERE id = ?').run(this.id);
      })();
    } catch (error) {
      // Gone after GONE_AFTER_MS anyway, as a killed process is.
      if (!isDatabaseBusy(error)) throw error;
    }
  }

  /** Tells the other processes (this one has acted on it already). */
  send(kind: string, body: unknown): void {
    this.outbox.push({ kind, body: JSON.stringify(body), at: Date.now() });
    this.flush();
  }

  /** The ids of the processes alive now, this one included. */
  live(): string[] {
    const rows = this.db.prepare('SELECT id FROM server_processes WHERE seen_at > ?').all(Date.now() - GONE_AFTER_MS) as { id: string }[];
    return rows.map((row) => row.id);
  }

  private guarded(work: () => void): void {
    try {
      work();
    } catch (error) {
      this.report(error);
    }
  }

  private flush(): void {
    if (this.outbox.length === 0) return;
    try {
      this.db.transaction(() => {
        for (const event of this.outbox) this.insertEvent.run(this.id, event.kind, event.body, event.at);
      })();
      this.outbox = [];
    } catch (error) {
      // Another process holds the write lock: kept, and written on the next poll.
      if (!isDatabaseBusy(error)) throw error;
    }
  }

  private poll(): void {
    this.flush();
    for (const row of this.eventsAfter.all(this.seen)) {
      this.seen = row.id;
      if (row.origin !== this.id) this.guarded(() => this.handle(row.kind, JSON.parse(row.body)));
    }
  }

  private beat(): void {
    const at = Date.now();
    try {
      this.db.transaction(() => {
        this.db.prepare('INSERT INTO server_processes (id, pid, seen_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at').run(this.id, process.pid, at);
        // The departed (killed without a word): their rows go, their sockets stop counting.
        const gone = at - GONE_AFTER_MS;
        this.db.prepare('DELETE FROM open_sockets WHERE process IN (SELECT id FROM server_processes WHERE seen_at <= ?)').run(gone);
        this.db.prepare('DELETE FROM server_processes WHERE seen_at <= ?').run(gone);
        this.db.prepare('DELETE FROM bus_events WHERE at < ?').run(at - EVENT_LIFETIME_MS);
      })();
    } catch (error) {
      // Busy: the next beat comes within HEARTBEAT_MS, well before GONE_AFTER_MS.
      if (!isDatabaseBusy(error)) throw error;
    }
  }
}
