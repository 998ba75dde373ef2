import { expect } from 'chai';
import '../../widgets/product-price/define';
import { setLocale } from '../../runtime/i18n';
import { $currency, fromMinorUnits } from '../../runtime/money';
import { $productSelection } from '../../widgets/shared/product-selection';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const price = (html: string) => mount(html).querySelector('shop-product-price')!;

describe('<shop-product-price>', () => {
  afterEach(async () => {
    cleanup();
    $currency.set('USD');
    await setLocale('en');
  });

  it('formats the price with Intl for the language and the shop currency', async () => {
    const el = price('<shop-product-price price="1234.5"></shop-product-price>');
    expect((await shadowPart(el, '[part="sale"]')).textContent).to.equal('$1,234.50');
    expect(el.shadowRoot!.querySelector('[part="line"]')).to.equal(null);
  });

  it('shows the line price struck through, with the discount and screen-reader labels, when on sale', async () => {
    const el = price('<shop-product-price price="80" line-price="100"></shop-product-price>');
    const line = await shadowPart(el, '[part="line"]');
    expect(line.localName).to.equal('s');
    expect(line.textContent).to.equal('$100.00');
    expect(el.shadowRoot!.querySelector('[part="discount"]')!.textContent).to.equal('20% off');
    expect(shadowText(el)).to.equal('Sale price $80.00 Original price $100.00 20% off');
  });

  it('hides the discount badge with no-discount and ignores a line price that is not higher', async () => {
    const el = price('<shop-product-price price="80" line-price="100" no-discount></shop-product-price>');
    await shadowPart(el, '[part="line"]');
    expect(el.shadowRoot!.querySelector('[part="discount"]')).to.equal(null);
    el.setAttribute('line-price', '80');
    await waitFor(() => !el.shadowRoot!.querySelector('[part="line"]'));
  });

  it('uses the currency attribute over the shop currency, and follows a currency switch', async () => {
    const el = price('<shop-product-price price="10" currency="eur"></shop-product-price>');
    expect((await shadowPart(el, '[part="sale"]')).textContent).to.equal('€10.00');
    const plain = price('<shop-product-price price="10"></shop-product-price>');
    await shadowPart(plain, '[part="sale"]');
    $currency.set('HKD');
    await waitFor(() => plain.shadowRoot!.querySelector('[part="sale"]')!.textContent === 'HK$10.00');
  });

  it('follows the variant picked for its product, converting the API\'s cents', async () => {
    const el = price('<shop-product-price price="49" line-price="69" product="linen-shirt"></shop-product-price>');
    expect((await shadowPart(el, '[part="sale"]')).textContent).to.equal('$49.00');
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE-S', options: {}, price: 5250, linePrice: null, stock: 2, image: '' });
    await waitFor(() => el.shadowRoot!.querySelector('[part="sale"]')!.textContent === '$52.50');
    expect(el.shadowRoot!.querySelector('[part="line"]')).to.equal(null);
    $productSelection.setKey('other', { code: 'X', options: {}, price: 100, linePrice: null, stock: 1, image: '' });
    expect(el.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('$52.50');
    $productSelection.set({});
  });

  it('formats for zh and zh-HK', async () => {
    const el = price('<shop-product-price price="80" line-price="100" currency="CNY"></shop-product-price>');
    await shadowPart(el, '[part="sale"]');
    await setLocale('zh');
    await waitFor(() => shadowText(el) === '售价 ¥80.00 原价 ¥100.00 省20%', { message: shadowText(el) });
    await setLocale('zh-HK');
    await waitFor(() => shadowText(el).startsWith('售價 CN¥80.00'), { message: shadowText(el) });
  });

  it('colours the prices from the theme tokens', async () => {
    const el = price('<shop-product-price price="80" line-price="100"></shop-product-price>');
    el.style.setProperty('--shop-sales-price-color', 'rgb(1, 2, 3)');
    el.style.setProperty('--shop-line-price-color', 'rgb(4, 5, 6)');
    const sale = await shadowPart(el, '[part="sale"]');
    expect(getComputedStyle(sale).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="line"]')!).color).to.equal('rgb(4, 5, 6)');
  });

  it('shows its error state for a missing, malformed or negative price and an unknown currency', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`
        <shop-product-price></shop-product-price>
        <shop-product-price price='{oops'></shop-product-price>
        <shop-product-price price="-1"></shop-product-price>
        <shop-product-price price="1" currency="DOLLARS"></shop-product-price>
        <shop-product-price price="5"></shop-product-price>`);
      const all = [...root.querySelectorAll('shop-product-price')];
      for (const el of all.slice(0, 4)) await shadowPart(el, '[part="error"]');
      expect((await shadowPart(all[4]!, '[part="sale"]')).textContent).to.equal('$5.00');
      await waitFor(() => errors.events.length >= 4);
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-price> "price" is required.');
      expect(messages).to.include('<shop-product-price> "price" must be a number, not "{oops".');
      expect(messages).to.include('<shop-product-price> "price" must be at least 0.');
      expect(messages.some((m) => m.includes('"currency" must be an ISO 4217 currency code'))).to.equal(true);
    } finally {
      errors.stop();
    }
  });

  it('converts minor units by the currency\'s own digits', () => {
    expect(fromMinorUnits(4999, 'USD')).to.equal(49.99);
    expect(fromMinorUnits(500, 'JPY')).to.equal(500);
    expect(fromMinorUnits(12345, 'BHD')).to.equal(12.345);
  });

  it('is accessible', async () => {
    const root = mount('<p>Price: <shop-product-price price="80" line-price="100"></shop-product-price></p>');
    await shadowPart(root.querySelector('shop-product-price')!, '[part="line"]');
    await expectAccessible(root);
  });
});
