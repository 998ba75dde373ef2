// <shop-locale>: drawn by the server renderer, hydrated in the browser with no mismatch (the
// button, the closed panel, with data the no-JavaScript links), in another language and in its
// error state; then working: the button opens the panel and Apply switches the language.
import { expect } from 'chai';
import { browser } from '../../../runtime/browser';
import { setLocale } from '../../../runtime/i18n';
import { $chosenCurrency, chooseCurrency, setCurrencies } from '../../../runtime/money';
import { $languagePrefix } from '../../../runtime/session';
import '../../../widgets/locale/define';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, parsePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector)!;
const rendering = { currency: 'USD', rates: { HKD: 7.8, CNY: 7.2 } };

describe('<shop-locale> server render and hydration', () => {
  const assigned: string[] = [];
  const realAssign = browser.assign;
  const start = location.pathname + location.search;
  beforeEach(() => {
    assigned.length = 0;
    browser.assign = (url: string) => void assigned.push(url);
    $chosenCurrency.set('');
    setCurrencies('USD', { HKD: 7.8, CNY: 7.2 });
  });
  afterEach(async () => {
    cleanupPages();
    browser.assign = realAssign;
    history.replaceState(history.state, '', start);
    $languagePrefix.set('');
    setCurrencies('USD');
    await setLocale('en');
  });

  it('hydrates the button and its closed panel, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-locale', {}, rendering);
    expectHydrated(result);
    const button = $(result.el, 'button[part="button"]');
    expect(button.textContent).to.equal('EN · USD');
    expect(button.getAttribute('aria-label')).to.equal('Language and currency: EN · USD (English, US Dollar)');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect($(result.el, '[part="panel"]').hidden).to.equal(true);
    expect([...$(result.el, 'select[part="currency"]').querySelectorAll('option')].map((o) => o.value)).to.deep.equal(['USD', 'HKD', 'CNY']);
    expect($(result.el, '[part="fold"]')).to.equal(null);
  });

  it('with the page address as data: links to the page in each language, shown only until the element is defined', async () => {
    history.replaceState(history.state, '', '/zh/product/classic-shirt?x=1');
    $languagePrefix.set('/zh');
    await setLocale('zh');
    const html = await serverRender('shop-locale', {}, { ...rendering, locale: 'zh', prefix: '/zh', data: { path: '/zh/product/classic-shirt?x=1' } });
    // Before any script: the summary is shown, the button is not.
    const before = parsePage(html).querySelector('shop-locale')!;
    const links = [...before.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="links"] a')];
    expect(links).to.have.length(15);
    expect(links.find((a) => a.hreflang === 'en')!.getAttribute('href')).to.equal('/product/classic-shirt?x=1');
    expect(links.find((a) => a.hreflang === 'de')!.getAttribute('href')).to.equal('/de/product/classic-shirt?x=1');
    expect(links.find((a) => a.hasAttribute('aria-current'))!.hreflang).to.equal('zh');
    const result = await hydratePage(html, 'shop-locale');
    expectHydrated(result);
    expect($(result.el, 'button[part="button"]').textContent).to.equal('ZH · USD');
    expect($(result.el, 'summary[part~="button"]').textContent).to.equal('ZH · USD');
    // Defined: the button shows, the no-JavaScript fold does not.
    expect($(result.el, 'button[part="button"]').checkVisibility()).to.equal(true);
    expect($(result.el, '[part="fold"]').checkVisibility()).to.equal(false);
    expect($(result.el, 'label').textContent).to.equal('语言');
  });

  it('hydrates in another language', async () => {
    history.replaceState(history.state, '', '/de/product/classic-shirt');
    $languagePrefix.set('/de');
    await setLocale('de');
    const de = await renderThenHydrate('shop-locale', {}, { ...rendering, locale: 'de', prefix: '/de' });
    expectHydrated(de);
    expect($(de.el, 'button[part="button"]').textContent).to.equal('DE · USD');
    expect($(de.el, 'button[part="apply"]').textContent).to.equal('Übernehmen');
  });

  it('hydrates its error state for bad attributes', async () => {
    for (const attributes of [{ languages: '["xx"]' }, { currencies: 'USD' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-locale', attributes, rendering);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]') !== null, JSON.stringify(attributes)).to.equal(true);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('replays a hover and a focus that came while it hydrated, in its shadow root, without a page error', async () => {
    const html = await serverRender('shop-locale', {}, rendering);
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => void uncaught.push(event.message);
    window.addEventListener('error', onError);
    try {
      // Put on the page (defined: hydrateRoot has run) and, before React's first commit, hovered and focused.
      const result = await hydratePage(html, 'shop-locale', { live: false });
      const button = $(result.el, 'button[part="button"]');
      const seen: string[] = [];
      for (const type of ['mouseover', 'focusin']) button.addEventListener(type, (event) => void seen.push(`${type}:${(event.target as Element).localName}`));
      button.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      await waitFor(() => (result.el as HTMLElement & { [key: symbol]: unknown })[Symbol.for('shop-elements.live')], { message: 'live' });
      // React held both back (stopped at its root container) and, once hydrated, sent each
      // again at the button (after its dispatch the DOM gives the host, or nothing, as an event's target).
      await waitFor(() => seen.length === 2, { message: 'both events replayed' });
      expect(seen.sort()).to.deep.equal(['focusin:button', 'mouseover:button']);
      expectHydrated(result);
      expect(uncaught).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  });

  it('works once hydrated: the button opens the panel and Apply goes to the page in the chosen language', async () => {
    history.replaceState(history.state, '', '/product/classic-shirt');
    const result = await renderThenHydrate('shop-locale', {}, { ...rendering, data: { path: '/product/classic-shirt' } });
    expectHydrated(result);
    const button = $(result.el, 'button[part="button"]');
    button.click();
    await waitFor(() => !$(result.el, '[part="panel"]').hidden && button.getAttribute('aria-expanded') === 'true');
    const select = $<HTMLSelectElement>(result.el, 'select[part="language"]');
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $(result.el, 'button[part="apply"]').click();
    await waitFor(() => assigned.length === 1);
    expect(assigned).to.deep.equal(['/de/product/classic-shirt']);
  });

  // Issue 22, item 1: the page is drawn in the shopper's currency (the demo reads the cookie the
  // runtime mirrors the pick into), the control hydrates saying it, and follows a new pick at once.
  it("hydrates in the shopper's currency and follows a new pick without a reload", async () => {
    history.replaceState(history.state, '', '/ja/product/classic-shirt');
    $languagePrefix.set('/ja');
    await setLocale('ja');
    chooseCurrency('CNY');
    const result = await renderThenHydrate('shop-locale', {}, { ...rendering, locale: 'ja', prefix: '/ja', displayCurrency: 'CNY', data: { path: '/ja/product/classic-shirt' } });
    expectHydrated(result);
    const button = $(result.el, 'button[part="button"]');
    expect(button.textContent).to.equal('JA · CNY');
    expect(document.cookie).to.match(/(^|; )shop_currency=CNY(;|$)/);
    button.click();
    await waitFor(() => !$(result.el, '[part="panel"]').hidden);
    const select = $<HTMLSelectElement>(result.el, 'select[part="currency"]');
    expect(select.value).to.equal('CNY');
    select.value = 'HKD';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $(result.el, 'button[part="apply"]').click();
    await waitFor(() => button.textContent === 'JA · HKD', { message: 'the button says the new currency' });
    expect(assigned).to.deep.equal([]);
    expect(document.cookie).to.match(/(^|; )shop_currency=HKD(;|$)/);
    button.click();
    await waitFor(() => !$(result.el, '[part="panel"]').hidden);
    select.value = 'USD';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $(result.el, 'button[part="apply"]').click();
    await waitFor(() => button.textContent === 'JA · USD', { message: "back to the shop's own" });
    expect(document.cookie).to.not.match(/shop_currency=/);
  });
});
