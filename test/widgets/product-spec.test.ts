import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/product-spec/define';
import type { ProductSpecProp } from '../../runtime/api/types';
import { setLocale } from '../../runtime/i18n';
import { $productSelection } from '../../widgets/shared/product-selection';
import { pick, valueState, variantPath } from '../../widgets/product-spec/variants';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

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

function picker(product: unknown = spec, attrs = '') {
  const el = mount(`<shop-product-spec ${attrs}></shop-product-spec>`).firstElementChild!;
  el.setAttribute('product', JSON.stringify(product));
  return el;
}
const radio = (el: Element, key: string, value: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name$="-${key}"][value="${value}"]`)!;
const chip = (el: Element, key: string, value: string) => radio(el, key, value).closest('label')!;

describe('<shop-product-spec>', () => {
  const startPath = location.pathname + location.search;
  afterEach(async () => {
    cleanup();
    history.replaceState(null, '', startPath);
    $productSelection.set({});
    await setLocale('en');
  });

  describe('variant rules', () => {
    it('marks each value available, sold out, or unavailable with the other choices', () => {
      const red = { color: 'red', size: 's' };
      expect(valueState(spec.skus, red, 'size', 'm')).to.equal('soldout');
      expect(valueState(spec.skus, { color: 'blue', size: 's' }, 'size', 'm')).to.equal('unavailable');
      expect(valueState(spec.skus, red, 'color', 'blue')).to.equal('available');
    });

    it('leads an impossible combination to the nearest variant, in stock first', () => {
      expect(pick(spec.skus, { color: 'red', size: 'm' }, 'color', 'blue')!.code).to.equal('LS-BLUE-S');
      expect(pick(spec.skus, { color: 'blue', size: 's' }, 'size', 'm')!.code).to.equal('LS-RED-M');
    });

    it('puts the SKU after the slug, keeping the language prefix and custom rules', () => {
      expect(variantPath('/zh-HK/product/linen-shirt', 'linen-shirt', 'LS-RED-M')).to.equal('/zh-HK/product/linen-shirt/LS-RED-M');
      expect(variantPath('/goods/linen-shirt/LS-RED-S', 'linen-shirt', 'LS-BLUE-S')).to.equal('/goods/linen-shirt/LS-BLUE-S');
      expect(variantPath('/category/shirts', 'linen-shirt', 'LS-BLUE-S')).to.equal(undefined);
    });
  });

  it('shows one named radio group per option with the selected variant checked', async () => {
    const el = picker();
    const legends = [...(await shadowPart(el, 'fieldset')).parentElement!.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).to.deep.equal(['Colour: Red', 'Size: S']);
    expect(radio(el, 'color', 'red').checked).to.equal(true);
    expect(radio(el, 'size', 's').checked).to.equal(true);
    expect(chip(el, 'size', 'm').textContent).to.equal('M (sold out)');
    // Published by an effect after the first render: a condition, not the render's moment.
    await waitFor(() => $productSelection.get()['linen-shirt']?.code === 'LS-RED-S', { message: 'the selected variant published' });
  });

  it('follows a pick: checked values, the URL, the shared selection and shop:variant-change', async () => {
    history.replaceState(null, '', '/zh/product/linen-shirt?ref=home');
    const el = picker();
    await shadowPart(el, 'fieldset');
    const changes: string[] = [];
    el.addEventListener('shop:variant-change', (e) => changes.push((e as CustomEvent).detail.sku.code));
    radio(el, 'color', 'blue').click();
    await waitFor(() => radio(el, 'color', 'blue').checked);
    expect(location.pathname + location.search).to.equal('/zh/product/linen-shirt/LS-BLUE-S?ref=home');
    expect($productSelection.get()['linen-shirt']!.price).to.equal(5200);
    expect(changes).to.deep.equal(['LS-BLUE-S']);
    // Blue has no M: it is marked, and picking it moves to the nearest variant that exists.
    expect(chip(el, 'size', 'm').classList.contains('unavailable')).to.equal(true);
    radio(el, 'size', 'm').click();
    await waitFor(() => radio(el, 'color', 'red').checked && radio(el, 'size', 'm').checked);
    expect(location.pathname).to.equal('/zh/product/linen-shirt/LS-RED-M');
    // Sold out is marked on its chip; saying it again is left to the product's buttons.
    expect(chip(el, 'size', 'm').textContent).to.equal('M (sold out)');
    expect(el.shadowRoot!.querySelector('[role="status"]')).to.equal(null);
  });

  it('leaves the address alone with no-url', async () => {
    const before = location.pathname;
    const el = picker(spec, 'no-url');
    await shadowPart(el, 'fieldset');
    radio(el, 'color', 'blue').click();
    await waitFor(() => radio(el, 'color', 'blue').checked);
    expect(location.pathname).to.equal(before);
  });

  it('moves within a group with the arrow keys (native radio group)', async () => {
    const el = picker(spec, 'no-url');
    await shadowPart(el, 'fieldset');
    radio(el, 'color', 'red').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => radio(el, 'color', 'blue').checked);
    expect(el.shadowRoot!.activeElement).to.equal(radio(el, 'color', 'blue'));
    expect(radio(el, 'size', 's').checked).to.equal(true);
  });

  it('takes a new product given by the page', async () => {
    const el = picker(spec, 'no-url');
    await shadowPart(el, 'fieldset');
    el.setAttribute('product', JSON.stringify({ ...spec, selected: 'LS-BLUE-S' }));
    await waitFor(() => radio(el, 'color', 'blue').checked);
  });

  it('speaks zh', async () => {
    const el = picker();
    await shadowPart(el, 'fieldset');
    await setLocale('zh');
    await waitFor(() => chip(el, 'size', 'm').textContent === 'M (已售罄)' && el.shadowRoot!.querySelector('legend')!.textContent === 'Colour：Red');
  });

  it('shows its error state for a spec it cannot use', async () => {
    const errors = collectErrors();
    try {
      picker({ slug: 'x', options: [], skus: [] });
      picker({ ...spec, selected: 'NOPE' });
      for (const el of document.querySelectorAll('shop-product-spec')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-spec> "product" needs at least one SKU in "skus".');
      expect(messages).to.include('<shop-product-spec> "product" selects "NOPE", which is not one of its SKUs.');
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = picker();
    await shadowPart(el, 'fieldset');
    await expectAccessible(el);
  });
});
