/**
 * Buying without JavaScript: the product page's <shop-product-buttons> is a form posting here
 * (its `@data` addAction) with `sku`, `quantity` and, for "Buy now", `then=checkout`. The same
 * rule as the API's cart/add (demo/api/cart.ts `addLine`) adds the line to the shopper's cart:
 * the cookie session's account, else the guest's visitorId cookie, else a new guest, whose id
 * this answer sets as that cookie (the runtime adopts it once scripts run, so the cart stays
 * theirs). Added: 303 to the cart (or checkout's first step). Refused (sold out, too many, no
 * such variant, another site's form): the page says why, with the way back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addBody, addLine, readCart } from '../api/cart.ts';
import { parse } from '../api/context.ts';
import { ApiError } from '../api/envelope.ts';
import { cookieSession, readVisitorCookie, sameOrigin } from '../api/session-cookie.ts';
import { html } from '../html.ts';
import { ownerChannel } from '../realtime.ts';
import { backTo, postLanguage, postRoute } from './form-post.ts';
import { sendPage } from './routes.ts';
import { word } from './words.ts';

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

export async function cartFormRoutes(app: FastifyInstance): Promise<void> {
  const run = async (request: FastifyRequest, reply: FastifyReply) => {
    const { language, under } = postLanguage(request);
    const refuse = (status: number, message: string) =>
      sendPage(app, request, reply, {
        status,
        screen: (ctx) => ({ title: ctx.w('cartAddFailed'), description: message, data: null, body: html`<h1>${ctx.w('cartAddFailed')}</h1><p role="alert">${message}</p><p><a href="${backTo(request, `${under}/`)}">${ctx.w('cartAddBack')}</a></p>` }),
      });
    if (!sameOrigin(request)) return refuse(403, word(language.ui, 'crossSite'));
    const userId = (await cookieSession(app.db, request))?.userId ?? null;
    let visitor = userId === null ? readVisitorCookie(request) : null;
    if (userId === null && !visitor) {
      visitor = randomUUID();
      // Not HttpOnly: it is the runtime's visitor id too (runtime/session.ts mirrors the same cookie).
      reply.header('Set-Cookie', `visitorId=${visitor}; Max-Age=${400 * 24 * 3600}; SameSite=Lax; Path=/${request.protocol === 'https' ? '; Secure' : ''}`);
    }
    const owner = userId !== null ? `u:${userId}` : `v:${visitor}`;
    try {
      const quantity = Number(field(request.body, 'quantity') || '1');
      const body = parse(request, addBody, { sku: field(request.body, 'sku'), quantity });
      await addLine(app.db, owner, body.sku, body.quantity);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return refuse(422, error.message);
    }
    // The shopper's other tabs (with JavaScript) hear of it, as after the API's cart/add.
    const count = (await readCart(app.db, owner, language.locale)).count;
    app.hub.publish(ownerChannel(userId, visitor), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count });
    const next = field(request.body, 'then') === 'checkout' ? 'checkout/information' : 'cart';
    return reply.code(303).header('location', `${under}/${next}`).send();
  };

  postRoute(app, '/cart/add', run);
}
