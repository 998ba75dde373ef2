import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/payment/define';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const methods = [
  { code: 'test-card', name: 'Card (test provider)' },
  { code: 'cod', name: 'Cash on delivery' },
];
const order = { number: 'SE1001', status: 'in_progress', payStatus: 'paid' };
const radios = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement & { checked: boolean }>('shop-checkbox')];
const status = (el: Element) => el.shadowRoot!.querySelector('[part="status"]')?.textContent ?? '';

async function typeInto(el: Element, name: string, text: string) {
  const field = await shadowPart(el, `shop-input[name="${name}"]`);
  const input = await shadowPart<HTMLInputElement>(field, 'input');
  input.focus();
  if (text) await sendKeys({ type: text });
}

/** The card form: number, expiry and security code (a good expiry and code unless given). */
async function typeCard(el: Element, digits: string, expiry = '12/34', cvc = '123') {
  await typeInto(el, 'card', digits);
  await typeInto(el, 'expiry', expiry);
  await typeInto(el, 'cvc', cvc);
}

const fieldError = (el: Element, name: string) => el.shadowRoot!.querySelector(`shop-input[name="${name}"]`)?.shadowRoot?.querySelector('[part="error"]')?.textContent ?? '';

describe('<shop-payment>', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('offers the server methods as a radio group and tells which one is chosen', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment value="cod"></shop-payment>').querySelector('shop-payment')!;
    const fieldset = await shadowPart(el, 'fieldset');
    expect(fieldset.querySelector('legend')!.textContent).to.equal('Payment method');
    const [card, cod] = radios(el);
    expect(card!.getAttribute('label')).to.equal('Card (test provider)');
    await waitFor(() => cod!.checked === true);
    const changes: unknown[] = [];
    el.addEventListener('shop:payment-change', (e) => changes.push((e as CustomEvent).detail));
    (await shadowPart<HTMLInputElement>(card!, 'input')).click();
    await waitFor(() => changes.length === 1);
    expect(changes).to.deep.equal([{ method: 'test-card' }]);
    expect(el.shadowRoot!.querySelector('[part="pay"]')).to.equal(null); // no order yet: choosing only
  });

  it("says 'No payment method available' when the shop has none or refuses with it", async () => {
    await reply({ path: '/checkout/payment', body: ok([]) });
    const root = mount('<shop-payment></shop-payment>');
    expect((await shadowPart(root.querySelector('shop-payment')!, '[part="empty"]')).textContent).to.equal('No payment method available');
    cleanup();
    await reply({ path: '/checkout/payment', body: { code: 40, msg: 'No payment method available', data: null } });
    const again = mount('<shop-payment></shop-payment>').querySelector('shop-payment')!;
    expect((await shadowPart(again, '[part="empty"]')).textContent).to.equal('No payment method available');
  });

  it('pays an order by card once however often Pay is pressed, and reports success', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) }, { path: '/order/pay', body: ok({ payment: 'succeeded', order }), delayMs: 150 });
    const el = mount('<shop-payment value="test-card" order="SE1001" amount="4900" currency="USD"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    expect(pay.textContent).to.equal('Pay $49.00');
    await typeCard(el, '4242 4242 4242 4242');
    const paid: CustomEvent[] = [];
    el.addEventListener('shop:payment-success', (e) => paid.push(e as CustomEvent));
    pay.click();
    pay.click();
    pay.click();
    await waitFor(() => paid.length === 1);
    expect(paid[0]!.detail.order.number).to.equal('SE1001');
    const sent = (await requests()).filter((r) => r.path === '/order/pay');
    expect(sent).to.have.length(1);
    expect(sent[0]!.body).to.deep.equal({ number: 'SE1001', card: '4242424242424242', expiry: '12/34', cvc: '123', method: 'test-card' });
    await waitFor(() => status(el) === 'Paid. Thank you!');
  });

  it('says a declined card is declined and lets the shopper try again', async () => {
    await reply(
      { path: '/checkout/payment', body: ok(methods) },
      { path: '/order/pay', body: { code: 41, msg: 'The payment was declined', data: { payment: 'declined' } } },
      { path: '/order/pay', body: ok({ payment: 'pending', order: { ...order, payStatus: 'unpaid' } }) },
    );
    const el = mount('<shop-payment value="test-card" order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    await typeCard(el, '4000000000000002');
    const declined: CustomEvent[] = [];
    el.addEventListener('shop:payment-declined', (e) => declined.push(e as CustomEvent));
    pay.click();
    await waitFor(() => status(el) === 'The payment was declined');
    expect(declined.map((e) => e.detail)).to.deep.equal([{ order: 'SE1001', message: 'The payment was declined' }]);
    expect(el.shadowRoot!.querySelector('[part="status"]')!.getAttribute('role')).to.equal('alert');
    const pending: Event[] = [];
    el.addEventListener('shop:payment-pending', (e) => pending.push(e));
    pay.click();
    await waitFor(() => pending.length === 1);
    await waitFor(() => status(el).includes('Payment pending'));
  });

  it('reads the order again when Pay got no answer: paid all the same shows paid, unpaid says why and pays again', async () => {
    await reply(
      { path: '/checkout/payment', body: ok(methods) },
      // Cut off twice: the first time the payment went through (the order says paid), the second not.
      { path: '/order/pay', drop: true },
      { path: '/order/detail', body: ok(order) },
    );
    const el = mount('<shop-payment value="test-card" order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    await typeCard(el, '4242 4242 4242 4242');
    const paid: CustomEvent[] = [];
    el.addEventListener('shop:payment-success', (e) => paid.push(e as CustomEvent));
    pay.click();
    await waitFor(() => paid.length === 1, { message: 'success from the order read again' });
    expect(paid[0]!.detail).to.deep.equal({ payment: 'succeeded', order });
    await waitFor(() => status(el) === 'Paid. Thank you!');
    // (The browser sends a cut-off request again by itself: the pay path is asked more than once.)
    expect((await requests()).map((r) => r.path).filter((path) => path !== '/order/pay')).to.deep.equal(['/checkout/payment', '/order/detail']);

    cleanup();
    await resetApi();
    await reply({ path: '/checkout/payment', body: ok(methods) }, { path: '/order/pay', drop: true }, { path: '/order/detail', body: ok({ ...order, payStatus: 'unpaid' }) });
    const again = mount('<shop-payment value="test-card" order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    const payAgain = await shadowPart<HTMLButtonElement>(again, '[part="pay"]');
    await typeCard(again, '4242 4242 4242 4242');
    payAgain.click();
    // Still unpaid: the connection's failure is said, and Pay pays this time.
    await waitFor(() => status(again) === 'An unknown error occurred.', { message: () => `the failure said (status "${status(again)}")` });
    expect(paid).to.have.length(1);
    await resetApi();
    await reply({ path: '/order/pay', body: ok({ payment: 'succeeded', order }) });
    payAgain.click();
    await waitFor(() => status(again) === 'Paid. Thank you!');
  });

  it('refuses to pay without a card number', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment value="test-card" order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    (await shadowPart<HTMLButtonElement>(el, '[part="pay"]')).click();
    const field = el.shadowRoot!.querySelector('shop-input')!;
    await waitFor(() => field.shadowRoot!.querySelector('[part="error"]')?.textContent === 'Card number is required');
    expect((await requests()).some((r) => r.path === '/order/pay')).to.equal(false);
  });

  it('chooses the first method when none is given, and says so to the host', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const root = mount('<div></div>');
    const changes: unknown[] = [];
    root.addEventListener('shop:payment-change', (e) => changes.push((e as CustomEvent).detail));
    root.innerHTML = '<shop-payment></shop-payment>';
    const el = root.querySelector('shop-payment')!;
    await shadowPart(el, 'fieldset');
    const [card, cod] = radios(el);
    await waitFor(() => card!.checked === true);
    expect(cod!.checked).to.not.equal(true);
    await waitFor(() => changes.length === 1);
    expect(changes).to.deep.equal([{ method: 'test-card' }]);
  });

  it("pays an order placed for cash on delivery by card: only the card method, chosen, with the card form and Pay", async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment value="cod" order="SE1001" amount="4900"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    expect(pay.textContent).to.equal('Pay $49.00');
    expect(radios(el).map((r) => [r.getAttribute('value'), r.checked])).to.deep.equal([['test-card', true]]);
    expect([...el.shadowRoot!.querySelectorAll('[part="card"] shop-input')].map((i) => i.getAttribute('label'))).to.deep.equal(['Card number', 'Expiry date (MM/YY)', 'Security code']);
  });

  it('checks the expiry and the security code before paying, each message at its field', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    pay.click();
    await waitFor(() => fieldError(el, 'expiry') === 'Expiry date (MM/YY) is required');
    expect([fieldError(el, 'card'), fieldError(el, 'cvc')]).to.deep.equal(['Card number is required', 'Security code is required']);
    await typeCard(el, '4242 4242 4242 4242', '13/30', '12');
    pay.click();
    await waitFor(() => fieldError(el, 'expiry') === 'Enter the expiry date as MM/YY');
    expect(fieldError(el, 'cvc')).to.equal('Enter the security code: the 3 or 4 digits on the back of the card');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('name') === 'expiry');
    cleanup();
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const again = mount('<shop-payment order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    await shadowPart(again, '[part="pay"]');
    await typeCard(again, '4242424242424242', '01/20', '123');
    again.shadowRoot!.querySelector<HTMLButtonElement>('[part="pay"]')!.click();
    await waitFor(() => fieldError(again, 'expiry') === 'This card has expired');
    expect((await requests()).some((r) => r.path === '/order/pay')).to.equal(false);
  });

  it("shows the server's refusal of a card field at that field", async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) }, { path: '/order/pay', body: { code: 40, msg: 'This card has expired', data: { field: 'expiry' } } });
    const el = mount('<shop-payment order="SE1001"></shop-payment>').querySelector('shop-payment')!;
    const pay = await shadowPart<HTMLButtonElement>(el, '[part="pay"]');
    await typeCard(el, '4242424242424242');
    pay.click();
    await waitFor(() => fieldError(el, 'expiry') === 'This card has expired');
    expect(status(el)).to.equal('');
  });

  it('shows a failed load with a retry', async () => {
    await reply({ path: '/checkout/payment', status: 502, body: null }, { path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment></shop-payment>').querySelector('shop-payment')!;
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.contain('The request timed out and the server did not respond.');
    alert.querySelector('button')!.click();
    await shadowPart(el, 'fieldset');
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment value="test-card" order="SE1"></shop-payment>').querySelector('shop-payment')!;
    expect((await shadowPart(el, 'legend')).textContent).to.equal('付款方式');
    expect(el.shadowRoot!.querySelector('[part="pay"]')!.textContent).to.equal('立即付款');
  });

  it('renders its error state for bad card methods', async () => {
    const errors = collectErrors();
    try {
      const el = mount(`<shop-payment card-methods='"card"'></shop-payment>`).querySelector('shop-payment')!;
      await shadowPart(el, '.element-error');
      await waitFor(() => errors.events.length === 1);
      expect(errors.events[0]!.detail.attribute).to.equal('card-methods');
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const root = mount('<main><shop-payment value="test-card" order="SE1" amount="1250"></shop-payment></main>');
    await shadowPart(root.querySelector('shop-payment')!, '[part="pay"]');
    await expectAccessible(root);
  });
});
