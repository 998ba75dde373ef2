// <shop-payment> (one render): drawn by the server renderer with its data (the methods as
// checkout/payment answers them) as the radio group, with an order's card form (hidden without
// JavaScript, a no-script line saying paying needs it); without data as its loading state; an
// empty list as 'No payment method available'; nested in a server-rendered
// <shop-user-order-detail> whose data carries `elements: {'shop-payment': [...]}`, drawn with
// those methods and hydrating from its own root; hydrated with no mismatch and not asked for
// again; then working: choosing a method emits shop:payment-change.
import { expect } from 'chai';
import { $token } from '../../../runtime/session';
import '../../../widgets/payment/define';
import '../../../widgets/user-order-detail/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { RENDERED } from '../../../widgets/shared/hydrate';
import { order } from '../order-fixtures';

const methods = [
  { code: 'test-card', name: 'Card (test provider)' },
  { code: 'cod', name: 'Cash on delivery' },
];
const part = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);
const radios = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement & { checked: boolean }>('shop-checkbox')];
const methodRequests = async () => (await requests()).filter((r) => r.path === '/checkout/payment');
const LIVE = Symbol.for('shop-elements.live');

describe('<shop-payment> server render and hydration', () => {
  userScreenHooks();

  it('hydrates the methods from the server data, and does not ask for them again', async () => {
    const result = await renderThenHydrate('shop-payment', { value: 'cod' }, { data: methods });
    expectHydrated(result);
    expect(result.server).to.contain('Card (test provider)').and.contain('Cash on delivery');
    expect(radios(result.el).map((r) => r.getAttribute('value'))).to.deep.equal(['test-card', 'cod']);
    await waitFor(() => radios(result.el)[1]!.checked === true, { message: 'cod chosen' });
    expect(part(result.el, '[part="pay"]')).to.equal(null);
    expect(await methodRequests()).to.have.length(0);
  });

  it("hydrates an order's card form: hidden without JavaScript, which a no-script line asks for", async () => {
    const result = await renderThenHydrate('shop-payment', { value: 'test-card', order: 'SE1002', amount: 6300, currency: 'USD' }, { data: methods });
    expectHydrated(result);
    const card = part(result.el, '[part="card"]')!;
    expect(card.classList.contains('scripted')).to.equal(true);
    expect(part(result.el, '[part="pay"]')!.textContent).to.equal('Pay $63.00');
    const line = part(result.el, '[part="no-script"]')!;
    expect(line.classList.contains('no-script')).to.equal(true);
    expect(line.textContent).to.equal('Paying needs JavaScript. Your order stays unpaid until you pay.');
    // Scripting is on here: the line takes no room.
    expect(getComputedStyle(line).display).to.equal('none');
    expect(await methodRequests()).to.have.length(0);
  });

  it("hydrates an empty list as 'No payment method available'", async () => {
    const result = await renderThenHydrate('shop-payment', {}, { data: [] });
    expectHydrated(result);
    expect(part(result.el, '[part="empty"]')!.textContent).to.equal('No payment method available');
    expect(await methodRequests()).to.have.length(0);
  });

  it('hydrates its loading state without data, then asks for the methods', async () => {
    await reply({ path: '/checkout/payment', body: ok(methods) });
    const result = await renderThenHydrate('shop-payment', { value: 'cod' });
    expectHydrated(result);
    expect(result.server).to.contain('<shop-loading');
    await waitFor(() => radios(result.el).length === 2, { message: 'the methods drawn' });
    expect(await methodRequests()).to.have.length(1);
  });

  it("is drawn with the methods an order detail's data carries for it, and hydrates from its own root", async () => {
    $token.set('tok');
    const data = { ...order('SE1002'), elements: { 'shop-payment': methods } };
    const html = await serverRender('shop-user-order-detail', { number: 'SE1002' }, { url: '/user/order/SE1002', data });
    const result = await hydratePage(html, 'shop-user-order-detail');
    expectHydrated(result);
    // The order's own state is the order alone; the nested element's holds the methods.
    const state = (root: Element) => JSON.parse(root.querySelector('[data-shop-render]')!.getAttribute('data-shop-render')!) as { data?: unknown };
    expect(state(result.el.shadowRoot as unknown as Element)).to.not.have.nested.property('data.elements');
    const payment = part(result.el, '#pay shop-payment')!;
    expect(state(payment.shadowRoot as unknown as Element).data).to.deep.equal(methods);
    // The server's html (the nested root is its own, outside the order's innerHTML).
    expect(html).to.contain('Card (test provider)');
    await waitFor(() => (payment as Element & { [LIVE]?: boolean })[LIVE], { message: '<shop-payment> live' });
    expect((payment as Element & { [RENDERED]?: string })[RENDERED]).to.equal('hydrated');
    expect(radios(payment).map((r) => r.getAttribute('label'))).to.deep.equal(['Card (test provider)']);
    expect(part(payment, '[part="pay"]')!.textContent).to.equal('Pay $63.00');
    expect(result.errors).to.have.length(0);
    expect(await methodRequests()).to.have.length(0);
  });

  it("draws an order placed for cash on delivery with the card chosen and the card form, hydrated as drawn ('Pay now')", async () => {
    const result = await renderThenHydrate('shop-payment', { value: 'cod', order: 'SE1002', amount: 6300, currency: 'USD' }, { data: methods });
    expectHydrated(result);
    expect(result.server).to.contain('name="expiry"').and.contain('name="cvc"');
    expect(result.el.shadowRoot!.querySelector('shop-checkbox[value="cod"]')).to.equal(null);
    expect(radios(result.el).map((r) => [r.getAttribute('value'), r.hasAttribute('checked')])).to.deep.equal([['test-card', true]]);
    expect(part(result.el, '[part="pay"]')!.textContent).to.equal('Pay $63.00');
    expect(await methodRequests()).to.have.length(0);
  });

  it('draws the first method chosen when none is given, as the browser does', async () => {
    const result = await renderThenHydrate('shop-payment', {}, { data: methods });
    expectHydrated(result);
    expect(radios(result.el).map((r) => r.hasAttribute('checked'))).to.deep.equal([true, false]);
  });

  it('works once hydrated: choosing a method emits shop:payment-change', async () => {
    const result = await renderThenHydrate('shop-payment', { value: 'cod' }, { data: methods });
    expectHydrated(result);
    const changes: unknown[] = [];
    result.el.addEventListener('shop:payment-change', (e) => changes.push((e as CustomEvent).detail));
    const card = radios(result.el)[0]!;
    await waitFor(() => card.shadowRoot?.querySelector('input'), { message: 'the card radio live' });
    card.shadowRoot!.querySelector<HTMLInputElement>('input')!.click();
    await waitFor(() => changes.length === 1, { message: 'shop:payment-change' });
    expect(changes).to.deep.equal([{ method: 'test-card' }]);
    expect(await methodRequests()).to.have.length(0);
  });
});
