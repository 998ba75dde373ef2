// <shop-user-order-detail> (one render): drawn by the server renderer for a guest (the sign-in
// prompt) and, with data (the order as order/detail answers it, the page asked for with a
// session), as the shopper's order: status line, lines, totals, address, history (UTC until
// hydrated), its applications and the actions its state allows (the payment form of an unpaid
// one); hydrated with no mismatch and not read again, in another language; a missing number is
// the error state; then working: cancelling after the dialog.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user-order-detail/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { order } from '../order-fixtures';

const PAID_AT = '2024-05-02T09:45:00.000Z';
const paidShipped = () =>
  order('SE1001', {
    payStatus: 'paid',
    paidAt: PAID_AT,
    shippedAt: PAID_AT,
    shipments: [{ expressName: 'Demo Express', expressNumber: 'DX00000042' }],
    returns: [{ number: 'RT1001', status: 'ended', auditStatus: 'audit_failed', applyType: 'refund_only', createdAt: '2024-05-03T10:00:00.000Z' }],
  });
const part = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);
const statusLine = (el: Element) => part(el, '[part="status-line"]')?.textContent;
const steps = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="history"] li')].map((li) => li.textContent);
const detailRequests = async () => (await requests()).filter((r) => r.path === '/order/detail');

describe('<shop-user-order-detail> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and reads nothing", async () => {
    history.replaceState(null, '', '/user/order/SE1001');
    const result = await renderThenHydrate('shop-user-order-detail', { number: 'SE1001' }, { url: '/user/order/SE1001' });
    expectHydrated(result);
    expect(part(result.el, 'a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/order/SE1001')}`);
    expect(part(result.el, '[part="lines"]')).to.equal(null);
    expect(await detailRequests()).to.have.length(0);
  });

  it("hydrates the shopper's order from the server's data, and does not read it again", async () => {
    history.replaceState(null, '', '/user/order/SE1001');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-order-detail', { number: 'SE1001', 'refund-href': '/user/return?order={number}' }, { url: '/user/order/SE1001', data: paidShipped() });
    expectHydrated(result);
    expect(statusLine(result.el)).to.equal('Status: In progress · Paid');
    expect(part(result.el, '[part="lines"]')!.textContent).to.contain('Linen shirt').and.contain('Colour: Ocean blue, Size: Medium');
    expect(part(result.el, '[part="totals"]')!.textContent).to.equal('Subtotal$58.00Shipping$5.00Payment amount$63.00');
    expect(part(result.el, '[part="shipments"]')!.textContent).to.contain('DX00000042');
    // The times as the server wrote them: UTC (the shopper's zone once live).
    expect(result.server).to.contain('May 2, 2024, 9:30 AM').and.contain('May 2, 2024, 9:45 AM');
    expect(steps(result.el)).to.have.length(3);
    expect(part(result.el, '[part="returns"] a')!.getAttribute('href')).to.equal('/user/return/RT1001');
    const actions = [...result.el.shadowRoot!.querySelectorAll('[part="actions"] > *')].map((b) => b.textContent);
    expect(actions).to.deep.equal(['Confirm receipt', 'Apply for after-sales service', 'Cancel order']);
    expect(part(result.el, '[part="actions"] a')!.getAttribute('href')).to.equal('/user/return?order=SE1001');
    expect(await detailRequests()).to.have.length(0);
  });

  it('hydrates an unpaid order with its payment form', async () => {
    $token.set('tok');
    await reply({ path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const result = await renderThenHydrate('shop-user-order-detail', { number: 'SE1002' }, { url: '/user/order/SE1002', data: order('SE1002') });
    expectHydrated(result);
    const payment = part(result.el, '#pay shop-payment')!;
    expect([payment.getAttribute('order'), payment.getAttribute('value')]).to.deep.equal(['SE1002', 'test-card']);
    expect(statusLine(result.el)).to.equal('Status: In progress · Unpaid');
    // The payment element, drawn without data (its loading state), loads its methods once live.
    await waitFor(async () => (await requests()).some((r) => r.path === '/checkout/payment'), { message: 'the payment methods asked for' });
  });

  it('hydrates in another language, under its prefix', async () => {
    $languagePrefix.set('/zh');
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-order-detail', { number: 'SE1001' }, { url: '/zh/user/order/SE1001', locale: 'zh', prefix: '/zh', data: paidShipped() });
    expectHydrated(result);
    expect(statusLine(result.el)).to.contain('进行中').and.contain('已支付');
    expect(part(result.el, '.back a')!.getAttribute('href')).to.equal('/zh/user/order');
  });

  it('hydrates its error state for a missing number', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-order-detail', { number: ' ' }, { url: '/user/order/x', data: paidShipped() });
    expectHydrated(bad);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    expect(part(bad.el, '[part="lines"]')).to.equal(null);
  });

  it('works once hydrated: cancel, after the dialog, changes the status', async () => {
    $token.set('tok');
    await reply({ path: '/order/cancel', body: ok(order('SE1002', { status: 'cancelled' })) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const result = await renderThenHydrate('shop-user-order-detail', { number: 'SE1002' }, { url: '/user/order/SE1002', data: order('SE1002') });
    expectHydrated(result);
    [...result.el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="actions"] button')].find((b) => b.textContent === 'Cancel order')!.click();
    const dialog = part(result.el, 'dialog') as HTMLDialogElement;
    await waitFor(() => dialog.open);
    dialog.querySelector<HTMLButtonElement>('[part="confirm-accept"]')!.click();
    await waitFor(() => statusLine(result.el) === 'Status: Cancelled · Unpaid');
    expect((await requests()).filter((r) => r.path === '/order/cancel').map((r) => r.body)).to.deep.equal([{ number: 'SE1002' }]);
  });
});
