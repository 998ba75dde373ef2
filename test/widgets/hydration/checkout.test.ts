// <shop-checkout>: each step drawn by the server renderer from what it fetches on mount (its
// data), hydrated in the browser with no mismatch, and with no data (its loading state); the
// choices kept for the tab (sessionStorage) apply once hydrated. Then working: a shipping method
// picked on the hydrated information step asks the server for the new totals.
import { expect } from 'chai';
import '../../../widgets/checkout/define';
import { $checkout, resetCheckout, updateCheckout } from '../../../runtime/checkout';
import { clearSession, signIn } from '../../../runtime/session';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { shadowPart, waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const address = { id: 5, firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: '', countryCode: '+852', phone: '5555 1234', isDefault: true };
const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '/media/tee.svg' }, options: [{ name: 'Color', value: 'Red' }], price: 2500, linePrice: null, quantity: 2, stock: 9, selected: true };
const totals = (extra: object = {}) => ({ lines: [line], subtotal: 5000, coupon: null, discount: 0, shippingFee: 0, total: 5000, address: null, shippingMethod: null, ...extra });
const shipping = [
  { code: 'standard', name: 'Standard', days: '5-7', fee: 0 },
  { code: 'express', name: 'Express', days: '1-2', fee: 1500 },
];
const order = { number: 'SE000001', status: 'in_progress', payStatus: 'unpaid', address, shippingMethod: 'express', shippingMethodName: 'Express', paymentMethod: 'test-card', couponCode: null, price: 5000, discount: 0, shippingFee: 1500, paymentAmount: 6500, createdAt: '2026-11-22T10:00:00Z', products: [{ slug: 'tee', name: 'Classic tee', sku: 'TEE-RED-M', price: 2500, quantity: 2, options: [] }], shipments: [] };

const sr = (el: Element) => el.shadowRoot!;
const text = (el: Element, selector: string) => sr(el).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
const currentStep = (el: Element) => sr(el).querySelector('.steps [aria-current="step"]')?.textContent?.replace(/^\d+/, '');
const radio = (el: Element, name: string, value: string) => sr(el).querySelector<HTMLElement & { checked: boolean }>(`shop-checkbox[name="${name}"][value="${value}"]`);
/** Each element hydrates on its own: a control inside is live once its own code has run. */
const live = (el: Element) => waitFor(() => (el as Element & { [key: symbol]: boolean })[Symbol.for('shop-elements.live')], { message: `<${el.localName}> live` });
const asked = async (path: string) => (await requests()).filter((r) => r.path === path);

describe('<shop-checkout> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    resetCheckout();
    clearSession();
  });
  afterEach(() => {
    cleanupPages();
    resetCheckout();
    clearSession();
  });

  it("hydrates a guest's information step with the cart's summary, and fetches nothing again", async () => {
    const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals: totals() } });
    expectHydrated(result);
    expect(currentStep(result.el)).to.equal('Information');
    expect(result.server).to.contain('Classic tee');
    expect(text(result.el, '[part="summary"]')).to.contain('Classic tee').and.contain('$50.00').and.contain('Depends on the shipping method');
    expect(sr(result.el).querySelector('shop-input[name="email"]')).to.not.equal(null);
    // Without JavaScript: the button that needs script is hidden, one line says why.
    expect(sr(result.el).querySelector('.actions .primary')!.classList.contains('scripted')).to.equal(true);
    expect(text(result.el, '.no-script')).to.equal('Checking out needs JavaScript.');
    expect(await asked('/checkout/summary')).to.have.length(0);
  });

  it("hydrates a customer's information step with the first saved address and its shipping methods", async () => {
    signIn('token-1');
    const data = { signedIn: true, addresses: [address, { ...address, id: 6, city: 'Kowloon', isDefault: false }], shipping, totals: totals({ address }) };
    const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data });
    expectHydrated(result);
    expect(result.server).to.contain('Kowloon').and.contain('Express');
    expect(sr(result.el).querySelector('shop-input[name="email"]')).to.equal(null);
    await waitFor(() => $checkout.get().addressId === 5);
    await live(radio(result.el, 'addressId', '5')!);
    expect(radio(result.el, 'addressId', '5')!.checked).to.equal(true);
    expect(radio(result.el, 'shippingMethod', 'express')).to.not.equal(null);
    for (const path of ['/address/list', '/checkout/shipping', '/checkout/summary']) expect(await asked(path), path).to.have.length(0);
  });

  it('hydrates the empty cart on the information step', async () => {
    const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data: { signedIn: false, totals: totals({ lines: [], subtotal: 0, total: 0 }) } });
    expectHydrated(result);
    expect(sr(result.el).querySelector('[part="empty"]')).to.not.equal(null);
  });

  it('hydrates the information step with no data (loading), then loads', async () => {
    await reply({ path: '/checkout/summary', body: ok(totals()) });
    const result = await renderThenHydrate('shop-checkout', { step: 'information' });
    expectHydrated(result);
    expect(result.server).to.contain('<shop-loading');
    await shadowPart(result.el, '[part="summary"]');
  });

  it('hydrates the payment step as the server knows it (nothing chosen, with the summary), then applies the stored choices', async () => {
    const bare = await renderThenHydrate('shop-checkout', { step: 'payment' }, { data: { signedIn: false, totals: totals() } });
    expectHydrated(bare);
    expect(currentStep(bare.el)).to.equal('Payment');
    expect(text(bare.el, '[role="alert"]')).to.equal('Your contact, address and shipping method are needed first.');
    expect(text(bare.el, '[part="summary"]')).to.contain('Classic tee');
    expect(await asked('/checkout/summary')).to.have.length(0);
    cleanupPages();

    // The tab already chose: hydrated as drawn, then the step the choices make.
    updateCheckout({ addressId: 5, shippingMethod: 'express', email: 'mei@example.com' });
    await reply({ path: '/checkout/summary', body: ok(totals({ address, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 })) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const stored = await renderThenHydrate('shop-checkout', { step: 'payment' }, { data: { signedIn: false, totals: totals() } });
    expectHydrated(stored);
    await shadowPart(stored.el, '[part="place"]');
    await waitFor(() => text(stored.el, '[part="summary"]')?.includes('$65.00'));
    expect((await asked('/checkout/summary')).map((r) => r.body)).to.deep.equal([{ addressId: 5, shippingMethod: 'express' }]);
  });

  it('hydrates the payment step with no data', async () => {
    await reply({ path: '/checkout/summary', body: ok(totals()) });
    const result = await renderThenHydrate('shop-checkout', { step: 'payment' });
    expectHydrated(result);
    await shadowPart(result.el, '[part="summary"]');
  });

  it("hydrates the success step with the shopper's order, placed and awaiting payment", async () => {
    await reply({ path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const result = await renderThenHydrate('shop-checkout', { step: 'success' }, { data: { signedIn: false, order }, url: '/checkout/thankyou?number=SE000001' });
    expectHydrated(result);
    expect(text(result.el, '[part="success-title"]')).to.equal('Order placed: awaiting payment');
    expect(text(result.el, '[part="order-number"]')).to.equal('SE000001');
    expect(currentStep(result.el)).to.equal('Payment');
    expect(sr(result.el).querySelector('shop-payment')!.getAttribute('order')).to.equal('SE000001');
    expect(await asked('/order/detail')).to.have.length(0);
  });

  it('hydrates a paid order with the Success step current', async () => {
    const result = await renderThenHydrate('shop-checkout', { step: 'success' }, { data: { signedIn: true, order: { ...order, payStatus: 'paid' } } });
    expectHydrated(result);
    expect(text(result.el, '[part="success-title"]')).to.equal('Checkout Success !');
    expect(currentStep(result.el)).to.equal('Success');
  });

  it("hydrates someone else's order as an unknown one", async () => {
    const result = await renderThenHydrate('shop-checkout', { step: 'success' }, { data: { signedIn: false, order: null }, url: '/checkout/thankyou?number=SE999' });
    expectHydrated(result);
    expect(text(result.el, '[role="alert"]')).to.equal('No such order');
    expect(await asked('/order/detail')).to.have.length(0);
  });

  it('hydrates the success step with no data (loading), then fetches the order', async () => {
    await reply({ path: '/order/detail', body: ok(order) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const result = await renderThenHydrate('shop-checkout', { step: 'success', order: 'SE000001' });
    expectHydrated(result);
    expect(result.server).to.contain('<shop-loading');
    await waitFor(() => text(result.el, '[part="order-number"]') === 'SE000001');
    expect((await asked('/order/detail')).map((r) => r.body)).to.deep.equal([{ number: 'SE000001' }]);
  });

  it('works once hydrated: a shipping method picked asks for the new totals', async () => {
    signIn('token-1');
    await reply({ path: '/checkout/summary', body: ok(totals({ address, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 })) });
    const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data: { signedIn: true, addresses: [address], shipping, totals: totals({ address }) } });
    expectHydrated(result);
    const express = radio(result.el, 'shippingMethod', 'express')!;
    await live(express);
    (await shadowPart<HTMLInputElement>(express, 'input')).click();
    await waitFor(() => text(result.el, '[part="summary"]')?.includes('$65.00'));
    expect((await asked('/checkout/summary')).map((r) => r.body)).to.deep.equal([{ addressId: 5, shippingMethod: 'express' }]);
  });

  describe('with actions (the steps post without JavaScript) and the host\'s draft', () => {
    const actions = { information: '/checkout/information', payment: '/checkout/payment' };
    const methods = [{ code: 'cod', name: 'Cash on delivery' }, { code: 'test-card', name: 'Card' }];
    const nativeForm = (el: Element) => sr(el).querySelector<HTMLFormElement>('form.main');

    it("hydrates a guest's information step with no address yet: a form with the plain fields, what was refused at its fields", async () => {
      const data = { signedIn: false, totals: totals(), actions, draft: {}, values: { email: 'mei@', firstName: '', city: 'Hong Kong', country: 'HK' }, errors: { email: 'Please enter a valid e-mail address', firstName: 'First name is required' } };
      const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data });
      expectHydrated(result);
      const form = nativeForm(result.el)!;
      expect(form.getAttribute('method')).to.equal('post');
      expect(form.getAttribute('action')).to.equal('/checkout/information');
      expect(form.querySelector<HTMLInputElement>('.no-script input[name="email"]')!.value).to.equal('mei@');
      expect(form.querySelector<HTMLInputElement>('.no-script input[name="city"]')!.value).to.equal('Hong Kong');
      expect(form.querySelector<HTMLSelectElement>('.no-script select[name="country"]')!.value).to.equal('HK');
      expect(text(result.el, '.no-script .field.invalid')).to.contain('Please enter a valid e-mail address');
      expect(sr(result.el).querySelector('shop-address-form')!.classList.contains('scripted')).to.equal(true);
      expect(sr(result.el).querySelector('shop-input[name="email"]')!.classList.contains('scripted')).to.equal(true);
      // The submit is for scripting off; the line that said checkout needs JavaScript is gone.
      expect(form.querySelector('.no-script .address-actions button[type="submit"]')!.textContent).to.equal('Use this address');
      expect(form.querySelector('.actions.no-script button[type="submit"]')!.textContent).to.equal('Continue to payment');
      expect(form.querySelector<HTMLSelectElement>('.no-script select[name="countryCode"]')).to.not.equal(null);
      expect(result.server).to.not.contain('Checking out needs JavaScript.');
    });

    it("hydrates a guest's information step with the draft's address and its shipping methods, and the tab adopts the draft", async () => {
      const data = { signedIn: false, totals: totals({ address }), shipping, actions, draft: { email: 'mei@example.com', addressId: 5 } };
      const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data });
      expectHydrated(result);
      expect(text(result.el, '.recap-text')).to.contain('1 Harbour Road');
      const natives = [...sr(result.el).querySelectorAll<HTMLInputElement>('.no-script input[name="shippingMethod"]')].map((i) => i.value);
      expect(natives).to.deep.equal(['standard', 'express']);
      expect(sr(result.el).querySelector('.no-script input[name="email"]')!.getAttribute('value')).to.equal('mei@example.com');
      expect(nativeForm(result.el)!.querySelector('.actions.no-script button')!.textContent).to.equal('Continue to payment');
      await waitFor(() => $checkout.get().addressId === 5 && $checkout.get().email === 'mei@example.com');
      for (const path of ['/checkout/shipping', '/checkout/summary']) expect(await asked(path), path).to.have.length(0);
    });

    it("hydrates a guest's 'Change' of the draft's address without JavaScript: the form filled with it", async () => {
      const data = { signedIn: false, totals: totals({ address }), shipping, actions, draft: { email: 'mei@example.com', addressId: 5 } };
      const recap = await renderThenHydrate('shop-checkout', { step: 'information' }, { data });
      expectHydrated(recap);
      expect(sr(recap.el).querySelector('.recap a.no-script')!.getAttribute('href')).to.equal('/checkout/information?change=address');
      cleanupPages();
      // The page's address, on the server and in the browser alike.
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}?change=address`);
      const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data, url: '/checkout/information?change=address' }).finally(() => history.replaceState(null, '', before));
      expectHydrated(result);
      expect(sr(result.el).querySelector('.recap')).to.equal(null);
      expect(sr(result.el).querySelector<HTMLInputElement>('.no-script input[name="address"]')!.value).to.equal('1 Harbour Road');
      expect(sr(result.el).querySelector<HTMLSelectElement>('.no-script select[name="country"]')!.value).to.equal('HK');
      expect(sr(result.el).querySelector<HTMLSelectElement>('.no-script select[name="countryCode"]')!.value).to.equal('+852');
    });

    it("hydrates a customer's information step with native radios for the saved addresses and methods", async () => {
      signIn('token-1');
      const data = { signedIn: true, addresses: [address, { ...address, id: 6, city: 'Kowloon', isDefault: false }], shipping, totals: totals({ address: { ...address, id: 6, city: 'Kowloon' }, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 }), actions, draft: { addressId: 6, shippingMethod: 'express' } };
      const result = await renderThenHydrate('shop-checkout', { step: 'information' }, { data });
      expectHydrated(result);
      const checked = (name: string) => sr(result.el).querySelector<HTMLInputElement>(`.no-script input[name="${name}"]:checked`)?.value;
      expect(checked('addressId')).to.equal('6');
      expect(checked('shippingMethod')).to.equal('express');
      expect(radio(result.el, 'addressId', '6')!.hasAttribute('checked')).to.equal(true);
      for (const path of ['/address/list', '/checkout/shipping', '/checkout/summary']) expect(await asked(path), path).to.have.length(0);
    });

    it('hydrates the payment step with the draft: the review, native method radios and the key the form posts', async () => {
      const data = { signedIn: false, totals: totals({ address, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 }), actions, draft: { email: 'mei@example.com', addressId: 5, shippingMethod: 'express' }, placeKey: '6f1c2d3e-0000-4000-8000-000000000001', payment: methods, elements: { 'shop-payment': methods } };
      const result = await renderThenHydrate('shop-checkout', { step: 'payment' }, { data });
      expectHydrated(result);
      const form = nativeForm(result.el)!;
      expect(form.getAttribute('action')).to.equal('/checkout/payment');
      expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="idempotencyKey"]')!.value).to.equal('6f1c2d3e-0000-4000-8000-000000000001');
      expect([...form.querySelectorAll<HTMLInputElement>('.no-script input[name="paymentMethod"]')].map((i) => i.value)).to.deep.equal(['cod', 'test-card']);
      expect(text(result.el, '.review')).to.contain('mei@example.com').and.contain('1 Harbour Road').and.contain('Express');
      expect(sr(result.el).querySelector('shop-payment')!.classList.contains('scripted')).to.equal(true);
      expect(form.querySelector('.actions.no-script button[type="submit"]')!.textContent).to.equal('Place order');
      expect(text(result.el, '[part="summary"]')).to.contain('$65.00');
      for (const path of ['/checkout/summary', '/checkout/payment']) expect(await asked(path), path).to.have.length(0);
    });

    it('hydrates a refused payment post with its message at the methods', async () => {
      const data = { signedIn: false, totals: totals({ address, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 }), actions, draft: { email: 'mei@example.com', addressId: 5, shippingMethod: 'express' }, placeKey: '6f1c2d3e-0000-4000-8000-000000000002', payment: methods, elements: { 'shop-payment': methods }, values: {}, errors: { paymentMethod: 'please Select Payment method' } };
      const result = await renderThenHydrate('shop-checkout', { step: 'payment' }, { data });
      expectHydrated(result);
      expect(text(result.el, '.no-script [role="alert"]')).to.equal('please Select Payment method');
    });

    it('works once hydrated: the stored choices of the tab win over the draft, and nothing posts natively', async () => {
      updateCheckout({ addressId: 5, shippingMethod: 'standard', email: 'tab@example.com' });
      await reply({ path: '/checkout/summary', body: ok(totals({ address, shippingMethod: shipping[0], total: 5000 })) });
      const data = { signedIn: false, totals: totals({ address, shippingMethod: shipping[1], shippingFee: 1500, total: 6500 }), actions, draft: { email: 'mei@example.com', addressId: 5, shippingMethod: 'express' }, placeKey: '6f1c2d3e-0000-4000-8000-000000000003', payment: methods, elements: { 'shop-payment': methods } };
      const result = await renderThenHydrate('shop-checkout', { step: 'payment' }, { data });
      expectHydrated(result);
      await waitFor(() => text(result.el, '.review')?.includes('tab@example.com'));
      expect($checkout.get().email).to.equal('tab@example.com');
      const form = nativeForm(result.el)!;
      // React's handler (at its root, inside the shadow root) has run when the event reaches the shadow root.
      let prevented: boolean | undefined;
      const seen = (event: Event) => (prevented = event.defaultPrevented);
      sr(result.el).addEventListener('submit', seen);
      form.requestSubmit();
      sr(result.el).removeEventListener('submit', seen);
      expect(prevented).to.equal(true);
    });
  });
});
