import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../runtime/socket';
import '../../widgets/user-order/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { forgetSocket, line, order, paged, push, socketServer } from './order-fixtures';

const mountList = () => mount('<shop-user-order></shop-user-order>').querySelector('shop-user-order')!;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="order"]')];
const listRequests = async () => (await requests()).filter((r) => r.path === '/order/list');

describe('<shop-user-order>', () => {
  const start = location.href;
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-orders');
  });
  afterEach(async () => {
    sinon.restore();
    cleanup();
    closeSocket();
    $token.set(undefined);
    history.replaceState(null, '', start);
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in, with a link that brings them back, and loads nothing', async () => {
    $token.set(undefined);
    const el = mountList();
    const link = await shadowPart<HTMLAnchorElement>(el, '[part="signin"] a');
    expect(link.textContent).to.equal('Sign in');
    expect(link.getAttribute('href')).to.match(/^\/auth\/signin\?redirect=/);
    expect(await listRequests()).to.have.length(0);
    await expectAccessible(el);
  });

  it('shows each order as a card: number, date, status and pay status in words, pictures, total, link and quick action', async () => {
    const shirtOrder = order('SE1002');
    await reply(
      { path: '/order/list', body: ok(paged([shirtOrder, order('SE1001', { status: 'completed', payStatus: 'paid', products: [line('wool-scarf', 'Wool scarf', 'WS-1', { price: 1500, quantity: 1, image: '', options: [] })], paymentAmount: 1500 })])) },
    );
    const el = mountList();
    await waitFor(() => cards(el).length === 2, { message: 'two cards' });
    const [unpaid, completed] = cards(el);
    const text = (n: Element) => n.textContent!.replace(/\s+/g, ' ');
    expect(text(unpaid!)).to.contain('Order SE1002').and.contain('In progress').and.contain('Unpaid').and.contain('Total $63.00').and.contain('Items: 2');
    expect(text(unpaid!)).to.match(/Placed May 2, 2024/);
    expect(text(completed!)).to.contain('Completed').and.contain('Paid').and.contain('Total $15.00');
    expect(unpaid!.querySelector('h3 a')!.getAttribute('href')).to.equal('/user/order/SE1002');
    const pay = [...unpaid!.querySelectorAll('a')].find((a) => a.textContent === 'Pay now')!;
    expect(pay.getAttribute('href')).to.equal('/user/order/SE1002#pay');
    expect(el.shadowRoot!.getElementById(pay.getAttribute('aria-describedby')!)!.textContent).to.equal('Order SE1002');
    expect([...completed!.querySelectorAll('a')].some((a) => a.textContent === 'Pay now')).to.equal(false);
    const body = (await listRequests())[0]!.body;
    expect(body).to.deep.equal({ page: 1 });
    await waitFor(() => unpaid!.querySelector('[part="thumbs"] .lazy-image'), { message: "the shirt's picture from its line" });
    const shirt = await waitFor(() => unpaid!.querySelector<HTMLImageElement>('[part="thumbs"] img'), { message: 'the picture loaded' });
    expect(shirt.alt).to.equal('Linen shirt');
    expect(shirt.src).to.equal(shirtOrder.products[0]!.image);
    // The line says what it shows: no product look-ups.
    expect((await requests()).filter((r) => r.path === '/product/detail')).to.have.length(0);
    expect(completed!.querySelector('[part="thumbs"] .no-image')!.textContent).to.equal('Wool scarf');
    await expectAccessible(el);
  });

  it('filters by status and pay status with radio groups; the address follows, with history entries Back returns through', async () => {
    await reply({ path: '/order/list', body: ok(paged([order('SE1'), order('SE2', { payStatus: 'paid' })], 12)) });
    const el = mountList();
    await waitFor(() => cards(el).length === 2);
    const groups = [...el.shadowRoot!.querySelectorAll('fieldset')];
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).to.deep.equal(['Order status', 'Payment']);
    const radio = (group: number, label: string) => [...groups[group]!.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
    expect(radio(0, 'All').checked).to.equal(true);
    // history.length stops growing at 50 in Chromium (and the test tab has had many): count the pushes.
    const pushes = sinon.spy(history, 'pushState');

    await reply({ path: '/order/list', body: ok(paged([order('SE1')], 1)) });
    radio(1, 'All').focus();
    await sendKeys({ press: 'ArrowRight' }); // the keyboard moves and chooses within the group
    await waitFor(() => radio(1, 'Unpaid').checked);
    await waitFor(() => new URLSearchParams(location.search).get('pay') === 'unpaid', { message: 'pay in the address' });
    await waitFor(async () => (await listRequests()).length === 2);
    expect((await listRequests())[1]!.body).to.deep.equal({ payStatus: 'unpaid', page: 1 });
    // The server filters: the page shows what it answered.
    await waitFor(() => cards(el).length === 1);
    expect(pushes.callCount).to.equal(1);

    await reply({ path: '/order/list', body: ok(paged([order('SE3', { status: 'cancelled' })], 1)) });
    radio(0, 'Cancelled').click();
    await waitFor(() => new URLSearchParams(location.search).get('status') === 'cancelled' && new URLSearchParams(location.search).get('pay') === 'unpaid');
    await waitFor(async () => (await listRequests()).length === 3);
    expect((await listRequests())[2]!.body).to.deep.equal({ status: 'cancelled', payStatus: 'unpaid', page: 1 });

    await reply({ path: '/order/list', body: ok(paged([order('SE1')], 1)) });
    history.back();
    await waitFor(() => radio(0, 'All').checked && radio(1, 'Unpaid').checked, { message: 'Back restores the filters' });
    await waitFor(async () => (await listRequests()).length === 4);
    expect((await listRequests())[3]!.body).to.deep.equal({ payStatus: 'unpaid', page: 1 });
  });

  it('pages through the list with the pager; the page goes in the address', async () => {
    await reply({ path: '/order/list', body: ok(paged([order('SE1')], 25)) });
    const el = mountList();
    const next = await shadowPart<HTMLAnchorElement>(el, '[part="pagination"] a[rel="next"]');
    expect(new URL(next.href).searchParams.get('page')).to.equal('2');
    await reply({ path: '/order/list', body: ok(paged([order('SE11')], 25, 2)) });
    next.click();
    await waitFor(() => shadowText(el).includes('SE11'));
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    expect((await listRequests())[1]!.body).to.deep.equal({ page: 2 });
    expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent).to.equal('2');
  });

  it("says 'No records' for an empty list and offers a retry when the list fails", async () => {
    await reply({ path: '/order/list', body: { code: 500, msg: 'Server fault', data: null }, status: 500 });
    const el = mountList();
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.getAttribute('role')).to.equal('alert');
    await reply({ path: '/order/list', body: ok(paged([])) });
    problem.querySelector('button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('shop-empty'));
    expect(el.shadowRoot!.querySelector('shop-empty')!.getAttribute('kind')).to.equal('records');
  });

  it('refreshes an order live when the socket says its status or payment changed, and announces it', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    await reply({ path: '/order/list', body: ok(paged([order('SE7'), order('SE8')])) });
    const el = mountList();
    await waitFor(() => cards(el).length === 2);
    await reply({ path: '/order/detail', body: ok(order('SE7', { status: 'in_progress', payStatus: 'paid', shipments: [{ expressName: 'Demo Express', expressNumber: 'DX1' }] })) });
    await push({ namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: 'SE7' });
    await waitFor(() => cards(el)[0]!.querySelector('[part="pay-status"]')!.textContent === 'Paid', { message: 'paid live' });
    expect(el.shadowRoot!.querySelector('[part="live"]')!.textContent).to.equal('Order SE7 is now: In progress, Paid');
    await reply({ path: '/order/detail', body: ok(order('SE8', { status: 'cancelled' })) });
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'SE8' });
    await waitFor(() => cards(el)[1]!.querySelector('[part="status"]')!.textContent === 'Cancelled', { message: 'cancelled live' });
    // Another shopper's number (not on this page) asks nothing.
    await push({ namespace: 'order', mutation: 'setStatus', action: 'order/status', number: 'XX1' });
    await push({ code: 200, msg: 'pong' });
    const details = (await requests()).filter((r) => r.path === '/order/detail');
    expect(details.map((r) => (r.body as { number: string }).number)).to.deep.equal(['SE7', 'SE8']);
  });

  it('speaks Chinese: filters, statuses and money', async () => {
    await setLocale('zh');
    await reply({ path: '/order/list', body: ok(paged([order('SE9', { status: 'pending_cancellation', payStatus: 'paid' })])) });
    const el = mountList();
    await waitFor(() => cards(el).length === 1);
    const text = shadowText(el);
    expect(text).to.contain('我的订单').and.contain('待取消').and.contain('已支付').and.contain('全部').and.contain('订单 SE9');
    await expectAccessible(el);
  });
});
