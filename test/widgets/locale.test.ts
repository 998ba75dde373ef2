import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $chosenCurrency, $displayCurrency, setCurrencies } from '../../runtime/money';
import { LANGUAGE_PREFIXES } from '../../runtime/constants';
import { setShopAddress } from '../../runtime/shop-address';
import '../../widgets/locale/define';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const mountLocale = (attrs = '') => mount(`<shop-locale ${attrs}></shop-locale>`).querySelector('shop-locale')!;
const button = (el: Element) => shadowPart<HTMLButtonElement>(el, 'button[part="button"]');
/** Opens the panel as a shopper does: the button, then the panel is shown. */
async function openPanel(el: Element): Promise<void> {
  (await button(el)).click();
  await shadowPart(el, '[part="panel"]:not([hidden])');
}

describe('<shop-locale>', () => {
  const assigned: string[] = [];
  const realAssign = browser.assign;
  const start = location.pathname + location.search;
  beforeEach(() => {
    assigned.length = 0;
    browser.assign = (url: string) => void assigned.push(url);
    $chosenCurrency.set('');
    // The shop prices in USD and has rates for HKD and CNY (config.currencyRates).
    setCurrencies('USD', { HKD: 7.8, CNY: 7.2 });
  });
  afterEach(async () => {
    cleanup();
    browser.assign = realAssign;
    history.replaceState(history.state, '', start);
    $chosenCurrency.set('');
    setCurrencies('USD');
    await setLocale('en');
  });

  it('switches language by keyboard, keeping the page, its query and hash under the new prefix', async () => {
    history.replaceState(history.state, '', '/zh-HK/product/linen-mug?colour=blue#reviews');
    setCurrencies('USD'); // one currency: no currency select between the language and Apply
    const el = mountLocale(`languages='["en","zh","zh-HK"]'`);
    (await button(el)).focus();
    await sendKeys({ press: 'Enter' });
    await shadowPart(el, '[part="panel"]:not([hidden])');
    await sendKeys({ press: 'Tab' });
    const select = await shadowPart<HTMLSelectElement>(el, 'select[part="language"]');
    expect(el.shadowRoot!.activeElement).to.equal(select);
    expect(select.value).to.equal('zh-HK');
    expect([...select.options].map((o) => [o.value, o.lang, o.textContent])).to.deep.equal([
      ['en', 'en', 'English'],
      ['zh', 'zh', '简体中文'],
      ['zh-HK', 'zh-HK', '繁體中文（香港）'],
    ]);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(assigned, 'choosing alone does not leave the page').to.deep.equal([]);
    await sendKeys({ press: 'Tab' });
    const events: CustomEvent[] = [];
    el.addEventListener('shop:locale-change', (e) => events.push(e as CustomEvent));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => assigned.length === 1);
    expect(assigned[0]).to.equal('/product/linen-mug?colour=blue#reviews');
    expect(events[0]!.detail).to.deep.equal({ language: 'en', currency: 'USD', href: '/product/linen-mug?colour=blue#reviews' });
  });

  it('goes from English to a prefix, and offers other spec prefixes by their own names', async () => {
    history.replaceState(history.state, '', '/search?q=mug');
    const el = mountLocale(`languages='["en","zh","ja"]'`);
    await openPanel(el);
    const select = await shadowPart<HTMLSelectElement>(el, 'select[part="language"]');
    expect(select.value).to.equal('en');
    expect(select.options[2]!.textContent).to.equal('日本語');
    select.value = 'zh';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="apply"]')!.click();
    await waitFor(() => assigned.length === 1);
    expect(assigned[0]).to.equal('/zh/search?q=mug');
  });

  it('a cancelled shop:locale-change leaves the page alone', async () => {
    const el = mountLocale();
    const cancelled: CustomEvent[] = [];
    el.addEventListener('shop:locale-change', (e) => {
      e.preventDefault();
      cancelled.push(e as CustomEvent);
    });
    const select = await shadowPart<HTMLSelectElement>(el, 'select[part="language"]');
    select.value = 'zh';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="apply"]')!.click();
    // The page is left (or not) in the same step that asks, right after the event: once the
    // event has been heard, that step is over.
    await waitFor(() => cancelled.length === 1, { message: 'the locale-change event' });
    expect(cancelled[0]!.detail).to.include({ language: 'zh' });
    expect(assigned).to.deep.equal([]);
  });

  it('switches the currency at once and remembers it, without leaving the page; only currencies with a rate are offered', async () => {
    const el = mountLocale(`currencies='["USD","HKD","EUR"]'`);
    await openPanel(el);
    const select = await shadowPart<HTMLSelectElement>(el, 'select[part="currency"]');
    expect(select.value).to.equal('USD');
    expect([...select.options].map((o) => o.value)).to.deep.equal(['USD', 'HKD']); // no rate for EUR
    expect(select.options[1]!.textContent).to.equal('HKD – Hong Kong Dollar');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(select.value).to.equal('HKD');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).to.equal('apply');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $displayCurrency.get() === 'HKD');
    expect($chosenCurrency.get()).to.equal('HKD');
    expect(localStorage.getItem('shop.currency')).to.equal('HKD');
    expect(assigned).to.deep.equal([]);
    // Applied: the panel folds, focus is back on the button, which now says HKD.
    await shadowPart(el, '[part="panel"][hidden]');
    expect(el.shadowRoot!.activeElement).to.equal(await button(el));
    await waitFor(() => el.shadowRoot!.querySelector('[part="button"]')!.textContent === 'EN · HKD');
  });

  it('is one compact button showing the language and currency, named for what it is, that discloses the panel', async () => {
    history.replaceState(history.state, '', '/de/product/linen-mug');
    const el = mountLocale();
    const open = await button(el);
    expect(open.textContent).to.equal('DE · USD');
    expect(open.getAttribute('aria-label')).to.equal('Language and currency: DE · USD (Deutsch, US Dollar)');
    expect(open.getAttribute('aria-expanded')).to.equal('false');
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part="panel"]')!;
    expect(open.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.hidden).to.equal(true);
    open.focus();
    await sendKeys({ press: ' ' /* Space: the key every engine's driver knows by its character */ });
    await waitFor(() => !panel.hidden);
    expect(open.getAttribute('aria-expanded')).to.equal('true');
    // Every language of the spec, each in its own words.
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[part="language"]')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal([...LANGUAGE_PREFIXES]);
    expect([...select.options].map((o) => o.textContent).slice(0, 2)).to.deep.equal(['English', '简体中文']);
    expect(select.options[LANGUAGE_PREFIXES.indexOf('de')]!.textContent).to.equal('Deutsch');
    expect(select.options[LANGUAGE_PREFIXES.indexOf('ja')]!.textContent).to.equal('日本語');
    expect(select.value).to.equal('de');
  });

  it('folds the panel on Escape (focus back on the button) and on a click elsewhere, leaving an unapplied choice behind', async () => {
    const root = mount(`<shop-locale languages='["en","zh"]'></shop-locale><button id="elsewhere">Elsewhere</button>`);
    const el = root.querySelector('shop-locale')!;
    await openPanel(el);
    const select = await shadowPart<HTMLSelectElement>(el, 'select[part="language"]');
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(select.value).to.equal('zh');
    await sendKeys({ press: 'Escape' });
    await shadowPart(el, '[part="panel"][hidden]');
    expect(el.shadowRoot!.activeElement).to.equal(await button(el));
    // Opened again, it starts from the language in force.
    await openPanel(el);
    expect(select.value).to.equal('en');
    root.querySelector<HTMLButtonElement>('#elsewhere')!.click();
    await shadowPart(el, '[part="panel"][hidden]');
    expect((await button(el)).getAttribute('aria-expanded')).to.equal('false');
    expect(assigned).to.deep.equal([]);
  });

  it("on another site's page, offers only the currency: the language is the page's, and its addresses have no prefix to switch", async () => {
    history.replaceState(history.state, '', '/blog/our-mugs');
    setShopAddress('https://shop.example');
    try {
      await setLocale('de');
      const el = mountLocale();
      await waitFor(() => el.shadowRoot?.querySelector('[part="button"]')?.textContent === 'DE · USD', { message: "the page's language on the button" });
      await openPanel(el);
      expect(el.shadowRoot!.querySelector('select[part="language"]'), 'no language select').to.equal(null);
      const select = await shadowPart<HTMLSelectElement>(el, 'select[part="currency"]');
      select.value = 'HKD';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part="apply"]')!.click();
      await waitFor(() => $displayCurrency.get() === 'HKD');
      expect(assigned, 'the blog page stays').to.deep.equal([]);
      // With one currency left there is nothing to choose: nothing drawn.
      setCurrencies('USD');
      await waitFor(() => el.shadowRoot!.querySelector('[part="button"]') === null, { message: 'nothing drawn' });
    } finally {
      setShopAddress(undefined);
    }
  });

  it('leaves the currency out when the shop has one (the empty case)', async () => {
    setCurrencies('USD');
    const el = mountLocale('');
    await shadowPart(el, 'select[part="language"]');
    expect(el.shadowRoot!.querySelector('select[part="currency"]')).to.equal(null);
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    const el = mountLocale(`currencies='["USD","CNY"]'`);
    await shadowPart(el, 'select');
    await waitFor(() => shadowText(el).includes('語言'));
    expect(shadowText(el)).to.contain('貨幣');
    expect(shadowText(el)).to.contain('套用');
  });

  it('shows its error state for bad attributes', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`<shop-locale languages='["en","xx"]'></shop-locale><shop-locale currencies='["USD","NOPE"]'></shop-locale><shop-locale languages="en"></shop-locale>`);
      for (const el of root.querySelectorAll('shop-locale')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'));
      }
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['currencies', 'languages', 'languages']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, closed and open', async () => {
    const root = mount(`<header><shop-locale currencies='["USD","HKD"]'></shop-locale></header>`);
    const el = root.querySelector('shop-locale')!;
    await shadowPart(el, 'select[part="currency"]');
    await expectAccessible(root);
    await openPanel(el);
    await expectAccessible(root);
  });
});
