/**
 * The account rules, once: sign-up, sign-in, code requests, password reset and e-mail
 * verification as functions of (database, request, input). The JSON API (demo/api/auth.ts) and
 * the no-JavaScript page forms (demo/pages/auth-forms.ts) both call these, so a form post and
 * an API call are refused for the same reasons, counted against the same limits and answered
 * in the same words. A refusal is an ApiError with data {field, slide?}.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Db } from '../db/database.ts';
import { sql } from '../db/sql.ts';
import { mergeGuestCart } from './cart.ts';
import { currentUser, logActivity, now, revokeSessions, say, sha256, visitorId, type User } from './context.ts';
import { ApiError, Code } from './envelope.ts';
import { attemptCount, attemptKeys, clearAccountAttempts, needsSlide, passwordBackoffMs, recordAttempt } from './attempts.ts';
import { codeHash, consumeCode, deliver, issueCode, mailLink } from './outbox.ts';
import { rules } from './rules.ts';
import { requireSlide } from './slide.ts';

export const MIN_PASSWORD = 8;
/** Wrong reset codes an account may send before its outstanding reset code is void. */
export const RESET_TRIES = 5;

const newPassword = v.pipe(rules.password, v.minLength(MIN_PASSWORD, rules.message('server.passwordLength', String(MIN_PASSWORD))));
const countryCode = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(8)));
const slide = v.optional(v.pipe(v.string(), v.maxLength(200)));

/**
 * E-mail addresses are one account whatever their case (`Mei@Example.com` is `mei@example.com`):
 * folded to lower case as they come in, stored so, and looked up so. Mobile numbers are digits.
 */
export const foldAccount = (account: string): string => (rules.isEmail(account) ? account.toLowerCase() : account);
/** The sign-in account rule, folded: what every server schema that names an account uses. */
export const accountRule = v.pipe(rules.account, v.transform(foldAccount));
export const emailRule = v.pipe(rules.email, v.transform((email: string) => email.toLowerCase()));

export const signUpSchema = v.pipe(
  v.object({
    firstName: v.pipe(rules.firstName, v.maxLength(60)),
    lastName: v.pipe(rules.lastName, v.maxLength(60)),
    account: accountRule,
    countryCode,
    password: newPassword,
    terms: v.literal(true, rules.message('server.termsRequired')),
    slide,
  }),
  // A mobile number means nothing without its country.
  v.forward(v.check((input) => !rules.isMobile(input.account) || !!input.countryCode, rules.message('validation.countryCodeRequired')), ['countryCode']),
);
/** A password or a one-time code; with neither, the password is what is missing. */
export const signInSchema = v.pipe(
  v.object({ account: accountRule, countryCode, password: v.optional(rules.password), code: v.optional(rules.verificationCode), slide }),
  v.forward(v.check((input) => input.password !== undefined || input.code !== undefined, rules.message('validation.passwordRequired')), ['password']),
);
export const accountSchema = v.object({ account: accountRule, countryCode, slide });
export const resetSchema = v.object({ account: accountRule, countryCode, code: rules.verificationCode, password: newPassword });
export const verifyEmailSchema = v.object({ account: emailRule, token: rules.verificationCode });

export type SignUpInput = v.InferOutput<typeof signUpSchema>;
export type SignInInput = v.InferOutput<typeof signInSchema>;
export type AccountInput = v.InferOutput<typeof accountSchema>;
export type ResetInput = v.InferOutput<typeof resetSchema>;

export const accountColumn = (account: string) => (rules.isEmail(account) ? 'email' : 'mobile');

/**
 * The account an e-mail or mobile number names. E-mails match case-folded (users_email_folded
 * index): rows stored before folding are found too, the oldest first.
 */
export async function findAccount(db: Db, account: string): Promise<User | undefined> {
  if (accountColumn(account) === 'email') return db.row<User>`SELECT * FROM users WHERE lower(email) = ${foldAccount(account)} ORDER BY id LIMIT 1`;
  return db.row<User>`SELECT * FROM users WHERE mobile = ${account}`;
}

/**
 * Starts a session and returns its token; the guest cart (by visitor id) joins the account's.
 * The caller hands the token to the browser (the API's answer, or a no-JavaScript form's
 * cookie) and sets the shop_session cookie for it (session-cookie.ts).
 */
export async function startSession(db: Db, request: FastifyRequest, userId: number, method: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const device = String(request.headers['user-agent'] ?? 'unknown').slice(0, 200);
  await db.run`INSERT INTO sessions (token, user_id, ip, device, method, created_at) VALUES (${sha256(token)}, ${userId}, ${request.ip}, ${device}, ${method}, ${now()})`;
  await db.run`UPDATE users SET last_login = ${now()} WHERE id = ${userId}`;
  await logActivity(db, userId, `signin:${method}`, request);
  const visitor = visitorId(request);
  if (visitor) await mergeGuestCart(db, visitor, userId);
  return token;
}

export interface Started {
  token: string;
  userId: number;
}

const slideFlag = (needed: boolean) => (needed ? { slide: true } : {});

/**
 * Accounts one address may open a minute, by every route together (the API and the two sign-up
 * forms each had their own route limit, so one address opened 30 a minute and flooded a product's
 * ratings). Counted from the sign-ups recorded in the activity log: one count, whichever route
 * and whichever process served it. The demo's auth rate limit (ServerOptions.authRateLimit).
 */
async function refuseSignUpFlood(db: Db, request: FastifyRequest): Promise<void> {
  const since = new Date(Date.now() - 60_000).toISOString();
  const first = (await db.row<{ at: string | null; n: number }>`SELECT min(created_at) AS at, count(*) AS n FROM activity WHERE ip = ${request.ip} AND action LIKE 'signin:signup:%' AND created_at > ${since}`)!;
  if (first.n < request.server.authRateLimit) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(first.at!) + 60_000 - Date.now()) / 1000));
  throw new ApiError(Code.fullFail, say(request, 'server.tooMany', seconds), null, 429);
}

/**
 * Whether `error` is the users table's UNIQUE e-mail or mobile refusing a second account
 * (SQLite's message names the column; PostgreSQL's error names the constraint, users_email_key).
 */
function accountTaken(error: unknown): boolean {
  const { code, message, constraint } = (error ?? {}) as { code?: string; message?: string; constraint?: string };
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return /\busers\.(email|mobile)\b/.test(message ?? '');
  return code === '23505' && /^users_(email|mobile)_/.test(constraint ?? '');
}

export async function signUp(db: Db, request: FastifyRequest, body: SignUpInput): Promise<Started> {
  await refuseSignUpFlood(db, request);
  // Sign-up says when an account is taken: probing for accounts that way needs the slide too.
  const keys = attemptKeys(request);
  await requireSlide(db, request, body.slide, await needsSlide(db, 'signup', keys), body.account);
  // Hashed first (off the event loop, in the gate's turns): nothing but queries is awaited in the
  // transaction below.
  const passwordHash = await request.server.passwords.hash(body.password);
  const column = accountColumn(body.account);
  let started: Started | undefined;
  try {
    // The check and the insert in one transaction: two sign-ups for one account cannot both pass
    // the check. Should one still get past it (a database that does not hold the write lock for
    // the transaction), the UNIQUE e-mail or mobile refuses its insert, answered as taken below.
    started = await db.tx(async (t) => {
      if (await findAccount(t, body.account)) return undefined;
      const { id } = (await t.row<{ id: number }>`INSERT INTO users (${sql.raw(column)}, mobile_country_code, first_name, last_name, password_hash, created_at) VALUES (${body.account}, ${column === 'mobile' ? body.countryCode ?? '' : ''}, ${body.firstName}, ${body.lastName}, ${passwordHash}, ${now()}) RETURNING id`)!;
      if (column === 'email') await sendVerificationLink(t, body.account);
      return { token: await startSession(t, request, id, `signup:${column}`), userId: id };
    });
  } catch (error) {
    if (!accountTaken(error)) throw error;
  }
  if (started) return started;
  await recordAttempt(db, 'signup', keys);
  throw new ApiError(Code.fail, say(request, 'server.accountExists'), { field: 'account', ...slideFlag(await needsSlide(db, 'signup', keys)) });
}

/**
 * A code sent to the account's e-mail or mobile number came back: that inbox or phone is the
 * owner's. Until then anyone could have signed up with it (pre-hijacking: an attacker signs up
 * with the victim's address, and keeps a session and a password once the victim uses the
 * account). So the first proof of an account ends every session of it, but `keep` (a session of
 * the same account the proof came from: whoever holds it also holds the code), and drops the
 * password set at sign-up unless `keep` vouches for it; the owner sets their own with a reset
 * code. Later proofs change nothing: the flag is set only where it is still 0, so of two proofs
 * at once only one ends sessions. Returns the ended sessions' hashes, for the caller to close
 * their sockets once the transaction commits.
 */
async function proveAccount(db: Db, request: FastifyRequest, user: User, column: 'email' | 'mobile', keep?: string): Promise<string[]> {
  if (user[`${column}_verified`] === 1) return [];
  const verified = sql.raw(`${column}_verified`);
  const proven = await db.run`UPDATE users SET ${verified} = 1${keep ? sql`` : sql`, password_hash = NULL`} WHERE id = ${user.id} AND ${verified} = 0`;
  if (proven === 0) return [];
  const ended = await revokeSessions(db, keep ? sql`user_id = ${user.id} AND token <> ${keep}` : sql`user_id = ${user.id}`);
  await logActivity(db, user.id, `${column}:proven${ended.length ? `:ended-${ended.length}` : ''}${keep ? '' : ':password-dropped'}`, request);
  return ended;
}

export async function sendVerificationLink(db: Db, email: string): Promise<void> {
  const code = await issueCode(db, email, 'verify-email');
  await deliver(db, email, 'Verify your e-mail', `Open ${mailLink(db, `/auth/verify-email?token=${code}&account=${encodeURIComponent(email)}`)}`);
}

/**
 * Sign-in by password or one-time code. Wrong account, password or code: the same message for
 * unknown and known accounts, at the password (or code) field. After FREE_ATTEMPTS failures
 * for the account or the IP, a slide pass is needed.
 */
export async function signIn(db: Db, request: FastifyRequest, body: SignInInput): Promise<Started> {
  const keys = attemptKeys(request, body.account);
  const byPassword = body.password !== undefined;
  // Before the slide check and the hash: a wait spends no pass and costs no scrypt work.
  const wait = byPassword ? await passwordBackoffMs(db, body.account) : 0;
  if (wait > 0) throw new ApiError(Code.fullFail, say(request, 'server.tooMany', Math.ceil(wait / 1000)), { field: 'password' }, 429);
  await requireSlide(db, request, body.slide, await needsSlide(db, 'signin', keys), body.account);
  const user = await findAccount(db, body.account);
  // An unknown account (or one without a password) costs the same scrypt work as a known one,
  // in the same turns: the time taken tells nothing.
  const good = byPassword ? (await request.server.passwords.verify(body.password!, user?.password_hash ?? (await request.server.passwords.standIn))) && !!user?.password_hash : !!user && (await consumeCode(db, body.account, 'signin', body.code!));
  if (!user || !good) {
    await recordAttempt(db, 'signin', keys);
    if (byPassword) await recordAttempt(db, 'password', keys.slice(1));
    throw new ApiError(Code.fail, say(request, byPassword ? 'server.wrongCredentials' : 'server.wrongCode'), { field: byPassword ? 'password' : 'code', ...slideFlag(await needsSlide(db, 'signin', keys)) });
  }
  await clearAccountAttempts(db, 'signin', body.account);
  await clearAccountAttempts(db, 'password', body.account);
  // A hash made with older parameters is replaced now that the password is known to be right
  // (unless the password changed meanwhile).
  if (byPassword && request.server.passwords.needsRehash(user.password_hash)) {
    const fresh = await request.server.passwords.hash(body.password!);
    await db.run`UPDATE users SET password_hash = ${fresh} WHERE id = ${user.id} AND password_hash = ${user.password_hash}`;
  }
  const method = `${byPassword ? 'password' : 'code'}:${accountColumn(body.account)}`;
  const { token, ended } = await db.tx(async (t) => {
    const ended = byPassword ? [] : await proveAccount(t, request, user, accountColumn(body.account));
    return { token: await startSession(t, request, user.id, method), ended };
  });
  request.server.hub.closeSessions(ended);
  return { token, userId: user.id };
}

/**
 * A sign-in or reset code. Answers the same whether or not the account exists; after
 * FREE_ATTEMPTS requests for the account or from the IP, each further one needs a slide pass.
 */
export async function requestCode(db: Db, request: FastifyRequest, body: AccountInput, purpose: 'signin' | 'reset'): Promise<void> {
  const keys = attemptKeys(request, body.account);
  // The count, the pass and the request counted in one transaction: requests sent at once cannot
  // all pass on the same count.
  await db.tx(async (t) => {
    await requireSlide(t, request, body.slide, await needsSlide(t, 'code', keys), body.account);
    await recordAttempt(t, 'code', keys);
  });
  if (await findAccount(db, body.account)) await issueCode(db, body.account, purpose);
}

/** A new password with the mailed code; every session of the account ends. */
export async function resetPassword(db: Db, request: FastifyRequest, body: ResetInput): Promise<void> {
  const user = await findAccount(db, body.account);
  if (!user || !(await consumeCode(db, body.account, 'reset', body.code))) {
    const keys = attemptKeys(request, body.account);
    await recordAttempt(db, 'reset', keys);
    // Guessing a six-digit code: the code itself is void after MAX_CODE_TRIES wrong ones
    // (outbox.ts); the account's wrong ones are counted over the window as well, and past
    // RESET_TRIES each further wrong one voids whatever reset code is outstanding.
    if ((await attemptCount(db, 'reset', keys.slice(1))) >= RESET_TRIES) await db.run`UPDATE codes SET used = 1 WHERE target = ${body.account} AND purpose = 'reset'`;
    throw new ApiError(Code.fail, say(request, 'server.wrongCode'), { field: 'code' });
  }
  // The code is spent already: hashing (off the event loop, and before the transaction, which
  // awaits nothing but queries) cannot let it be used twice.
  const passwordHash = await request.server.passwords.hash(body.password);
  const ended = await db.tx(async (t) => {
    await t.run`UPDATE users SET password_hash = ${passwordHash}, ${sql.raw(`${accountColumn(body.account)}_verified`)} = 1 WHERE id = ${user.id}`;
    const ended = await revokeSessions(t, sql`user_id = ${user.id}`);
    await logActivity(t, user.id, 'password:reset', request);
    return ended;
  });
  request.server.hub.closeSessions(ended);
  await clearAccountAttempts(db, 'signin', body.account);
  await clearAccountAttempts(db, 'password', body.account);
}

/**
 * Checks an e-mail verification link. `own` is the session the link was opened with (the API's
 * x-auth caller when not given; a page's shop_session cookie, demo/pages/auth-forms.ts): when it
 * is the account's own, the first proof keeps that session and its password (proveAccount).
 */
export async function verifyEmail(db: Db, request: FastifyRequest, body: v.InferOutput<typeof verifyEmailSchema>, own?: { id: number; session: string } | null): Promise<void> {
  const caller = own === undefined ? await currentUser(db, request) : own;
  const user = await findAccount(db, body.account);
  if (!user || !(await consumeCode(db, body.account, 'verify-email', body.token))) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'token' });
  // Opened signed in to this account: that session holds the link and the password both.
  const ended = await db.tx((t) => proveAccount(t, request, user, 'email', caller?.id === user.id ? caller.session : undefined));
  request.server.hub.closeSessions(ended);
}

/**
 * True when `token` is a link of this account that was used already and the account's e-mail is
 * verified: the link did its work (an e-mail scanner may have opened it before the shopper did).
 * Nothing is spent or counted; a wrong token is false.
 */
export async function linkUsedAndVerified(db: Db, body: v.InferOutput<typeof verifyEmailSchema>): Promise<boolean> {
  const user = await findAccount(db, body.account);
  if (!user || user.email_verified !== 1) return false;
  return (await db.row`SELECT 1 FROM codes WHERE target = ${body.account} AND purpose = 'verify-email' AND used = 1 AND code = ${codeHash(body.account, 'verify-email', body.token)}`) !== undefined;
}
