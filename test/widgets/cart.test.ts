import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../widgets/cart/define';
import type { Cart } from '../../runtime/api/types';
import { $cart, $cartStatus } from '../../runtime/cart-lines';
import { setLocale } from '../../runtime/i18n';
import { $cartNumber } from '../../runtime/session';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const line = (sku: string, name: string, quantity: number, selected = true) => ({ sku, product: { slug: sku.toLowerCase(), name, image: '/media/x.svg' }, options: [{ name: 'Color', value: 'Red' }], price: 1250, linePrice: null, quantity, stock: 5, selected });
const cartOf = (...lines: ReturnType<typeof line>[]): Cart => ({ lines, count: lines.reduce((n, l) => n + l.quantity, 0), subtotal: lines.filter((l) => l.selected).reduce((n, l) => n + l.price * l.quantity, 0) });
const totalsOf = (cart: Cart, extra: object = {}) => ({ lines: cart.lines, subtotal: cart.subtotal, coupon: null, discount: 0, shippingFee: 0, total: cart.subtotal, address: null, shippingMethod: null, ...extra });
const two = cartOf(line('TEE', 'Classic tee', 2), line('MUG', 'Mug', 1));
const sr = (el: Element) => el.shadowRoot!;

describe('<shop-cart>', () => {
  beforeEach(async () => {
    await resetApi();
    $cart.set(undefined);
    $cartStatus.set('idle');
  });
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('lists the lines with named controls and the server totals', async () => {
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/checkout/summary', body: ok(totalsOf(two)) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const lines = await shadowPart(el, '[part="lines"]');
    expect(lines.querySelectorAll('li')).to.have.length(2);
    const first = lines.querySelector('li')!;
    expect(first.querySelector('a.name')!.getAttribute('href')).to.equal('/product/tee');
    expect(first.querySelector('[aria-label="Increase quantity of Classic tee"]')).to.not.equal(null);
    expect(first.querySelector('[aria-label="Remove Classic tee"]')).to.not.equal(null);
    expect(first.querySelector('.total')!.textContent).to.equal('$25.00');
    await waitFor(() => sr(el).querySelector('[part="totals"] dd.total')?.textContent === '$37.50');
    expect(sr(el).querySelector('[part="checkout"]')!.textContent).to.equal('Check out (3)');
    expect(sr(el).querySelector('[part="checkout"]')!.getAttribute('href')).to.equal('/checkout/information');
    expect($cartNumber.get()).to.equal(3);
  });

  it('changes a quantity with the stepper and saves it once', async () => {
    const after = cartOf(line('TEE', 'Classic tee', 4), line('MUG', 'Mug', 1));
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/update', body: ok(after) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const plus = await shadowPart<HTMLButtonElement>(el, '[aria-label="Increase quantity of Classic tee"]');
    plus.click();
    await waitFor(() => sr(el).querySelector<HTMLInputElement>('input.quantity')!.value === '3');
    sr(el).querySelector<HTMLButtonElement>('[aria-label="Increase quantity of Classic tee"]')!.click();
    await waitFor(() => sr(el).querySelector<HTMLInputElement>('input.quantity')!.value === '4');
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/update'));
    const sent = (await requests()).filter((r) => r.path === '/cart/update');
    expect(sent.map((r) => r.body)).to.deep.equal([{ sku: 'TEE', quantity: 4 }]);
    await waitFor(() => $cartNumber.get() === 5);
  });

  it('says "Only 5 left" at the field when more is typed than there is, tied to it and announced politely', async () => {
    const capped = cartOf(line('TEE', 'Classic tee', 5), line('MUG', 'Mug', 1));
    const four = cartOf(line('TEE', 'Classic tee', 4), line('MUG', 'Mug', 1));
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/update', body: ok(capped) }, { path: '/cart/update', body: ok(four) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const field = await shadowPart<HTMLInputElement>(el, 'input[aria-label="Quantity of Classic tee"]');
    const note = sr(el).getElementById(field.closest('li')!.querySelector('[role="status"]')!.id)!;
    expect(note.textContent).to.equal('');
    expect(field.hasAttribute('aria-describedby')).to.equal(false);
    field.focus();
    field.select();
    await sendKeys({ type: '99' });
    await waitFor(() => field.value === '5');
    expect(note.textContent).to.equal('Only 5 left');
    expect(field.getAttribute('aria-describedby')).to.equal(note.id);
    // At the field: under the stepper, not in the line's name and price column.
    expect(note.parentElement!.contains(field)).to.equal(true);
    expect(note.getBoundingClientRect().top).to.be.greaterThan(field.getBoundingClientRect().bottom - 1);
    await waitFor(async () => (await requests()).some((r) => r.path === '/cart/update'));
    expect((await requests()).filter((r) => r.path === '/cart/update').map((r) => r.body)).to.deep.equal([{ sku: 'TEE', quantity: 5 }]);
    // A quantity the stock allows takes the note away.
    sr(el).querySelector<HTMLButtonElement>('[aria-label="Decrease quantity of Classic tee"]')!.click();
    await waitFor(() => note.textContent === '' && !field.hasAttribute('aria-describedby'));
    // Saved before the next test (its line no longer pending).
    await waitFor(() => $cartNumber.get() === 5 && !sr(el).querySelector('[aria-busy="true"]'));
  });

  it('keeps a line whose removal failed, and removes it when the server agrees', async () => {
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/remove', status: 500, body: null }, { path: '/cart/remove', body: ok(cartOf(line('TEE', 'Classic tee', 2))) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const remove = await shadowPart<HTMLButtonElement>(el, '[aria-label="Remove Mug"]');
    remove.click();
    await waitFor(async () => (await requests()).filter((r) => r.path === '/cart/remove').length === 1);
    await waitFor(() => !sr(el).querySelector('[aria-busy="true"]'));
    expect(sr(el).querySelectorAll('[part="lines"] li')).to.have.length(2);
    sr(el).querySelector<HTMLButtonElement>('[aria-label="Remove Mug"]')!.click();
    await waitFor(() => sr(el).querySelectorAll('[part="lines"] li').length === 1);
  });

  it("after Remove, focus goes to the next line's Remove, and on the last line to the empty cart's way on", async () => {
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/remove', body: ok(cartOf(line('MUG', 'Mug', 1))) }, { path: '/cart/remove', body: ok(cartOf()) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const tee = await shadowPart<HTMLButtonElement>(el, '[aria-label="Remove Classic tee"]');
    tee.focus();
    tee.click();
    await waitFor(() => sr(el).activeElement?.getAttribute('aria-label') === 'Remove Mug', { message: "focus on the next line's Remove" });
    (sr(el).activeElement as HTMLButtonElement).click();
    await waitFor(() => sr(el).activeElement?.textContent === 'Continue shopping', { message: "focus on the empty cart's link" });
  });

  it('chooses lines for checkout and hides checkout when none is chosen', async () => {
    const none = cartOf(line('TEE', 'Classic tee', 2, false), line('MUG', 'Mug', 1, false));
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/cart/select', body: ok(none) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const all = await shadowPart<HTMLInputElement>(el, '.all input');
    expect(all.checked).to.equal(true);
    all.click();
    await waitFor(() => sr(el).querySelector('[part="checkout"]') === null);
    expect(sr(el).querySelector('.hint')!.textContent).to.equal('Choose the items to check out.');
    const select = await waitFor(async () => (await requests()).find((r) => r.path === '/cart/select'));
    expect(select.body).to.deep.equal({ skus: ['TEE', 'MUG'], selected: false });
  });

  it('applies a coupon and shows the discount; a refused code stays with its reason', async () => {
    await reply(
      { path: '/cart/list', body: ok(two) },
      { path: '/checkout/summary', body: ok(totalsOf(two)) },
      { path: '/checkout/coupon/apply', body: { code: 40, msg: 'This coupon has expired', data: { field: 'code' } } },
      { path: '/checkout/coupon/apply', body: ok(totalsOf(two, { coupon: { code: 'WELCOME10', applied: true, error: null }, discount: 375, total: 3375 })) },
    );
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const field = await shadowPart<HTMLElement & { value: string }>(el, 'shop-input[name="coupon"]');
    await shadowPart(field, 'input');
    field.value = 'OLD';
    sr(el).querySelector<HTMLButtonElement>('[part="coupon"] button')!.click();
    await waitFor(() => field.getAttribute('error') === 'This coupon has expired');
    expect(field.value).to.equal('OLD');
    field.value = 'welcome10';
    sr(el).querySelector<HTMLButtonElement>('[part="coupon"] button')!.click();
    await waitFor(() => sr(el).querySelector('[part="coupon"]')!.textContent!.includes('Coupon WELCOME10 applied'));
    expect(sr(el).querySelector('[part="totals"]')!.textContent).to.contain('−$3.75').and.contain('$33.75');
  });

  it('keeps the coupon field and Apply in line when a code is refused, the reason said under both', async () => {
    await reply(
      { path: '/cart/list', body: ok(two) },
      { path: '/checkout/summary', body: ok(totalsOf(two)) },
      { path: '/checkout/coupon/apply', body: { code: 40, msg: 'This coupon has expired', data: { field: 'code' } } },
    );
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const field = await shadowPart<HTMLElement & { value: string }>(el, 'shop-input[name="coupon"]');
    const box = await shadowPart(field, '[part="box"]');
    const apply = sr(el).querySelector<HTMLButtonElement>('[part="coupon"] button')!;
    const aligned = () => Math.abs(apply.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom) < 1;
    expect(aligned()).to.equal(true);
    field.value = 'OLD';
    apply.click();
    await waitFor(() => field.getAttribute('error') === 'This coupon has expired');
    const said = sr(el).querySelector('[part="coupon"] [role="status"]')!;
    await waitFor(() => said.textContent === 'This coupon has expired');
    expect(aligned(), 'Apply stays beside the field').to.equal(true);
    expect(said.getBoundingClientRect().top).to.be.at.least(apply.getBoundingClientRect().bottom);
    // Drawn once: the field keeps the error for its border and its description, not in view.
    const inner = field.shadowRoot!.querySelector<HTMLElement>('[part="error"]')!;
    expect(inner.getClientRects().length).to.equal(0);
    expect(field.shadowRoot!.querySelector('input')!.getAttribute('aria-describedby')).to.contain(inner.id);
  });

  it('writes a minimum spend the server names as money with its currency', async () => {
    await reply(
      { path: '/cart/list', body: ok(two) },
      { path: '/checkout/summary', body: ok(totalsOf(two)) },
      { path: '/checkout/coupon/apply', body: { code: 40, msg: 'This coupon needs a minimum spend of 100.00', data: { field: 'code', minSpend: 10000 } } },
    );
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const field = await shadowPart<HTMLElement & { value: string }>(el, 'shop-input[name="coupon"]');
    await shadowPart(field, 'input');
    field.value = 'BIG100';
    sr(el).querySelector<HTMLButtonElement>('[part="coupon"] button')!.click();
    await waitFor(() => field.getAttribute('error') === 'This coupon needs a minimum spend of $100.00', { message: String(field.getAttribute('error')) });
  });

  it("shows the empty cart with a way back, in zh", async () => {
    await setLocale('zh');
    await reply({ path: '/cart/list', body: ok(cartOf()) });
    const el = mount('<shop-cart continue-href="/zh"></shop-cart>').querySelector('shop-cart')!;
    const empty = await shadowPart(el, 'shop-empty');
    expect(empty.getAttribute('message')).to.equal('购物车是空的');
    expect(empty.querySelector('a')!.getAttribute('href')).to.equal('/zh');
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    await reply({ path: '/cart/list', status: 502, body: null }, { path: '/cart/list', body: ok(two) });
    const el = mount('<shop-cart></shop-cart>').querySelector('shop-cart')!;
    const failed = await shadowPart(el, '[role="alert"]');
    failed.querySelector('button')!.click();
    await shadowPart(el, '[part="lines"]');
  });

  it('keeps a four-digit line total inside the list on a 390 px phone (358 px of list beside the page margins)', async () => {
    const big = cartOf({ ...line('LAMP', 'Nordic desk lamp', 12), price: 9900, stock: 20 });
    await reply({ path: '/cart/list', body: ok(big) }, { path: '/checkout/summary', body: ok(totalsOf(big)) });
    const el = mount('<div style="width: 358px; font-size: 16px"><shop-cart></shop-cart></div>').querySelector('shop-cart')!;
    const total = await waitFor(() => sr(el).querySelector<HTMLElement>('[part="lines"] li .total'));
    expect(total.textContent).to.equal('$1,188.00');
    // Every part of the line within the list's box (the line itself grew past it before).
    const list = sr(el).querySelector('[part="lines"]')!.getBoundingClientRect();
    for (const part of total.closest('li')!.children) {
      const box = part.getBoundingClientRect();
      expect(box.right, `${part.className} ends at ${box.right}, the list at ${list.right}`).to.be.at.most(list.right + 0.5);
    }
  });

  it('is accessible', async () => {
    await reply({ path: '/cart/list', body: ok(two) }, { path: '/checkout/summary', body: ok(totalsOf(two)) });
    const root = mount('<main><shop-cart></shop-cart></main>');
    await shadowPart(root.querySelector('shop-cart')!, '[part="totals"]');
    await expectAccessible(root);
  });
});
