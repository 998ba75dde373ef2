/**
 * Sign-up, sign-in (password or one-time code, by e-mail or mobile), sign-out, codes, forgotten
 * and reset passwords, e-mail verification. Tokens are random, handed out once and stored only
 * as a hash, with the session's IP, device and method (the security screen lists them).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import type { UserInfo } from '../../runtime/api/types.ts';
import { consumeCode, deliver, issueCode } from './outbox.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { logActivity, now, parse, requireUser, say, sha256, visitorId, type User } from './context.ts';
import { rules } from './rules.ts';
import { mergeGuestCart } from './cart.ts';

const MIN_PASSWORD = 8;
const newPassword = v.pipe(rules.password, v.minLength(MIN_PASSWORD, 'new password: at least 8 characters'));

const accountColumn = (account: string) => (rules.isEmail(account) ? 'email' : 'mobile');

export function findAccount(db: Db, account: string): User | undefined {
  return db.prepare(`SELECT * FROM users WHERE ${accountColumn(account)} = ?`).get(account) as User | undefined;
}

/** Starts a session and returns its token; the guest cart (by visitor id) joins the account's. */
export function startSession(db: Db, request: FastifyRequest, userId: number, method: string): string {
  const token = randomBytes(32).toString('base64url');
  const device = String(request.headers['user-agent'] ?? 'unknown').slice(0, 200);
  db.prepare('INSERT INTO sessions (token, user_id, ip, device, method, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(sha256(token), userId, request.ip, device, method, now());
  db.prepare('UPDATE users SET last_login = ? WHERE id = ?').run(now(), userId);
  logActivity(db, userId, `signin:${method}`, request);
  const visitor = visitorId(request);
  if (visitor) mergeGuestCart(db, visitor, userId);
  return token;
}

const signUpBody = v.object({ account: rules.account, password: newPassword, code: v.optional(v.string()) });
/** A password or a one-time code; with neither, the password is what is missing. */
const signInBody = v.pipe(
  v.object({ account: rules.account, password: v.optional(rules.password), code: v.optional(rules.verificationCode) }),
  v.forward(v.check((input) => input.password !== undefined || input.code !== undefined, rules.message('validation.passwordRequired')), ['password']),
);
const accountBody = v.object({ account: rules.account });
const resetBody = v.object({ account: rules.account, code: rules.verificationCode, password: newPassword });

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Per IP and route: slows password guessing and code spraying.
  const authLimit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  app.post('/auth/signup', authLimit, async (request) => {
    const body = parse(request, signUpBody);
    const column = accountColumn(body.account);
    const result = db.transaction(() => {
      if (findAccount(db, body.account)) throw new ApiError(Code.fail, 'This account already exists', { field: 'account' });
      const { id } = db.prepare(`INSERT INTO users (${column}, password_hash, created_at) VALUES (?, ?, ?) RETURNING id`).get(body.account, hashPassword(body.password), now()) as { id: number };
      if (column === 'email') deliver(db, body.account, 'Verify your e-mail', `Open /auth/verify-email?token=${issueCode(db, body.account, 'verify-email')}&account=${encodeURIComponent(body.account)}`);
      return { token: startSession(db, request, id, `signup:${column}`), userId: id };
    })();
    return ok({ token: result.token, user: publicUser(db, result.userId) });
  });

  app.post('/auth/signin', authLimit, async (request) => {
    const body = parse(request, signInBody);
    const user = findAccount(db, body.account);
    const good = body.password !== undefined ? verifyPassword(body.password, user?.password_hash) : !!user && consumeCode(db, body.account, 'signin', body.code!);
    if (!user || !good) throw new ApiError(Code.fail, say(request, 'verify.failed'));
    const token = db.transaction(() => startSession(db, request, user.id, `${body.password !== undefined ? 'password' : 'code'}:${accountColumn(body.account)}`))();
    return ok({ token, user: publicUser(db, user.id) });
  });

  app.post('/auth/signout', async (request) => {
    const user = requireUser(db, request);
    db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?').run(user.session);
    logActivity(db, user.id, 'signout', request);
    return ok(null);
  });

  /** A sign-in code. Answers the same whether or not the account exists (no account probing). */
  app.post('/auth/code', authLimit, async (request) => {
    const { account } = parse(request, accountBody);
    if (findAccount(db, account)) issueCode(db, account, 'signin');
    return ok(null);
  });

  app.post('/auth/forgot', authLimit, async (request) => {
    const { account } = parse(request, accountBody);
    if (findAccount(db, account)) issueCode(db, account, 'reset');
    return ok(null);
  });

  app.post('/auth/reset', authLimit, async (request) => {
    const body = parse(request, resetBody);
    const user = findAccount(db, body.account);
    db.transaction(() => {
      if (!user || !consumeCode(db, body.account, 'reset', body.code)) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'code' });
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(body.password), user.id);
      // A new password ends every other session.
      db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(user.id);
      logActivity(db, user.id, 'password:reset', request);
    })();
    return ok(null);
  });

  app.post('/auth/verify-email', authLimit, async (request) => {
    const body = parse(request, v.object({ account: rules.email, token: rules.verificationCode }));
    const user = findAccount(db, body.account);
    if (!user || !consumeCode(db, body.account, 'verify-email', body.token)) throw new ApiError(Code.fail, say(request, 'verify.failed'));
    db.prepare('UPDATE users SET email_verified = 1 WHERE id = ?').run(user.id);
    return ok({ verified: true });
  });
}

/** What the client may see of a user (spec section 3's user fields). */
export function publicUser(db: Db, id: number): UserInfo {
  const u = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as User;
  const orders = db.prepare("SELECT count(*) AS n, sum(CASE WHEN pay_status = 'unpaid' AND status = 'in_progress' THEN 1 ELSE 0 END) AS unpaid, sum(CASE WHEN pay_status = 'paid' THEN total ELSE 0 END) AS paid FROM orders WHERE user_id = ?").get(id) as { n: number; unpaid: number | null; paid: number | null };
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    nickName: u.nick_name,
    avatar: u.avatar,
    bio: u.bio,
    birthday: u.birthday,
    email: u.email,
    emailVerified: u.email_verified === 1,
    mobile: u.mobile,
    credits: u.credits,
    spendingAmount: orders.paid ?? 0,
    paymentAmount: orders.paid ?? 0,
    unpaidOrderCount: orders.unpaid ?? 0,
    orderCount: orders.n,
    lastLogin: u.last_login,
  };
}
