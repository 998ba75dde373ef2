/**
 * The order lookup without JavaScript: /order/lookup's fallback form posts here (urlencoded; the
 * body parser and the 429 page come from auth-forms.ts, registered in the same scope). The same
 * check as the API (demo/api/order-lookup.ts) decides, under the same per-IP limit. Found: the
 * page with the order. Refused: the page again with the message (the no-match one above the
 * form, a malformed field at that field) and the typed values.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from '../api/context.ts';
import { ApiError } from '../api/envelope.ts';
import { findGuestOrder, lookupSchema, lookupView } from '../api/order-lookup.ts';
import { sameOrigin } from '../api/session-cookie.ts';
import { message as say } from '../messages.ts';
import { postLanguage, postRoute } from './form-post.ts';
import { sendPage } from './routes.ts';
import { orderLookup } from './screens/order-lookup.ts';
import { word } from './words.ts';

const text = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 500) : '';
};

export async function orderLookupFormRoutes(app: FastifyInstance): Promise<void> {
  const limit = { config: { rateLimit: { max: app.authRateLimit, timeWindow: '1 minute' } } };

  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const { language } = postLanguage(request);
    const values = { number: text(request.body, 'number'), email: text(request.body, 'email') };
    if (!sameOrigin(request)) return sendPage(app, request, reply, { status: 403, form: { values: {}, errors: {}, formError: word(language.ui, 'crossSite') } });
    try {
      const body = parse(request, lookupSchema, values);
      const order = await lookupView(app.db, request, await findGuestOrder(app.db, request, body));
      return await sendPage(app, request, reply, { screen: (ctx) => orderLookup(ctx, { order, email: body.email }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = (error.data as { field?: string } | null)?.field;
      const atField = field === 'number' || field === 'email';
      // An empty field is named by its label, as the element says it ('Order number is required').
      const label = { number: 'orderLookup.number', email: 'orderLookup.email' } as const;
      const message = atField && values[field].trim() === '' ? say(language.ui, 'validation.required', say(language.ui, label[field])) : error.message;
      return sendPage(app, request, reply, { status: 422, form: { values, errors: atField ? { [field]: message } : {}, ...(atField ? {} : { formError: message }) } });
    }
  };

  postRoute(app, '/order/lookup', run, limit);
}
