// <shop-product-image>: drawn by the server renderer (its box at the given ratio, the frame
// loading, the image in a <noscript> for pages without JavaScript), hydrated with no mismatch in
// each of its states, then working: the image loads, and follows the variant picked.
import { expect } from 'chai';
import '../../../widgets/product-image/define';
import { setLocale } from '../../../runtime/i18n';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { waitFor } from '../../helpers/browser/dom';
import { missing, picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const frame = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]');
const img = (el: Element) => el.shadowRoot!.querySelector<HTMLImageElement>('.lazy-image > [part="img"]');

describe('<shop-product-image> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    await setLocale('en');
  });

  it('hydrates the box at its ratio and fit, the frame loading, then shows the image', async () => {
    const src = picture('gold');
    const loads: string[] = [];
    const result = await renderThenHydrate('shop-product-image', { src, alt: 'Linen shirt', ratio: '4/3', fit: 'cover' });
    result.el.addEventListener('shop:image-load', (event) => loads.push((event as CustomEvent).detail.src));
    expectHydrated(result);
    expect(result.server).to.contain('data-state="loading"');
    const box = result.el.shadowRoot!.querySelector<HTMLElement>('.box')!;
    expect(box.className).to.equal('box cover');
    expect(box.style.aspectRatio).to.equal('4 / 3');
    // The server draws the picture itself (shown before and without the element's code); the
    // loader then says it loaded, and the node stays the server's.
    const drawn = img(result.el)!;
    expect(drawn.getAttribute('src')).to.equal(src);
    expect(drawn.getAttribute('loading')).to.equal('lazy');
    await waitFor(() => frame(result.el)!.dataset.state === 'loaded', { message: 'image loaded' });
    expect(img(result.el)).to.equal(drawn);
    expect(img(result.el)!.alt).to.equal('Linen shirt');
    expect(frame(result.el)!.dataset.state).to.equal('loaded');
  });

  it('hydrates an image that cannot load, then shows the labelled stand-in', async () => {
    const result = await renderThenHydrate('shop-product-image', { src: missing(), alt: 'Linen shirt' });
    expectHydrated(result);
    await waitFor(() => frame(result.el)!.dataset.state === 'error', { message: 'error state' });
    expect(result.el.shadowRoot!.querySelector('[part="broken"]')!.getAttribute('aria-label')).to.equal('Linen shirt (Image unavailable)');
  });

  it('hydrates its error state for a missing src or a bad ratio', async () => {
    for (const attributes of [{}, { src: picture(), ratio: 'wide' }] as Record<string, string>[]) {
      const bad = await renderThenHydrate('shop-product-image', attributes);
      expectHydrated(bad);
      expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
      expect(frame(bad.el)).to.equal(null);
      expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    }
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-image', { src: picture(), alt: 'Leinenhemd' }, { locale: 'de' });
    expectHydrated(de);
    expect(de.server).to.contain('alt="Leinenhemd"');
  });

  it('works once hydrated: it follows the variant picked for its product', async () => {
    const result = await renderThenHydrate('shop-product-image', { src: picture('red'), alt: 'Linen shirt', product: 'linen-shirt' });
    expectHydrated(result);
    await waitFor(() => img(result.el));
    const blue = picture('blue');
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE', options: {}, price: 5000, linePrice: null, stock: 2, image: blue });
    await waitFor(() => img(result.el)?.getAttribute('src') === blue, { message: 'variant image' });
  });
});
