// <shop-product-mobile-image>: drawn by the server renderer (the strip of slides, the "1 / 3"
// indicator, each image in a <noscript> for pages without JavaScript), hydrated with no mismatch
// in each of its states, then working: the strip moves to the selected variant's image and
// follows the arrow keys.
import { expect } from 'chai';
import '../../../widgets/product-mobile-image/define';
import { setLocale } from '../../../runtime/i18n';
import { $productDisplay, PRODUCT_DISPLAY_DEFAULTS } from '../../../runtime/theme';
import type { GalleryProduct } from '../../../widgets/shared/product-gallery';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { waitFor } from '../../helpers/browser/dom';
import { picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, parsePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

function product(selected = 'LS-RED'): GalleryProduct {
  const [red, blue, green] = [picture('red'), picture('blue'), picture('green')];
  return { slug: 'linen-shirt', name: 'Linen shirt', images: [red, blue, green], skus: [{ code: 'LS-RED', image: red }, { code: 'LS-BLUE', image: blue }], selected };
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const position = (el: Element) => part(el, 'position')?.textContent;
const slides = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="slide"]')];

describe('<shop-product-mobile-image> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    $productDisplay.set({ ...PRODUCT_DISPLAY_DEFAULTS });
    await setLocale('en');
  });

  it('hydrates the strip of slides and the indicator, then loads the images', async () => {
    const value = product();
    const result = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify(value) });
    expectHydrated(result);
    expect(part(result.el, 'base')!.getAttribute('aria-label')).to.equal('Images of Linen shirt');
    expect(slides(result.el).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
    expect(slides(result.el).map((slide) => slide.getAttribute('aria-hidden'))).to.deep.equal([null, 'true', 'true']);
    expect(position(result.el)).to.equal('1 / 3');
    // The server draws each picture itself, shown before and without the element's code.
    expect(slides(result.el).map((slide) => slide.querySelector('.lazy-image > [part="img"]')!.getAttribute('src'))).to.deep.equal(value.images);
    await waitFor(() => slides(result.el)[0]!.querySelector('.lazy-image > [part="img"]')?.getAttribute('src') === value.images[0], { message: 'first image loaded' });
  });

  it('hydrates its empty state, one image without an indicator, and its error state', async () => {
    const empty = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify({ slug: 'x', name: 'X', images: [] }) });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.getAttribute('aria-label')).to.equal('Image unavailable');
    const one = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify({ slug: 'y', name: 'Y', images: [picture()] }) });
    expectHydrated(one);
    expect(slides(one.el)).to.have.length(1);
    expect(part(one.el, 'position')).to.equal(null);
    const bad = await renderThenHydrate('shop-product-mobile-image', { product: 'not json' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify(product()) }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'base')!.getAttribute('aria-label')).to.equal('Bilder von Linen shirt');
    expect(slides(de.el)[1]!.getAttribute('aria-label')).to.equal('Bild 2 von 3');
  });

  it("draws a variant's page at the variant's picture, before and without the code, and stays there once live", async () => {
    const value = product('LS-BLUE');
    const html = await serverRender('shop-product-mobile-image', { product: JSON.stringify(value) });
    // Before the code (and without JavaScript): the same html under a tag no code defines.
    const drawn = parsePage(html.replaceAll('shop-product-mobile-image', 'drawn-mobile-image')).querySelector('drawn-mobile-image')!;
    const frame = document.createElement('div');
    frame.style.width = '390px';
    frame.append(drawn);
    document.body.append(frame);
    try {
      const strip = part(drawn, 'viewport')!;
      const shown = () => slides(drawn).find((slide) => Math.abs(slide.getBoundingClientRect().left - strip.getBoundingClientRect().left) < 1);
      expect(shown()?.querySelector('[part="img"]')?.getAttribute('src'), 'the blue picture shows first').to.equal(value.images[1]);
      expect(position(drawn)).to.equal('2 / 3');
    } finally {
      frame.remove();
    }
    // Live: every picture back in the strip, scrolled to the blue one in the same commit.
    const result = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify(value) });
    expectHydrated(result);
    const strip = part(result.el, 'viewport')!;
    expect(slides(result.el).every((slide) => slide.getClientRects().length > 0), 'every slide in the flow').to.equal(true);
    expect(strip.scrollLeft, 'at the second picture, not scrolling there').to.equal(strip.clientWidth);
    expect(position(result.el)).to.equal('2 / 3');
  });

  it('works once hydrated: it moves to the selected variant\'s image, then with the arrow keys', async () => {
    const result = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify(product('LS-BLUE')) });
    expectHydrated(result);
    // The server drew the variant's position; once live, the strip is there.
    await waitFor(() => position(result.el) === '2 / 3', { message: 'at the variant image' });
    const strip = part(result.el, 'viewport')!;
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await waitFor(() => position(result.el) === '3 / 3', { message: 'at the end' });
    expect(slides(result.el).map((slide) => slide.getAttribute('aria-hidden'))).to.deep.equal(['true', 'true', null]);
  });
  it("draws the main image alone on the server when the theme's showSlideImage is off, and hydrates it as drawn", async () => {
    // The page's theme, in the browser and given to the server renderer alike.
    $productDisplay.setKey('showSlideImage', false);
    const value = product('LS-BLUE');
    const result = await renderThenHydrate('shop-product-mobile-image', { product: JSON.stringify(value) }, { productDisplay: { showSlideImage: false } });
    expectHydrated(result);
    expect(result.server).to.contain('Image 1 of 1').and.not.contain('Image 2 of');
    expect(slides(result.el)).to.have.length(1);
    expect(slides(result.el)[0]!.querySelector('.lazy-image > [part="img"]')!.getAttribute('src')).to.equal(value.images[1]);
    expect(position(result.el)).to.equal(undefined);
  });
});
