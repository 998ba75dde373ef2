import { expect } from 'chai';
import '../../widgets/product-mobile-image/define';
import { setLocale } from '../../runtime/i18n';
import { $productDisplay, PRODUCT_DISPLAY_DEFAULTS } from '../../runtime/theme';
import type { GalleryProduct } from '../../widgets/shared/product-gallery';
import { $productSelection } from '../../widgets/shared/product-selection';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { picture } from '../helpers/browser/images';

function product(): GalleryProduct {
  const [red, blue, green] = [picture('red'), picture('blue'), picture('green')];
  return { slug: 'linen-shirt', name: 'Linen shirt', images: [red, blue, green], skus: [{ code: 'LS-RED', image: red }, { code: 'LS-GREEN', image: green }], selected: 'LS-RED' };
}

function gallery(value: unknown = product()) {
  const el = mount('<div style="width: 320px"><shop-product-mobile-image></shop-product-mobile-image></div>').querySelector('shop-product-mobile-image')!;
  el.setAttribute('product', JSON.stringify(value));
  return el;
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;
const position = (el: Element) => part(el, 'position').textContent;

describe('<shop-product-mobile-image>', () => {
  afterEach(async () => {
    cleanup();
    $productSelection.set({});
    $productDisplay.set({ ...PRODUCT_DISPLAY_DEFAULTS });
    await setLocale('en');
  });

  it('is a carousel of the product images with a "1 / 3" indicator', async () => {
    const el = gallery();
    const base = await shadowPart(el, '[part="base"]');
    expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base.getAttribute('aria-label')).to.equal('Images of Linen shirt');
    const slides = [...el.shadowRoot!.querySelectorAll('[part="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3']);
    expect(position(el)).to.equal('1 / 3');
    const first = await shadowPart<HTMLImageElement>(el, '[part="slide"] [part="img"]');
    expect(first.alt).to.equal('Linen shirt');
    // Snapping strip, one image per view.
    expect(getComputedStyle(part(el, 'viewport')).scrollSnapType).to.equal('x mandatory');
  });

  it('moves with the arrow keys, Home and End, and follows swipes', async () => {
    const el = gallery();
    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    const strip = await shadowPart(el, '[part="viewport"]');
    const key = (k: string) => strip.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
    // Each move scrolls smoothly; the next key comes once it has arrived, as a shopper's would.
    const at = (n: number) => waitFor(() => Math.abs(strip.scrollLeft - n * strip.clientWidth) < 2, { message: `strip at ${n}` });
    key('ArrowRight');
    await waitFor(() => position(el) === '2 / 3');
    await at(1);
    key('End');
    await waitFor(() => position(el) === '3 / 3');
    await at(2);
    key('ArrowRight'); // stays at the end
    expect(position(el)).to.equal('3 / 3');
    key('Home');
    await waitFor(() => position(el) === '1 / 3');
    await at(0);
    // A swipe: the strip scrolls by itself.
    strip.scrollTo({ left: strip.clientWidth * 2, behavior: 'auto' });
    await waitFor(() => position(el) === '3 / 3', { message: `swipe, ${position(el)}` });
    expect(moves).to.deep.equal([1, 2, 0, 2]);
  });

  it('keeps a move made as soon as the strip is drawn, before its effects have run', async () => {
    // The strip appears in a commit whose passive effects run in a later task; a key pressed in
    // between (a busy phone, a quick shopper) used to be undone by the "show the picked image"
    // effect that React flushes first. A mutation observer's callback lands exactly there.
    const el = gallery();
    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    let strip: HTMLElement | null = null;
    await new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        strip = el.shadowRoot!.querySelector<HTMLElement>('[part="viewport"]');
        if (!strip) return;
        observer.disconnect();
        strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
        resolve();
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    });
    const viewport = strip! as HTMLElement;
    await waitFor(() => Math.abs(viewport.scrollLeft - viewport.clientWidth) < 2, { message: `strip at 1, at ${viewport.scrollLeft}` });
    expect(position(el)).to.equal('2 / 3');
    expect(moves).to.deep.equal([1]);
  });

  it('shows the image of the variant picked for its product', async () => {
    const value = product();
    const el = gallery(value);
    await shadowPart(el, '[part="position"]');
    $productSelection.setKey('linen-shirt', { code: 'LS-GREEN', options: {}, price: 1, linePrice: null, stock: 1, image: value.images[2]! });
    await waitFor(() => position(el) === '3 / 3');
    const strip = part(el, 'viewport');
    await waitFor(() => Math.abs(strip.scrollLeft - strip.clientWidth * 2) < 2, { message: 'scrolled to the variant image' });
    // An image that is not in the list is shown first.
    const extra = picture('purple');
    $productSelection.setKey('linen-shirt', { code: 'LS-PURPLE', options: {}, price: 1, linePrice: null, stock: 1, image: extra });
    await waitFor(() => position(el) === '1 / 4');
  });

  it("shows the main image alone, nothing to swipe, when the theme's showSlideImage is off", async () => {
    $productDisplay.setKey('showSlideImage', false);
    const value = { ...product(), selected: 'LS-GREEN' };
    const el = gallery(value);
    const src = () => el.shadowRoot!.querySelector('[part="slide"] [part="img"]')?.getAttribute('src');
    await waitFor(() => src() === value.images[2], { message: "the selected variant's image" });
    const slides = [...el.shadowRoot!.querySelectorAll('[part="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['Image 1 of 1']);
    expect(part(el, 'position')).to.equal(null);
    const strip = part(el, 'viewport');
    expect(strip.scrollWidth).to.equal(strip.clientWidth);
    $productSelection.setKey('linen-shirt', { code: 'LS-RED', options: {}, price: 1, linePrice: null, stock: 1, image: value.images[0]! });
    await waitFor(() => src() === value.images[0], { message: 'the picked variant\'s image' });
    expect(el.shadowRoot!.querySelectorAll('[part="slide"]').length).to.equal(1);
    await expectAccessible(el);
  });

  it('starts at the selected variant image', async () => {
    const value = { ...product(), selected: 'LS-GREEN' };
    const el = gallery(value);
    await waitFor(() => part(el, 'position')?.textContent === '3 / 3');
  });

  it('shows an empty state without images and no indicator for one image', async () => {
    const empty = gallery({ slug: 'x', name: 'X', images: [] });
    const box = await shadowPart(empty, '[part="empty"]');
    expect(box.getAttribute('aria-label')).to.equal('Image unavailable');
    const one = gallery({ slug: 'y', name: 'Y', images: [picture()] });
    await shadowPart(one, '[part="slide"]');
    expect(part(one, 'position')).to.equal(null);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = gallery();
    const base = await shadowPart(el, '[part="base"]');
    expect(base.getAttribute('aria-label')).to.equal('Linen shirt的图片');
    expect(part(el, 'slide').getAttribute('aria-label')).to.equal('第 1 张图片，共 3 张');
  });

  it('shows its error state for a missing or malformed product', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-product-mobile-image></shop-product-mobile-image><shop-product-mobile-image product="{oops"></shop-product-mobile-image><shop-product-mobile-image product=\'{"slug":"a","name":"A","images":"a.png"}\'></shop-product-mobile-image>');
      for (const el of root.querySelectorAll('shop-product-mobile-image')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'), { message: 'data-invalid' });
      }
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute)).to.deep.equal(['product', 'product', 'product']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = gallery();
    await shadowPart(el, '[part="slide"] [part="img"]');
    await expectAccessible(el.parentElement!);
  });
});
