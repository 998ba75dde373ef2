/**
 * QR sign-in. The waiting browser (signed out) creates a pending login: it is bound to that
 * browser's visitor id and to a secret only it receives (stored as a hash). The QR code shows
 * confirmUrl; the signed-in phone opens it, sees what it approves (auth/qr/info) and confirms or
 * declines. The server then tells the waiting browser's visitor channel on the socket (no
 * token on the socket); the browser claims the session with auth/qr/status {id, secret} from
 * the same visitor id, which starts the session at claim time (its IP and device) and hands
 * out {token, user} once. No credential ever travels in a URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { visitorChannel, type Hub } from '../realtime.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { now, parse, requireUser, say, sha256, visitorId } from './context.ts';
import { publicUser } from './auth.ts';
import { startSession } from './auth-flows.ts';
import { setSessionCookie } from './session-cookie.ts';

export const QR_LIFETIME_MS = 2 * 60_000;
/** A confirmed login the waiting browser has not claimed is kept this long past its expiry (the socket may be slow). */
const CLAIM_GRACE_MS = 60_000;

const id = v.pipe(v.string(), v.regex(/^[\w-]{20,64}$/));
const idBody = v.object({ id });
const statusBody = v.object({ id, secret: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/)) });

interface QrRow {
  id: string;
  secret_hash: string;
  visitor_id: string;
  status: 'pending' | 'confirmed' | 'declined' | 'used';
  user_id: number | null;
  ip: string;
  device: string;
  created_at: string;
  expires_at: string;
}

/** What a row's status reads as now: a pending login past its time is expired. */
const statusOf = (row: QrRow) => (row.status === 'pending' && row.expires_at <= now() ? 'expired' : row.status);

/** The login `qr`, read through `db` (a transaction's handle inside one). */
const find = (db: Db, qr: string) => db.row<QrRow>`SELECT * FROM qr_logins WHERE id = ${qr}`;

export async function qrRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };
  // The waiting page asks once per socket message, or every 3 s while the socket is down.
  const statusLimit = { config: { rateLimit: { max: Math.max(40, app.authRateLimit), timeWindow: '1 minute' } } };

  app.post('/auth/qr/create', limit, async (request) => {
    const visitor = visitorId(request);
    if (!visitor) throw new ApiError(Code.fail, say(request, 'validation.required', 'x-visitor-id'), { field: 'visitor' });
    await db.run`DELETE FROM qr_logins WHERE expires_at <= ${new Date(Date.now() - 10 * 60_000).toISOString()}`;
    const qr = randomBytes(18).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + QR_LIFETIME_MS).toISOString();
    const device = String(request.headers['user-agent'] ?? 'unknown').slice(0, 200);
    await db.run`INSERT INTO qr_logins (id, secret_hash, visitor_id, status, ip, device, created_at, expires_at) VALUES (${qr}, ${sha256(secret)}, ${visitor}, 'pending', ${request.ip}, ${device}, ${now()}, ${expiresAt})`;
    return ok({ id: qr, secret, expiresAt, confirmUrl: `/auth/signin?qr=${qr}` });
  });

  /** For the phone: which browser is waiting (its device, IP, time). */
  app.post('/auth/qr/info', limit, async (request) => {
    await requireUser(db, request);
    const row = await find(db, parse(request, idBody).id);
    if (!row) throw new ApiError(Code.fail, say(request, 'server.qrUnknown'), { field: 'id' });
    return ok({ status: statusOf(row), device: row.device, ip: row.ip, createdAt: row.created_at, expiresAt: row.expires_at });
  });

  for (const [path, status, action] of [['/auth/qr/confirm', 'confirmed', 'qr/confirmed'], ['/auth/qr/decline', 'declined', 'qr/declined']] as const) {
    app.post(path, limit, async (request) => {
      const user = await requireUser(db, request);
      const { id: qr } = parse(request, idBody);
      const row = await find(db, qr);
      // Conditional: of a confirm and a decline at once, one changes the pending login.
      const changed = await db.run`UPDATE qr_logins SET status = ${status}, user_id = ${status === 'confirmed' ? user.id : null} WHERE id = ${qr} AND status = 'pending' AND expires_at > ${now()}`;
      if (!row || changed === 0) throw new ApiError(Code.fail, say(request, 'server.qrExpired'), { field: 'id' });
      // Only the browser that created it hears of it, and only that it happened.
      hub.publish(visitorChannel(row.visitor_id), { namespace: 'auth', action, id: qr });
      return ok(null);
    });
  }

  /**
   * The waiting browser asks: the same visitor id and the secret, else 'No such QR sign-in'
   * (the same for every mismatch). On 'confirmed' the session starts now, for this browser,
   * and {token, user} is handed out once; after that the status is 'used'.
   */
  app.post('/auth/qr/status', statusLimit, async (request, reply) => {
    const body = parse(request, statusBody);
    const visitor = visitorId(request);
    const answer = await db.tx(async (t) => {
      const row = await find(t, body.id);
      if (!row || !visitor || row.visitor_id !== visitor || row.secret_hash !== sha256(body.secret)) return null;
      if (row.status !== 'confirmed') return { status: statusOf(row) };
      if (new Date(row.expires_at).getTime() + CLAIM_GRACE_MS <= Date.now()) return { status: 'expired' as const };
      // Claimed once: the write only takes a login that is still confirmed, so of two claims at
      // once (this process or another) one starts the session and the other reads it used.
      if ((await t.run`UPDATE qr_logins SET status = 'used' WHERE id = ${row.id} AND status = 'confirmed'`) === 0) return { status: 'used' as const };
      const token = await startSession(t, request, row.user_id!, 'qr');
      return { status: 'confirmed' as const, token, user: await publicUser(t, row.user_id!) };
    });
    if (!answer) throw new ApiError(Code.fail, say(request, 'server.qrUnknown'), { field: 'id' });
    if (answer.token) setSessionCookie(request, reply, answer.token);
    return ok(answer);
  });
}
