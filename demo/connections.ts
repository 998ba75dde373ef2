/**
 * TCP connection limits of the demo server. Every connection holds a file descriptor until it
 * closes, and Node keeps a connection that sends nothing open for ever (Fastify's default
 * connectionTimeout is 0) or for minutes (headers 60 s, request 300 s, a kept-alive one 72 s):
 * a few thousand idle sockets from one client exhausted the process's files and the shop
 * stopped answering anyone. So:
 *   - a connection silent for `idleMs` is closed (socket inactivity, Fastify's connectionTimeout),
 *     unless the shop owes it an answer it has not started (a sign-in waiting its turn to hash);
 *   - a request's headers must arrive within `headersMs`, the whole request (body included)
 *     within `requestMs` (Node then answers 408 and closes: headers.ts' clientErrorHandler);
 *   - a kept-alive connection waits `keepAliveMs` for its next request;
 *   - one remote address may hold `perAddress` connections at once: the next one is destroyed
 *     as it arrives, before any byte is read, so one client cannot take every descriptor;
 *   - `total` connections at most (Node's server.maxConnections drops the rest).
 * WebSockets (/ws/message) are connections too: ws clears the socket timeout after the
 * upgrade (the socket layer has its own idle rule, socket.ts), and its per-IP cap sits well
 * below `perAddress`.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Open TCP connections per remote address (the socket's: behind a trusted proxy every client is the proxy, so there the default is no cap). */
  perAddress: number;
  /** Open TCP connections in all. */
  total: number;
  /** A connection from which nothing arrives (and to which nothing goes) for this long is closed. */
  idleMs: number;
  /** Time to receive a request's headers. */
  headersMs: number;
  /** Time to receive a whole request, its body included (6 pictures of 2 MB on a slow line fit). */
  requestMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveMs: number;
}

/**
 * A browser opens up to 6 connections to a host and a WebSocket per tab; an office behind one
 * NAT address is many browsers: 128 per address leaves them room and still bounds one client.
 * 2000 in all sits above the socket layer's 1000 live WebSockets.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perAddress: 128, total: 2000, idleMs: 20_000, headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000 };

/** The Fastify options that carry the timeouts (Fastify sets them on the http server it makes). */
export function connectionOptions(limits: ConnectionLimits) {
  // Node checks header and request deadlines on an interval (default 30 s, longer than the
  // deadlines themselves): check often enough that a deadline means what it says.
  const connectionsCheckingInterval = Math.max(50, Math.min(1000, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 4)));
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: limits.keepAliveMs,
    requestTimeout: limits.requestMs,
    // Node refuses a headers deadline later than the request deadline.
    http: { headersTimeout: Math.min(limits.headersMs, limits.requestMs), requestTimeout: limits.requestMs, connectionsCheckingInterval },
  };
}

/** Counts open connections per remote address on the server's 'connection' event; over the cap, destroys the new one at once. */
export function capConnections(server: Server, limits: ConnectionLimits): { open(address: string): number } {
  const byAddress = new Map<string, number>();
  server.maxConnections = limits.total;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A socket already gone has no address: nothing to count.
    if (address === undefined) return;
    const count = (byAddress.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    byAddress.set(address, count);
    socket.once('close', () => {
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left <= 0) byAddress.delete(address);
      else byAddress.set(address, left);
    });
  });
  return { open: (address) => byAddress.get(address) ?? 0 };
}

/**
 * The idle rule is for clients that send nothing, not for a request the shop is still working on:
 * under load a sign-in waits its turn to hash (auth/hash-gate.ts) for longer than `idleMs`, and
 * the socket's inactivity timer cut it off unanswered ("other side closed"). A connection whose
 * latest request has no answer started yet is kept; once its answer has begun (a client that
 * does not read it then goes silent), or between requests, silence closes it as before.
 */
export function keepOwedAnswers(server: Server): void {
  const owed = new WeakMap<Socket, ServerResponse>();
  server.on('request', (request, response: ServerResponse) => owed.set(request.socket, response));
  // With a listener here Node leaves timed-out sockets to it (http.Server 'timeout').
  server.on('timeout', (socket: Socket) => {
    const response = owed.get(socket);
    if (response && !response.headersSent && !response.writableEnded && !socket.destroyed) return;
    socket.destroy();
  });
}
