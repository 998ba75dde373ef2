// <shop-product-spec>: drawn by the server renderer (a radio group per option, the chosen values
// checked, sold-out and impossible values marked, and with variant-href a link per value for a
// page without JavaScript), hydrated with no mismatch in each of its states, then working: a
// pick publishes the variant and follows the address.
import { expect } from 'chai';
import '../../../widgets/product-spec/define';
import type { ProductSpecProp } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const sku = (code: string, color: string, size: string, stock: number, price = 4900) => ({ code, options: { color, size }, price, linePrice: null, stock, image: `/img/${code}.svg` });
const spec: ProductSpecProp = {
  slug: 'linen-shirt',
  options: [
    { key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }] },
    { key: 'size', name: 'Size', values: [{ value: 's', label: 'S' }, { value: 'm', label: 'M' }] },
  ],
  // blue/m does not exist; red/m is sold out.
  skus: [sku('LS-RED-S', 'red', 's', 3), sku('LS-RED-M', 'red', 'm', 0), sku('LS-BLUE-S', 'blue', 's', 2, 5200)],
  selected: 'LS-RED-S',
};

const root = (el: Element) => el.shadowRoot!;
const radio = (el: Element, key: string, value: string) => root(el).querySelector<HTMLInputElement>(`input[name$="-${key}"][value="${value}"]`)!;
const legends = (el: Element) => [...root(el).querySelectorAll('legend')].map((l) => l.textContent);
const states = (el: Element) => [...root(el).querySelectorAll('[part="value"]')].map((v) => v.className.replace('value ', ''));

describe('<shop-product-spec> server render and hydration', () => {
  const startPath = location.pathname + location.search;
  afterEach(async () => {
    cleanupPages();
    history.replaceState(null, '', startPath);
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates the radio groups with the selected variant checked and the values marked', async () => {
    const result = await renderThenHydrate('shop-product-spec', { product: JSON.stringify(spec) });
    expectHydrated(result);
    expect(result.server).to.contain('type="radio"');
    expect(legends(result.el)).to.deep.equal(['Colour: Red', 'Size: S']);
    expect(radio(result.el, 'color', 'red').checked).to.equal(true);
    expect(radio(result.el, 'size', 's').checked).to.equal(true);
    expect(states(result.el)).to.deep.equal(['available', 'available', 'available', 'soldout']);
    expect(root(result.el).querySelector('.no-script')).to.equal(null);
    // Once live, it publishes the variant shown for the price and the buttons.
    await waitFor(() => $productSelection.get()['linen-shirt']?.code === 'LS-RED-S');
  });

  it('hydrates a sold-out selected variant, marked on its chip (the buttons say it, once)', async () => {
    const result = await renderThenHydrate('shop-product-spec', { product: JSON.stringify({ ...spec, selected: 'LS-RED-M' }) });
    expectHydrated(result);
    expect(root(result.el).querySelector<HTMLInputElement>('label.soldout input')!.checked).to.equal(true);
    expect(root(result.el).querySelector('[role="status"]')).to.equal(null);
  });

  it('with variant-href, holds a link per value to the variant it leads to, for a page without JavaScript', async () => {
    const result = await renderThenHydrate('shop-product-spec', { product: JSON.stringify(spec), 'variant-href': '/product/linen-shirt/{sku}' });
    expectHydrated(result);
    // The links a browser without JavaScript shows (hidden where scripting is on).
    const links = [...root(result.el).querySelectorAll('a.no-script')].map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-current')]);
    expect(links).to.deep.equal([
      ['/product/linen-shirt/LS-RED-S', 'Red', 'page'],
      ['/product/linen-shirt/LS-BLUE-S', 'Blue', null],
      ['/product/linen-shirt/LS-RED-S', 'S', 'page'],
      ['/product/linen-shirt/LS-RED-M', 'M (sold out)', null],
    ]);
  });

  it('hydrates its error state for a bad product or variant-href', async () => {
    for (const attributes of [{ product: '{"slug": "x"}' }, { product: JSON.stringify(spec), 'variant-href': '/product/x' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-product-spec', attributes);
      expectHydrated(bad);
      expect(root(bad.el).querySelector('[part="error"]')).to.not.equal(null);
      expect(root(bad.el).querySelector('fieldset')).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-spec', { product: JSON.stringify(spec) }, { locale: 'de' });
    expectHydrated(de);
    expect(root(de.el).querySelector('label.soldout .visually-hidden')!.textContent).to.equal(' (ausverkauft)');
  });

  it('works once hydrated: a pick shows, publishes and addresses the variant', async () => {
    history.replaceState(null, '', '/product/linen-shirt/LS-RED-S');
    const result = await renderThenHydrate('shop-product-spec', { product: JSON.stringify(spec), 'variant-href': '/product/linen-shirt/{sku}' });
    expectHydrated(result);
    const picked: string[] = [];
    result.el.addEventListener('shop:variant-change', (event) => picked.push((event as CustomEvent).detail.sku.code));
    radio(result.el, 'color', 'blue').click();
    await waitFor(() => legends(result.el)[0] === 'Colour: Blue', { message: 'blue chosen' });
    expect(picked).to.deep.equal(['LS-BLUE-S']);
    await waitFor(() => $productSelection.get()['linen-shirt']?.code === 'LS-BLUE-S');
    expect(location.pathname).to.equal('/product/linen-shirt/LS-BLUE-S');
  });
});
