// <shop-order-refund> (one render): drawn by the server renderer for a guest (the sign-in
// prompt) and, with data (the order as order/detail answers it, the page asked for with a
// session), as the application form for it: the order's number and amount, the types, the
// reason, the description and the photos, its submit button hidden without JavaScript with a
// no-script line saying so; an order whose application waits, and one that cannot be returned,
// say so instead; without data, the guest's prompt (signed in, the browser then reads the order);
// hydrated with no
// mismatch and not read again; then working: an application is sent.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../../runtime/browser';
import { $token } from '../../../runtime/session';
import '../../../widgets/order-refund/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { order, returnOrder } from '../order-fixtures';

const paid = () => order('SE1001', { payStatus: 'paid', paidAt: '2024-05-02T09:45:00.000Z', shipments: [{ expressName: 'Demo Express', expressNumber: 'DX1' }] });
const part = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);
const detailRequests = async () => (await requests()).filter((r) => r.path === '/order/detail');

describe('<shop-order-refund> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({ after: () => history.replaceState(null, '', start) });

  it("hydrates a guest's sign-in prompt, coming back to the page, and reads nothing", async () => {
    history.replaceState(null, '', '/user/return?order=SE1001');
    const result = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1001' }, { url: '/user/return?order=SE1001' });
    expectHydrated(result);
    expect(part(result.el, 'a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/return?order=SE1001')}`);
    expect(part(result.el, '[part="form"]')).to.equal(null);
    expect(await detailRequests()).to.have.length(0);
  });

  it("hydrates the form for the shopper's order from the server's data, and does not read it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1001' }, { url: '/user/return?order=SE1001', data: paid() });
    expectHydrated(result);
    expect(part(result.el, '[part="order"]')!.textContent).to.equal('Order SE1001 · $63.00');
    expect(result.el.shadowRoot!.querySelectorAll('[part="types"] input')).to.have.length(3);
    expect(part(result.el, 'select[name="reason"]')).to.not.equal(null);
    expect(part(result.el, 'input[type="file"]')).to.not.equal(null);
    const submit = part(result.el, '[part="submit"]')!;
    expect(submit.classList.contains('scripted')).to.equal(true);
    const line = part(result.el, '[part="no-script"]')!;
    expect(line.classList.contains('no-script')).to.equal(true);
    expect(line.textContent).to.equal('Applying for after-sales service needs JavaScript. Your order stays as it is until you apply.');
    expect(getComputedStyle(line).display).to.equal('none');
    expect(await detailRequests()).to.have.length(0);
  });

  it('hydrates the notices of an order with a waiting application and of one that cannot be returned', async () => {
    $token.set('tok');
    const waiting = order('SE1001', { payStatus: 'paid', returns: [{ number: 'RT9', status: 'pending_approval', auditStatus: 'pending_approval', applyType: 'refund_only', createdAt: '2024-05-03T10:00:00.000Z' }] });
    const first = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1001' }, { url: '/user/return?order=SE1001', data: waiting });
    expectHydrated(first);
    expect(part(first.el, '[part="waiting"] a')!.getAttribute('href')).to.equal('/user/return/RT9');
    expect(part(first.el, '[part="form"]')).to.equal(null);
    cleanupPages();
    const unpaid = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1002' }, { url: '/user/return?order=SE1002', data: order('SE1002') });
    expectHydrated(unpaid);
    expect(part(unpaid.el, '.notice')!.textContent).to.contain('cannot be returned');
    expect(await detailRequests()).to.have.length(0);
  });

  it('hydrates the sign-in prompt drawn without data, then, signed in, reads the order and shows the form', async () => {
    history.replaceState(null, '', '/user/return?order=SE1001');
    $token.set('tok');
    await reply({ path: '/order/detail', body: ok(paid()) });
    const result = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1001' }, { url: '/user/return?order=SE1001' });
    // Without data the server drew the guest's prompt: the browser hydrates it (no mismatch),
    // then, knowing the session, reads the order and draws the form over it.
    expect((result.el as Element & { [RENDERED]?: string })[RENDERED]).to.equal('hydrated');
    expect(result.errors).to.have.length(0);
    await waitFor(() => part(result.el, '[part="form"]'), { message: 'the form drawn' });
    expect((await detailRequests()).map((r) => r.body)).to.deep.equal([{ number: 'SE1001' }]);
  });

  it('works once hydrated: the application is sent', async () => {
    $token.set('tok');
    const assign = sinon.stub(browser, 'assign');
    try {
      await reply({ path: '/return/apply', body: ok(returnOrder('RT77')) });
      const result = await renderThenHydrate('shop-order-refund', { 'order-number': 'SE1001' }, { url: '/user/return?order=SE1001', data: paid() });
      expectHydrated(result);
      result.el.shadowRoot!.querySelector<HTMLInputElement>('[part="types"] input')!.click();
      const select = result.el.shadowRoot!.querySelector('select')!;
      select.value = 'damaged';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      result.el.shadowRoot!.querySelector('textarea')!.focus();
      await sendKeys({ type: 'The seam is torn' });
      await waitFor(() => part(result.el, '[part="counter"]')!.textContent === '16 of 1000 characters');
      part(result.el, '[part="submit"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await waitFor(async () => (await requests()).some((r) => r.path === '/return/apply'), { message: 'the application sent' });
      const sent = (await requests()).filter((r) => r.path === '/return/apply');
      expect(sent.map((r) => r.body)).to.deep.equal([{ orderNumber: 'SE1001', applyType: 'return_refund', applyDescription: 'The seam is torn', reason: 'damaged' }]);
      await waitFor(() => assign.calledOnce, { message: 'went to the return' });
      expect(await detailRequests()).to.have.length(0);
    } finally {
      assign.restore();
    }
  });
});
