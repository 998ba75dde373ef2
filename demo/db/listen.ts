/**
 * PostgreSQL's LISTEN, for the bus between server processes (peers.ts): one connection of its
 * own per process, outside the query layer's pool (a listening connection must stay open and
 * idle, and a pooled one would be lent to queries). NOTIFY is sent through the query layer like
 * any statement; PostgreSQL delivers notifications in the order their transactions commit.
 */
import pg from 'pg';

/** After a lost connection, how long before listening again (ms). */
const RECONNECT_MS = 1_000;

export interface Listener {
  /** Resolves once the connection listens: a NOTIFY committed after this is delivered. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Hands each notification on `channel` to onMessage. A lost connection (a server restart, a
 * terminated backend) is reported and opened again; what was sent meanwhile is not delivered,
 * as a socket push to a shopper whose socket was closed is not (the runtime reads the state
 * again when it reconnects).
 */
export function listenTo(url: string, channel: string, onMessage: (payload: string) => void, report: (error: unknown) => void): Listener {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const tryAgainLater = (error: unknown) => {
    report(error);
    retry = setTimeout(() => void connect(true).catch(() => undefined), RECONNECT_MS);
    retry.unref();
  };

  /** The listening connection failed or ended: opened again, unless stopping. */
  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return;
    client = undefined;
    void which.end().catch(() => undefined);
    if (!stopped) tryAgainLater(error ?? new Error(`The connection listening on ${channel} ended.`));
  };

  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) onMessage(note.payload);
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      // Again after a loss: reported and tried again. At start: the caller's error to handle.
      if (again && !stopped) tryAgainLater(error);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };

  return {
    start: () => connect(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}
