/**
 * @summary The checkout, one step per page: information (contact e-mail for guests, shipping
 * address, shipping method, coupon; 'Continue to payment' checks every field at once, flagging
 * each missing one and focusing the first, and saves a filled address form itself, taking the
 * first shipping method unless one is chosen), payment (method, the first chosen unless the
 * shopper picks another, review with the country by name, 'Place order') and success
 * ('Checkout Success !' with the order number and its status, live over the socket, the card
 * form while a card payment is due and, after a decline, what to do next; a guest is told
 * where the confirmation was sent; the shipping address; the way back to the order (a guest's
 * order lookup, a customer's order in the account area) and 'Continue shopping'), with a step
 * indicator for cart -> information -> payment -> success. The choices are kept for the tab
 * across steps and reloads; placing the order sends an Idempotency-Key so a double click or a
 * retry never makes two orders. Every total is the server's.
 *
 * @attr {"information"|"payment"|"success"} step - Required. The step this page shows.
 * @attr {string} cart-href - The cart page. Default `/cart` under the language prefix.
 * @attr {string} information-href - The information step. Default `/checkout/information`.
 * @attr {string} payment-href - The payment step. Default `/checkout/payment`.
 * @attr {string} success-href - The success page; the order number is added as `?number=`.
 *   Default `/checkout/thankyou`.
 * @attr {string} order - The order the success step shows. Default: `number` in the address.
 * @attr {string[]} card-methods - Payment methods paid by card on the success step (JSON).
 *   Default ["test-card"].
 *
 * @data {signedIn, totals?, addresses?, shipping?, order?, actions?, draft?, placeKey?, payment?, values?, errors?, formError?} -
 *   What the step fetches on mount, for the page's shopper: whether they are signed in; the
 *   totals (as checkout/summary answers them for the draft's address and method: information,
 *   else for the first saved address; payment, else with nothing chosen); a customer's addresses
 *   (address/list) and the shipping methods for the step's address (checkout/shipping); the
 *   success step's order (order/detail), null when it is not the shopper's own. Without
 *   JavaScript: `actions` `{information, payment}` make each step a native form posting there
 *   (plain fields, native radios and a country select, shown only where scripting is off);
 *   `draft` is the shopper's checkout so far as the host keeps it (`{email?, addressId?,
 *   shippingMethod?, paymentMethod?}`): the step is drawn with it, and a tab with no choices of
 *   its own goes on from it; `placeKey` is the Idempotency-Key the payment form posts (a double
 *   submit places one order); `payment` the methods (checkout/payment); a refused post's
 *   `values`, `errors` (by field) and `formError`. Without `actions`, the server draws the
 *   steps with no choices (the payment step then asks for the information first) and the
 *   information step says checking out needs JavaScript.
 *
 * @csspart steps - The step indicator.
 * @csspart empty - The information step's empty-cart state (with 'Continue shopping').
 * @csspart summary - The order summary.
 * @csspart summary-fold - On a phone, the summary folded above the step (a `<details>` whose bar shows the total).
 * @csspart coupon - The coupon form or the applied coupon.
 * @csspart place - The 'Place order' button.
 * @csspart success-title - The last step's title: 'Checkout Success !' once the order is paid;
 *   before that, placed and awaiting payment, declined, or pending.
 * @csspart order-number - The order number.
 * @csspart order-status - The order's status.
 * @csspart pay-status - The order's payment status.
 * @csspart confirmation - A guest's 'We sent a confirmation to <e-mail>'.
 * @csspart next - After a declined card: what the shopper can do now.
 * @csspart address - The success step's shipping address.
 * @csspart lookup-link - A guest's link to the order lookup, prefilled.
 * @csspart order-link - A customer's link to the order in the account area.
 * @csspart continue - 'Continue shopping'.
 *
 * @cssproperty --shop-primary-color - Buttons, the current step and chosen cards.
 * @cssproperty --shop-error-color - Problems.
 * @cssproperty --shop-success-color - 'Checkout Success !' and a paid order.
 *
 * @event shop:navigate - Moving between steps goes through the page shell.
 * @event shop:cart-update - The placed lines left the cart.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { withLanguage } from '../../runtime/routes';
import { $languagePrefix } from '../../runtime/session';
import { shopHref } from '../../runtime/shop-address';
import { json, oneOf, string, type PropsOf } from '../shared/props';
import { usePageSearch } from '../shared/render-context';
import { useT } from '../shared/use-t';
import { useCheckoutData } from './checkout-data';
import { InformationStep } from './information-step';
import { PaymentStep } from './payment-step';
import { phaseOf, SuccessStep, type OrderPhase } from './success-step';

export const checkoutProps = {
  step: oneOf(['information', 'payment', 'success'], { required: true }),
  cartHref: string(),
  informationHref: string(),
  paymentHref: string(),
  successHref: string(),
  order: string(),
  cardMethods: json<string[]>((v) => (Array.isArray(v) && v.every((m) => typeof m === 'string') ? undefined : 'must be a JSON array of method codes.'), { default: ['test-card'] }),
};

export type CheckoutProps = PropsOf<typeof checkoutProps>;

const STEPS = ['cart', 'information', 'payment', 'success'] as const;
const STEP_LABELS = { cart: 'checkout.stepCart', information: 'checkout.stepInformation', payment: 'checkout.stepPayment', success: 'checkout.stepSuccess' } as const;

export function Checkout(props: CheckoutProps) {
  const { t } = useT();
  const prefix = useStore($languagePrefix).replace(/^\//, '') as Parameters<typeof withLanguage>[1];
  // The steps' own defaults are the shop's pages, also from a page on another site: the
  // links and the moves from step to step go there.
  const href = (given: string | undefined, path: string) => given ?? shopHref(withLanguage(path, prefix));
  const links = {
    cart: href(props.cartHref, '/cart'),
    information: href(props.informationHref, '/checkout/information'),
    payment: href(props.paymentHref, '/checkout/payment'),
  };
  // The order the server drew the success step with sets the step indicator from the start.
  const served = useCheckoutData();
  const [phase, setPhase] = useState<OrderPhase | undefined>(() => (served?.order ? phaseOf(served.order) : undefined));
  // The Success step lights up only for a paid order; until then the shopper is still paying.
  const current = props.step === 'success' && phase !== 'paid' ? STEPS.indexOf('payment') : STEPS.indexOf(props.step);
  const search = usePageSearch();
  const number = props.order ?? (new URLSearchParams(search).get('number') || undefined);

  return (
    <div className="checkout">
      <nav part="steps" className="steps" aria-label={t('checkout.steps')}>
        <ol>
          {STEPS.map((step, index) => {
            const label = t(STEP_LABELS[step]);
            // Earlier steps are links back, except after the order is placed.
            const link = index < current && props.step !== 'success' && step !== 'success';
            return (
              <li key={step} className={index < current ? 'done' : index === current ? 'current' : 'todo'} aria-current={index === current ? 'step' : undefined}>
                <span className="dot" aria-hidden="true">
                  {index + 1}
                </span>
                {link ? <a href={links[step as keyof typeof links]}>{label}</a> : <span>{label}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      {props.step === 'information' && <InformationStep paymentHref={links.payment} />}
      {props.step === 'payment' && <PaymentStep informationHref={links.information} successHref={href(props.successHref, '/checkout/thankyou')} />}
      {props.step === 'success' && <SuccessStep number={number} cardMethods={props.cardMethods} onPhase={setPhase} />}
    </div>
  );
}
