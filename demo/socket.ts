/**
 * /ws/message (spec section 7) on @fastify/websocket: the stored credential in the query
 * (?token= of a live session, or a guest's ?visitor=<visitor id>), the Origin checked against the host, messages
 * capped in size, pings answered, and whatever the hub publishes for the user (or the guest)
 * pushed as JSON. A QR sign-in page waits on its guest channel: the confirmation reaches the
 * visitor that created the login, and carries no credential.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { isVisitorId, LIVE_SESSION, liveArgs, sessionLive, sha256 } from './api/context.ts';
import { type Hub, userChannel, visitorChannel } from './realtime.ts';

export const MAX_SOCKET_MESSAGE_BYTES = 4096;

/** No Origin (a client that is not a browser), or one whose host is this server's Host. */
export function originAllowed(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export async function socketRoutes(app: FastifyInstance, options: { hub: Hub }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_SOCKET_MESSAGE_BYTES } });

  app.get('/ws/message', { websocket: true }, (socket, request) => {
    // Browsers always send Origin on a WebSocket; another site's page must not ride the user's
    // token. An Origin that is not a URL ('null', garbage) is refused the same way, never thrown.
    if (!originAllowed(request.headers.origin, request.headers.host)) {
      socket.close(1008, 'origin');
      return;
    }
    const { token, visitor } = request.query as Record<string, string | undefined>;
    let unsubscribe = () => {};
    if (token) {
      const hash = sha256(token);
      const session = app.db.prepare(`SELECT s.user_id FROM sessions s WHERE s.token = ? AND ${LIVE_SESSION}`).get(hash, ...liveArgs()) as { user_id: number } | undefined;
      if (!session) {
        socket.close(4401, 'credential');
        return;
      }
      // Sign-out, a revoke, a password change or reset closes this socket at once (hub.closeSessions);
      // a session that ran out of time meanwhile gets nothing more either.
      const detach = options.hub.attachSession(hash, () => socket.close(4401, 'session ended'));
      const leave = options.hub.subscribe(userChannel(session.user_id), (message) => {
        if (sessionLive(app.db, hash)) socket.send(JSON.stringify(message));
        else socket.close(4401, 'session ended');
      });
      unsubscribe = () => {
        detach();
        leave();
      };
    } else if (visitor !== undefined) {
      // A guest: the visitor id is the same credential the API takes in x-visitor-id.
      if (!isVisitorId(visitor)) {
        socket.close(4401, 'credential');
        return;
      }
      unsubscribe = options.hub.subscribe(visitorChannel(visitor), (message) => socket.send(JSON.stringify(message)));
    }
    socket.on('message', (raw: Buffer) => {
      let message: { code?: unknown; msg?: unknown };
      try {
        message = JSON.parse(raw.toString('utf8')) as typeof message;
      } catch {
        socket.send(JSON.stringify({ code: 40, msg: 'Messages are JSON' }));
        return;
      }
      if (message.code === 200 && message.msg === 'ping') socket.send(JSON.stringify({ code: 200, msg: 'pong' }));
    });
    socket.on('close', () => unsubscribe());
  });
}
