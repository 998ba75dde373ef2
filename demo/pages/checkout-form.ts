/**
 * Checking out without JavaScript: <shop-checkout>'s steps are forms posting here (their `@data`
 * actions), as Dawn's checkout works without script. The choices so far are the shopper's
 * checkout draft (the cookie session's account, else the guest's visitorId cookie), the same
 * fields the browser keeps in sessionStorage (runtime/checkout.ts), in the demo's database: a
 * page concern, the API is untouched (a cookie never authorises an API call).
 *
 * - information: a guest's e-mail and a new address (or, signed in, a saved `addressId`) are
 *   checked by the API's own rules and the address saved with the API's own function (demo/api/
 *   checkout.ts saveAddress), 303 back to the step, which then draws the address and its
 *   shipping methods; a `shippingMethod` for that address goes to the draft, 303 to payment.
 * - payment: `paymentMethod` and the Idempotency-Key the server drew into the step place the
 *   order with the API's own function (demo/api/orders.ts placeOrder): the same key gets the
 *   same order (a double submit), the draft is cleared, 303 to the thank-you page.
 * Refused fields: the step again (422), the API's messages at their fields, what was typed kept.
 * Another site's form: refused (403) with the way back.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { addressBody, addressOf, placeBody, saveAddress, shippingFor } from '../api/checkout.ts';
import { localeOf, now, parse, say, type Shopper } from '../api/context.ts';
import { readCart } from '../api/cart.ts';
import { ApiError } from '../api/envelope.ts';
import { guestPlaceBody, placedWith, placeOrder } from '../api/orders.ts';
import { rules } from '../api/rules.ts';
import { cookieSession, readVisitorCookie, sameOrigin } from '../api/session-cookie.ts';
import type { Db } from '../db/database.ts';
import { html } from '../html.ts';
import { ownerChannel } from '../realtime.ts';
import { callingCodes } from '../../widgets/phone-code-select/calling-codes.ts';
import { backTo, postLanguage, postRoute } from './form-post.ts';
import { sendPage } from './routes.ts';
import type { FormState } from './screens/auth.ts';

/** The checkout so far, as runtime/checkout.ts's CheckoutState, and the payment step's key. */
export interface CheckoutDraft {
  email?: string;
  addressId?: number;
  shippingMethod?: string;
  paymentMethod?: string;
  /** The Idempotency-Key the payment step's form carries (made when the shipping is chosen). */
  placeKey?: string;
}

interface DraftRow { email: string | null; address_id: number | null; shipping_method: string | null; payment_method: string | null; place_key: string | null }

export async function readDraft(db: Db, owner: string): Promise<CheckoutDraft> {
  const row = await db.row<DraftRow>`SELECT email, address_id, shipping_method, payment_method, place_key FROM checkout_drafts WHERE owner = ${owner}`;
  if (!row) return {};
  const draft: CheckoutDraft = {};
  if (row.email !== null) draft.email = row.email;
  if (row.address_id !== null) draft.addressId = row.address_id;
  if (row.shipping_method !== null) draft.shippingMethod = row.shipping_method;
  if (row.payment_method !== null) draft.paymentMethod = row.payment_method;
  if (row.place_key !== null) draft.placeKey = row.place_key;
  return draft;
}

/**
 * Stores the draft, unless its Idempotency-Key has already placed an order: that checkout is
 * done (placeOrder deleted its draft), and a step of it posted meanwhile (a double submit, a
 * second tab) must not bring the draft back with the used key, which would take the next
 * checkout to this order's thank-you page instead of placing it. The look and the write are one
 * transaction, so the order cannot be placed between them.
 */
async function writeDraft(db: Db, owner: string, draft: CheckoutDraft): Promise<void> {
  await db.tx(async (t) => {
    if (draft.placeKey !== undefined && (await t.value`SELECT 1 FROM idempotency WHERE owner = ${owner} AND key = ${draft.placeKey}`) !== undefined) return;
    await t.run`
      INSERT INTO checkout_drafts (owner, email, address_id, shipping_method, payment_method, place_key, updated_at)
      VALUES (${owner}, ${draft.email ?? null}, ${draft.addressId ?? null}, ${draft.shippingMethod ?? null}, ${draft.paymentMethod ?? null}, ${draft.placeKey ?? null}, ${now()})
      ON CONFLICT (owner) DO UPDATE SET email = excluded.email, address_id = excluded.address_id, shipping_method = excluded.shipping_method,
        payment_method = excluded.payment_method, place_key = excluded.place_key, updated_at = excluded.updated_at`;
  });
}

/** The address fields the information step posts (addressBody's, but `id` and `isDefault`). */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'country', 'province', 'city', 'area', 'postalCode', 'address', 'apartment', 'countryCode', 'phone'] as const;
const NAMES = ['email', ...ADDRESS_FIELDS, 'addressId', 'shippingMethod', 'paymentMethod', 'idempotencyKey'] as const;

/** What a form may carry: strings only, known names only, nothing long. */
function fields(body: unknown): Record<string, string> {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const name of NAMES) if (typeof source[name] === 'string') out[name] = (source[name] as string).slice(0, 500);
  return out;
}

/**
 * Every field's refusal at once (a form shows them all), each by the API's own rule and message:
 * the schema's entries checked one by one through the API's parse.
 */
function refusals(request: FastifyRequest, entries: Record<string, v.GenericSchema>, input: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, schema] of Object.entries(entries)) {
    try {
      parse(request, v.object({ [name]: schema }), { [name]: input[name] });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors[name] = error.message;
    }
  }
  return errors;
}

/** The calling code of a country (the address form's phone select follows the country the same way). */
const callingCodeOf = (country: string) => callingCodes.find((c) => c.region === country.toUpperCase())?.code ?? '';

export async function checkoutFormRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const run = (step: 'information' | 'payment') => async (request: FastifyRequest, reply: FastifyReply) => {
    const { under } = postLanguage(request);
    const to = (path: string) => reply.code(303).header('location', `${under}/${path}`).send();
    if (!sameOrigin(request)) {
      return sendPage(app, request, reply, {
        status: 403,
        screen: (ctx) => ({ title: ctx.w('checkoutFailed'), description: ctx.w('crossSite'), data: null, body: html`<h1>${ctx.w('checkoutFailed')}</h1><p role="alert">${ctx.w('crossSite')}</p><p><a href="${backTo(request, `${under}/checkout/information`)}">${ctx.w('checkoutBack')}</a></p>` }),
      });
    }
    const userId = (await cookieSession(db, request))?.userId ?? null;
    const visitor = userId === null ? readVisitorCookie(request) : null;
    // No account and no visitor: no cart, nothing to check out. The step says so.
    if (userId === null && !visitor) return to('checkout/information');
    const shopper: Shopper = userId !== null ? { owner: `u:${userId}`, userId, visitor: null } : { owner: `v:${visitor}`, userId: null, visitor };
    const values = fields(request.body);
    const again = (state: FormState) => sendPage(app, request, reply, { status: 422, form: state });
    const draft = await readDraft(db, shopper.owner);
    return step === 'information' ? information(request, shopper, values, draft, again, to) : payment(request, shopper, values, draft, again, to);
  };

  type Again = (state: FormState) => unknown;
  type To = (path: string) => unknown;
  const select = (request: FastifyRequest, what: Parameters<typeof say>[1]) => say(request, 'validation.select', say(request, what));

  async function information(request: FastifyRequest, shopper: Shopper, values: Record<string, string>, draft: CheckoutDraft, again: Again, to: To) {
    const guest = shopper.userId === null;
    const errors: Record<string, string> = guest ? refusals(request, { email: rules.contactEmail }, values) : {};
    const email = guest && !errors.email ? v.parse(rules.contactEmail, values.email) : draft.email;
    // The values shown again: everything typed (there is no secret here).
    const kept = Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'idempotencyKey'));
    const newAddress = ADDRESS_FIELDS.some((name) => values[name] !== undefined);
    let addressId = draft.addressId !== undefined && (await addressOf(db, shopper, draft.addressId)) ? draft.addressId : undefined;
    let changed = false;
    if (newAddress) {
      const input: Record<string, unknown> = { ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[name] ?? ''])) };
      // No phone-code select without JavaScript: the country's calling code, unless one was posted.
      if (!input.countryCode) input.countryCode = callingCodeOf(String(input.country));
      const { id: _id, isDefault: _isDefault, ...entries } = addressBody.entries;
      Object.assign(errors, refusals(request, entries, input));
      if (Object.keys(errors).length) return again({ values: kept, errors });
      addressId = (await saveAddress(db, shopper, parse(request, addressBody, input))).id;
      changed = true;
    } else if (values.addressId !== undefined) {
      const chosen = Number(values.addressId);
      if (!Number.isInteger(chosen) || !(await addressOf(db, shopper, chosen))) errors.addressId = say(request, 'validation.select', say(request, 'checkout.address'));
      else {
        changed = chosen !== addressId;
        addressId = chosen;
      }
    }
    if (Object.keys(errors).length) return again({ values: kept, errors });
    const next: CheckoutDraft = { ...draft, ...(guest ? { email } : {}), addressId };
    if (changed) delete next.shippingMethod;
    // A new address has its methods drawn next; a method posted with it was for no address.
    if (!addressId || (changed && newAddress)) {
      await writeDraft(db, shopper.owner, next);
      return to('checkout/information');
    }
    const address = (await addressOf(db, shopper, addressId))!;
    const method = values.shippingMethod;
    if (!method) {
      await writeDraft(db, shopper.owner, next);
      // Another saved address chosen: its methods are drawn next.
      if (changed) return to('checkout/information');
      return again({ values: kept, errors: { shippingMethod: select(request, 'checkout.shippingMethod') } });
    }
    if (!(await shippingFor(db, address.country, localeOf(request))).some((m) => m.code === method)) {
      await writeDraft(db, shopper.owner, next);
      return again({ values: kept, errors: { shippingMethod: say(request, 'checkout.shippingUnavailable') } });
    }
    await writeDraft(db, shopper.owner, { ...next, shippingMethod: method, placeKey: draft.placeKey ?? randomUUID() });
    return to('checkout/payment');
  }

  async function payment(request: FastifyRequest, shopper: Shopper, values: Record<string, string>, draft: CheckoutDraft, again: Again, to: To) {
    const key = values.idempotencyKey ?? '';
    // The same form posted again (a double submit): its key already placed the order.
    const placed = key ? await placedWith(db, shopper, key) : undefined;
    if (placed) return to(`checkout/thankyou?number=${encodeURIComponent(placed)}`);
    const guest = shopper.userId === null;
    if (!draft.addressId || !draft.shippingMethod || (guest && !draft.email)) return to('checkout/information');
    const paymentMethod = values.paymentMethod;
    if (!paymentMethod) return again({ values: {}, errors: { paymentMethod: select(request, 'payment.title') } });
    await writeDraft(db, shopper.owner, { ...draft, paymentMethod });
    try {
      const body = parse(request, guest ? guestPlaceBody : placeBody, { addressId: draft.addressId, shippingMethod: draft.shippingMethod, paymentMethod, ...(guest ? { email: draft.email } : {}) });
      // Placing clears the draft (placeOrder does, for the script's checkout/place too).
      const order = (await placeOrder(db, shopper, key, body, request)).data;
      // The shopper's other tabs (with JavaScript) hear the cart emptied, as after cart/add's post.
      const count = (await readCart(db, shopper.owner, localeOf(request))).count;
      app.hub.publish(ownerChannel(shopper.userId, shopper.visitor), { namespace: 'cart', mutation: 'setCount', action: 'cart/changed', count });
      return to(`checkout/thankyou?number=${encodeURIComponent(order.number)}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const field = (error.data as { field?: string } | undefined)?.field;
      return again({ values: { paymentMethod }, errors: field === 'paymentMethod' ? { paymentMethod: error.message } : {}, ...(field === 'paymentMethod' ? {} : { formError: error.message }) });
    }
  }

  for (const step of ['information', 'payment'] as const) postRoute(app, `/checkout/${step}`, run(step));
}
