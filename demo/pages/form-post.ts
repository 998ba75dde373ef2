/**
 * What the demo's no-JavaScript form posts share (cart-form.ts, checkout-form.ts,
 * order-lookup-form.ts): the language the post's path names, the way back for a refusal, and
 * the route at its path and under every language prefix.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { LANGUAGE_PREFIXES, languageOf, type Language } from './router.ts';

/**
 * The post's language, from its path's prefix; the page it answers with speaks it (not the
 * browser's Accept-Language). `under` is the prefix as a path start ('' or '/zh').
 */
export function postLanguage(request: FastifyRequest): { language: Language; under: string } {
  const language = languageOf((request.params as { lang?: string }).lang);
  (request.query as Record<string, string>).lang = language.lang;
  return { language, under: language.prefix ? `/${language.prefix}` : '' };
}

/** A same-site page the post came from, for the way back; else `fallback`. */
export function backTo(request: FastifyRequest, fallback: string): string {
  try {
    const referer = new URL(request.headers.referer ?? '');
    return referer.host === request.headers.host ? `${referer.pathname}${referer.search}` : fallback;
  } catch {
    return fallback;
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers a form's POST at `path` and at `/<prefix><path>` for each language prefix (another first segment: not found). */
export function postRoute(app: FastifyInstance, path: string, handler: Handler, options: RouteShorthandOptions = {}): void {
  app.post(path, options, handler);
  app.post(`/:lang${path}`, options, (request, reply) => ((LANGUAGE_PREFIXES as readonly string[]).includes((request.params as { lang?: string }).lang ?? '') ? handler(request, reply) : reply.callNotFound()));
}
