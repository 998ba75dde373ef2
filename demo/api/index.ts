/**
 * The API under /api/web: every answer is the {code, msg, data} envelope, refusals included.
 * Plugins: @fastify/rate-limit (per-route limits on sign-in and code requests, counted in the
 * database: rate-limit-store.ts), @fastify/multipart
 * (avatar and inquiry uploads, streamed with a size cap).
 */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HashQueueFull } from '../auth/hash-gate.ts';
import { isDatabaseBusy } from '../db/database.ts';
import type { Hub } from '../realtime.ts';
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.ts';
import { catalogRoutes } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { ApiError, Code } from './envelope.ts';
import { favoriteRoutes } from './favorite.ts';
import { inquiryRoutes } from './inquiry.ts';
import { orderRoutes } from './orders.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { returnRoutes } from './returns.ts';
import { signInExtraRoutes } from './signin-extra.ts';
import { slideRoutes } from './slide.ts';
import { say } from './context.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from './uploads.ts';
import { userRoutes } from './user.ts';
import { visitorRoutes } from './visitor.ts';

export async function apiRoutes(app: FastifyInstance, options: { hub: Hub }): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every server process on it shares the counts (rate-limit-store.ts).
    store: databaseRateLimitStore(app.db),
    errorResponseBuilder: (request, context) => ({ statusCode: 429, code: Code.fullFail, msg: say(request, 'server.tooMany', Math.ceil(context.ttl / 1000)), data: null }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 6, fields: 10, fieldSize: 10_000 } });

  app.setErrorHandler((error: FastifyError | ApiError | { statusCode: number; code: number; msg: string }, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send({ code: error.code, msg: error.message, data: error.data });
    // Another connection holds the database's write lock (db/database.ts): refused quickly, not a fault.
    if (isDatabaseBusy(error)) return reply.code(503).header('Retry-After', '1').send({ code: Code.fullFail, msg: say(request, 'server.busy'), data: null });
    // Too many password hashes waiting, or the server is draining (auth/hash-gate.ts): the same "busy".
    if (error instanceof HashQueueFull) return reply.code(503).header('Retry-After', String(error.retryAfterS)).send({ code: Code.fullFail, msg: say(request, 'server.busy'), data: null });
    if ('msg' in error && error.statusCode === 429) return reply.code(429).send({ code: error.code, msg: error.msg, data: null });
    const fastifyError = error as FastifyError;
    // Routes read their files through readImageForm (uploads.ts), which words these itself;
    // this is the net for any other multipart reader.
    if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(200).send({ code: Code.fail, msg: say(request, 'server.imageTooLarge', MAX_IMAGE_MB), data: { field: (error as { part?: { fieldname?: string } }).part?.fieldname ?? 'file' } });
    if (fastifyError.statusCode && fastifyError.statusCode < 500) return reply.code(200).send({ code: Code.fail, msg: fastifyError.message, data: null });
    request.log.error(error);
    return reply.code(500).send({ code: Code.error, msg: 'An unknown error occurred.', data: null });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: Code.fail, msg: 'No such endpoint', data: null }));
  // Without this, a GET under /api/web would fall through to the page catch-all.
  app.get('/*', async (_request, reply) => reply.code(404).send({ code: Code.fail, msg: 'No such endpoint', data: null }));

  await visitorRoutes(app);
  await authRoutes(app);
  await slideRoutes(app);
  await userRoutes(app);
  await favoriteRoutes(app);
  await catalogRoutes(app);
  await cartRoutes(app, options.hub);
  await checkoutRoutes(app);
  await orderRoutes(app, options.hub);
  await returnRoutes(app, options.hub);
  await inquiryRoutes(app);
  await signInExtraRoutes(app, options.hub);
}
