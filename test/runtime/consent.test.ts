// Consent: the initial data's start options `noTracking` and `noAnalytics` really keep visitor
// tracking and analytics out (no /visitor/track request, no shop:analytics event, nothing in the
// dataLayer) until the consent banner calls ShopElements.startTracking() and startAnalytics().
// A view drawn into an element's markup (reported by the runtime at start) is held back the same
// way, and not reported later either. boot() starts once per page, so this file has the page to itself.
import { expect } from 'chai';
import sinon from 'sinon';
import { analytics } from '../../runtime/analytics';
import { boot, startOptionsOf } from '../../runtime/index';
import { stopNavigation } from '../../runtime/navigation/navigator';
import { stopSocket } from '../../runtime/socket';
import { stopTracking } from '../../runtime/tracking';
import { requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';
import { parsePage } from '../helpers/browser/server-render';

const tracks = async () => (await requests()).filter((r) => r.path === '/visitor/track');
const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '' }, options: [], price: 2500, linePrice: null, quantity: 1, stock: 9, selected: true };

describe('consent (noTracking, noAnalytics)', () => {
  let data: HTMLScriptElement;
  const drawn = document.createElement('div');
  const fired: string[] = [];
  const record = (event: Event) => fired.push((event as CustomEvent<{ event: string }>).detail.event);
  before(async () => {
    await resetApi();
    const { url } = (await (await fetch('/__test/ws')).json()) as { url: string }; // the test socket
    data = Object.assign(document.createElement('script'), { type: 'application/json', id: 'shop-initial-data' });
    data.textContent = JSON.stringify({ config: {}, start: { noTracking: true, noAnalytics: true, analytics: 'dataLayer', socketUrl: url } });
    document.head.append(data);
    // An element the server drew, with its view (a tag no code defines).
    const view = JSON.stringify({ event: 'view_cart', ecommerce: { currency: 'USD', value: 25, items: [] } }).replace(/"/g, '&quot;');
    drawn.append(parsePage(`<shop-drawn-view-test><template shadowrootmode="open"><div data-shop-root><template data-shop-view="${view}"></template></div></template></shop-drawn-view-test>`));
    document.body.append(drawn);
    document.addEventListener('shop:analytics', record);
  });
  after(() => {
    document.removeEventListener('shop:analytics', record);
    window.ShopElements?.stopAnalytics();
    stopTracking();
    stopNavigation();
    stopSocket();
    data.remove();
    drawn.remove();
    delete window.dataLayer;
  });

  it('sends no track, fires no analytics event and pushes nothing until startTracking() and startAnalytics(); then both happen', async () => {
    const shop = boot();
    await shop.start();
    // Something the start does after tracking would have begun: the socket's connection.
    await waitFor(() => shop.stores.$socket.get().isConnected, { message: 'the socket, started after tracking would be' });
    analytics('add_to_cart', { items: [line] });
    expect(await tracks()).to.have.length(0);
    expect(fired).to.deep.equal([]);
    expect(window.dataLayer).to.equal(undefined);

    shop.startTracking();
    shop.startAnalytics();
    await waitFor(async () => (await tracks()).length === 1, { message: 'tracking after consent' });
    analytics('add_to_cart', { items: [line] });
    expect(fired).to.deep.equal(['add_to_cart']);
    expect(window.dataLayer).to.deep.equal([{ ecommerce: null }, { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 25, items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 1 }] } }]);

    // Withdrawn again: nothing more.
    shop.stopAnalytics();
    analytics('view_cart', { items: [line] });
    expect(fired).to.deep.equal(['add_to_cart']);
    expect(window.dataLayer).to.have.length(2);
  });

  it("reports a drawn element's view once analytics is on: one an in-page navigation adds, not the one held back at start", async () => {
    window.ShopElements!.startAnalytics();
    const view = JSON.stringify({ event: 'view_item', ecommerce: { currency: 'USD', value: 25, items: [] } }).replace(/"/g, '&quot;');
    drawn.append(parsePage(`<shop-drawn-view-test><template shadowrootmode="open"><div data-shop-root><template data-shop-view="${view}"></template></div></template></shop-drawn-view-test>`));
    await waitFor(() => fired.includes('view_item'), { message: 'the added view reported' });
    expect(fired.filter((event) => event.startsWith('view_'))).to.deep.equal(['view_item']);
    const pushed = window.dataLayer!.filter((entry) => (entry as { event?: string }).event === 'view_item');
    expect(pushed).to.have.length(1);
    window.ShopElements!.stopAnalytics();
  });

  it("takes analytics: 'dataLayer' and noAnalytics from the initial data, and warns about another value", () => {
    const warn = sinon.stub(console, 'warn');
    try {
      expect(startOptionsOf({ analytics: 'dataLayer', noAnalytics: true })).to.deep.equal({ analytics: 'dataLayer', noAnalytics: true });
      expect(startOptionsOf({ analytics: 'gtag', noAnalytics: 'yes' })).to.deep.equal({});
      expect(warn.args.map((args) => args[0])).to.deep.equal([
        '[shop-elements] start option "analytics" must be "dataLayer"; it is ignored.',
        '[shop-elements] start option "noAnalytics" must be a boolean; it is ignored.',
      ]);
    } finally {
      warn.restore();
    }
  });
});
