/**
 * Inquiry and checkout screens (auth screens: auth.ts; the user area: user.ts). Their work happens in elements talking to the
 * API; the server renders the headings, the elements (the quote form by its own component) or
 * their fallback content, and the data the elements need as attributes.
 */
import { html, type Html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import type { Word } from '../words.ts';
import { element } from '../render.ts';

const simple = (ctx: PageContext, title: string, body: Html, data: unknown = {}): Screen => ({ title, description: title, data, body: html`<h1>${title}</h1>${body}` });

/**
 * The quote form, drawn on the server by its own element (demo/pages/render.ts). Without
 * JavaScript it posts natively (multipart) to the API's inquiry/create, which answers a
 * browser's own post with a redirect to the thank-you address it was given.
 */
function inquiryForm(ctx: PageContext, product?: string): Html {
  return html`<p class="inquiry-intro">${ctx.w('inquiryIntro')}</p>
    ${element(ctx, 'shop-inquiry-form', { product, 'thankyou-href': ctx.href('inquiry/thankyou'), action: '/api/web/inquiry/create' })}`;
}

export const inquiryFeedback = (ctx: PageContext) => simple(ctx, ctx.w('inquiry'), inquiryForm(ctx));

export function inquiry(ctx: PageContext, params: Record<string, string>): Screen | null {
  const p = ctx.db.prepare('SELECT slug, name FROM products WHERE slug = ?').get(params.slug) as { slug: string; name: string } | undefined;
  if (!p) return null;
  return simple(ctx, ctx.w('inquiryAbout', ctx.t(p.name)), inquiryForm(ctx, p.slug), { product: { slug: p.slug, name: ctx.t(p.name) } });
}

export const inquiryThankyou = (ctx: PageContext) => simple(ctx, ctx.w('inquiryThanks'), html`<p>${ctx.w('inquiryThanksText')}</p><p><a href="${ctx.href('')}">${ctx.w('backHome')}</a></p>`);

const CHECKOUT_STEPS = ['information', 'payment'] as const;

function steps(ctx: PageContext, current: string): Html {
  const all: [string, Word][] = [['cart', 'stepCart'], ['information', 'stepInformation'], ['payment', 'stepPayment'], ['thankyou', 'stepSuccess']];
  return html`<nav aria-label="${ctx.w('checkoutSteps')}"><ol class="steps">${all.map(([step, label]) =>
    html`<li${step === current ? html` aria-current="step"` : ''}>${ctx.w(label)}</li>`,
  )}</ol></nav>`;
}

export function checkout(ctx: PageContext, params: Record<string, string>): Screen | null {
  const step = params.slug as (typeof CHECKOUT_STEPS)[number];
  if (!CHECKOUT_STEPS.includes(step)) return null;
  // The element draws the steps itself; the server's list is what reads without JavaScript.
  return simple(
    ctx,
    ctx.w('checkout'),
    html`<shop-checkout step="${step}" cart-href="${ctx.href('cart')}" information-href="${ctx.href('checkout/information')}" payment-href="${ctx.href('checkout/payment')}" success-href="${ctx.href('checkout/thankyou')}">${steps(ctx, step)}</shop-checkout>`,
    { step },
  );
}

// The server does not know here whether the order is paid: the fallback says the order is placed,
// marks no step as current and leaves 'Checkout Success !' to the element, which shows it only
// once the order is paid.
export function checkoutThankyou(ctx: PageContext): Screen {
  const title = ctx.w('checkout');
  return {
    title,
    description: ctx.w('thankYou'),
    data: {},
    body: html`<h1>${title}</h1><shop-checkout step="success" cart-href="${ctx.href('cart')}">${steps(ctx, '')}<p>${ctx.w('thankYou')}</p></shop-checkout><p><a href="${ctx.href(`${ctx.routing.userPath}order`)}">${ctx.w('userOrders')}</a></p>`,
  };
}

export { auth } from './auth.ts';
export { user } from './user.ts';
