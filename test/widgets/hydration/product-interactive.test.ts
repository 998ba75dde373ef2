// <shop-product-interactive> (the buying block, of one render): drawn by the server renderer
// with its price, option picker, stock line and buttons (each drawn by its own element too),
// hydrated with no mismatch, then working: a variant picked in the server-drawn picker moves
// the stock line.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/product-interactive/define';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const sku = (code: string, color: string, stock: number, price: number, linePrice: number | null = null) => ({ code, options: { color }, price, linePrice, stock, image: `/img/${code}.svg` });
const product = {
  slug: 'linen-shirt',
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }, { value: 'green', label: 'Green' }] }],
  skus: [sku('LS-RED', 'red', 3, 4900, 5900), sku('LS-BLUE', 'blue', 7, 5200), sku('LS-GREEN', 'green', 0, 5000)],
};
/**
 * The product under a slug of the test's own: the shared selection is keyed by slug, and a nested
 * picker of the test before (hydrating a moment after its host went live) may still publish its
 * variant after that test's clean-up.
 */
let tests = 0;
beforeEach(() => (tests += 1));
const own = (extra: object = {}) => JSON.stringify({ ...product, slug: `linen-shirt-${tests}`, ...extra });
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const deep = (el: Element, tag: string, selector: string) => el.shadowRoot!.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;

describe('<shop-product-interactive> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
  });
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates price, picker, stock and buttons for the first variant in stock, each drawn by the server', async () => {
    const result = await renderThenHydrate('shop-product-interactive', { product: own(), 'no-url': true, currency: 'USD' });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('In stock: 3');
    expect(part(el, 'stock')!.textContent).to.equal('In stock: 3');
    expect(deep(el, 'shop-product-price', '[part="sale"]')!.textContent).to.equal('$49.00');
    expect(deep(el, 'shop-product-price', '[part="line"]')!.textContent).to.equal('$59.00');
    expect((deep(el, 'shop-product-spec', 'input[value="red"]') as HTMLInputElement).checked).to.equal(true);
    expect(part(el, 'buttons')!.getAttribute('sku')).to.equal('LS-RED');
    expect(part(el, 'buttons')!.shadowRoot!.querySelector('[part~="add"]')).to.not.equal(null);
  });

  it('hydrates `selected`, a sold-out variant, and its error state', async () => {
    const sold = await renderThenHydrate('shop-product-interactive', { product: own({ selected: 'LS-GREEN' }), 'no-url': true });
    expectHydrated(sold);
    // Sold out is said once, by the buttons; no stock line of its own.
    expect(part(sold.el, 'stock')).to.equal(null);
    expect(deep(sold.el, 'shop-product-buttons', '[part="message"]')!.textContent).to.equal('Out of stock: this option cannot be added to the cart.');
    const bad = await renderThenHydrate('shop-product-interactive', { product: own(), currency: 'dollars' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-interactive', { product: own(), 'no-url': true }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'stock')!.textContent).to.equal('Auf Lager: 3');
    expect(deep(de.el, 'shop-product-price', '[part="sale"]')!.textContent).to.contain('49,00');
  });

  it('works once hydrated: a variant picked in the server-drawn picker moves the stock line', async () => {
    const { el } = await renderThenHydrate('shop-product-interactive', { product: own(), 'no-url': true });
    await waitFor(() => deep(el, 'shop-product-spec', 'input[value="blue"]'));
    const blue = deep(el, 'shop-product-spec', 'input[value="blue"]') as HTMLInputElement;
    await waitFor(() => (el.shadowRoot!.querySelector('shop-product-spec') as HTMLElement & Record<symbol, boolean>)[Symbol.for('shop-elements.live')], { message: 'the picker live' });
    blue.click();
    await waitFor(() => part(el, 'stock')!.textContent === 'In stock: 7', { message: 'the blue stock' });
  });
});
