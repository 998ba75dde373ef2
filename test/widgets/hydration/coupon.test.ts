// <shop-coupon>: drawn by the server renderer, hydrated in the browser with no mismatch (the
// value, the terms and their date, the code, the buttons; expired or not; its title a link to
// its page), in another language and in its error state; then working: Apply applies it.
import { expect } from 'chai';
import '../../../widgets/coupon/define';
import { setLocale } from '../../../runtime/i18n';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const save5 = { code: 'SAVE5', title: '$5 off orders over $30', kind: 'fixed', amount: 500, minSpend: 3000, expiresAt: '2099-12-31T00:00:00.000Z', expired: false };
const welcome = { code: 'WELCOME10', title: '10% off your first order', kind: 'percent', amount: 10, minSpend: 0, expiresAt: '2099-12-31T00:00:00.000Z' };
const old = { ...welcome, code: 'OLD15', title: '15% off', amount: 15, expiresAt: '2020-01-31T00:00:00.000Z' };
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;

describe('<shop-coupon> server render and hydration', () => {
  beforeEach(resetApi);
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates the card: value, terms with the date, code and buttons, its title a link to its page', async () => {
    const result = await renderThenHydrate('shop-coupon', { coupon: JSON.stringify(save5), href: '/coupon/save5', 'cart-href': '/cart' });
    expectHydrated(result);
    expect(result.server).to.contain('SAVE5');
    expect(part(result.el, 'value').textContent).to.equal('$5.00 off');
    expect(part(result.el, 'terms').textContent).to.equal('On orders of $30.00 or moreValid until Dec 31, 2099');
    expect(part(result.el, 'code').textContent).to.equal('SAVE5');
    expect(part(result.el, 'title').querySelector('a')!.getAttribute('href')).to.equal('/coupon/save5');
    expect((part(result.el, 'apply') as HTMLButtonElement).disabled).to.equal(false);
    expect(part(result.el, 'copy').textContent).to.equal('Copy code');
  });

  it('hydrates a coupon whose expiry the server was not told: open on the server, marked expired once in the browser', async () => {
    const result = await renderThenHydrate('shop-coupon', { coupon: JSON.stringify(old) });
    expectHydrated(result);
    expect(result.server).to.contain('Valid until');
    await waitFor(() => part(result.el, 'terms').textContent!.includes('This coupon has expired'));
    expect((part(result.el, 'apply') as HTMLButtonElement).disabled).to.equal(true);
    const told = await renderThenHydrate('shop-coupon', { coupon: JSON.stringify({ ...old, expired: true }) });
    expectHydrated(told);
    expect(told.server).to.contain('This coupon has expired');
    expect((part(told.el, 'apply') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-coupon', { coupon: JSON.stringify(save5), 'no-apply': true }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'terms').textContent).to.contain('31.12.2099');
    expect(part(de.el, 'apply')).to.equal(null);
  });

  it('hydrates its error state for a bad coupon', async () => {
    for (const coupon of ['not json', JSON.stringify({ ...welcome, kind: 'gift' })]) {
      const bad = await renderThenHydrate('shop-coupon', { coupon });
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]') !== null, coupon).to.equal(true);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('works once hydrated: Apply applies it to the cart and links there', async () => {
    await reply({ path: '/checkout/coupon/apply', body: ok({ lines: [], subtotal: 5000, coupon: { code: 'WELCOME10', applied: true, error: null }, discount: 500, shippingFee: 0, total: 4500, address: null, shippingMethod: null }) });
    const result = await renderThenHydrate('shop-coupon', { coupon: JSON.stringify({ ...welcome, expired: false }), 'cart-href': '/zh/cart' });
    expectHydrated(result);
    part(result.el, 'apply').click();
    await waitFor(() => part(result.el, 'status').textContent!.startsWith('Applied to your cart.'));
    expect((await requests()).filter((r) => r.path === '/checkout/coupon/apply').map((r) => r.body)).to.deep.equal([{ code: 'WELCOME10' }]);
    expect(part(result.el, 'status').querySelector('a')!.getAttribute('href')).to.equal('/zh/cart');
  });
});
