import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/order-refund/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { order, returnOrder } from './order-fixtures';

const paid = order('SE1001', { payStatus: 'paid', shipments: [{ expressName: 'Demo Express', expressNumber: 'DX1' }] });
const mountForm = () => mount('<shop-order-refund order-number="SE1001"></shop-order-refund>').querySelector('shop-order-refund')!;
const errorOf = (el: Element, control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => el.shadowRoot!.getElementById(id))
    .find((n) => n?.classList.contains('error'))?.textContent;
const applied = async () => (await requests()).filter((r) => r.path === '/return/apply');

describe('<shop-order-refund>', () => {
  let assign: sinon.SinonStub;
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-refund');
    assign = sinon.stub(browser, 'assign');
  });
  afterEach(async () => {
    assign.restore();
    cleanup();
    $token.set(undefined);
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in', async () => {
    $token.set(undefined);
    const el = mountForm();
    await shadowPart(el, '[part="signin"] a');
    expect((await requests()).length).to.equal(0);
  });

  it('offers the three types as a radio group, a reason and a described, counted description; no photo field (return/apply takes none)', async () => {
    await reply({ path: '/order/detail', body: ok(paid) });
    const el = mountForm();
    const types = await shadowPart<HTMLFieldSetElement>(el, '[part="types"]');
    expect(types.querySelector('legend')!.textContent).to.equal('What would you like? *');
    expect([...types.querySelectorAll('.type-name')].map((n) => n.textContent)).to.deep.equal(['Return and refund', 'Exchange goods', 'Refund only']);
    expect(shadowText(el)).to.contain('Order SE1001 · $63.00');
    const area = el.shadowRoot!.querySelector('textarea')!;
    expect(el.shadowRoot!.querySelector('[part="counter"]')!.textContent).to.equal('0 of 1000 characters');
    expect(area.getAttribute('aria-describedby')).to.contain(el.shadowRoot!.querySelector('[part="counter"]')!.id);
    expect(el.shadowRoot!.querySelector('input[type="file"]')).to.equal(null);
    await expectAccessible(el);
  });

  it('refuses an empty application at its fields, with the keyboard, and sends nothing', async () => {
    await reply({ path: '/order/detail', body: ok(paid) });
    const el = mountForm();
    const submit = await shadowPart<HTMLButtonElement>(el, '[part="submit"]');
    submit.focus();
    await sendKeys({ press: 'Enter' });
    const first = el.shadowRoot!.querySelector<HTMLInputElement>('[part="types"] input')!;
    await waitFor(() => el.shadowRoot!.activeElement === first, { message: 'focus on the first type' });
    expect(errorOf(el, el.shadowRoot!.querySelector('[part="types"]')!)).to.equal('please Select What would you like?');
    expect(errorOf(el, el.shadowRoot!.querySelector('select')!)).to.equal('please Select Reason');
    expect(errorOf(el, el.shadowRoot!.querySelector('textarea')!)).to.equal('Description is required');
    expect(await applied()).to.have.length(0);
    await expectAccessible(el);
  });

  it('sends the type and the reason-led description, then goes to the new return', async () => {
    await reply({ path: '/order/detail', body: ok(paid) }, { path: '/return/apply', body: ok(returnOrder('RT77')) });
    const el = mountForm();
    const events: CustomEvent[] = [];
    el.addEventListener('shop:return-apply', (e) => events.push(e as CustomEvent));
    const radios = await waitFor(() => {
      const found = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('[part="types"] input') ?? [])];
      return found.length === 3 ? found : undefined;
    });
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowDown' }); // arrows move and choose within the group
    await waitFor(() => radios[1]!.checked, { message: `exchange chosen; checked: ${radios.map((r) => r.checked)}; focus ${el.shadowRoot!.activeElement?.outerHTML}` });
    const select = el.shadowRoot!.querySelector('select')!;
    select.value = 'damaged';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => el.shadowRoot!.querySelector('[part="counter"]')!.textContent === '0 of 983 characters');
    el.shadowRoot!.querySelector('textarea')!.focus();
    await sendKeys({ type: 'The seam is torn' });
    await waitFor(() => el.shadowRoot!.querySelector('[part="counter"]')!.textContent === '16 of 983 characters');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.calledOnce, { message: 'went to the return' });
    expect(assign.firstCall.args[0]).to.match(/\/user\/return\/RT77$/);
    expect((await applied())[0]!.body).to.deep.equal({ orderNumber: 'SE1001', applyType: 'exchange', applyDescription: 'Arrived damaged: The seam is torn' });
    expect(events[0]!.detail.number).to.equal('RT77');
    expect(el.shadowRoot!.querySelector('[part="done"]')!.textContent).to.contain('Application RT77 submitted.');
  });

  it("shows the shop's refusal: at the description when it names it, else for the form", async () => {
    await reply(
      { path: '/order/detail', body: ok(paid) },
      { path: '/return/apply', body: { code: 40, msg: 'Please enter applyDescription', data: { field: 'applyDescription' } } },
      { path: '/return/apply', body: { code: 40, msg: 'A return for this order is already waiting', data: { field: 'orderNumber' } } },
    );
    const el = mountForm();
    (await shadowPart<HTMLInputElement>(el, '[part="types"] input')).click();
    const select = el.shadowRoot!.querySelector('select')!;
    select.value = 'other';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    el.shadowRoot!.querySelector('textarea')!.focus();
    await sendKeys({ type: 'x' });
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const area = el.shadowRoot!.querySelector('textarea')!;
    await waitFor(() => errorOf(el, area) === 'Please enter applyDescription');
    expect(el.shadowRoot!.activeElement).to.equal(area);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const formError = await shadowPart(el, '[part="form-error"]');
    expect(formError.textContent).to.equal('A return for this order is already waiting');
    expect(formError.getAttribute('role')).to.equal('alert');
    expect(assign.called).to.equal(false);
  });

  it('says an unpaid order cannot be returned instead of offering the form; speaks Chinese', async () => {
    await setLocale('zh-HK');
    await reply({ path: '/order/detail', body: ok(order('SE1001')) });
    const el = mountForm();
    await waitFor(() => shadowText(el).includes('此訂單現在不能申請售後'));
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    expect(shadowText(el)).to.contain('申請售後');
    await expectAccessible(el);
  });
});
