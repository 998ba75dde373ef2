/**
 * The shop for pages on other sites (issue 23; docs/runtime.md, "Embedding on another site"):
 * a page elsewhere loads the bundle from /dist/ and talks to /api/web and /ws/message here.
 * - /dist/ is public code: any site may load it (a module script is fetched with CORS).
 * - /api/web answers across sites only to the origins the shop allows (`allowedOrigins`; npm
 *   start: ALLOWED_ORIGINS, comma-separated), preflight included, with the headers the runtime
 *   sends (x-auth, x-visitor-id). No credentials: the token travels in x-auth from the embedding
 *   page's storage, never in a cookie, so a site the shop did not allow cannot use a shopper's
 *   session, and one it allowed needs none.
 * - The socket's Origin check follows the same list (socket.ts).
 * @fastify/cors: the framework's own plugin (preflight, Vary: Origin), small and maintained.
 */
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER, VISITOR_HEADER } from '../runtime/constants.ts';

/** An allowed origin as written (`https://blog.example`), checked: anything else is refused at start. */
export function allowedOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`allowedOrigins (ALLOWED_ORIGINS) takes origins such as https://blog.example, not "${value}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`allowedOrigins (ALLOWED_ORIGINS) takes origins (scheme, host and port only) such as https://blog.example, not "${value}".`);
  }
  return url.origin;
}

/** Called on the root instance (not registered as a plugin of its own): its hooks cover every route. */
export async function allowCrossOrigin(app: FastifyInstance, allowed: ReadonlySet<string>): Promise<void> {
  await app.register(fastifyCors, {
    // Per request: the API to the allowed origins; every other path is left as it is.
    delegator: (request, callback) => {
      const api = request.url.startsWith('/api/web/');
      callback(null, {
        origin: api ? [...allowed] : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', AUTH_HEADER, VISITOR_HEADER, 'accept-language'],
        credentials: false,
        maxAge: 600,
      });
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/dist/')) reply.header('Access-Control-Allow-Origin', '*');
  });
}
