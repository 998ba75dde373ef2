// The runtime's start (runtime/index.ts), on a page whose address carries a language prefix.
// start() runs once per page, so this file has the page to itself.
import { expect } from 'chai';
import { loadElement, registerElements } from '../../runtime/elements';
import { $locale, t } from '../../runtime/i18n';
import { start } from '../../runtime/index';
import { $languagePrefix, $visitorId } from '../../runtime/session';
import { stopSocket } from '../../runtime/socket';
import { stopNavigation } from '../../runtime/navigation/navigator';
import { waitFor } from '../helpers/browser/dom';

describe('start()', () => {
  const startUrl = location.href;
  after(() => {
    stopNavigation();
    stopSocket();
    history.replaceState(null, '', startUrl);
  });

  it("takes the address's language prefix at once, before anything it waits for (elements upgrade meanwhile)", async () => {
    $languagePrefix.set('');
    history.replaceState(null, '', `/zh-HK/auth/signin${location.search}`);
    const { url } = (await (await fetch('/__test/ws')).json()) as { url: string }; // the test socket
    // The shop's own words: from the initial data, and from the start options, which win.
    const data = Object.assign(document.createElement('script'), { type: 'application/json', id: 'shop-initial-data' });
    data.textContent = JSON.stringify({ messages: { 'cart.empty': '購物袋仍是空的', 'cart.continue': 'from the page' } });
    document.body.append(data);
    const started = start({ noTracking: true, socketUrl: url, messages: { 'cart.continue': '再逛逛' } });
    expect($languagePrefix.get()).to.equal('/zh-HK');
    await started;
    data.remove();
    expect($languagePrefix.get()).to.equal('/zh-HK');
    expect($locale.get()).to.equal('zh-HK');
    // No words before use: the server drew them. (The test harness put English in place before
    // the test: still English, the Hong Kong catalogue not loaded.) The first element's code brings them.
    expect(t('empty.data')).to.equal('No data');
    registerElements({ 'shop-words-test': async () => customElements.define('shop-words-test', class extends HTMLElement {}) });
    await loadElement('shop-words-test');
    await waitFor(() => t('empty.data') !== 'No data', { message: 'the Hong Kong messages' });
    expect([t('cart.empty'), t('cart.continue'), t('empty.data')]).to.deep.equal(['購物袋仍是空的', '再逛逛', '暫無數據']);
  });

  it('mirrors the visitor id into the visitorId cookie, so the server can draw a guest\'s own cart', () => {
    expect($visitorId.get()).to.match(/^[0-9a-f-]{36}$/);
    expect(document.cookie.split('; ')).to.include(`visitorId=${$visitorId.get()}`);
  });
});
