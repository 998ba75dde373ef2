/**
 * /order/lookup: a guest finds an order by its number and the e-mail given at checkout. The page
 * holds <shop-order-lookup>; its fallback is a real form posting to this address
 * (demo/pages/order-lookup-form.ts), so it works without JavaScript. ?number= and ?email= (the
 * order mail's and the success page's link) prefill both. A found order is shown by the server
 * in the same words as the element (the locale files), lines with their options, totals in the
 * shop's currency, status and shipments.
 */
import type { OrderAnswer } from '../../api/orders.ts';
import { html, type Html } from '../../html.ts';
import { message, type MessageKey } from '../../messages.ts';
import type { PageContext, Screen } from '../context.ts';

const say = (ctx: PageContext, key: MessageKey, ...args: unknown[]) => message(ctx.language.ui, key, ...args);

function field(ctx: PageContext, name: 'number' | 'email', label: string, value: string, autocomplete: string): Html {
  const id = `order-lookup-${name}`;
  const error = ctx.form?.errors[name];
  return html`<p class="form-field"><label for="${id}">${label}<span class="required" aria-hidden="true"> *</span></label>
    <input id="${id}" name="${name}" type="${name === 'email' ? 'email' : 'text'}" autocomplete="${autocomplete}" required${value ? html` value="${value}"` : ''}${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
    ${error ? html`<span class="field-error" id="${id}-error">${error}</span>` : ''}</p>`;
}

/**
 * The form, prefilled from a refused post, else from the address (?number=&email=): drawn as the
 * element's card (intro, the two fields, a full-width button), the auth forms' styles, so the
 * upgrade does not move the page.
 */
function form(ctx: PageContext): Html {
  const value = (name: 'number' | 'email') => (ctx.form?.values[name] ?? ctx.query[name] ?? '').slice(0, 254);
  return html`<div class="auth-card"><form class="auth-form" method="post" action="${ctx.href('order/lookup')}" novalidate>
    <p class="auth-intro">${say(ctx, 'orderLookup.intro')}</p>
    ${ctx.form?.formError ? html`<p class="form-error" role="alert">${ctx.form.formError}</p>` : ''}
    ${field(ctx, 'number', say(ctx, 'orderLookup.number'), value('number'), 'off')}
    ${field(ctx, 'email', say(ctx, 'orderLookup.email'), value('email'), 'email')}
    <p class="auth-submit"><button class="form-submit" type="submit">${say(ctx, 'orderLookup.submit')}</button></p>
  </form></div>`;
}

/** The found order, as the element draws it. */
function orderSummary(ctx: PageContext, o: OrderAnswer): Html {
  const status = say(ctx, 'orderDetail.statusLine', say(ctx, `order.status.${o.status}` as MessageKey), say(ctx, `order.pay.${o.payStatus}` as MessageKey));
  return html`<section aria-labelledby="order-lookup-found"><h2 id="order-lookup-found">${say(ctx, 'orderDetail.title', o.number)}</h2>
    <p>${status}</p><p>${say(ctx, 'orderLookup.placedAt', ctx.date(o.createdAt))}</p>
    <h3>${say(ctx, 'orderDetail.lines')}</h3>
    <ul>${o.products.map(
      (line) => html`<li>${line.name}${line.options.length ? html` (${line.options.map((opt) => `${opt.name}: ${opt.value}`).join(', ')})` : ''} · ${say(ctx, 'orderDetail.quantity', line.quantity)} · ${ctx.money(line.price * line.quantity)}</li>`,
    )}</ul>
    <h3>${say(ctx, 'orderDetail.totals')}</h3>
    <dl><dt>${say(ctx, 'orderDetail.subtotal')}</dt><dd>${ctx.money(o.price)}</dd>
    ${o.discount > 0 ? html`<dt>${o.couponCode ? say(ctx, 'orderDetail.coupon', o.couponCode) : say(ctx, 'orderDetail.discount')}</dt><dd>−${ctx.money(o.discount)}</dd>` : ''}
    <dt>${say(ctx, 'orderDetail.shippingFee')}</dt><dd>${ctx.money(o.shippingFee)}</dd>
    <dt>${say(ctx, 'orderDetail.paymentAmount')}</dt><dd>${ctx.money(o.paymentAmount)}</dd></dl>
    <h3>${say(ctx, 'orderDetail.shipments')}</h3>
    ${o.shipments.length === 0 ? html`<p>${say(ctx, 'orderDetail.noShipments')}</p>` : html`<ul>${o.shipments.map((s) => html`<li>${s.expressName} · ${say(ctx, 'orderDetail.trackingNumber')} ${s.expressNumber}</li>`)}</ul>`}
  </section>`;
}

/**
 * The page; `found` is the order a no-JavaScript post found (the element, once it runs, shows
 * the same order from the prefilled number and e-mail).
 */
export function orderLookup(ctx: PageContext, found?: { order: OrderAnswer; email: string }): Screen {
  const title = say(ctx, 'orderLookup.title');
  const number = found?.order.number ?? ctx.query.number;
  const email = found?.email ?? ctx.query.email;
  const attributes = html`${number ? html` number="${number.slice(0, 100)}"` : ''}${email ? html` email="${email.slice(0, 254)}"` : ''}`;
  return {
    title,
    description: say(ctx, 'orderLookup.intro'),
    data: {},
    body: html`<h1>${title}</h1><shop-order-lookup${attributes}>${found ? html`${orderSummary(ctx, found.order)}<p><a href="${ctx.href('order/lookup')}">${say(ctx, 'orderLookup.another')}</a></p>` : form(ctx)}</shop-order-lookup>`,
  };
}
