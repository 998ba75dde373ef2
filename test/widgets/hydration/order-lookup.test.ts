// <shop-order-lookup> (one render): drawn by the server renderer and hydrated with no mismatch:
// the empty form (posting natively to the host's route), a prefilled one, a refused native post
// (its data: values kept, messages at their fields and over the form), the order a native post
// found (its data: shown as after a look-up, nothing fetched again), another language (its
// attributes are free text: no value is bad, so it has no error state); then working: the
// server-drawn form looks an order up, and the found order's link goes back to the form.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/order-lookup/define';
import { ok, reply, resetApi } from '../../helpers/browser/api';
import { errorOf, inputNamed, requestsTo, typeInto } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { order } from '../order-fixtures';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const here = () => `${location.pathname}${location.search}`;
const found = order('SE1001', { payStatus: 'paid', couponCode: 'SAVE5', discount: 500, paymentAmount: 5800, shipments: [{ expressName: 'Demo Express', expressNumber: 'DX00000042' }], email: 'ada@example.com' });

describe('<shop-order-lookup> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the empty form: a native post of number and e-mail to the action', async () => {
    const result = await renderThenHydrate('shop-order-lookup', { action: '/order/lookup' }, { url: here() });
    expectHydrated(result);
    const form = part(result.el, 'form') as HTMLFormElement;
    expect([form.getAttribute('action'), form.method]).to.deep.equal(['/order/lookup', 'post']);
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).to.deep.equal(['number', 'email']);
    expect((await inputNamed(result.el, 'number')).value).to.equal('');
    expect(part(result.el, '.intro')!.textContent).to.equal('Enter your order number and the e-mail address you gave at checkout.');
    expect(part(result.el, '[part="submit"]')!.textContent).to.equal('Find order');
    expect(part(result.el, '[part="form-error"]')).to.equal(null);
    expect(part(result.el, '[part="order"]')).to.equal(null);
  });

  it('hydrates prefilled, and with one attribute looks nothing up; no native post without an action', async () => {
    const result = await renderThenHydrate('shop-order-lookup', { number: 'SE1001' }, { url: here() });
    expectHydrated(result);
    expect((await inputNamed(result.el, 'number')).value).to.equal('SE1001');
    expect((await inputNamed(result.el, 'email')).value).to.equal('');
    expect(part(result.el, 'form')!.hasAttribute('action')).to.equal(false);
    expect(await requestsTo('/order/lookup')).to.have.length(0);
  });

  it('hydrates a refused native post: the values kept, the messages at their fields and over the form, no look-up again', async () => {
    const data = { values: { number: 'SE1001', email: 'ada@example' }, errors: { email: 'Please enter a valid e-mail address' }, formError: 'No order matches this number and e-mail.' };
    const result = await renderThenHydrate('shop-order-lookup', { action: '/order/lookup', number: 'SE1001', email: 'ada@example.com' }, { data, url: here() });
    expectHydrated(result);
    const email = await inputNamed(result.el, 'email');
    expect((await inputNamed(result.el, 'number')).value).to.equal('SE1001');
    expect(email.value).to.equal('ada@example');
    expect(errorOf(email)).to.equal('Please enter a valid e-mail address');
    expect(errorOf(await inputNamed(result.el, 'number'))).to.equal('');
    expect(part(result.el, '[part="form-error"]')!.textContent).to.equal('No order matches this number and e-mail.');
    expect(await requestsTo('/order/lookup')).to.have.length(0, 'the data is the answer: both attributes do not look it up again');
  });

  it('hydrates the order a native post found: status, lines, totals, shipments, a link back to the form; nothing fetched, focus left alone', async () => {
    const result = await renderThenHydrate('shop-order-lookup', { action: '/order/lookup', number: 'SE1001', email: 'ada@example.com' }, { data: { order: found }, url: here() });
    expectHydrated(result);
    const { el } = result;
    expect(part(el, '[part="order"] h2')!.textContent).to.equal('Order SE1001');
    expect(part(el, '[part="status-line"]')!.textContent).to.equal('Status: In progress · Paid');
    expect(part(el, '.placed')!.textContent).to.contain('May 2, 2024');
    expect(part(el, '[part="lines"]')!.textContent).to.contain('Linen shirt').and.contain('Colour: Ocean blue, Size: Medium');
    expect(part(el, '[part="totals"]')!.textContent).to.equal('Subtotal$58.00Coupon SAVE5−$5.00Shipping$5.00Payment amount$58.00');
    expect(part(el, '[part="shipments"]')!.textContent).to.contain('DX00000042');
    expect(part(el, '[part="notice"]')!.textContent).to.equal('Order SE1001 found.');
    expect(part(el, '[part="again"]')!.getAttribute('href')).to.equal(location.pathname);
    expect(part(el, 'form')).to.equal(null);
    expect(el.shadowRoot!.activeElement).to.equal(null);
    expect(await requestsTo('/order/lookup')).to.have.length(0);
  });

  it('hydrates in another language, the found order included', async () => {
    await setLocale('zh');
    const result = await renderThenHydrate('shop-order-lookup', { action: '/zh/order/lookup' }, { locale: 'zh', data: { order: found }, url: here() });
    expectHydrated(result);
    expect(part(result.el, '[part="status-line"]')!.textContent).to.equal('状态：进行中 · 已支付');
    expect(part(result.el, '[part="again"]')!.textContent).to.equal('查询其他订单');
  });

  it('works once hydrated: the server-drawn form looks the order up and shows it, focused; its link goes back to the form', async () => {
    await reply({ path: '/order/lookup', body: ok(found) });
    const result = await renderThenHydrate('shop-order-lookup', { action: '/order/lookup' }, { url: here() });
    expectHydrated(result);
    const { el } = result;
    await typeInto(await inputNamed(el, 'number'), 'SE1001');
    await typeInto(await inputNamed(el, 'email'), 'ada@example.com');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => part(el, '[part="order"] h2'));
    expect((await requestsTo('/order/lookup'))[0]!.body).to.deep.equal({ number: 'SE1001', email: 'ada@example.com' });
    const heading = part(el, '[part="order"] h2')!;
    await waitFor(() => el.shadowRoot!.activeElement === heading, { message: 'focus on the found order' });
    part(el, '[part="again"]')!.click();
    const number = await inputNamed(el, 'number');
    await waitFor(() => el.shadowRoot!.activeElement === number, { message: 'focus back on the number' });
  });
});
