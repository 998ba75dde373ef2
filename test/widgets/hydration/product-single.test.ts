// <shop-product-single> (a whole product block, of one render): drawn by the server renderer with
// its gallery, name, score and buying block (each drawn by its own element) and the description's
// empty box, hydrated with no mismatch, then working: the description is filled through the
// sanitiser, and a variant picked in the server-drawn picker moves the stock line.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/product-single/define';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

let pictures = 0;
const image = (fill: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="${40 + ++pictures}"><rect width="40" height="40" fill="${fill}"/></svg>`)}`;
const sku = (code: string, color: string, stock: number, price: number) => ({ code, options: { color }, price, linePrice: null, stock, image: image(color) });
const product = () => ({
  slug: 'linen-shirt',
  name: 'Linen shirt',
  description: '<p>Soft <b>linen</b>.</p><script>window.__hacked = true</script>',
  images: [image('red'), image('blue')],
  score: 4.5,
  options: [{ key: 'color', name: 'Colour', values: [{ value: 'red', label: 'Red' }, { value: 'blue', label: 'Blue' }] }],
  skus: [sku('LS-RED', 'red', 3, 4900), sku('LS-BLUE', 'blue', 7, 5200)],
});
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const interactive = (el: Element) => part(el, 'interactive')!;

// Far below the viewport: the gallery's pictures stay placeholders, as the server drew them.
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-product-single> server render and hydration', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates gallery, name, score and buying block, each drawn by the server, then fills the description', async () => {
    const result = await renderThenHydrate('shop-product-single', { product: JSON.stringify(product()), 'review-count': 12, 'heading-level': 1, 'no-url': true, currency: 'USD' });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Linen shirt');
    expect(part(el, 'name')!.localName).to.equal('h1');
    expect(part(el, 'name')!.textContent).to.equal('Linen shirt');
    expect(part(el, 'gallery')!.shadowRoot!.querySelector('[role="tablist"]')).to.not.equal(null);
    expect(part(el, 'score')!.shadowRoot).to.not.equal(null);
    expect(interactive(el).shadowRoot!.querySelector('[part~="stock"]')!.textContent).to.equal('In stock: 3');
    await waitFor(() => part(el, 'description')!.querySelector('b'), { message: 'the description, sanitised' });
    expect(part(el, 'description')!.querySelector('script')).to.equal(null);
  });

  it('hydrates without description or score, and its error state', async () => {
    const { description: _d, score: _s, ...bare } = product();
    const plain = await renderThenHydrate('shop-product-single', { product: JSON.stringify(bare) });
    expectHydrated(plain);
    expect(part(plain.el, 'description')).to.equal(null);
    expect(part(plain.el, 'score')).to.equal(null);
    expect(part(plain.el, 'name')!.localName).to.equal('h2');
    const bad = await renderThenHydrate('shop-product-single', { product: JSON.stringify({ slug: 'x' }) });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-single', { product: JSON.stringify(product()), 'no-url': true }, { locale: 'de' });
    expectHydrated(de);
    expect(interactive(de.el).shadowRoot!.querySelector('[part~="stock"]')!.textContent).to.equal('Auf Lager: 3');
  });

  it('works once hydrated: a variant picked in the server-drawn picker moves the stock line', async () => {
    const { el } = await renderThenHydrate('shop-product-single', { product: JSON.stringify(product()), 'no-url': true });
    const spec = () => interactive(el).shadowRoot!.querySelector('shop-product-spec') as (HTMLElement & Record<symbol, boolean>) | null;
    await waitFor(() => spec()?.[Symbol.for('shop-elements.live')], { message: 'the picker live' });
    (spec()!.shadowRoot!.querySelector('input[value="blue"]') as HTMLInputElement).click();
    await waitFor(() => interactive(el).shadowRoot!.querySelector('[part~="stock"]')!.textContent === 'In stock: 7', { message: 'the blue stock' });
  });
});
