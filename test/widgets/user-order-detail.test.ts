import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../runtime/socket';
import '../../widgets/user-order-detail/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { forgetSocket, order, push, returnOrder, socketServer } from './order-fixtures';

const mountDetail = (attrs = 'number="SE1001"') => mount(`<shop-user-order-detail ${attrs}></shop-user-order-detail>`).querySelector('shop-user-order-detail')!;
const button = (el: Element, label: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent === label);
const statusLine = (el: Element) => el.shadowRoot!.querySelector('[part="status-line"]')?.textContent;
const sent = async (path: string) => (await requests()).filter((r) => r.path === path);
const PAID_AT = '2024-05-02T09:45:00.000Z';
const paidShipped = (number = 'SE1001') => order(number, { payStatus: 'paid', paidAt: PAID_AT, shippedAt: PAID_AT, shipments: [{ expressName: 'Demo Express', expressNumber: 'DX00000042' }] });
const when = (iso: string, locale = 'en') => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const history = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="history"] li')].map((li) => li.textContent);

describe('<shop-user-order-detail>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-detail');
  });
  afterEach(async () => {
    cleanup();
    closeSocket();
    $token.set(undefined);
    await setLocale('en');
  });

  // Issue 22, item 7's country in words, on the order's page too (it read "Wan Chai, Hong Kong, HK").
  it("names the shipping address's country in the page language, not its code", async () => {
    await reply({ path: '/order/detail', body: ok(paidShipped()) });
    const el = mountDetail();
    const address = await shadowPart(el, '[part="address"]');
    const hongKong = new Intl.DisplayNames(['en'], { type: 'region' }).of('HK')!;
    expect(address.textContent).to.contain(`Wan Chai, Hong Kong, ${hongKong}+852 55550000`).and.not.contain(', HK');
    expect(address.querySelector('.country')!.textContent).to.equal(hongKong);
  });

  it('asks a signed-out shopper to sign in and requests nothing; a missing number is an attribute error', async () => {
    $token.set(undefined);
    const el = mountDetail();
    await shadowPart(el, '[part="signin"] a');
    expect(await sent('/order/detail')).to.have.length(0);
    $token.set('tok-detail');
    const errors = collectErrors();
    try {
      const bad = mountDetail('');
      await waitFor(() => bad.hasAttribute('data-invalid'));
      expect(errors.events.length).to.be.greaterThan(0);
    } finally {
      errors.stop();
    }
  });

  it('shows the lines with their pictures and options in words, totals, address, method names, shipments, timed history, and only the actions the state allows', async () => {
    const shown = { ...paidShipped(), couponCode: 'SAVE5', discount: 500, paymentAmount: 5800 };
    await reply({ path: '/order/detail', body: ok(shown) });
    const el = mountDetail();
    await shadowPart(el, '[part="lines"]');
    expect(shadowText(el)).to.contain('Colour: Ocean blue, Size: Medium');
    const picture = await waitFor(() => el.shadowRoot!.querySelector<HTMLImageElement>('[part="lines"] img'), { message: "the line's picture" });
    expect(picture.src).to.equal(shown.products[0]!.image);
    // The line carries its picture and words: no product look-ups.
    expect(await sent('/product/detail')).to.have.length(0);
    const text = shadowText(el);
    expect(statusLine(el)).to.equal('Status: In progress · Paid');
    expect(text).to.contain('Linen shirt').and.contain('Quantity: 2').and.contain('$29.00 each').and.contain('$58.00');
    expect(el.shadowRoot!.querySelector('[part="totals"]')!.textContent).to.equal('Subtotal$58.00Coupon SAVE5−$5.00Shipping$5.00Payment amount$58.00');
    expect(el.shadowRoot!.querySelector('address')!.textContent).to.contain('Ada Lovelace').and.contain('1 Harbour Road, Flat 2A').and.contain('+852 55550000');
    expect(el.shadowRoot!.querySelector('.methods')!.textContent).to.equal('Shipping methodStandard deliveryPayment methodTest card');
    expect(el.shadowRoot!.querySelector('[part="shipments"]')!.textContent).to.contain('Demo Express').and.contain('DX00000042');
    expect(history(el)).to.deep.equal([`Placed · ${when('2024-05-02T09:30:00.000Z')}`, `Payment received · ${when(PAID_AT)}`, `Shipped with Demo Express · ${when(PAID_AT)}`]);
    expect(el.shadowRoot!.querySelector('[part="history"] time')!.getAttribute('datetime')).to.equal('2024-05-02T09:30:00.000Z');
    expect(el.shadowRoot!.querySelector('[part="returns"]')).to.equal(null);
    expect(button(el, 'Confirm receipt')).to.exist;
    expect(button(el, 'Apply for after-sales service')).to.exist;
    expect(button(el, 'Cancel order')).to.exist;
    expect(el.shadowRoot!.querySelector('shop-payment')).to.equal(null); // paid: nothing to pay
    await expectAccessible(el);
  });

  it('a completed order offers after-sales only; a cancelled one nothing; each with the time it got there', async () => {
    const COMPLETED_AT = '2024-05-06T18:05:00.000Z';
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), status: 'completed', completedAt: COMPLETED_AT }) });
    const el = mountDetail();
    await shadowPart(el, '[part="actions"]');
    expect([...el.shadowRoot!.querySelectorAll('[part="actions"] button')].map((b) => b.textContent)).to.deep.equal(['Apply for after-sales service']);
    expect(history(el).at(-1)).to.equal(`Receipt confirmed · ${when(COMPLETED_AT)}`);
    cleanup();
    const CANCELLED_AT = '2024-05-02T10:00:00.000Z';
    await reply({ path: '/order/detail', body: ok(order('SE1001', { status: 'cancelled', cancelledAt: CANCELLED_AT })) });
    const gone = mountDetail();
    await waitFor(() => statusLine(gone) === 'Status: Cancelled · Unpaid');
    expect(gone.shadowRoot!.querySelector('[part="actions"]')).to.equal(null);
    expect(history(gone)).to.deep.equal([`Placed · ${when('2024-05-02T09:30:00.000Z')}`, `Cancelled · ${when(CANCELLED_AT)}`]);
    cleanup();
    // An order older than the recorded times: the steps it took, without a time.
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), paidAt: null, shippedAt: null, status: 'pending_cancellation' }) });
    const old = mountDetail();
    await waitFor(() => statusLine(old) === 'Status: Pending cancellation · Paid');
    expect(history(old).slice(1)).to.deep.equal(['Payment received', 'Shipped with Demo Express', 'Cancellation requested']);
  });

  it("lists the order's applications as links with their status in words, and offers no new one while one waits", async () => {
    const waiting = returnOrder('RT5', { orderNumber: 'SE1001' });
    const ended = returnOrder('RT4', { status: 'ended', auditStatus: 'audit_failed', applyType: 'refund_only', createdAt: '2024-05-03T08:00:00.000Z' });
    const summary = (r: typeof waiting) => ({ number: r.number, status: r.status, auditStatus: r.auditStatus, applyType: r.applyType, createdAt: r.createdAt });
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), returns: [summary(ended), summary(waiting)] }) });
    const el = mountDetail();
    const list = await shadowPart(el, '[part="returns"]');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('a')!.getAttribute('href'))).to.deep.equal(['/user/return/RT4', '/user/return/RT5']);
    expect(items[0]!.textContent).to.equal(`Return RT4 · Refund only · Status: Ended · Audit failed · ${when('2024-05-03T08:00:00.000Z')}`);
    expect(items[1]!.textContent).to.contain('Return and refund · Status: Pending approval · ').and.not.contain('Pending approval · Pending approval');
    expect(button(el, 'Apply for after-sales service')).to.equal(undefined);
    expect(shadowText(el)).to.contain("Application RT5 is waiting for the shop's answer");
    expect(button(el, 'Confirm receipt')).to.exist;
    await expectAccessible(el);
  });

  it('offers after-sales again when the waiting application is decided (live, from the socket)', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    const waiting = { number: 'RT5', status: 'pending_approval', auditStatus: 'pending_approval', applyType: 'return_refund', createdAt: '2024-05-03T10:00:00.000Z' } as const;
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), returns: [waiting] }) });
    const el = mountDetail();
    await shadowPart(el, '[part="returns"]');
    expect(button(el, 'Apply for after-sales service')).to.equal(undefined);
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), returns: [{ ...waiting, status: 'ended', auditStatus: 'audit_failed' }] }) });
    await push({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'RT9' }); // another order's
    await push({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'RT5' });
    await waitFor(() => button(el, 'Apply for after-sales service'), { message: 'after-sales offered again' });
    expect(el.shadowRoot!.querySelector('[part="returns"] li')!.textContent).to.contain('Status: Ended · Audit failed');
    expect((await sent('/order/detail')).length).to.equal(2);
  });

  it('cancels only after the alert dialog says yes: Escape keeps the order, the keyboard path cancels it, focus lands on the status line', async () => {
    await reply({ path: '/order/detail', body: ok(order('SE1001')) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    const el = mountDetail();
    const cancel = await waitFor(() => button(el, 'Cancel order'));
    expect(el.shadowRoot!.querySelector('shop-payment')!.getAttribute('order')).to.equal('SE1001'); // unpaid: pay here
    cancel.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await waitFor(() => dialog.open);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Are you sure you want to cancel this order?');
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Cancel order SE1001');
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Keep the order');
    await expectAccessible(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    await waitFor(() => el.shadowRoot!.activeElement === cancel, { message: 'focus back on Cancel order' });
    expect(await sent('/order/cancel')).to.have.length(0);

    await reply({ path: '/order/cancel', body: ok(order('SE1001', { status: 'cancelled' })) });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement!.textContent).to.equal('Cancel order');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => statusLine(el) === 'Status: Cancelled · Unpaid');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'status-line', { message: 'focus on the status line' });
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Order cancelled.');
    expect((await sent('/order/cancel'))[0]!.body).to.deep.equal({ number: 'SE1001' });
    expect(el.shadowRoot!.querySelector('[part="actions"]')).to.equal(null);
  });

  it('a paid order becomes pending cancellation, and the dialog says so first', async () => {
    await reply({ path: '/order/detail', body: ok(paidShipped()) }, { path: '/order/cancel', body: ok({ ...paidShipped(), status: 'pending_cancellation' }) });
    const el = mountDetail();
    (await waitFor(() => button(el, 'Cancel order'))).click();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await waitFor(() => dialog.open);
    expect(dialog.textContent).to.contain('it will be pending cancellation until the shop confirms');
    dialog.querySelector<HTMLButtonElement>('[part="confirm-accept"]')!.click();
    await waitFor(() => statusLine(el) === 'Status: Pending cancellation · Paid');
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Cancellation requested: the shop will confirm and refund.');
  });

  it('confirms receipt, and shows a refusal as an alert without changing the order', async () => {
    await reply({ path: '/order/detail', body: ok(paidShipped()) }, { path: '/order/confirm', body: { code: 40, msg: 'This order cannot change that way now', data: { field: 'number' } } });
    const el = mountDetail();
    (await waitFor(() => button(el, 'Confirm receipt'))).click();
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.equal('This order cannot change that way now');
    expect(statusLine(el)).to.equal('Status: In progress · Paid');
    await reply({ path: '/order/confirm', body: ok({ ...paidShipped(), status: 'completed' }) });
    button(el, 'Confirm receipt')!.click();
    await waitFor(() => statusLine(el) === 'Status: Completed · Paid');
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Receipt confirmed. The order is completed.');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'status-line');
  });

  it('pays through the embedded payment element and shows the order paid', async () => {
    await reply(
      { path: '/order/detail', body: ok(order('SE1001')) },
      { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) },
      { path: '/order/pay', body: ok({ payment: 'succeeded', order: paidShipped() }) },
    );
    const el = mountDetail();
    const payment = await shadowPart(el, 'shop-payment');
    // The card form: number, expiry and security code.
    for (const [name, text] of [['card', '4242424242424242'], ['expiry', '12/34'], ['cvc', '123']]) {
      const input = await waitFor(() => payment.shadowRoot?.querySelector(`shop-input[name="${name}"]`)?.shadowRoot?.querySelector('input'));
      input.focus();
      await sendKeys({ type: text });
    }
    payment.shadowRoot!.querySelector<HTMLButtonElement>('[part="pay"]')!.click();
    await waitFor(() => statusLine(el) === 'Status: In progress · Paid', { message: 'paid' });
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Payment received. Thank you!');
    expect(button(el, 'Confirm receipt')).to.exist;
    expect(el.shadowRoot!.querySelector('shop-payment')).to.equal(null);
  });

  it('opens the after-sales form in place, or links to refund-href when given', async () => {
    await reply({ path: '/order/detail', body: ok(paidShipped()) }, { path: '/order/detail', body: ok(paidShipped()) });
    const el = mountDetail();
    const apply = await waitFor(() => button(el, 'Apply for after-sales service'));
    expect(apply.getAttribute('aria-expanded')).to.equal('false');
    apply.click();
    await waitFor(() => el.shadowRoot!.querySelector('shop-order-refund')?.getAttribute('order-number') === 'SE1001');
    expect(apply.getAttribute('aria-expanded')).to.equal('true');
    // The form reads the order itself: its answer (the second queued) is taken before the next
    // element asks, else that element would get it (SE1001) on a busy machine.
    await waitFor(async () => (await sent('/order/detail')).length === 2, { message: 'the form read the order' });
    cleanup();
    await reply({ path: '/order/detail', body: ok(paidShipped('SE9')) });
    const linked = mountDetail('number="SE9" refund-href="/user/refund?order={number}"');
    const link = await waitFor(() => button(linked, 'Apply for after-sales service'));
    expect(link.getAttribute('href')).to.equal('/user/refund?order=SE9');
  });

  it('follows status changes live from the socket and announces them', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    await reply({ path: '/order/detail', body: ok(paidShipped()) });
    const el = mountDetail();
    await waitFor(() => statusLine(el) === 'Status: In progress · Paid');
    await reply({ path: '/order/detail', body: ok({ ...paidShipped(), status: 'completed' }) });
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'SE1001' });
    await waitFor(() => statusLine(el) === 'Status: Completed · Paid', { message: 'live status' });
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('This order was updated. Status: Completed · Paid');
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'SE0000' });
    expect((await sent('/order/detail')).length).to.equal(2);
  });

  it("takes the socket's echo of its own cancel, heard before the answer, as the cancel: 'Order cancelled.', not an update", async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    await reply({ path: '/order/detail', body: ok(order('SE1001')) }, { path: '/checkout/payment', body: ok([]) });
    const el = mountDetail();
    (await waitFor(() => button(el, 'Cancel order'))).click();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await waitFor(() => dialog.open);
    const cancelled = order('SE1001', { status: 'cancelled' });
    await reply({ path: '/order/cancel', body: ok(cancelled), hold: 'cancel' }, { path: '/order/detail', body: ok(cancelled) });
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel order')!.click();
    await waitFor(async () => (await sent('/order/cancel')).length === 1, { message: 'the cancel sent' });
    // The server tells the socket before it answers: the echo and its re-read come first.
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'SE1001' });
    await waitFor(async () => (await sent('/order/detail')).length === 2, { message: "the echo's re-read" });
    await release('cancel');
    await waitFor(() => statusLine(el) === 'Status: Cancelled · Unpaid');
    await waitFor(() => el.shadowRoot!.querySelector('[part="notice"]')!.textContent === 'Order cancelled.', { message: 'the own outcome' });
    // A late echo after the answer (its re-read shows the same state) leaves the outcome alone.
    await reply({ path: '/order/detail', body: ok(cancelled) });
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'SE1001' });
    await waitFor(async () => (await sent('/order/detail')).length === 3);
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Order cancelled.');
  });

  it('shows a failed load with a retry, and speaks Chinese', async () => {
    await setLocale('zh');
    await reply({ path: '/order/detail', body: { code: 40, msg: '没有此订单', data: { field: 'number' } } });
    const el = mountDetail();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.contain('没有此订单');
    await reply({ path: '/order/detail', body: ok(order('SE1001')) }, { path: '/checkout/payment', body: ok([{ code: 'test-card', name: 'Card' }]) });
    problem.querySelector('button')!.click();
    await waitFor(() => statusLine(el) === '状态：进行中 · 未支付');
    expect(shadowText(el)).to.contain('订单 SE1001').and.contain('收货地址').and.contain('取消订单');
    (button(el, '取消订单') as HTMLButtonElement).click();
    await waitFor(() => el.shadowRoot!.querySelector('dialog')!.open);
    expect(el.shadowRoot!.querySelector('dialog')!.textContent).to.contain('确定要取消此订单吗？');
    await expectAccessible(el);
  });
});
