/**
 * Text with a NUL character (U+0000) is refused as it arrives, in a query, a path or a body:
 * PostgreSQL cannot store it in text (error 22021, which would surface as a 500) while SQLite
 * can, so the shop answers the same on both databases, and says what is wrong. The API answers
 * code 40 with the field; a page answers 400 with the same words. Multipart fields are read by
 * the route itself (api/uploads.ts readImageForm), which checks them with `hasNul`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from './api/envelope.ts';
import { say } from './api/context.ts';
import { message } from './messages.ts';
import { languageOf } from './pages/router.ts';

export const hasNul = (text: string) => text.includes('\u0000');

/**
 * The path (`a.b.0`) of the first string, or object key, holding a NUL, or undefined. Walked
 * with a list, not by recursion: a body nested a hundred thousand levels deep (1 MB of `[`)
 * must not overflow the stack.
 */
export function nulAt(value: unknown): string | undefined {
  type Step = { value: unknown; key?: string; parent?: Step };
  const pathOf = (step: Step, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || 'body';
  };
  const pending: Step[] = [{ value }];
  while (pending.length) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (hasNul(step.value)) return pathOf(step);
      continue;
    }
    if (step.value === null || typeof step.value !== 'object') continue;
    // Reversed onto the list, so the first key is looked at first.
    for (const [key, inner] of Object.entries(step.value).reverse()) {
      if (hasNul(key)) return pathOf(step, key);
      pending.push({ value: inner, key, parent: step });
    }
  }
  return undefined;
}

/** The refusal for a NUL at `field`, in the request's language. */
export const nulRefusal = (request: FastifyRequest, field: string) => new ApiError(Code.fail, say(request, 'server.nulCharacter'), { field });

export function refuseNulText(app: FastifyInstance): void {
  // preValidation: the body is parsed by then (multipart bodies excepted, see above).
  app.addHook('preValidation', async (request, reply) => {
    const field = nulAt(request.params) ?? nulAt(request.query) ?? nulAt(request.body);
    if (field === undefined) return undefined;
    // Only /api/web answers envelopes (its scope's error handler); any other address is a page's.
    if (request.url.startsWith('/api/web/')) throw nulRefusal(request, field);
    // A page's language is its address's first segment (/zh/search), as the router reads it.
    const language = languageOf(/^\/([^/?#]+)/.exec(request.url)?.[1]);
    return reply.code(400).type('text/plain; charset=utf-8').send(message(language.ui, 'server.nulCharacter'));
  });
}
