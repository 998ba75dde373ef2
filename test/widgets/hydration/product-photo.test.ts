// <shop-product-photo>: drawn by the server renderer (the stage, the thumbnails as tabs, the
// magnifier drawn too), hydrated with no mismatch in each of its states, then working: a
// thumbnail chooses the stage's image, the zoom dialog opens.
import { expect } from 'chai';
import '../../../widgets/product-photo/define';
import { setLocale } from '../../../runtime/i18n';
import { $productDisplay, PRODUCT_DISPLAY_DEFAULTS } from '../../../runtime/theme';
import { RENDERED } from '../../../widgets/shared/hydrate';
import type { GalleryProduct } from '../../../widgets/shared/product-gallery';
import { $productSelection } from '../../../widgets/shared/product-selection';
import { waitFor } from '../../helpers/browser/dom';
import { picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

function product(selected = 'LS-RED'): GalleryProduct {
  const [red, blue, green] = [picture('red'), picture('blue'), picture('green')];
  return { slug: 'linen-shirt', name: 'Linen shirt', images: [red, blue, green], skus: [{ code: 'LS-RED', image: red }, { code: 'LS-BLUE', image: blue }], selected };
}

const root = (el: Element) => el.shadowRoot!;
const tabs = (el: Element) => [...root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (el: Element) => tabs(el).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const stageSrc = (el: Element) => root(el).querySelector('[part="stage"] .lazy-image > [part="img"]')?.getAttribute('src');

describe('<shop-product-photo> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    $productSelection.set({});
    $productDisplay.set({ ...PRODUCT_DISPLAY_DEFAULTS });
    await setLocale('en');
  });

  it('hydrates the stage and the thumbnails, the selected variant\'s image chosen, then loads it', async () => {
    const value = product('LS-BLUE');
    const result = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(value) });
    expectHydrated(result);
    expect(result.server).to.contain('role="tablist"');
    expect(root(result.el).querySelector('[part="thumbnails"]')!.getAttribute('aria-label')).to.equal('Choose image');
    expect(tabs(result.el).map((tab) => tab.getAttribute('aria-label'))).to.deep.equal(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
    expect(selected(result.el)).to.equal(1);
    // The stage shows the picture itself, before and without the element's code.
    expect(root(result.el).querySelector('[part="stage"] .lazy-image > [part="img"]')!.getAttribute('src')).to.equal(value.images[1]);
    await waitFor(() => stageSrc(result.el) === value.images[1], { message: 'stage image loaded' });
  });

  it('hydrates with the magnifier, which the server draws and hydrates too', async () => {
    const value = product();
    const result = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(value), magnify: true });
    expectHydrated(result);
    const mover = root(result.el).querySelector('shop-image-mover')!;
    expect(result.server).to.contain('<shop-image-mover');
    await waitFor(() => (mover as HTMLElement & { [RENDERED]?: string })[RENDERED], { message: 'mover upgraded' });
    expect((mover as HTMLElement & { [RENDERED]?: string })[RENDERED]).to.equal('hydrated');
    expect(mover.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal('Magnifier: Linen shirt');
  });

  it('hydrates its empty state (no images) and its error state (a bad product)', async () => {
    const empty = await renderThenHydrate('shop-product-photo', { product: JSON.stringify({ slug: 'x', name: 'X', images: [] }) });
    expectHydrated(empty);
    expect(root(empty.el).querySelector('[part="empty"]')!.getAttribute('aria-label')).to.equal('Image unavailable');
    const bad = await renderThenHydrate('shop-product-photo', { product: '{"slug": 1}' });
    expectHydrated(bad);
    expect(root(bad.el).querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(product()) }, { locale: 'de' });
    expectHydrated(de);
    expect(root(de.el).querySelector('[part="thumbnails"]')!.getAttribute('aria-label')).to.equal('Bild auswählen');
    expect(root(de.el).querySelector('[part="zoom"]')!.textContent).to.equal('Bild vergrößern');
  });

  it('hydrates the server\'s image though a variant was picked before (the spec hydrated first), then shows the pick', async () => {
    const value = product('LS-RED');
    // Picked in the browser before this element hydrated; the server knew of no pick.
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE', options: {}, price: 100, linePrice: null, stock: 1, image: value.images[1]! });
    const result = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(value) });
    expectHydrated(result);
    await waitFor(() => selected(result.el) === 1, { message: 'the picked variant\'s image chosen' });
    await waitFor(() => stageSrc(result.el) === value.images[1], { message: 'its image on the stage' });
  });

  it('works once hydrated: a thumbnail chooses the image, the zoom button opens the dialog', async () => {
    const value = product();
    const result = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(value) });
    expectHydrated(result);
    const changes: number[] = [];
    result.el.addEventListener('shop:slide-change', (event) => changes.push((event as CustomEvent).detail.index));
    tabs(result.el)[2]!.click();
    await waitFor(() => stageSrc(result.el) === value.images[2], { message: 'third image on the stage' });
    expect(selected(result.el)).to.equal(2);
    expect(changes).to.deep.equal([2]);
    root(result.el).querySelector<HTMLButtonElement>('[part="zoom"]')!.click();
    await waitFor(() => root(result.el).querySelector<HTMLDialogElement>('[part="dialog"]')!.open, { message: 'dialog open' });
    root(result.el).querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await waitFor(() => !root(result.el).querySelector<HTMLDialogElement>('[part="dialog"]')!.open);
  });
  it("draws the main image alone on the server when the theme's showSlideImage is off, and hydrates it as drawn", async () => {
    // The page's theme, in the browser and given to the server renderer alike: no thumbnails
    // in the server's html, so none to vanish on the shopper's first touch.
    $productDisplay.setKey('showSlideImage', false);
    const value = product('LS-BLUE');
    const result = await renderThenHydrate('shop-product-photo', { product: JSON.stringify(value) }, { productDisplay: { showSlideImage: false } });
    expectHydrated(result);
    expect(result.server).to.not.contain('role="tablist"');
    expect(root(result.el).querySelector('[part="thumbnails"]')).to.equal(null);
    expect(stageSrc(result.el)).to.equal(value.images[1]);
  });
});
