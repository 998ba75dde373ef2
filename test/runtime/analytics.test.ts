// runtime/analytics.ts: the shop:analytics event's GA4 shape, the dataLayer opt-in, a purchase
// reported once per order, and the consent switch; runtime/analytics-switch.ts: the views drawn
// elements carry in their markup, reported by the runtime without any element's code.
import { expect } from 'chai';
import { analytics, analyticsDetail, orderParams, type AnalyticsDetail } from '../../runtime/analytics';
import { analyticsSwitch, reportDrawnViews, startAnalytics, stopAnalytics } from '../../runtime/analytics-switch';
import { setCurrencies } from '../../runtime/money';
import { parsePage } from '../helpers/browser/server-render';

const line = { sku: 'TEE-RED-M', product: { slug: 'tee', name: 'Classic tee', image: '' }, options: [], price: 2500, linePrice: 3000, quantity: 2, stock: 9, selected: true };
const order = {
  number: 'SE000042', status: 'in_progress', payStatus: 'unpaid', shippingMethod: 'express', shippingMethodName: 'Express', paymentMethod: 'test-card', paymentMethodName: 'Card',
  couponCode: 'TENOFF', price: 5000, discount: 1000, shippingFee: 1500, paymentAmount: 5500, products: [{ slug: 'tee', name: 'Classic tee', sku: 'TEE-RED-M', price: 2500, quantity: 2, image: '', options: [] }],
} as unknown as Parameters<typeof orderParams>[0];

describe('analytics()', () => {
  let events: AnalyticsDetail[];
  const record = (event: Event) => events.push((event as CustomEvent<AnalyticsDetail>).detail);
  beforeEach(() => {
    events = [];
    setCurrencies('HKD');
    delete window.dataLayer;
    document.addEventListener('shop:analytics', record);
  });
  afterEach(() => {
    document.removeEventListener('shop:analytics', record);
    Object.assign(analyticsSwitch, { on: true, dataLayer: false });
    setCurrencies('USD');
    delete window.dataLayer;
  });

  it('fires shop:analytics on the document (bubbling, composed) with GA4 names, money in the main unit of the shop currency', () => {
    let raw: CustomEvent | undefined;
    document.addEventListener('shop:analytics', (event) => (raw = event as CustomEvent), { once: true });
    analytics('add_to_cart', { items: [line] });
    expect(raw!.bubbles && raw!.composed).to.equal(true);
    expect(events).to.deep.equal([
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'HKD', value: 50, items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 2, discount: 5 }] },
      },
    ]);
  });

  it("numbers a list's items from its offset and names the list on each", () => {
    const products = [
      { id: 1, slug: 'mug', name: 'Mug', price: 1299, linePrice: null, image: '', score: null, inStock: true },
      { id: 2, slug: 'cup', name: 'Cup', price: 800, linePrice: 900, image: '', score: 4, inStock: true },
    ];
    analytics('view_item_list', { items: products, list: { id: 'category:kitchen', name: 'category:kitchen', offset: 12 } });
    expect(events[0]!.ecommerce.items).to.deep.equal([
      { item_id: 'mug', item_name: 'Mug', price: 12.99, quantity: 1, index: 12, item_list_id: 'category:kitchen', item_list_name: 'category:kitchen' },
      { item_id: 'cup', item_name: 'Cup', price: 8, quantity: 1, discount: 1, index: 13, item_list_id: 'category:kitchen', item_list_name: 'category:kitchen' },
    ]);
    expect(events[0]!.ecommerce.value).to.equal(20.99);
  });

  it('carries the per-event fields and leaves out empty ones', () => {
    analytics('search', { search_term: 'mug' });
    analytics('login', { method: 'qr' });
    analytics('begin_checkout', { items: [line], value: 4000, coupon: undefined });
    expect(events.map((e) => e.ecommerce)).to.deep.equal([
      { search_term: 'mug' },
      { method: 'qr' },
      { currency: 'HKD', value: 40, items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 2, discount: 5 }] },
    ]);
  });

  it('reports a purchase once per order in this tab (a reload of the success page is not a second sale)', () => {
    analytics('purchase', orderParams(order));
    analytics('purchase', orderParams(order));
    expect(events).to.have.length(1);
    expect(events[0]).to.deep.equal({
      event: 'purchase',
      ecommerce: {
        currency: 'HKD', value: 40, shipping: 15, transaction_id: 'SE000042', coupon: 'TENOFF', shipping_tier: 'express', payment_type: 'test-card',
        items: [{ item_id: 'tee', item_name: 'Classic tee', item_variant: 'TEE-RED-M', price: 25, quantity: 2 }],
      },
    });
    expect(JSON.parse(sessionStorage.getItem('shop.analytics.orders')!)).to.include('SE000042');
    analytics('purchase', orderParams({ ...order, number: 'SE000043' }));
    expect(events.map((e) => e.ecommerce.transaction_id)).to.deep.equal(['SE000042', 'SE000043']);
  });

  it('pushes to window.dataLayer only with the opt-in: the ecommerce object cleared first, then the event', () => {
    analytics('view_cart', { items: [line], value: 5000 });
    expect(window.dataLayer).to.equal(undefined);
    analyticsSwitch.dataLayer = true;
    window.dataLayer = [{ 'gtm.start': 1 }];
    analytics('remove_from_cart', { items: [line] });
    expect(window.dataLayer).to.deep.equal([{ 'gtm.start': 1 }, { ecommerce: null }, { event: 'remove_from_cart', ecommerce: events[1]!.ecommerce }]);
    delete window.dataLayer;
    analytics('login', { method: 'password' });
    expect(window.dataLayer).to.deep.equal([{ ecommerce: null }, { event: 'login', ecommerce: { method: 'password' } }]);
  });

  it('sends nothing at all while stopped, and again once started', () => {
    analyticsSwitch.dataLayer = true;
    stopAnalytics();
    analytics('add_to_cart', { items: [line] });
    analytics('purchase', orderParams({ ...order, number: 'SE000099' }));
    expect(events).to.deep.equal([]);
    expect(window.dataLayer).to.equal(undefined);
    startAnalytics();
    analytics('purchase', orderParams({ ...order, number: 'SE000099' }));
    expect(events.map((e) => e.event)).to.deep.equal(['purchase']);
    expect(window.dataLayer).to.have.length(2);
  });
});

describe('reportDrawnViews(): the views drawn elements show', () => {
  let events: AnalyticsDetail[];
  const record = (event: Event) => events.push((event as CustomEvent<AnalyticsDetail>).detail);
  const viewCart = analyticsDetail('view_cart', { items: [line], value: 5000 }, 'HKD');
  const search = analyticsDetail('search', { search_term: 'mug & "cup"' }, 'HKD');
  const attribute = (detail: AnalyticsDetail) => JSON.stringify(detail).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  // As the server draws them: the view in the element's declarative shadow root (the tags are
  // not defined here: no element code runs). The second holds a third in its own shadow root.
  const drawn = (detail: AnalyticsDetail, inner = '') => `<shop-drawn-view-test><template shadowrootmode="open"><div data-shop-root><p>shown</p><template data-shop-view="${attribute(detail)}"></template>${inner}</div></template></shop-drawn-view-test>`;
  const page = () => {
    const holder = document.createElement('div');
    holder.append(parsePage(`<main>${drawn(viewCart)}<section>${drawn(search, drawn(viewCart))}</section><shop-drawn-view-test></shop-drawn-view-test></main>`));
    document.body.append(holder);
    return holder;
  };
  let holder: HTMLElement | undefined;
  beforeEach(() => {
    events = [];
    delete window.dataLayer;
    document.addEventListener('shop:analytics', record);
  });
  afterEach(() => {
    document.removeEventListener('shop:analytics', record);
    Object.assign(analyticsSwitch, { on: true, dataLayer: false });
    delete window.dataLayer;
    holder?.remove();
  });

  it('reports each drawn view once per node, nested ones too, as the page shows them', () => {
    holder = page();
    reportDrawnViews(holder);
    expect(events).to.deep.equal([viewCart, search, viewCart]);
    expect(events[1]!.ecommerce.search_term).to.equal('mug & "cup"');
    // The page's next upgrade (a node added, the whole document): the same nodes are not reported again.
    reportDrawnViews(document);
    reportDrawnViews(holder.querySelector('section')!);
    expect(events).to.have.length(3);
    // Another page of an in-page navigation: its views are reported.
    const next = parsePage(drawn(search));
    holder.append(next);
    reportDrawnViews(holder.lastElementChild!);
    expect(events.map((e) => e.event)).to.deep.equal(['view_cart', 'search', 'view_cart', 'search']);
  });

  it('pushes them to the dataLayer with the opt-in, as every event', () => {
    analyticsSwitch.dataLayer = true;
    holder = page();
    reportDrawnViews(holder);
    expect(window.dataLayer).to.deep.equal([{ ecommerce: null }, viewCart, { ecommerce: null }, search, { ecommerce: null }, viewCart]);
  });

  it('reports nothing while analytics is off, and not afterwards either (views are not queued)', () => {
    analyticsSwitch.dataLayer = true;
    stopAnalytics();
    holder = page();
    reportDrawnViews(holder);
    expect(events).to.deep.equal([]);
    expect(window.dataLayer).to.equal(undefined);
    startAnalytics();
    reportDrawnViews(holder);
    expect(events).to.deep.equal([]);
  });
});
