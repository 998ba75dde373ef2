import { expect } from 'chai';
import '../../widgets/product-price/define';
import { $chosenCurrency, $displayCurrency, chooseCurrency, formatMoney, fromMinorUnits, offeredCurrencies, setCurrencies } from '../../runtime/money';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';

describe('money', () => {
  afterEach(() => {
    cleanup();
    $chosenCurrency.set('');
    setCurrencies('USD');
  });

  it('writes amounts with Intl in the language, from minor units', () => {
    expect(formatMoney(fromMinorUnits(4900, 'USD'), 'USD', 'en')).to.equal('$49.00');
    expect(formatMoney(fromMinorUnits(4900, 'JPY'), 'JPY', 'en')).to.equal('¥4,900');
    expect(formatMoney(12.5, 'HKD', 'zh-HK')).to.equal('HK$12.50');
  });

  it("converts the shop's amounts into the shopper's currency at the shop's rate, and only those", () => {
    setCurrencies('USD', { HKD: 7.8, EUR: -1, XYZ: 2 });
    expect(offeredCurrencies()).to.deep.equal(['USD', 'HKD']); // bad rates and unknown codes are dropped
    chooseCurrency('hkd');
    expect($displayCurrency.get()).to.equal('HKD');
    expect($chosenCurrency.get()).to.equal('HKD');
    expect(formatMoney(10, 'USD', 'en')).to.equal('HK$78.00');
    // An amount the page gives in another currency is never converted.
    expect(formatMoney(10, 'CNY', 'en')).to.equal('CN¥10.00');
    chooseCurrency('EUR'); // not offered: nothing changes
    expect($displayCurrency.get()).to.equal('HKD');
    chooseCurrency('USD');
    expect(formatMoney(10, 'USD', 'en')).to.equal('$10.00');
  });

  it('keeps the remembered pick only while the shop still has a rate for it', () => {
    $chosenCurrency.set('HKD');
    setCurrencies('USD', { HKD: 7.8 });
    expect($displayCurrency.get()).to.equal('HKD');
    setCurrencies('USD', { CNY: 7.2 });
    expect($displayCurrency.get()).to.equal('');
  });

  it("shows the page's displayCurrency until the shopper picks one, when the shop has a rate for it", () => {
    setCurrencies('USD', { HKD: 7.8 }, 'hkd');
    expect($displayCurrency.get()).to.equal('HKD');
    expect(formatMoney(10, 'USD', 'en')).to.equal('HK$78.00');
    setCurrencies('USD', { HKD: 7.8 }, 'EUR'); // no rate: the shop's own
    expect($displayCurrency.get()).to.equal('');
    $chosenCurrency.set('USD'); // the shopper's pick wins, their shop's own currency too
    setCurrencies('USD', { HKD: 7.8 }, 'HKD');
    expect($displayCurrency.get()).to.equal('');
  });

  it('re-renders prices when the shopper changes currency', async () => {
    setCurrencies('USD', { HKD: 7.8 });
    const el = mount('<shop-product-price price="10"></shop-product-price>').querySelector('shop-product-price')!;
    const sale = await shadowPart(el, '[part="sale"]');
    expect(sale.textContent).to.equal('$10.00');
    chooseCurrency('HKD');
    await waitFor(() => el.shadowRoot!.querySelector('[part="sale"]')!.textContent === 'HK$78.00');
  });
});
