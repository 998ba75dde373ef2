// Issue 22, items 2 and 3: an amount is shown in the currency it was recorded in. Prices follow
// the shopper's currency (converted at the shop's rate); an order's amounts (list, detail, refund,
// return, the amount to pay) and a coupon's are recorded in the shop's currency and stay in it.
import { expect } from 'chai';
import { $chosenCurrency, chooseCurrency, setCurrencies } from '../../runtime/money';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/checkout/define';
import '../../widgets/coupon/define';
import '../../widgets/payment/define';
import '../../widgets/product-price/define';
import '../../widgets/user-order/define';
import '../../widgets/user-order-detail/define';
import '../../widgets/user-return/define';
import { ok, reply, resetApi } from '../helpers/browser/api';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { order, paged, returnOrder } from './order-fixtures';

const text = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
const methods = [{ code: 'test-card', name: 'Card (test provider)' }];
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

describe('amounts recorded in the shop currency, with another currency chosen', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-money');
    setCurrencies('USD', { CNY: 7.2, HKD: 7.8 });
    chooseCurrency('CNY');
  });
  afterEach(async () => {
    cleanup();
    $token.set(undefined);
    $chosenCurrency.set('');
    setCurrencies('USD');
    await setLocale('en');
  });

  it("converts a price, as before: the shopper's currency is in force", async () => {
    const el = mount('<shop-product-price price="27" currency="USD"></shop-product-price>').querySelector('shop-product-price')!;
    await waitFor(() => text(el).includes('CN¥194.40'), { message: 'the price in CNY' });
  });

  it('shows an order in the list in the currency it was paid in (SE1005, paid $27.00, is not CN¥194.40)', async () => {
    await reply({ path: '/order/list', body: ok(paged([order('SE1005', { paymentAmount: 2700 })])) });
    const el = mount('<shop-user-order></shop-user-order>').querySelector('shop-user-order')!;
    await waitFor(() => text(el).includes('SE1005'), { message: 'the order card' });
    expect(text(el)).to.contain('Total $27.00').and.not.contain('CN¥');
  });

  it("shows an order's lines and totals, and its returns' refunds, in the order's currency", async () => {
    await reply({ path: '/order/detail', body: ok(order('SE1005', { payStatus: 'paid', paidAt: '2024-05-02T09:40:00.000Z' })) });
    const el = mount('<shop-user-order-detail number="SE1005"></shop-user-order-detail>').querySelector('shop-user-order-detail')!;
    await shadowPart(el, '[part="totals"]');
    const totals = el.shadowRoot!.querySelector('[part="totals"]')!.textContent!;
    expect(totals).to.contain('$58.00').and.contain('$5.00').and.contain('$63.00').and.not.contain('CN¥');
    expect(el.shadowRoot!.querySelector('[part="lines"]')!.textContent).to.not.contain('CN¥');

    await reply({ path: '/return/list', body: ok({ list: [returnOrder('RT1001', { refundAmount: 2700 })] }) });
    const returns = mount('<shop-user-return></shop-user-return>').querySelector('shop-user-return')!;
    await waitFor(() => text(returns).includes('RT1001'), { message: 'the return' });
    expect(text(returns)).to.contain('$27.00').and.not.contain('CN¥');
  });

  it('shows the order just placed, on the success step, in the currency it was placed in, with no "charged in" note', async () => {
    await reply({ path: '/order/detail', body: ok(order('SE1005', { payStatus: 'paid', paidAt: '2024-05-02T09:40:00.000Z' })) });
    const el = mount('<shop-checkout step="success" order="SE1005"></shop-checkout>').querySelector('shop-checkout')!;
    const summary = await shadowPart(el, '[part="summary"]');
    expect(summary.textContent).to.contain('$58.00').and.contain('$63.00').and.not.contain('CN¥');
    expect(summary.querySelector('.note')).to.equal(null);
  });

  it("says the amount to pay in the order's currency (what the card is charged)", async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const el = mount('<shop-payment value="test-card" order="SE1005" amount="2700"></shop-payment>').querySelector('shop-payment')!;
    expect((await shadowPart(el, '[part="pay"]')).textContent).to.equal('Pay $27.00');
  });

  it("writes a coupon's amounts in its own currency, the one its title speaks of: one currency per card", async () => {
    const save5 = { code: 'SAVE5', title: '$5 off orders over $30', kind: 'fixed', amount: 500, minSpend: 3000, expiresAt: future };
    const el = mount(`<shop-coupon coupon='${JSON.stringify(save5)}'></shop-coupon>`).querySelector('shop-coupon')!;
    expect((await shadowPart(el, '[part="value"]')).textContent).to.equal('$5.00 off');
    expect(el.shadowRoot!.querySelector('[part="terms"]')!.textContent).to.contain('On orders of $30.00 or more');
    expect(text(el)).to.not.contain('CN¥');
  });
});
