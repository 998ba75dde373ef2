/**
 * /order/lookup: a guest finds an order by its number and the e-mail given at checkout. The page
 * holds <shop-order-lookup>, drawn on the server by its own component (demo/pages/render.ts): its
 * form posts to this address (demo/pages/order-lookup-form.ts), so it works without JavaScript.
 * ?number= and ?email= (the order mail's and the success page's link) prefill both (the element
 * then looks the order up at once). A refused post comes back as the element's data (the typed
 * values, the message at its field or over the form); a found order too, and the element shows
 * it as it does after a look-up in the browser, in the page's language and the shop's currency.
 */
import type { OrderAnswer } from '../../api/orders.ts';
import { html } from '../../html.ts';
import { message } from '../../messages.ts';
import type { PageContext, Screen } from '../context.ts';
import { element } from '../render.ts';

/** The element's data (its `@data`): the found order, or a refused post's values and messages; undefined for a page that was not posted. */
function lookupData(ctx: PageContext, found?: { order: OrderAnswer }) {
  if (found) return { order: found.order };
  if (!ctx.form) return undefined;
  const { values, errors, formError } = ctx.form;
  const kept = (name: 'number' | 'email') => (values[name] ?? '').slice(0, 254);
  const at = Object.fromEntries((['number', 'email'] as const).filter((name) => errors[name]).map((name) => [name, errors[name]!]));
  return { values: { number: kept('number'), email: kept('email') }, errors: at, ...(formError ? { formError } : {}) };
}

/**
 * The page; `found` is the order a no-JavaScript post found (shown by the element from its data,
 * with the number and e-mail as its attributes, so 'Look up another order' starts from them).
 */
export function orderLookup(ctx: PageContext, found?: { order: OrderAnswer; email: string }): Screen {
  const title = message(ctx.language.ui, 'orderLookup.title');
  // A refused post's values are its data: as attributes, both would make the element look it up again.
  const number = found?.order.number ?? (ctx.form ? undefined : ctx.query.number);
  const email = found?.email ?? (ctx.form ? undefined : ctx.query.email);
  const attributes = { number: number?.slice(0, 100) || undefined, email: email?.slice(0, 254) || undefined, action: ctx.href('order/lookup') };
  return {
    title,
    description: message(ctx.language.ui, 'orderLookup.intro'),
    data: {},
    body: html`<h1>${title}</h1>${element(ctx, 'shop-order-lookup', attributes, lookupData(ctx, found))}`,
  };
}
