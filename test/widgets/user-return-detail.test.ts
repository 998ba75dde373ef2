import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../runtime/socket';
import '../../widgets/user-return-detail/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { forgetSocket, push, returnOrder, socketServer } from './order-fixtures';

const merchantAddress = { consignee: 'Shop Elements Returns', contactNumber: '+852 5555 0000', address: '8 Harbour Road, Wan Chai, Hong Kong' };
const approved = (changes = {}) => returnOrder('RT1', { auditStatus: 'audit_successful', merchantAddress, ...changes });
const mountDetail = () => mount('<shop-user-return-detail number="RT1"></shop-user-return-detail>').querySelector('shop-user-return-detail')!;
const statusLine = (el: Element) => el.shadowRoot!.querySelector('[part="status-line"]')?.textContent;
const facts = (el: Element) => {
  const list = el.shadowRoot!.querySelector('[part="facts"]')!;
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
};
const sent = async (path: string) => (await requests()).filter((r) => r.path === path);

describe('<shop-user-return-detail>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-return');
  });
  afterEach(async () => {
    cleanup();
    closeSocket();
    $token.set(undefined);
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in', async () => {
    $token.set(undefined);
    const el = mountDetail();
    await shadowPart(el, '[part="signin"] a');
    expect((await requests()).length).to.equal(0);
  });

  it("shows every field of the return; a refused one with the shop's reason and no actions", async () => {
    await reply({ path: '/return/detail', body: ok(returnOrder('RT1', { status: 'ended', auditStatus: 'audit_failed', refusalDescription: 'Worn items cannot be returned', images: 3 })) });
    const el = mountDetail();
    await waitFor(() => statusLine(el) === 'Status: Ended · Audit failed');
    const f = facts(el);
    expect(f).to.include({ 'Return number': 'RT1', Order: 'SE1001', Type: 'Return and refund', Status: 'Ended', 'Audit status': 'Audit failed', 'Refund amount': '$63.00', Reason: 'Arrived damaged', Description: 'The seam is torn', 'Photos sent': '3', 'Refusal reason': 'Worn items cannot be returned', Parcel: 'Not sent yet' });
    // Nothing sent: one line says so, not a "Not sent yet" row for each of the parcel's fields.
    expect(f).to.not.have.any.keys('Logistics company', 'Tracking number', 'Sent on');
    expect(f['Applied on']).to.match(/2024/);
    expect(el.shadowRoot!.querySelector('[part="merchant-address"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="cancel"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="logistics"]')).to.equal(null);
    await expectAccessible(el);
  });

  it('cancels a waiting application only after the alert dialog; Escape keeps it; focus lands on the status line', async () => {
    await reply({ path: '/return/detail', body: ok(returnOrder('RT1')) });
    const el = mountDetail();
    const cancel = await shadowPart<HTMLButtonElement>(el, '[part="cancel"]');
    expect(el.shadowRoot!.querySelector('[part="merchant-address"]')).to.equal(null); // not approved yet
    cancel.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    await waitFor(() => dialog.open);
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Are you sure you want to cancel this application?');
    await expectAccessible(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open && el.shadowRoot!.activeElement === cancel);
    expect(await sent('/return/cancel')).to.have.length(0);
    await reply({ path: '/return/cancel', body: ok(returnOrder('RT1', { status: 'cancelled' })) });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => statusLine(el) === 'Status: Cancelled · Pending approval');
    await waitFor(() => el.shadowRoot!.activeElement?.getAttribute('part') === 'status-line');
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Application cancelled.');
    expect(el.shadowRoot!.querySelector('[part="cancel"]')).to.equal(null);
  });

  it("once approved shows the shop's return address and takes the parcel's company and tracking number, checked first", async () => {
    await reply({ path: '/return/detail', body: ok(approved()) });
    const el = mountDetail();
    const address = await shadowPart(el, '[part="merchant-address"]');
    expect(address.textContent).to.equal('ConsigneeShop Elements ReturnsContact number+852 5555 0000Address8 Harbour Road, Wan Chai, Hong Kong');
    const form = await shadowPart<HTMLFormElement>(el, '[part="logistics"]');
    const [company, tracking] = [...form.querySelectorAll('input')];
    form.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => company!.getAttribute('aria-invalid') === 'true');
    expect(el.shadowRoot!.activeElement).to.equal(company);
    expect(form.textContent).to.contain('Logistics company is required');
    company!.focus();
    await sendKeys({ type: 'SF Express' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'x!' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => tracking!.getAttribute('aria-invalid') === 'true');
    expect(await sent('/return/logistics')).to.have.length(0);
    await expectAccessible(el);

    await reply({ path: '/return/logistics', body: ok(approved({ logisticsCompany: 'SF Express', logisticsNumber: 'SF123456', deliveryTime: '2024-05-04T08:00:00.000Z' })) });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'SF123456' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => facts(el)['Tracking number'] === 'SF123456');
    expect((await sent('/return/logistics'))[0]!.body).to.deep.equal({ number: 'RT1', logisticsCompany: 'SF Express', logisticsNumber: 'SF123456' });
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('Tracking number saved.');
    expect(el.shadowRoot!.querySelector('[part="logistics"]')).to.equal(null);
    expect(facts(el)['Sent on']).to.match(/2024/);
  });

  it("shows the shop's refusal of the parcel as an alert", async () => {
    await reply({ path: '/return/detail', body: ok(approved()) }, { path: '/return/logistics', body: { code: 40, msg: 'This return cannot change that way now', data: { field: 'number' } } });
    const el = mountDetail();
    const form = await shadowPart<HTMLFormElement>(el, '[part="logistics"]');
    const [company, tracking] = [...form.querySelectorAll('input')];
    company!.focus();
    await sendKeys({ type: 'DHL' });
    tracking!.focus();
    await sendKeys({ type: 'DHL-0001' });
    await sendKeys({ press: 'Enter' });
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.equal('This return cannot change that way now');
  });

  it('follows the audit live: the return address appears when the shop approves', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    await reply({ path: '/return/detail', body: ok(returnOrder('RT1')) });
    const el = mountDetail();
    await waitFor(() => statusLine(el) === 'Status: Pending approval');
    await reply({ path: '/return/detail', body: ok(approved()) });
    await push({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'RT1' });
    await shadowPart(el, '[part="merchant-address"]');
    expect(statusLine(el)).to.equal('Status: Pending approval · Audit successful');
    expect(el.shadowRoot!.querySelector('[part="notice"]')!.textContent).to.equal('This application was updated. Status: Pending approval · Audit successful');
    expect(el.shadowRoot!.querySelector('[part="cancel"]')).to.equal(null);
  });

  it('says when no reason and no photos came with it', async () => {
    await reply({ path: '/return/detail', body: ok(returnOrder('RT1', { reason: null, images: 0 })) });
    const el = mountDetail();
    await waitFor(() => statusLine(el) === 'Status: Pending approval');
    expect(facts(el)).to.include({ Reason: 'None', 'Photos sent': 'None' });
  });

  it('says a waiting status once, and shows the parcel only for goods that go back, its rows once sent', async () => {
    await reply({ path: '/return/detail', body: ok(returnOrder('RT1', { applyType: 'refund_only' })) });
    const waiting = mountDetail();
    // Status and audit status are the same words while the shop has not looked: said once.
    await waitFor(() => statusLine(waiting) === 'Status: Pending approval');
    expect(shadowText(waiting)).to.not.contain('Pending approval · Pending approval');
    // A refund only sends nothing back: no parcel at all.
    expect(facts(waiting)).to.not.have.any.keys('Parcel', 'Logistics company', 'Tracking number', 'Sent on');
    cleanup();

    await reply({ path: '/return/detail', body: ok(approved({ logisticsCompany: 'SF Express', logisticsNumber: 'SF123456', deliveryTime: '2024-05-04T08:00:00.000Z' })) });
    const sentBack = mountDetail();
    await shadowPart(sentBack, '[part="facts"]');
    await waitFor(() => facts(sentBack)['Tracking number'] === 'SF123456');
    expect(statusLine(sentBack)).to.equal('Status: Pending approval · Audit successful');
    expect(facts(sentBack)).to.include({ 'Logistics company': 'SF Express' }).and.not.have.any.keys('Parcel');
    expect(shadowText(sentBack)).to.not.contain('Not sent yet');
  });

  it('speaks Chinese', async () => {
    await setLocale('zh');
    await reply({ path: '/return/detail', body: ok(approved({ applyType: 'exchange', reason: 'fit', images: 2 })) });
    const el = mountDetail();
    await shadowPart(el, '[part="merchant-address"]');
    expect(shadowText(el)).to.contain('售后单 RT1').and.contain('换货').and.contain('审核通过').and.contain('退货地址').and.contain('物流单号');
    expect(facts(el)).to.include({ 原因: '尺码不合适', 已发送的照片: '2' });
    await expectAccessible(el);
  });
});
