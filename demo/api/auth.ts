/**
 * Sign-up, sign-in (password or one-time code, by e-mail or mobile), sign-out, codes, forgotten
 * and reset passwords, e-mail verification and the cookie pickup. Tokens are random, handed
 * out once and stored only as a hash, with the session's IP, device and method (the security
 * screen lists them). The rules live in auth-flows.ts, shared with the no-JavaScript forms.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import type { UserInfo } from '../../runtime/api/types.ts';
import { ApiError, Code, ok } from './envelope.ts';
import { logActivity, parse, requireUser, revokeSessions, say, sha256, type User } from './context.ts';
import * as flows from './auth-flows.ts';
import { clearSessionCookie, cookieSession, FORM_TYPES, sameOrigin, setSessionCookie } from './session-cookie.ts';

export { findAccount, startSession } from './auth-flows.ts';


export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Per IP and route: slows password guessing and code spraying.
  const authLimit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  app.post('/auth/signup', authLimit, async (request, reply) => {
    const started = await flows.signUp(db, request, parse(request, flows.signUpSchema));
    return signedIn(db, request, reply, started);
  });

  app.post('/auth/signin', authLimit, async (request, reply) => {
    const started = await flows.signIn(db, request, parse(request, flows.signInSchema));
    return signedIn(db, request, reply, started);
  });

  app.post('/auth/signout', async (request, reply) => {
    const user = await requireUser(db, request);
    app.hub.closeSessions(await revokeSessions(db, sql`token = ${user.session}`));
    await logActivity(db, user.id, 'signout', request);
    clearSessionCookie(request, reply);
    return ok(null);
  });

  /** A sign-in code. Answers the same whether or not the account exists (no account probing). */
  app.post('/auth/code', authLimit, async (request) => {
    await flows.requestCode(db, request, parse(request, flows.accountSchema), 'signin');
    return ok(null);
  });

  app.post('/auth/forgot', authLimit, async (request) => {
    await flows.requestCode(db, request, parse(request, flows.accountSchema), 'reset');
    return ok(null);
  });

  app.post('/auth/reset', authLimit, async (request) => {
    await flows.resetPassword(db, request, parse(request, flows.resetSchema));
    return ok(null);
  });

  app.post('/auth/verify-email', authLimit, async (request) => {
    await flows.verifyEmail(db, request, parse(request, flows.verifyEmailSchema));
    return ok({ verified: true });
  });

  /** A new verification link for the signed-in shopper's e-mail (none when there is no e-mail or it is verified). */
  app.post('/auth/verify/resend', authLimit, async (request) => {
    const user = await requireUser(db, request);
    if (user.email && user.email_verified !== 1) await flows.sendVerificationLink(db, user.email);
    return ok(null);
  });

  /**
   * The cookie pickup: a page whose script holds no token while the shop_session cookie stands
   * for a live session (a no-JavaScript sign-in, or storage the shopper cleared) trades it for
   * {token, user}: the same session, one credential. Only a script's POST: a body a cross-site
   * form could send, or another Origin, is refused. A dead session's cookie is cleared.
   */
  app.post('/auth/session', async (request, reply) => {
    const type = request.headers['content-type'] ?? '';
    if (FORM_TYPES.test(type) || !sameOrigin(request)) throw new ApiError(Code.fail, say(request, 'http.authorization'));
    const session = await cookieSession(db, request);
    if (!session) {
      clearSessionCookie(request, reply);
      throw new ApiError(Code.fail, say(request, 'http.loginError'));
    }
    return ok({ token: session.token, user: await publicUser(db, session.userId) });
  });
}

/** The answer to any sign-in: {token, user}, and the page cookie for the same session. */
export async function signedIn(db: Db, request: FastifyRequest, reply: FastifyReply, started: { token: string; userId: number }) {
  setSessionCookie(request, reply, started.token);
  return ok({ token: started.token, user: await publicUser(db, started.userId) });
}

/** What the client may see of a user (spec section 3's user fields). */
export async function publicUser(db: Db, id: number): Promise<UserInfo> {
  const u = (await db.row<User>`SELECT * FROM users WHERE id = ${id}`)!;
  const orders = (await db.row<{ n: number; unpaid: number | null; paid: number | null }>`SELECT count(*) AS n, sum(CASE WHEN pay_status = 'unpaid' AND status = 'in_progress' THEN 1 ELSE 0 END) AS unpaid, sum(CASE WHEN pay_status = 'paid' THEN total ELSE 0 END) AS paid FROM orders WHERE user_id = ${id}`)!;
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
