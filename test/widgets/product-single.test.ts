import { expect } from 'chai';
import '../../widgets/product-single/define';
import { setLocale } from '../../runtime/i18n';
import { $productSelection } from '../../widgets/shared/product-selection';
import { resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const image = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`)}`;
const sku = (code: string, color: string, stock: number, price: number) => ({ code, options: { color }, price, linePrice: null, stock, image: image(color) });
const product = {
  slug: 'linen-shirt',
  name: 'Linen shirt',
  description: '<p>Soft <b>linen</b>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  images: [image('red'), image('blue')],
  score: 4.5,
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }] }],
  skus: [sku('LS-RED', 'red', 3, 4900), sku('LS-BLUE', 'blue', 0, 5200)],
};

function single(value: unknown = product, attrs = 'no-url currency="USD"') {
  const el = mount(`<shop-product-single ${attrs}></shop-product-single>`).firstElementChild as HTMLElement;
  el.setAttribute('product', JSON.stringify(value));
  return el;
}
const inner = (el: Element, selector: string) => el.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const deep = (el: Element, tag: string, selector: string) => inner(el, tag)?.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;

describe('<shop-product-single>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    $productSelection.set({});
    await setLocale('en');
  });

  it('puts gallery, name, score, buying block and description together', async () => {
    const el = single(product, 'no-url currency="USD" review-count="12"');
    const name = await shadowPart(el, '[part="name"]');
    expect(name.localName).to.equal('h2');
    expect(name.textContent).to.equal('Linen shirt');
    const gallery = inner(el, 'shop-product-photo')!;
    expect(JSON.parse(gallery.getAttribute('product')!)).to.deep.include({ slug: 'linen-shirt', name: 'Linen shirt', images: product.images });
    await waitFor(() => deep(el, 'shop-product-score', '[part="count"]')?.textContent === '(12)', { message: 'review count' });
    const interactive = inner(el, 'shop-product-interactive')!;
    expect(JSON.parse(interactive.getAttribute('product')!).skus).to.have.length(2);
    expect(interactive.hasAttribute('no-url')).to.equal(true);
    await waitFor(() => deep(interactive, 'shop-product-buttons', '[part="add"]'), { message: 'buttons rendered' });
    await waitFor(() => deep(el, 'shop-product-photo', '[part="stage"]'), { message: 'gallery rendered' });
  });

  it('shows the description sanitised: markup kept, scripts and handlers gone', async () => {
    const el = single();
    const description = await shadowPart(el, '[part="description"]');
    await waitFor(() => description.querySelector('b'), { message: 'description html' });
    expect(description.querySelector('b')!.textContent).to.equal('linen');
    expect(description.querySelector('script')).to.equal(null);
    expect(description.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __hacked?: boolean }).__hacked).to.equal(undefined);
  });

  it('uses heading-level for the name and leaves out a missing score and description', async () => {
    const el = single({ ...product, score: null, description: undefined }, 'no-url heading-level="1"');
    const name = await shadowPart(el, '[part="name"]');
    expect(name.localName).to.equal('h1');
    expect(inner(el, 'shop-product-score')).to.equal(null);
    expect(inner(el, '[part="description"]')).to.equal(null);
  });

  it('starts at `selected` in both the gallery and the buying block', async () => {
    const el = single({ ...product, selected: 'LS-BLUE' });
    await shadowPart(el, 'shop-product-interactive');
    expect(JSON.parse(inner(el, 'shop-product-photo')!.getAttribute('product')!).selected).to.equal('LS-BLUE');
    // The buying block's buttons hold the selected (sold-out) variant, and say so themselves.
    await waitFor(() => deep(el, 'shop-product-interactive', 'shop-product-buttons')?.getAttribute('sku') === 'LS-BLUE');
    expect(deep(el, 'shop-product-interactive', '[part="stock"]')).to.equal(null);
  });

  it('speaks zh', async () => {
    const el = single();
    await waitFor(() => deep(el, 'shop-product-interactive', '[part="stock"]'));
    await setLocale('zh');
    await waitFor(() => deep(el, 'shop-product-interactive', '[part="stock"]')?.textContent === '有货：3 件');
  });

  it('shows its error state for a bad attribute', async () => {
    const errors = collectErrors();
    try {
      const el = single({ ...product, name: undefined });
      await shadowPart(el, '[part="error"]');
      const level = single(product, 'heading-level="7"');
      await shadowPart(level, '[part="error"]');
      await waitFor(() => errors.events.length >= 2);
      const messages = errors.events.map((e) => e.detail.message);
      expect(messages).to.include('<shop-product-single> "product" needs a "name" (the images\' text alternative).');
      expect(messages.some((m) => m.startsWith('<shop-product-single> "heading-level" must be one of'))).to.equal(true);
      await waitFor(() => el.hasAttribute('data-invalid'));
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = single({ ...product, description: '<p>Soft <b>linen</b>.</p>' });
    await waitFor(() => deep(el, 'shop-product-interactive', 'shop-product-buttons') && deep(el, 'shop-product-photo', '[part="stage"]'));
    await shadowPart(el, '[part="description"] b');
    await expectAccessible(el);
  });
});
