// <shop-product-price> (the display element of one render): drawn by the server renderer,
// hydrated in the browser with no mismatch, in each of its states.
import { expect } from 'chai';
import '../../../widgets/product-price/define';
import { setLocale } from '../../../runtime/i18n';
import { $currency, $displayCurrency } from '../../../runtime/money';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

describe('<shop-product-price> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    $currency.set('USD');
    $displayCurrency.set('');
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates a plain price and a sale price without a mismatch, keeping the server text', async () => {
    const plain = await renderThenHydrate('shop-product-price', { price: '1234.5' });
    expectHydrated(plain);
    expect(plain.el.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('$1,234.50');
    const sale = await renderThenHydrate('shop-product-price', { price: 80, 'line-price': 100 });
    expectHydrated(sale);
    expect(sale.server).to.contain('20% off');
    expect(sale.el.shadowRoot!.querySelector('[part="discount"]')!.textContent).to.equal('20% off');
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-product-price', { price: '-1' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in, and follows the variant picked afterwards', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-price', { price: 49, 'line-price': 69, product: 'linen-shirt' }, { locale: 'de' });
    expectHydrated(de);
    const sale = () => de.el.shadowRoot!.querySelector('[part="sale"]')!.textContent!.replace(/\s/g, ' ');
    expect(sale()).to.equal('49,00 $');
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE-S', options: {}, price: 5250, linePrice: null, stock: 2, image: '' });
    await waitFor(() => sale() === '52,50 $');
  });

  it('hydrates the server\'s price though a variant was picked before, then shows the variant\'s price', async () => {
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE-S', options: {}, price: 5250, linePrice: null, stock: 2, image: '' });
    const result = await renderThenHydrate('shop-product-price', { price: 49, product: 'linen-shirt' });
    expectHydrated(result);
    expect(result.server).to.contain('$49.00');
    await waitFor(() => result.el.shadowRoot!.querySelector('[part="sale"]')!.textContent === '$52.50', { message: 'the picked price' });
  });

  it('draws afresh, with no mismatch reported, when the browser reads another currency than the server wrote', async () => {
    $currency.set('HKD');
    const other = await renderThenHydrate('shop-product-price', { price: 10 });
    expect(other.errors).to.have.length(0);
    expect(other.el.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('HK$10.00');
  });

  it('inlines the same styles the element adopts', async () => {
    const { el, server } = await renderThenHydrate('shop-product-price', { price: 5 });
    expect(server).to.contain('<style>');
    const sale = el.shadowRoot!.querySelector('[part="sale"]')!;
    expect(getComputedStyle(sale).fontWeight).to.equal('700');
  });
});
