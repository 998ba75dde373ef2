import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/coupon/define';
import { setLocale } from '../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();
const save5 = { code: 'SAVE5', title: '$5 off orders over $30', kind: 'fixed', amount: 500, minSpend: 3000, expiresAt: future };
const welcome = { code: 'WELCOME10', title: '10% off your first order', kind: 'percent', amount: 10, minSpend: 0, expiresAt: future };
const old = { ...welcome, code: 'OLD15', title: '15% off', amount: 15, expiresAt: past };
const card = (c: object, attrs = '') => mount(`<shop-coupon coupon='${JSON.stringify(c)}' ${attrs}></shop-coupon>`).querySelector('shop-coupon')!;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;

describe('<shop-coupon>', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanup();
    sinon.restore();
    await setLocale('en');
  });

  it('shows what the coupon takes off, its terms and its code', async () => {
    const el = card(save5);
    expect((await shadowPart(el, '[part="value"]')).textContent).to.equal('$5.00 off');
    expect(part(el, 'terms').textContent).to.contain('On orders of $30.00 or more').and.contain('Valid until');
    expect(part(el, 'code').textContent).to.equal('SAVE5');
    const percent = card(welcome);
    expect((await shadowPart(percent, '[part="value"]')).textContent).to.equal('10% off');
  });

  it('draws its value panel one width whatever the amount, and fills the height it is given (cards in a row line up)', async () => {
    const root = mount(`<div style="display: grid; grid-template-columns: 1fr 1fr; gap: 16px; width: 900px">
      <shop-coupon coupon='${JSON.stringify(save5)}'></shop-coupon>
      <shop-coupon coupon='${JSON.stringify({ ...welcome, title: 'A title long enough to wrap onto a second and a third line in a card this narrow' })}'></shop-coupon>
    </div>`);
    const [five, ten] = [...root.querySelectorAll('shop-coupon')];
    await shadowPart(five!, '[part="value"]');
    await shadowPart(ten!, '[part="value"]');
    const panel = (el: Element) => part(el, 'value').parentElement!.getBoundingClientRect();
    expect(panel(five!).width).to.be.closeTo(panel(ten!).width, 0.5);
    expect(part(five!, 'base').getBoundingClientRect().height).to.be.closeTo(part(ten!, 'base').getBoundingClientRect().height, 0.5);
    await expectAccessible(root);
  });

  it('copies the code and says so', async () => {
    const write = sinon.stub(navigator.clipboard, 'writeText').resolves();
    const el = card(welcome);
    (await shadowPart<HTMLButtonElement>(el, '[part="copy"]')).click();
    await waitFor(() => part(el, 'status').textContent === 'Code copied');
    expect(write.calledOnceWithExactly('WELCOME10')).to.equal(true);
  });

  it('selects the code when the clipboard is refused', async () => {
    sinon.stub(navigator.clipboard, 'writeText').rejects(new Error('denied'));
    const el = card(welcome);
    (await shadowPart<HTMLButtonElement>(el, '[part="copy"]')).click();
    await waitFor(() => part(el, 'status').textContent!.startsWith('The code is selected'));
  });

  it('applies the coupon to the cart once per click while in flight, and links to the cart', async () => {
    await reply({ path: '/checkout/coupon/apply', body: ok({ lines: [], subtotal: 5000, coupon: { code: 'WELCOME10', applied: true, error: null }, discount: 500, shippingFee: 0, total: 4500, address: null, shippingMethod: null }), delayMs: 150 });
    const el = card(welcome, 'cart-href="/zh/cart"');
    const applied: CustomEvent[] = [];
    el.addEventListener('shop:coupon-apply', (e) => applied.push(e as CustomEvent));
    const apply = await shadowPart<HTMLButtonElement>(el, '[part="apply"]');
    apply.click();
    apply.click();
    await waitFor(() => applied.length === 1);
    expect(applied[0]!.detail.discount).to.equal(500);
    expect((await requests()).filter((r) => r.path === '/checkout/coupon/apply').map((r) => r.body)).to.deep.equal([{ code: 'WELCOME10' }]);
    await waitFor(() => part(el, 'status').textContent!.startsWith('Applied to your cart.'));
    expect(part(el, 'status').querySelector('a')!.getAttribute('href')).to.equal('/zh/cart');
  });

  it("says why the shop refused it (minimum spend)", async () => {
    await reply({ path: '/checkout/coupon/apply', body: { code: 40, msg: 'This coupon needs a minimum spend of $30.00', data: { field: 'code' } } });
    const el = card(save5);
    (await shadowPart<HTMLButtonElement>(el, '[part="apply"]')).click();
    await waitFor(() => part(el, 'status').textContent === 'This coupon needs a minimum spend of $30.00');
    expect(part(el, 'status').getAttribute('role')).to.equal('alert');
  });

  it("marks an expired coupon and cannot apply it", async () => {
    const el = card(old);
    const apply = await shadowPart<HTMLButtonElement>(el, '[part="apply"]');
    expect(apply.disabled).to.equal(true);
    expect(part(el, 'terms').textContent).to.contain('This coupon has expired');
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    const el = card(save5);
    await shadowPart(el, '[part="value"]');
    await waitFor(() => part(el, 'copy').textContent === '複製優惠碼');
    expect(part(el, 'terms').textContent).to.contain('訂單滿 US$30.00 可用');
  });

  it('renders its error state for a bad coupon', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`<shop-coupon></shop-coupon><shop-coupon coupon='{"code":"X Y"}'></shop-coupon><shop-coupon coupon='${JSON.stringify({ ...welcome, kind: 'gift' })}'></shop-coupon>`);
      for (const el of root.querySelectorAll('shop-coupon')) await shadowPart(el, '.element-error');
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.every((e) => e.detail.attribute === 'coupon')).to.equal(true);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount(`<main><shop-coupon coupon='${JSON.stringify(save5)}'></shop-coupon><shop-coupon coupon='${JSON.stringify(old)}'></shop-coupon></main>`);
    await shadowPart(root.querySelector('shop-coupon')!, '[part="value"]');
    await expectAccessible(root);
  });
});
