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

/**
 * The API's part: registered inside the /api/web scope (server.ts), so only the API's answers
 * (and its preflights) carry CORS headers and Vary: Origin; the rest of the site is untouched.
 */
export async function allowApiAcrossSites(api: FastifyInstance, allowed: ReadonlySet<string>): Promise<void> {
  await api.register(fastifyCors, {
    origin: [...allowed],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', AUTH_HEADER, VISITOR_HEADER, 'accept-language'],
    credentials: false,
    maxAge: 600,
  });
}

/** The bundle's part, on the root instance: any site may load /dist/ (a module script is fetched with CORS). */
export function shareBundle(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/dist/')) reply.header('Access-Control-Allow-Origin', '*');
  });
}
