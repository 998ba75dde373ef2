/**
 * Third-party sign-in, and the QR routes (qr.ts). A built-in test provider at
 * /dev/oauth/authorize stands in for a real one and returns to /auth/oauth with a one-time code.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Hub } from '../realtime.ts';
import { ApiError, Code } from './envelope.ts';
import { now, parse, say } from './context.ts';
import { signedIn } from './auth.ts';
import { startSession, type Started } from './auth-flows.ts';
import type { Db } from '../db/database.ts';
import { consumeCode } from './outbox.ts';
import { qrRoutes } from './qr.ts';

export { QR_LIFETIME_MS } from './qr.ts';
export const OAUTH_TEST_ACCOUNT = 'oauth-tester@example.com';

export async function signInExtraRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  await qrRoutes(app, hub);

  app.post('/auth/oauth', limit, async (request, reply) => {
    const body = parse(request, oauthSchema);
    return signedIn(db, request, reply, await oauthSignIn(db, request, body));
  });
}

export const oauthSchema = v.object({ provider: v.picklist(['test']), code: v.pipe(v.string(), v.regex(/^\d{6}$/)) });

/**
 * Trades a provider's one-time code for a session of the account it names (the test provider's
 * account, made on first use). A wrong or spent code: 'Verification failed'. The API's auth/oauth
 * answers with it, and the demo's return page calls it in-process (demo/pages/auth-forms.ts).
 */
export async function oauthSignIn(db: Db, request: FastifyRequest, body: v.InferOutput<typeof oauthSchema>): Promise<Started> {
  if (!(await consumeCode(db, OAUTH_TEST_ACCOUNT, 'oauth', body.code))) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'code' });
  return db.tx(async (t) => {
    // Made on first use: the insert does nothing when the account is there, so two first uses
    // at once make one account (the UNIQUE e-mail decides, not a read before the write).
    await t.run`INSERT INTO users (email, first_name, last_name, email_verified, created_at) VALUES (${OAUTH_TEST_ACCOUNT}, 'Test', 'Provider', 1, ${now()}) ON CONFLICT (email) DO NOTHING`;
    const { id } = (await t.row<{ id: number }>`SELECT id FROM users WHERE email = ${OAUTH_TEST_ACCOUNT}`)!;
    return { token: await startSession(t, request, id, `oauth:${body.provider}`), userId: id };
  });
}
