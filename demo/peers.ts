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
import type { Listener } from './db/listen.ts';

/** How often a process reads the others' events (ms): a push reaches a socket on another process within this. */
export const BUS_POLL_MS = 50;
/** How often a process says it is alive, and after how long without a word it counts as gone (killed). */
export const HEARTBEAT_MS = 2_000;
export const GONE_AFTER_MS = 10_000;
/** Events are read within BUS_POLL_MS; older than this they are dropped. */
const EVENT_LIFETIME_MS = 60_000;

export type BusHandler = (kind: string, body: unknown) => void;

/**
 * On PostgreSQL the events travel as NOTIFY on this channel rather than as rows: a sequence's
 * ids are not committed in order there, so a reader going by id could pass over an event whose
 * transaction commits after a later one's; notifications arrive in commit order.
 */
export const BUS_CHANNEL = 'shop_bus';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7_999;

export class Peers {
  /** This process's id, as its events and open sockets name it. */
  readonly id = randomUUID();
  /** The last event read (the others' and our own). */
  private seen = 0;
  /** Events not yet written (being written, or the database was busy): written in order. */
  private outbox: { kind: string; body: string; at: number }[] = [];
  private timers: NodeJS.Timeout[] = [];
  /** A write of the outbox, or a poll, under way: the next one waits its turn rather than overlap it. */
  private flushing: Promise<void> | undefined;
  private polling = false;
  private listener: Listener | undefined;

  constructor(
    private readonly db: Db,
    private readonly handle: BusHandler,
    /** Where a failed read or handler is reported: a timer's throw would end the process. */
    private readonly report: (error: unknown) => void,
    /** PostgreSQL: listens on a channel (db/listen.ts); events go by NOTIFY instead of the bus_events table. */
    private readonly listen?: (onMessage: (payload: string) => void) => Listener,
  ) {}

  /** Joins: the heartbeat, and reading what the others send from now on. */
  async start(): Promise<void> {
    if (this.listen) {
      this.listener = this.listen((payload) => this.receive(payload));
      await this.listener.start();
    } else this.seen = (await this.db.value<number | null>`SELECT max(id) FROM bus_events`) ?? 0;
    await this.beat();
    const beat = setInterval(() => void this.guarded(() => this.beat()), HEARTBEAT_MS);
    // The timers must not keep a process alive on their own (closing stops them anyway).
    beat.unref();
    this.timers = [beat];
    if (!this.listen) {
      const poll = setInterval(() => void this.guarded(() => this.poll()), BUS_POLL_MS);
      poll.unref();
      this.timers.push(poll);
    }
  }

  /** Leaves: no more reading, and the others stop counting this process (its sockets included). */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.guarded(() => this.flush());
    await this.listener?.stop();
    try {
      await this.db.tx(async (t) => {
        await t.run`DELETE FROM open_sockets WHERE process = ${this.id}`;
        await t.run`DELETE FROM server_processes WHERE id = ${this.id}`;
      });
    } catch (error) {
      // Gone after GONE_AFTER_MS anyway, as a killed process is.
      if (!isDatabaseBusy(error)) throw error;
    }
  }

  /** Tells the other processes (this one has acted on it already). */
  send(kind: string, body: unknown): void {
    const event = { kind, body: JSON.stringify(body), at: Date.now() };
    // Refused here, not in the write, where it would hold up every event after it.
    if (this.listen && Buffer.byteLength(this.notification(event)) > MAX_NOTIFY_BYTES) {
      this.report(new Error(`A ${kind} event of ${Buffer.byteLength(this.notification(event))} bytes is too long for NOTIFY; not sent to the other processes.`));
      return;
    }
    this.outbox.push(event);
    void this.guarded(() => this.flush());
  }

  private notification(event: { kind: string; body: string }): string {
    return JSON.stringify({ origin: this.id, kind: event.kind, body: event.body });
  }

  /** The ids of the processes alive now, this one included. */
  async live(): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>`SELECT id FROM server_processes WHERE seen_at > ${Date.now() - GONE_AFTER_MS}`;
    return rows.map((row) => row.id);
  }

  private async guarded(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.report(error);
    }
  }

  /** Writes the outbox in order; one write at a time, so events keep the order they were sent in. */
  private async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.outbox.length === 0) return;
    const batch = this.outbox.slice();
    this.flushing = (async () => {
      try {
        await this.db.tx(async (t) => {
          for (const event of batch) {
            if (!this.listen) await t.run`INSERT INTO bus_events (origin, kind, body, at) VALUES (${this.id}, ${event.kind}, ${event.body}, ${event.at})`;
            else {
              await t.run`SELECT pg_notify(${BUS_CHANNEL}, ${this.notification(event)})`;
            }
          }
        });
        this.outbox.splice(0, batch.length);
      } catch (error) {
        // Another process holds the write lock: kept, and written on the next poll.
        if (!isDatabaseBusy(error)) throw error;
      } finally {
        this.flushing = undefined;
      }
    })();
    await this.flushing;
  }

  /** A notification (PostgreSQL): another process's event, or this one's own, which it has acted on. */
  private receive(payload: string): void {
    try {
      const event = JSON.parse(payload) as { origin: string; kind: string; body: string };
      if (event.origin !== this.id) this.handle(event.kind, JSON.parse(event.body));
    } catch (error) {
      this.report(error);
    }
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      await this.flush();
      for (const row of await this.db.rows<{ id: number; origin: string; kind: string; body: string }>`SELECT id, origin, kind, body FROM bus_events WHERE id > ${this.seen} ORDER BY id`) {
        this.seen = row.id;
        if (row.origin !== this.id) await this.guarded(async () => this.handle(row.kind, JSON.parse(row.body)));
      }
    } finally {
      this.polling = false;
    }
  }

  private async beat(): Promise<void> {
    const at = Date.now();
    try {
      await this.db.tx(async (t) => {
        await t.run`INSERT INTO server_processes (id, pid, seen_at) VALUES (${this.id}, ${process.pid}, ${at}) ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at`;
        // The departed (killed without a word): their rows go, their sockets stop counting.
        const gone = at - GONE_AFTER_MS;
        await t.run`DELETE FROM open_sockets WHERE process IN (SELECT id FROM server_processes WHERE seen_at <= ${gone})`;
        await t.run`DELETE FROM server_processes WHERE seen_at <= ${gone}`;
        await t.run`DELETE FROM bus_events WHERE at < ${at - EVENT_LIFETIME_MS}`;
      });
    } catch (error) {
      // Busy: the next beat comes within HEARTBEAT_MS, well before GONE_AFTER_MS.
      if (!isDatabaseBusy(error)) throw error;
    }
  }
}
