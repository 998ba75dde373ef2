import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/checkout/define';
import '../../widgets/order-lookup/define';
import { $languagePrefix } from '../../runtime/session';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { errorOf, inputNamed, part, requestsTo, submit, typeInto } from '../helpers/browser/auth-form';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { order } from './order-fixtures';

const mountLookup = (attrs = '') => mount(`<shop-order-lookup ${attrs}></shop-order-lookup>`).querySelector('shop-order-lookup')!;
const NO_MATCH = { code: 40, msg: 'No order matches this number and e-mail.', data: null };
const paidShipped = order('SE1001', { payStatus: 'paid', paidAt: '2024-05-02T09:45:00.000Z', shippedAt: '2024-05-02T09:45:00.000Z', shipments: [{ expressName: 'Demo Express', expressNumber: 'DX00000042' }], email: 'ada@example.com' });
const focusedIn = (el: Element) => el.shadowRoot!.activeElement;

describe('<shop-order-lookup>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it("checks both fields before asking: each field's label when empty, then the spec's e-mail rule", async () => {
    const el = mountLookup();
    const number = await inputNamed(el, 'number');
    const email = await inputNamed(el, 'email');
    submit(el);
    await waitFor(() => errorOf(number) === 'Order number is required');
    expect(errorOf(email)).to.equal('E-mail used at checkout is required');
    await waitFor(() => focusedIn(el) === number, { message: 'focus on the first invalid field' });
    await sendKeys({ type: 'SE1001' });
    await typeInto(email, 'ada@example');
    submit(el);
    await waitFor(() => errorOf(email) === 'Please enter a valid e-mail address');
    expect(errorOf(number)).to.equal('');
    expect(await requestsTo('/order/lookup')).to.have.length(0);
    await expectAccessible(el);
  });

  it('finds the order by keyboard and shows status, lines with options in words, totals in the currency, methods and shipments; focus goes to the order', async () => {
    await reply({ path: '/order/lookup', body: ok({ ...paidShipped, couponCode: 'SAVE5', discount: 500, paymentAmount: 5800 }) });
    const el = mountLookup();
    const found = new Promise<CustomEvent>((resolve) => el.addEventListener('shop:order-found', (e) => resolve(e as CustomEvent), { once: true }));
    await typeInto(await inputNamed(el, 'number'), ' SE1001 ');
    await typeInto(await inputNamed(el, 'email'), 'Ada@Example.com');
    await sendKeys({ press: 'Enter' });
    const heading = await shadowPart(el, '[part="order"] h2');
    expect((await requestsTo('/order/lookup'))[0]!.body).to.deep.equal({ number: 'SE1001', email: 'Ada@Example.com' });
    expect(heading.textContent).to.equal('Order SE1001');
    await waitFor(() => focusedIn(el) === heading, { message: 'focus on the found order' });
    expect(part(el, '[part="notice"]')!.textContent).to.equal('Order SE1001 found.');
    expect(part(el, '[part="status-line"]')!.textContent).to.equal('Status: In progress · Paid');
    const text = shadowText(el);
    expect(text).to.contain('Linen shirt').and.contain('Colour: Ocean blue, Size: Medium').and.contain('Quantity: 2').and.contain('$29.00 each');
    expect(part(el, '[part="totals"]')!.textContent).to.equal('Subtotal$58.00Coupon SAVE5−$5.00Shipping$5.00Payment amount$58.00');
    expect(text).to.contain('Standard delivery').and.contain('Test card');
    expect(part(el, '[part="shipments"]')!.textContent).to.contain('Demo Express').and.contain('DX00000042');
    expect((await found).detail.order.number).to.equal('SE1001');
    await expectAccessible(el);

    // Another order: back to the form, at the number.
    part<HTMLButtonElement>(el, '[part="again"]')!.click();
    const number = await inputNamed(el, 'number');
    await waitFor(() => focusedIn(el) === number, { message: 'focus back on the number' });
    expect(part(el, '[part="notice"]')!.textContent).to.equal('');
  });

  it("shows the server's one message for a wrong pair in the form's alert, at no field", async () => {
    await reply({ path: '/order/lookup', body: NO_MATCH });
    const el = mountLookup('number="SE1001" email="wrong@example.com"');
    const alert = await shadowPart(el, '[part="form-error"]');
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.equal('No order matches this number and e-mail.');
    expect(errorOf(await inputNamed(el, 'number'))).to.equal('');
    expect(errorOf(await inputNamed(el, 'email'))).to.equal('');
    expect((await inputNamed(el, 'number')).value).to.equal('SE1001', 'the typed values stay');
    expect(part(el, '[part="order"]')).to.equal(null);
    await expectAccessible(el);
  });

  it('looks the order up at once when both attributes are given (the mail and success links), once', async () => {
    await reply({ path: '/order/lookup', body: ok(order('SE2002')) });
    const el = mountLookup('number="SE2002" email="ada@example.com"');
    await shadowPart(el, '[part="order"]');
    expect((await requestsTo('/order/lookup')).map((r) => r.body)).to.deep.equal([{ number: 'SE2002', email: 'ada@example.com' }]);
    expect(part(el, '[part="shipments"]')!.textContent).to.equal('Not shipped yet.');
  });

  it('only prefills with one attribute, or with an e-mail the rule refuses', async () => {
    const el = mountLookup('number="SE3003"');
    expect((await inputNamed(el, 'number')).value).to.equal('SE3003');
    const other = mountLookup('number="SE3003" email="not-an-email"');
    expect((await inputNamed(other, 'email')).value).to.equal('not-an-email');
    expect(await requestsTo('/order/lookup')).to.have.length(0);
  });

  it('speaks Chinese: labels, messages, status and the found order', async () => {
    await setLocale('zh');
    const el = mountLookup();
    const number = await inputNamed(el, 'number');
    await waitFor(() => shadowText(el).includes('订单号'));
    submit(el);
    await waitFor(() => errorOf(number) === '订单号不能为空');
    await expectAccessible(el);
    await reply({ path: '/order/lookup', body: ok(paidShipped) });
    await typeInto(number, 'SE1001');
    await typeInto(await inputNamed(el, 'email'), 'ada@example.com');
    submit(el);
    await shadowPart(el, '[part="order"]');
    expect(part(el, '[part="status-line"]')!.textContent).to.equal('状态：进行中 · 已支付');
    expect(part(el, '[part="notice"]')!.textContent).to.equal('已找到订单 SE1001。');
    expect(part(el, '[part="again"]')!.textContent).to.equal('查询其他订单');
    await expectAccessible(el);
  });
});

describe("the checkout success step's link to the order lookup", () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    $languagePrefix.set('');
    await setLocale('en');
  });

  const success = async (shown: ReturnType<typeof order>) => {
    await reply({ path: '/order/detail', body: ok(shown) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const el = mount(`<shop-checkout step="success" order="${shown.number}"></shop-checkout>`).querySelector('shop-checkout')!;
    await shadowPart(el, '[part="order-number"]');
    return el;
  };

  it("gives a guest order a link to the lookup page prefilled with its number and e-mail, under the language prefix", async () => {
    $languagePrefix.set('/zh');
    await setLocale('zh');
    const el = await success(order('SE4004', { email: 'mei+shop@example.com' }));
    const link = await shadowPart<HTMLAnchorElement>(el, '[part="lookup-link"]');
    expect(link.getAttribute('href')).to.equal('/zh/order/lookup?number=SE4004&email=mei%2Bshop%40example.com');
    expect(link.textContent).to.equal('随时查看此订单');
    await expectAccessible(el);
  });

  it("draws no lookup link for a customer's order (it has no contact e-mail; the account area has it)", async () => {
    const el = await success(order('SE5005'));
    expect(part(el, '[part="lookup-link"]')).to.equal(null);
  });
});
