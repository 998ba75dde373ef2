/**
 * QR login and third-party sign-in.
 * QR: the waiting page creates a pending login and shows its id as a QR code, listening on the
 * socket (?qr=<id>); a signed-in phone confirms it; the waiting page is told over the socket and
 * may also poll. Third party: a built-in test provider at /dev/oauth/authorize stands in for
 * a real one and returns to /auth/oauth with a one-time code.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Hub } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { now, parse, requireUser, say } from './context.ts';
import { startSession } from './auth.ts';
import { consumeCode } from './outbox.ts';

export const QR_LIFETIME_MS = 2 * 60_000;
export const qrChannel = (id: string) => `qr:${id}`;
export const OAUTH_TEST_ACCOUNT = 'oauth-tester@example.com';

const qrId = v.object({ id: v.pipe(v.string(), v.regex(/^[\w-]{20,64}$/)) });

export async function signInExtraRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  app.post('/auth/qr/create', limit, async () => {
    const id = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + QR_LIFETIME_MS).toISOString();
    db.prepare("INSERT INTO qr_logins (id, status, expires_at) VALUES (?, 'pending', ?)").run(id, expiresAt);
    return ok({ id, expiresAt, confirmUrl: `/auth/signin?qr=${id}` });
  });

  app.post('/auth/qr/confirm', async (request) => {
    const user = requireUser(db, request);
    const { id } = parse(request, qrId);
    const token = db.transaction(() => {
      const row = db.prepare("SELECT id FROM qr_logins WHERE id = ? AND status = 'pending' AND expires_at > ?").get(id, now());
      if (!row) throw new ApiError(Code.fail, 'This QR code has expired', { field: 'id' });
      const token = startSession(db, request, user.id, 'qr');
      db.prepare("UPDATE qr_logins SET status = 'confirmed', token = ? WHERE id = ?").run(token, id);
      return token;
    })();
    hub.publish(qrChannel(id), { namespace: 'auth', mutation: 'setToken', action: 'qr/confirmed', token });
    return ok(null);
  });

  /** For a waiting page without the socket: the token is handed out once, then forgotten. */
  app.post('/auth/qr/status', async (request) => {
    const { id } = parse(request, qrId);
    const row = db.prepare('SELECT status, token, expires_at FROM qr_logins WHERE id = ?').get(id) as { status: string; token: string | null; expires_at: string } | undefined;
    if (!row) throw new ApiError(Code.fail, 'No such QR login', { field: 'id' });
    if (row.status === 'confirmed') {
      db.prepare("UPDATE qr_logins SET status = 'used', token = NULL WHERE id = ?").run(id);
      return ok({ status: 'confirmed', token: row.token });
    }
    return ok({ status: row.status === 'pending' && row.expires_at <= now() ? 'expired' : row.status });
  });

  app.post('/auth/oauth', limit, async (request) => {
    const body = parse(request, v.object({ provider: v.picklist(['test']), code: v.pipe(v.string(), v.regex(/^\d{6}$/)) }));
    if (!consumeCode(db, OAUTH_TEST_ACCOUNT, 'oauth', body.code)) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'code' });
    const user = db.transaction(() => {
      const found = db.prepare('SELECT id FROM users WHERE email = ?').get(OAUTH_TEST_ACCOUNT) as { id: number } | undefined;
      const id = found?.id ?? (db.prepare("INSERT INTO users (email, first_name, last_name, email_verified, created_at) VALUES (?, 'Test', 'Provider', 1, ?) RETURNING id").get(OAUTH_TEST_ACCOUNT, now()) as { id: number }).id;
      return { id, token: startSession(db, request, id, `oauth:${body.provider}`) };
    })();
    return ok({ token: user.token });
  });
}
