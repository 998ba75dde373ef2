/**
 * Who is connected to /ws/message, by user id or by a guest's visitor id, and a way to push to
 * them. API handlers publish here (cart changed, order status, payment confirmed); the socket
 * route subscribes. A push and a close of sessions reach this process's sockets at once and the
 * other processes' through the database (peers.ts), where their sockets are.
 */
import type { Peers } from './peers.ts';

export interface SocketMessage {
  mutation?: string;
  action?: string;
  namespace?: string;
  [key: string]: unknown;
}

type Listener = (message: SocketMessage) => void;

/** Session hashes (64 characters each) per event to the other processes. */
const CLOSE_SESSIONS_PER_EVENT = 100;

/** What one process tells the others through the bus. */
type BusEvent = { kind: 'push'; channel: string; message: SocketMessage } | { kind: 'close-sessions'; hashes: string[] };

export class Hub {
  private peers: Peers | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The server's side of each open socket once its idle watch is on (tests drive its pings; nothing else reads it). */
  readonly watched = new Set<import('ws').WebSocket>();
  /** Open sockets by the hash of the session token they came with (sessions.token). */
  private readonly sessions = new Map<string, Set<() => void>>();

  /** Registers a signed-in socket's way to close; returns its removal (call it on close). */
  attachSession(sessionHash: string, close: () => void): () => void {
    const set = this.sessions.get(sessionHash) ?? new Set();
    set.add(close);
    this.sessions.set(sessionHash, set);
    return () => {
      set.delete(close);
      if (set.size === 0) this.sessions.delete(sessionHash);
    };
  }

  /** Sends what this hub publishes and closes to the other processes too (server.ts, once the database is open). */
  relayThrough(peers: Peers): void {
    this.peers = peers;
  }

  /** What another process sent (Peers' handler). */
  receive(kind: string, body: unknown): void {
    const event = { kind, ...(body as object) } as BusEvent;
    if (event.kind === 'push') this.publishHere(event.channel, event.message);
    else if (event.kind === 'close-sessions') this.closeSessionsHere(event.hashes);
  }

  /** Closes at once every socket of these sessions (signed out, revoked, password changed or reset), on every process. */
  closeSessions(sessionHashes: Iterable<string>): void {
    const hashes = [...sessionHashes];
    this.closeSessionsHere(hashes);
    // In parts: a notification on PostgreSQL holds under 8000 bytes (peers.ts), about a hundred hashes.
    for (let i = 0; i < hashes.length; i += CLOSE_SESSIONS_PER_EVENT) this.peers?.send('close-sessions', { hashes: hashes.slice(i, i + CLOSE_SESSIONS_PER_EVENT) });
  }

  private closeSessionsHere(sessionHashes: Iterable<string>): void {
    for (const hash of sessionHashes) {
      const set = this.sessions.get(hash);
      this.sessions.delete(hash);
      for (const close of set ?? []) close();
    }
  }

  /** How many signed-in sockets a session has open (tests; the caps per IP and in total are socket.ts's). */
  sessionSockets(sessionHash: string): number {
    return this.sessions.get(sessionHash)?.size ?? 0;
  }

  subscribe(channel: string, listener: Listener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(channel);
    };
  }

  /** Pushes to the channel's sockets, on every process. */
  publish(channel: string, message: SocketMessage): void {
    this.publishHere(channel, message);
    this.peers?.send('push', { channel, message });
  }

  private publishHere(channel: string, message: SocketMessage): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message);
  }
}

export const userChannel = (userId: number) => `user:${userId}`;
/** A guest's sockets (connected with ?visitor=<visitor id>). */
export const visitorChannel = (visitor: string) => `visitor:${visitor}`;
/** The channel of whoever owns a cart or an order: the customer, else the guest. */
export const ownerChannel = (userId: number | null, visitor: string | null): string => (userId !== null ? userChannel(userId) : visitorChannel(visitor!));
