/** visitor/track (spec section 7) and the newsletter. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from './envelope.ts';
import { callerUser, now, parse, visitorId } from './context.ts';
import { rules } from './rules.ts';

const trackBody = v.object({
  url: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
  referer: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
});

export async function visitorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Sent every 10 s by every open page: a generous limit that still stops a runaway loop.
  app.post('/visitor/track', { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const body = parse(request, trackBody);
    const user = await callerUser(db, request);
    await db.run`INSERT INTO visits (visitor_id, user_id, url, referer, timezone, created_at) VALUES (${visitorId(request) ?? 'anonymous'}, ${user?.id ?? null}, ${body.url}, ${body.referer}, ${body.timezone}, ${now()})`;
    return ok(null);
  });

  app.post('/newsletter/subscribe', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request) => {
    // The e-mail field's own rule and words ('Please enter a valid e-mail address'), as the
    // newsletter form checks it, not the sign-in account's 'Account format error'.
    const { email } = parse(request, v.object({ email: rules.contactEmail }));
    const added = await db.run`INSERT INTO newsletter (email, created_at) VALUES (${email}, ${now()}) ON CONFLICT (email) DO NOTHING`;
    // Still a success (idempotent); `already` lets the form say so instead of "thanks".
    return ok({ subscribed: true, already: added === 0 });
  });
}
