/** The account: info, the edit endpoints of spec section 7, the avatar upload, sessions and the log. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ActivityEntry, SecuritySession } from '../../runtime/api/types.ts';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import * as v from 'valibot';
import { publicUser, findAccount } from './auth.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { liveSession, logActivity, parse, requireUser, revokeSessions, say } from './context.ts';
import { consumeCode, issueCode } from './outbox.ts';
import { rules } from './rules.ts';
import * as flows from './auth-flows.ts';
import { imageTooLarge, imageType, MAX_IMAGE_BYTES, notAnImage, UploadQuota } from './uploads.ts';

const text = () => v.pipe(v.string(), v.trim());

/**
 * user/sessions' answer: the customer's live sessions, newest first; `current` is the one whose
 * stored hash is `session` (the caller's).
 */
export async function securitySessions(db: Db, userId: number, session: string | null): Promise<SecuritySession[]> {
  const rows = await db.rows<{ token: string; ip: string; device: string; method: string; createdAt: string }>`SELECT s.token, s.ip, s.device, s.method, s.created_at AS "createdAt" FROM sessions s WHERE s.user_id = ${userId} AND ${liveSession()} ORDER BY s.created_at DESC`;
  // The session id shown is a prefix of the stored hash, enough to revoke it, useless to sign in.
  return rows.map((r) => ({ id: r.token.slice(0, 16), ip: r.ip, device: r.device, method: r.method, createdAt: r.createdAt, current: r.token === session }));
}

/** user/log's answer: the customer's last 100 entries, newest first. */
export async function activityLog(db: Db, userId: number): Promise<ActivityEntry[]> {
  return db.rows<ActivityEntry>`SELECT action, ip, created_at AS "createdAt" FROM activity WHERE user_id = ${userId} ORDER BY id DESC LIMIT 100`;
}

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Endpoints that check a credential (the old password, a code): per IP and minute, like sign-in.
  const credentialLimit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  app.post('/user/info', async (request) => ok(await publicUser(db, (await requireUser(db, request)).id)));

  app.post('/user/editName', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ firstName: rules.firstName, lastName: rules.lastName }));
    await db.run`UPDATE users SET first_name = ${body.firstName}, last_name = ${body.lastName} WHERE id = ${user.id}`;
    return ok(await publicUser(db, user.id));
  });

  app.post('/user/editInfo', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(
      request,
      v.object({
        nickName: v.optional(v.pipe(text(), rules.maxText('nickName', rules.MAX_LENGTH.nickName))),
        bio: v.optional(v.pipe(text(), rules.maxText('bio', rules.MAX_LENGTH.bio))),
        // Empty clears it; otherwise a date that exists (2024-02-30 does not).
        birthday: v.optional(v.pipe(text(), v.check((value) => value === '' || rules.isRealDate(value), rules.message('validation.date', 'birthday')))),
      }),
    );
    await db.run`UPDATE users SET nick_name = coalesce(${body.nickName ?? null}, nick_name), bio = coalesce(${body.bio ?? null}, bio), birthday = coalesce(${body.birthday ?? null}, birthday) WHERE id = ${user.id}`;
    return ok(await publicUser(db, user.id));
  });

  app.post('/user/editPassword', credentialLimit, async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ oldPassword: rules.password, password: v.pipe(rules.password, v.minLength(8, 'new password: at least 8 characters')) }));
    if (!(await app.passwords.verify(body.oldPassword, user.password_hash))) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'oldPassword' });
    // Hashed before the transaction, which awaits nothing but queries.
    const passwordHash = await app.passwords.hash(body.password);
    const ended = await db.tx(async (t) => {
      await t.run`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${user.id}`;
      // Other sessions end; this one stays.
      const ended = await revokeSessions(t, sql`user_id = ${user.id} AND token != ${user.session}`);
      await logActivity(t, user.id, 'password:change', request);
      return ended;
    });
    // Their sockets close once the change is committed.
    app.hub.closeSessions(ended);
    return ok(null);
  });

  for (const [path, column, schema] of [['/user/editEmail', 'email', flows.emailRule], ['/user/editMobile', 'mobile', rules.mobile]] as const) {
    app.post(path, credentialLimit, async (request) => {
      const user = await requireUser(db, request);
      const body = parse(request, v.object({ account: schema, code: rules.verificationCode }));
      // The code (from /user/code) proves the new address is the user's; 5 wrong tries void it.
      // The check that no one else has the address and the change in one transaction: two
      // accounts changing to one address at once cannot both pass the check. A refusal is
      // returned, not thrown, so that a wrong code's count (consumeCode) is committed.
      const outcome = await db.tx(async (t) => {
        const taken = await findAccount(t, body.account);
        if (taken && taken.id !== user.id) return 'taken';
        if (!(await consumeCode(t, body.account, `change-${column}`, body.code))) return 'wrong code';
        await t.run`UPDATE users SET ${sql.raw(column)} = ${body.account}, ${sql.raw(`${column}_verified`)} = 1 WHERE id = ${user.id}`;
        await logActivity(t, user.id, `${column}:change`, request);
        return 'changed';
      });
      if (outcome === 'taken') throw new ApiError(Code.fail, 'This account already exists', { field: 'account' });
      if (outcome === 'wrong code') throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'code' });
      return ok(await publicUser(db, user.id));
    });
  }

  /** A code to the new e-mail or mobile, proving it is the user's before editEmail / editMobile. */
  app.post('/user/code', credentialLimit, async (request) => {
    await requireUser(db, request);
    const body = parse(request, v.object({ account: flows.accountRule, purpose: v.picklist(['change-email', 'change-mobile']) }));
    await issueCode(db, body.account, body.purpose);
    return ok(null);
  });

  app.post('/user/editAvatar', async (request) => {
    const user = await requireUser(db, request);
    if (!request.isMultipart()) throw new ApiError(Code.fail, say(request, 'validation.enter', 'file'), { field: 'file' });
    const quotaKeys = UploadQuota.keys(request, user.id);
    await app.uploads.check(request, quotaKeys, 1, 0, 'file');
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file) throw new ApiError(Code.fail, say(request, 'validation.enter', 'file'), { field: 'file' });
    // Whatever the part is called, the refusal belongs to the picture field ('file').
    const bytes = await file.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? imageTooLarge(request, 'file') : error;
    });
    const type = imageType(bytes);
    if (!type) throw notAnImage(request, 'file');
    await app.uploads.check(request, quotaKeys, 1, bytes.length, 'file');
    const dir = join(app.dataDir, 'media', 'avatars');
    mkdirSync(dir, { recursive: true });
    // The name is ours, never the uploaded one; the extension comes from the content.
    const name = `${user.id}-${randomBytes(8).toString('hex')}.${type}`;
    writeFileSync(join(dir, name), bytes);
    // Counted with the change it pays for, and refused there if a concurrent upload took the last
    // of the quota (a refusal or a busy database undoes both, and the file goes).
    try {
      await db.tx(async (t) => {
        await app.uploads.record(t, request, quotaKeys, 1, bytes.length, 'file');
        await t.run`UPDATE users SET avatar = ${`/media/avatars/${name}`} WHERE id = ${user.id}`;
      });
    } catch (error) {
      app.uploads.remove(`media/avatars/${name}`);
      throw error;
    }
    // The replaced picture goes (only one of ours: this account's name form, in the avatars folder).
    const old = new RegExp(`^/media/avatars/(${user.id}-[0-9a-f]{16}\\.(?:png|jpg|gif|webp))$`).exec(user.avatar ?? '');
    if (old && old[1] !== name) app.uploads.remove(`media/avatars/${old[1]}`);
    return ok(await publicUser(db, user.id));
  });

  app.post('/user/sessions', async (request) => {
    const user = await requireUser(db, request);
    return ok(await securitySessions(db, user.id, user.session));
  });

  app.post('/user/sessions/revoke', async (request) => {
    const user = await requireUser(db, request);
    const body = parse(request, v.object({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)) }));
    const ended = await revokeSessions(db, sql`user_id = ${user.id} AND substr(token, 1, 16) = ${body.id}`);
    if (ended.length === 0) throw new ApiError(Code.fail, 'No such session', { field: 'id' });
    app.hub.closeSessions(ended);
    await logActivity(db, user.id, 'session:revoke', request);
    return ok(null);
  });

  app.post('/user/log', async (request) => ok(await activityLog(db, (await requireUser(db, request)).id)));
}
