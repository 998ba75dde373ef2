import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/order-refund/define';
import { ok, release, reply, requests, resetApi } from '../helpers/browser/api';
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
// A real 1×1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const all = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
function choose(el: Element, files: File[]) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
/** Chooses a type, a reason and types a description. */
async function fill(el: Element, reason = 'damaged', text = 'The seam is torn') {
  (await shadowPart<HTMLInputElement>(el, '[part="types"] input')).click();
  const select = el.shadowRoot!.querySelector('select')!;
  select.value = reason;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  el.shadowRoot!.querySelector('textarea')!.focus();
  await sendKeys({ type: text });
}

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

  it('offers the three types as a radio group, a reason, a described, counted description and a photo field with its limits', async () => {
    await reply({ path: '/order/detail', body: ok(paid) });
    const el = mountForm();
    const types = await shadowPart<HTMLFieldSetElement>(el, '[part="types"]');
    expect(types.querySelector('legend')!.textContent).to.equal('What would you like? *');
    expect([...types.querySelectorAll('.type-name')].map((n) => n.textContent)).to.deep.equal(['Return and refund', 'Exchange goods', 'Refund only']);
    expect(shadowText(el)).to.contain('Order SE1001 · $63.00');
    const area = el.shadowRoot!.querySelector('textarea')!;
    expect(el.shadowRoot!.querySelector('[part="counter"]')!.textContent).to.equal('0 of 1000 characters');
    expect(area.getAttribute('aria-describedby')).to.contain(el.shadowRoot!.querySelector('[part="counter"]')!.id);
    const file = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.multiple).to.equal(true);
    expect(file.accept).to.equal('image/png,image/jpeg,image/gif,image/webp');
    expect(shadowText(el)).to.contain('Photos (optional)').and.contain('Up to 5 pictures: PNG, JPEG, GIF or WebP, at most 2 MB each.');
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

  it('sends the type, the reason as its code and the description (as JSON without photos), then goes to the new return', async () => {
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
    el.shadowRoot!.querySelector('textarea')!.focus();
    await sendKeys({ type: 'The seam is torn' });
    await waitFor(() => el.shadowRoot!.querySelector('[part="counter"]')!.textContent === '16 of 1000 characters');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assign.calledOnce, { message: 'went to the return' });
    expect(assign.firstCall.args[0]).to.match(/\/user\/return\/RT77$/);
    expect((await applied())[0]!.body).to.deep.equal({ orderNumber: 'SE1001', applyType: 'exchange', applyDescription: 'The seam is torn', reason: 'damaged' });
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

  it('chooses photos with a styled picker: a button for a hidden input, named by the field, naming what is chosen', async () => {
    await reply({ path: '/order/detail', body: ok(paid) });
    const el = mountForm();
    const file = await shadowPart<HTMLInputElement>(el, 'input[type="file"]');
    const button = el.shadowRoot!.querySelector<HTMLLabelElement>('[part="choose"]')!;
    const chosen = el.shadowRoot!.querySelector<HTMLElement>('[part="chosen"]')!;
    // The browser's own control ("Choose Files · No file chosen") is not in view; a label styled
    // as a button opens it (a label's click is the input's), with what is chosen beside it.
    expect(file.getBoundingClientRect().width).to.be.at.most(1);
    expect(button.htmlFor).to.equal(file.id);
    expect(button.textContent).to.equal('Choose pictures');
    expect(button.getBoundingClientRect().height).to.be.at.least(44);
    expect(chosen.textContent).to.equal('No pictures chosen');
    // Named by the field's label, described by what is chosen; reached by the keyboard.
    const labelledBy = file.getAttribute('aria-labelledby')!.split(' ').map((id) => el.shadowRoot!.getElementById(id)!.textContent);
    expect(labelledBy).to.deep.equal(['Photos (optional)']);
    expect(file.getAttribute('aria-describedby')!.split(' ')).to.include(chosen.id);
    file.focus();
    expect(el.shadowRoot!.activeElement).to.equal(file);
    choose(el, [png('torn-seam.png'), png('label.png')]);
    await waitFor(() => chosen.textContent === 'torn-seam.png, label.png');
    // Removing one says so beside the button too; removing the last, that none is chosen.
    all(el, '[part="remove"]')[0]!.click();
    await waitFor(() => chosen.textContent === 'label.png');
    all(el, '[part="remove"]')[0]!.click();
    await waitFor(() => chosen.textContent === 'No pictures chosen');
    await expectAccessible(el);
  });

  it('checks photos as they are chosen, removes one, and sends the rest as multipart images with progress', async () => {
    await reply({ path: '/order/detail', body: ok(paid) }, { path: '/return/apply', body: ok(returnOrder('RT78', { images: 2 })), hold: 'apply' });
    const el = mountForm();
    await fill(el, 'quality', 'Stitching came loose');
    choose(el, [new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })]);
    const file = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await waitFor(() => (errorOf(el, file) ?? '').includes('notes.txt is not a PNG, JPEG, GIF or WebP picture.'));
    expect(errorOf(el, file)).to.contain('huge.png is larger than 2 MB.');
    expect(all(el, '[part="preview"]')).to.have.length(0);
    choose(el, ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)));
    await waitFor(() => all(el, '[part="preview"]').length === 5);
    expect(errorOf(el, file)).to.equal('At most 5 pictures: 6.png not added.');
    expect(all(el, '[part="preview"] img')[0]!.getAttribute('src')).to.match(/^blob:/);
    await expectAccessible(el);
    // Remove three by keyboard; focus moves to the next Remove button.
    for (const name of ['1.png', '3.png', '4.png']) {
      const remove = all(el, '[part="remove"]').find((b) => b.getAttribute('aria-label') === `Remove ${name}`)!;
      remove.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !all(el, '[part="remove"]').includes(remove));
    }
    expect(all(el, '[part="preview"] img').map((img) => img.getAttribute('alt'))).to.deep.equal(['2.png', '5.png']);
    expect(errorOf(el, file)).to.equal(undefined);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const progress = await shadowPart<HTMLProgressElement>(el, '[part="progress"]');
    await waitFor(() => progress.value === 1, { message: 'the whole body sent' });
    await release('apply');
    await waitFor(() => assign.calledOnce, { message: 'went to the return' });
    expect(assign.firstCall.args[0]).to.match(/\/user\/return\/RT78$/);
    const [request] = await applied();
    expect(request!.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    const body = String(request!.body);
    for (const part of ['name="orderNumber"\r\n\r\nSE1001', 'name="applyType"\r\n\r\nreturn_refund', 'name="applyDescription"\r\n\r\nStitching came loose', 'name="reason"\r\n\r\nquality', 'name="images"; filename="2.png"', 'name="images"; filename="5.png"']) {
      expect(body).to.include(part);
    }
    expect(body).to.not.include('filename="1.png"');
  });

  it("shows the server's refusal of a photo at the photos, focused, keeping what was chosen", async () => {
    await reply(
      { path: '/order/detail', body: ok(paid) },
      // The server's words for shoppers (server.notImage), in the request's language.
      { path: '/return/apply', body: { code: 40, msg: 'renamed.png is not a PNG, JPEG, GIF or WebP picture.', data: { field: 'images' } } },
    );
    const el = mountForm();
    await fill(el);
    // A text file named .png: the browser reports image/png from the name, so only the server can tell.
    choose(el, [new File(['just text'], 'renamed.png', { type: 'image/png' })]);
    await waitFor(() => all(el, '[part="preview"]').length === 1);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const file = el.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await waitFor(() => errorOf(el, file) === 'renamed.png is not a PNG, JPEG, GIF or WebP picture.');
    expect(el.shadowRoot!.activeElement).to.equal(file);
    expect(all(el, '[part="preview"]')).to.have.length(1);
    expect(el.shadowRoot!.querySelector('[part="progress"]')).to.equal(null);
    expect(assign.called).to.equal(false);
    await expectAccessible(el);
  });

  it('says when an application of the order already waits for the shop, with a link to it, instead of the form', async () => {
    await reply({ path: '/order/detail', body: ok({ ...paid, returns: [{ number: 'RT5', status: 'pending_approval', auditStatus: 'pending_approval', applyType: 'return_refund', createdAt: '2024-05-03T10:00:00.000Z' }] }) });
    const el = mountForm();
    const waiting = await shadowPart(el, '[part="waiting"]');
    expect(waiting.textContent).to.contain('Application RT5 for this order is waiting for the shop');
    expect(waiting.querySelector('a')!.getAttribute('href')).to.equal('/user/return/RT5');
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    await expectAccessible(el);
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
