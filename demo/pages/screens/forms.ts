/**
 * Inquiry and checkout screens (auth screens: auth.ts; the user area: user.ts). Their work happens in elements talking to the
 * API; the server renders the headings, the elements (the quote form by its own component) or
 * their fallback content, and the data the elements need as attributes.
 */
import { html, type Html } from '../../html.ts';
import type { PageContext, Screen } from '../context.ts';
import { element } from '../render.ts';
import { addressesOf, addressOf, paymentMethods, shippingFor, totals } from '../../api/checkout.ts';
import type { Shopper } from '../../api/context.ts';
import { readDraft } from '../checkout-form.ts';
import { orderView, ownOrderRow } from '../../api/orders.ts';
import { inquiryDetail } from './user.ts';

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

/**
 * inquiry/{slug}: a product's slug is the quote form about it; a quote request's number is that
 * request's page for its sender (the spec's inquiry detail, ./user.ts).
 */
export async function inquiry(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const p = await ctx.db.row<{ slug: string; name: string }>`SELECT slug, name FROM products WHERE slug = ${params.slug}`;
  if (!p) return inquiryDetail(ctx, params.slug ?? '');
  return simple(ctx, ctx.w('inquiryAbout', ctx.t(p.name)), inquiryForm(ctx, p.slug), { product: { slug: p.slug, name: ctx.t(p.name) } });
}

export const inquiryThankyou = (ctx: PageContext) => simple(ctx, ctx.w('inquiryThanks'), html`<p>${ctx.w('inquiryThanksText')}</p><p><a href="${ctx.href('')}">${ctx.w('backHome')}</a></p>`);

const CHECKOUT_STEPS = ['information', 'payment'] as const;

/**
 * What <shop-checkout> fetches on mount for this step, computed with the API's own functions for
 * the page's shopper (the session's customer, else the visitorId cookie's guest); a first visit
 * (no shopper) gets the information step's empty cart, else the element without data: its
 * loading state. The choices are the shopper's
 * checkout draft (../checkout-form.ts, what the steps' forms post without JavaScript): the step
 * is drawn with them (the information step with the draft's address, else a customer's first
 * saved one, and its shipping methods), and the browser goes on from them when its tab has none
 * of its own. `actions` make each step a form that posts there; a refused post's values and
 * messages come along (`values`, `errors`, `formError`).
 */
async function checkoutData(ctx: PageContext, step: 'information' | 'payment' | 'success') {
  const shopper = ctx.shopper;
  // A first visit (no cookie) has nothing of its own yet: the API answers a new visitor id's
  // checkout/summary with no lines, so the information step is drawn with those totals, its
  // empty-cart state, as the browser draws it (one render) rather than a form it then drops.
  if (!shopper) return step === 'information' ? { signedIn: false, totals: await totals(ctx.db, NEW_VISITOR, ctx.language.ui) } : undefined;
  const signedIn = shopper.userId !== null;
  if (step === 'success') {
    const number = ctx.query.number;
    const row = number ? await ownOrderRow(ctx.db, shopper, number) : undefined;
    // order/detail's answer; anyone else's order is drawn as the element draws an unknown one.
    // An unpaid order's step holds <shop-payment>: its methods come along for it (render.tsx `elements`).
    const order = row ? await orderView(ctx.db, row, ctx.language.locale, { returns: true }) : null;
    const unpaid = order?.payStatus === 'unpaid';
    return { signedIn, order, ...(unpaid ? { elements: { 'shop-payment': await paymentMethods(ctx.db, ctx.language.locale) } } : {}) };
  }
  const { placeKey, ...draft } = await readDraft(ctx.db, shopper.owner);
  // The draft's address while it is still the shopper's own.
  if (draft.addressId !== undefined && !(await addressOf(ctx.db, shopper, draft.addressId))) {
    delete draft.addressId;
    delete draft.shippingMethod;
  }
  const form = ctx.form ? { values: ctx.form.values, errors: ctx.form.errors, ...(ctx.form.formError ? { formError: ctx.form.formError } : {}) } : {};
  // The shell's in-page navigation (`?request=route`) runs only with JavaScript: no forms then.
  // (Its sanitised html also reaches the page without the shadow roots' <style>s until the
  // element's code runs, so the plain fields would show for a moment.)
  const posting = { ...(ctx.query.request === 'route' ? {} : { actions: { information: ctx.href('checkout/information'), payment: ctx.href('checkout/payment') } }), draft, ...form };
  if (step === 'payment') {
    const methods = await paymentMethods(ctx.db, ctx.language.locale);
    return {
      signedIn,
      totals: await totals(ctx.db, shopper, ctx.language.ui, draft.addressId, draft.shippingMethod),
      ...posting,
      ...(placeKey ? { placeKey } : {}),
      payment: methods,
      elements: { 'shop-payment': methods },
    };
  }
  const addresses = signedIn ? await addressesOf(ctx.db, shopper) : undefined;
  const addressId = draft.addressId ?? addresses?.[0]?.id;
  const address = addressId !== undefined ? await addressOf(ctx.db, shopper, addressId) : null;
  return {
    signedIn,
    ...(addresses ? { addresses } : {}),
    ...(address ? { shipping: await shippingFor(ctx.db, address.country, ctx.language.locale) } : {}),
    totals: await totals(ctx.db, shopper, ctx.language.ui, address?.id, draft.shippingMethod),
    ...posting,
  };
}

/** A visitor with no id yet: no cart, no draft, no addresses (owner matches no row: an id is never empty). */
const NEW_VISITOR: Shopper = { owner: 'v:', userId: null, visitor: null };

/** The checkout steps, drawn on the server by <shop-checkout> itself (one render) and hydrated. */
export async function checkout(ctx: PageContext, params: Record<string, string>): Promise<Screen | null> {
  const step = params.slug as (typeof CHECKOUT_STEPS)[number];
  if (!CHECKOUT_STEPS.includes(step)) return null;
  const attributes = { step, 'cart-href': ctx.href('cart'), 'information-href': ctx.href('checkout/information'), 'payment-href': ctx.href('checkout/payment'), 'success-href': ctx.href('checkout/thankyou') };
  return simple(ctx, ctx.w('checkout'), element(ctx, 'shop-checkout', attributes, await checkoutData(ctx, step)), { step });
}

// The element says where the order stands (the title 'Checkout Success !' only once it is paid),
// from the shopper's own order the server reads for `?number=`, and the ways on from it (the
// order lookup for a guest, the order in the account area for a customer, 'Continue
// shopping'). Its code loads at once: it ends the checkout kept in this tab and follows the
// payment over the socket while the page shows.
export async function checkoutThankyou(ctx: PageContext): Promise<Screen> {
  const title = ctx.w('checkout');
  const data = await checkoutData(ctx, 'success');
  return {
    title,
    description: ctx.w('thankYou'),
    data: {},
    body: html`<h1>${title}</h1>${element(ctx, 'shop-checkout', { step: 'success', 'cart-href': ctx.href('cart'), loading: 'eager' }, data)}`,
  };
}

export { auth } from './auth.ts';
export { user } from './user.ts';
