/**
 * Third-party sign-in, and the QR routes (qr.ts). A built-in test provider at
 * /dev/oauth/authorize stands in for a real one and returns to /auth/oauth with a one-time code.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Hub } from '../realtime.ts';
import { ApiError, Code } from './envelope.ts';
import { now, parse, say } from './context.ts';
import { signedIn } from './auth.ts';
import { startSession } from './auth-flows.ts';
import { consumeCode } from './outbox.ts';
import { qrRoutes } from './qr.ts';

export { QR_LIFETIME_MS } from './qr.ts';
export const OAUTH_TEST_ACCOUNT = 'oauth-tester@example.com';

export async function signInExtraRoutes(app: FastifyInstance, hub: Hub): Promise<void> {
  const { db } = app;
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  await qrRoutes(app, hub);

  app.post('/auth/oauth', limit, async (request, reply) => {
    const body = parse(request, v.object({ provider: v.picklist(['test']), code: v.pipe(v.string(), v.regex(/^\d{6}$/)) }));
    if (!consumeCode(db, OAUTH_TEST_ACCOUNT, 'oauth', body.code)) throw new ApiError(Code.fail, say(request, 'verify.failed'), { field: 'code' });
    const user = db.transaction(() => {
      const found = db.prepare('SELECT id FROM users WHERE email = ?').get(OAUTH_TEST_ACCOUNT) as { id: number } | undefined;
      const id = found?.id ?? (db.prepare("INSERT INTO users (email, first_name, last_name, email_verified, created_at) VALUES (?, 'Test', 'Provider', 1, ?) RETURNING id").get(OAUTH_TEST_ACCOUNT, now()) as { id: number }).id;
      return { id, token: startSession(db, request, id, `oauth:${body.provider}`) };
    })();
    return signedIn(db, request, reply, { token: user.token, userId: user.id });
  });
}
