/**
 * The auth pages without JavaScript: each page's fallback form posts (urlencoded) to the page's
 * own address, here, and the same functions as the JSON API decide (demo/api/auth-flows.ts).
 * Success: 303 to the checked redirect with the session in the HttpOnly shop_session cookie,
 * which the page's script trades for the token when it runs (auth/session). Refusal: the page
 * again, in its language, with the message at its field. A post whose Origin is another site is
 * refused; a form that would need the slide check says to wait or turn JavaScript on.
 * The two pages that act on arrival (the third-party sign-in's return, the e-mail link) act here
 * on their GET, so the page drawn needs no script (docs/server-rendering.md).
 */
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from '../api/rate-limit-store.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import * as flows from '../api/auth-flows.ts';
import { sql } from '../db/sql.ts';
import { HashQueueFull } from '../auth/hash-gate.ts';
import { logActivity, parse, revokeSessions, say, sha256 } from '../api/context.ts';
import { ApiError } from '../api/envelope.ts';
import { clearSessionCookie, cookieSession, readCookie, sameOrigin, setSessionCookie } from '../api/session-cookie.ts';
import { oauthSchema, oauthSignIn } from '../api/signin-extra.ts';
import { OAUTH_STATE_COOKIE } from '../../runtime/constants.ts';
import type { OauthReturnData } from '../../widgets/oauth-return/oauth-return.tsx';
import type { VerifyEmailData } from '../../widgets/verify-email/verify-email.tsx';
import { safeRedirect } from '../../runtime/redirect.ts';
import { message } from '../messages.ts';
import { LANGUAGE_PREFIXES, languageOf, type Language } from './router.ts';
import { readSetting, sendPage } from './routes.ts';
import { defaultRouting, type RoutingConfig } from '../seed/defaults.ts';
import { oauth as oauthScreen, verifyDone, verifyEmail as verifyEmailScreen, type FormState } from './screens/auth.ts';
import { word } from './words.ts';

/** What a form may carry: strings only, known names only, nothing long. */
function fields(body: unknown, names: readonly string[]): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const name of names) if (typeof source[name] === 'string') out[name] = (source[name] as string).slice(0, 500);
  return out;
}

const orUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

interface FormContext {
  request: FastifyRequest;
  reply: FastifyReply;
  language: Language;
  /** '' or '/zh' */
  prefix: string;
  href(path: string): string;
  values: Record<string, string>;
}

type FormHandler = (form: FormContext) => unknown;

interface FormSpec {
  /** The names the form posts. */
  names: readonly string[];
  /** The fields shown in the form (a refusal for another field is said above the form). */
  shown: readonly string[];
  /** Kept when the page is shown again (never passwords). */
  keep: readonly string[];
  handle: FormHandler;
}

function signedIn(form: FormContext, started: flows.Started, target: string) {
  setSessionCookie(form.request, form.reply, started.token);
  return form.reply.redirect(target, 303);
}

export async function authFormRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await app.register(formbody, { bodyLimit: 16_384 });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, with the API's: every process on it shares the counts.
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: Math.ceil(context.ttl / 1000) }),
  });
  // A rate-limited form post gets its page back with the catalogue's message, in its language.
  app.setErrorHandler((error: { statusCode?: number; retryAfter?: number }, request, reply) => {
    // (The arrival pages' GETs below are limited too: they spend a code.)
    if (error.statusCode !== 429 || (request.method !== 'POST' && request.method !== 'GET')) throw error;
    const language = languageOf((request.params as { lang?: string }).lang);
    return sendPage(app, request, reply, { status: 429, form: { values: {}, errors: {}, formError: message(language.ui, 'server.tooMany', error.retryAfter) } });
  });

  const forms: Record<string, FormSpec> = {
    signin: {
      names: ['account', 'password', 'redirect'],
      shown: ['account', 'password'],
      keep: ['account', 'redirect'],
      async handle(form) {
        const { values } = form;
        const body = parse(form.request, flows.signInSchema, { account: values.account ?? '', password: values.password ?? '' });
        return signedIn(form, await flows.signIn(db, form.request, body), safeRedirect(values.redirect, form.prefix, form.href(`${await userPath(app)}center`)));
      },
    },
    signup: {
      names: ['firstName', 'lastName', 'account', 'countryCode', 'password', 'terms', 'redirect'],
      shown: ['firstName', 'lastName', 'account', 'countryCode', 'password', 'terms'],
      keep: ['firstName', 'lastName', 'account', 'countryCode', 'terms', 'redirect'],
      async handle(form) {
        const { values } = form;
        const input = { firstName: values.firstName ?? '', lastName: values.lastName ?? '', account: values.account ?? '', countryCode: orUndefined(values.countryCode), password: values.password ?? '', ...(values.terms === 'on' ? { terms: true } : {}) };
        const body = parse(form.request, flows.signUpSchema, input);
        const started = await flows.signUp(db, form.request, body);
        // An e-mail account is asked to check its inbox first, as the element does.
        const fallback = flows.accountColumn(body.account) === 'email' ? `${form.href('auth/verify-prompt')}?account=${encodeURIComponent(body.account)}` : form.href(`${await userPath(app)}center`);
        return signedIn(form, started, safeRedirect(values.redirect, form.prefix, fallback));
      },
    },
    forget: {
      names: ['account', 'countryCode'],
      shown: ['account', 'countryCode'],
      keep: ['account', 'countryCode'],
      async handle(form) {
        const body = parse(form.request, flows.accountSchema, { account: form.values.account ?? '', countryCode: orUndefined(form.values.countryCode) });
        await flows.requestCode(db, form.request, body, 'reset');
        return form.reply.redirect(`${form.href('auth/reset-password')}?account=${encodeURIComponent(body.account)}`, 303);
      },
    },
    'reset-password': {
      names: ['account', 'code', 'password'],
      shown: ['account', 'code', 'password'],
      keep: ['account', 'code'],
      async handle(form) {
        const { values } = form;
        await flows.resetPassword(db, form.request, parse(form.request, flows.resetSchema, { account: values.account ?? '', code: values.code ?? '', password: values.password ?? '' }));
        return form.reply.redirect(`${form.href('auth/signin')}?reset=done`, 303);
      },
    },
    'verify-email': {
      names: ['account', 'token'],
      shown: [],
      keep: [],
      async handle(form) {
        await flows.verifyEmail(db, form.request, parse(form.request, flows.verifyEmailSchema, { account: form.values.account ?? '', token: form.values.token ?? '' }), await pageSession(db, form.request));
        return sendPage(app, form.request, form.reply, { screen: verifyDone });
      },
    },
  };

  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  async function run(request: FastifyRequest, reply: FastifyReply, spec: FormSpec) {
    const language = languageOf((request.params as { lang?: string }).lang);
    const prefix = language.prefix ? `/${language.prefix}` : '';
    // The server's words (say()) follow the page's language, not the browser's Accept-Language.
    (request.query as Record<string, string>).lang = language.lang;
    const values = fields(request.body, spec.names);
    const again = (status: number, state: FormState) => sendPage(app, request, reply, { status, form: state });
    if (!sameOrigin(request)) return again(403, { values: {}, errors: {}, formError: word(language.ui, 'crossSite') });
    const form: FormContext = { request, reply, language, prefix, values, href: (path) => `${prefix}/${path}` };
    try {
      return await spec.handle(form);
    } catch (error) {
      const kept = Object.fromEntries(spec.keep.filter((name) => values[name] !== undefined).map((name) => [name, values[name]!]));
      // Too many password hashes waiting (auth/hash-gate.ts): the form again, 503, try shortly.
      if (error instanceof HashQueueFull) {
        reply.header('Retry-After', String(error.retryAfterS));
        return again(503, { values: kept, errors: {}, formError: message(language.ui, 'server.busy') });
      }
      if (!(error instanceof ApiError)) throw error;
      const data = (error.data ?? {}) as { field?: string; slide?: boolean };
      const atField = data.field !== undefined && spec.shown.includes(data.field);
      // No slide check without JavaScript: the form says how to go on instead of a dead end.
      const slide = data.slide || data.field === 'slide' ? word(language.ui, 'slideNoScript') : undefined;
      const formError = slide ?? (atField ? undefined : error.message);
      // A refusal for the whole address (too many sign-ups) keeps its 429.
      return again(error.status === 429 ? 429 : 422, { values: kept, errors: atField ? { [data.field!]: error.message } : {}, ...(formError ? { formError } : {}) });
    }
  }

  for (const [screen, spec] of Object.entries(forms)) {
    app.post(`/auth/${screen}`, limit, (request, reply) => run(request, reply, spec));
    app.post(`/:lang/auth/${screen}`, limit, (request, reply) => (isPrefix(request) ? run(request, reply, spec) : reply.callNotFound()));
  }

  /**
   * Arrival pages: what the browser would do on arrival, done here, so the page the server draws
   * needs no script (its element waits for use, loading="interaction"). A plain GET only: the
   * shell's route request (?request=route) and HEAD (a link checker) draw the page as it is and
   * act on nothing.
   */
  const arrival = (handle: (request: FastifyRequest, reply: FastifyReply, language: Language, query: Record<string, string | undefined>) => unknown) => {
    const route = (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, string | undefined>;
      if (query.request === 'route') return sendPage(app, request, reply);
      const language = languageOf((request.params as { lang?: string }).lang);
      // The server's words (say()) follow the page's language, not the browser's Accept-Language.
      (request.query as Record<string, string>).lang = language.lang;
      reply.header('Cache-Control', 'no-store');
      return handle(request, reply, language, query);
    };
    return { route, prefixed: (request: FastifyRequest, reply: FastifyReply) => (isPrefix(request) ? route(request, reply) : sendPage(app, request, reply)) };
  };
  const arrivals: Record<string, ReturnType<typeof arrival>> = {
    /**
     * The third-party sign-in's return (the provider sends the browser here): with the state
     * this browser left with (the shop_oauth_state cookie, runtime/auth.ts), the code is traded
     * for a session by the API's own function, the session goes in the HttpOnly cookie, and the
     * shopper goes on (303) to the checked redirect, drawn signed in. Else the element's refusal
     * or failure, and nothing is traded.
     */
    oauth: arrival(async (request, reply, language, query) => {
      const prefix = language.prefix ? `/${language.prefix}` : '';
      const expected = readCookie(request, OAUTH_STATE_COOKIE);
      if (expected !== undefined) reply.header('Set-Cookie', `${OAUTH_STATE_COOKIE}=; Max-Age=0; SameSite=Lax; Path=/${request.protocol === 'https' ? '; Secure' : ''}`);
      const outcome = (data: OauthReturnData) => sendPage(app, request, reply, { screen: (ctx) => oauthScreen(ctx, data) });
      if (!expected || !query.state || expected !== query.state) return outcome({ outcome: 'refused' });
      const body = v.safeParse(oauthSchema, { provider: query.provider || 'test', code: query.code ?? '' });
      if (!body.success) return outcome({ outcome: 'failed' });
      let started: flows.Started;
      try {
        started = await oauthSignIn(db, request, body.output);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return outcome({ outcome: 'failed', message: error.message });
      }
      setSessionCookie(request, reply, started.token);
      return reply.redirect(safeRedirect(query.redirect, prefix, `${prefix}/${(await userPath(app)).replace(/^\/+/, '')}center`), 303);
    }),
    /**
     * The e-mail link, opened in the browser signed in to that account (the shopper who signed up
     * here): checked here by the API's own function, and the element drawn with the answer. A
     * link used already for an account that is verified says success. Anyone else (another
     * browser, or an e-mail scanner, which runs no script) gets the element that checks the link
     * in the browser: a GET must not prove the account for them, since the first proof ends the
     * account's other sessions and drops a password set before it (pre-hijacking), and a
     * scanner's visit would sign the shopper out of the account they just made.
     */
    'verify-email': arrival(async (request, reply, _language, query) => {
      const outcome = (data: VerifyEmailData | undefined) => sendPage(app, request, reply, { screen: (ctx) => verifyEmailScreen(ctx, data) });
      // No account or token: the element says the link is incomplete by itself.
      if (!query.account?.trim() || !query.token?.trim()) return outcome({});
      const body = v.safeParse(flows.verifyEmailSchema, { account: query.account.trim(), token: query.token.trim() });
      if (!body.success) return outcome({ formError: say(request, 'verify.failed') });
      const own = await pageSession(db, request);
      if (!own || (await flows.findAccount(db, body.output.account))?.id !== own.id) return outcome(undefined);
      try {
        await flows.verifyEmail(db, request, body.output, own);
        return await outcome({ verified: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return outcome((await flows.linkUsedAndVerified(db, body.output)) ? { verified: true } : { formError: error.message });
      }
    }),
  };
  for (const [screen, { route, prefixed }] of Object.entries(arrivals)) {
    // No HEAD twin: HEAD goes to the catch-all page route, which spends nothing.
    app.get(`/auth/${screen}`, { ...limit, exposeHeadRoute: false }, route);
    app.get(`/:lang/auth/${screen}`, { ...limit, exposeHeadRoute: false }, prefixed);
  }

  /** The header's sign-out form (a no-JavaScript session): the session ends, the cookie goes. */
  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf((request.params as { lang?: string }).lang);
    if (!sameOrigin(request)) return sendPage(app, request, reply, { status: 403, form: { values: {}, errors: {}, formError: word(language.ui, 'crossSite') } });
    const session = await cookieSession(db, request);
    if (session) {
      app.hub.closeSessions(await revokeSessions(db, sql`token = ${sha256(session.token)}`));
      await logActivity(db, session.userId, 'signout', request);
    }
    clearSessionCookie(request, reply);
    return reply.redirect(`${language.prefix ? `/${language.prefix}` : ''}/`, 303);
  };
  app.post('/auth/signout', signOut);
  app.post('/:lang/auth/signout', (request, reply) => (isPrefix(request) ? signOut(request, reply) : reply.callNotFound()));
}

/** The page's shopper by the shop_session cookie, as flows.verifyEmail names its caller: the session that opened the link. */
async function pageSession(db: FastifyInstance['db'], request: FastifyRequest): Promise<{ id: number; session: string } | null> {
  const session = await cookieSession(db, request);
  return session ? { id: session.userId, session: sha256(session.token) } : null;
}

const isPrefix = (request: FastifyRequest) => (LANGUAGE_PREFIXES as readonly string[]).includes((request.params as { lang?: string }).lang ?? '');

const userPath = async (app: FastifyInstance) => (await readSetting<RoutingConfig>(app, 'routing', defaultRouting)).userPath;
