import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/product-image/define';
import { IMAGE_THROTTLE_MS } from '../../runtime/constants';
import { images } from '../../runtime/images';
import { setLocale } from '../../runtime/i18n';
import { parseRatio } from '../../widgets/product-image/product-image';
import { $productSelection } from '../../widgets/shared/product-selection';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { missing, picture, recordImageStarts, watchIntersections } from '../helpers/browser/images';

const image = (attrs: string) => mount(`<shop-product-image ${attrs}></shop-product-image>`).querySelector('shop-product-image')!;
const frame = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;

describe('<shop-product-image>', () => {
  afterEach(async () => {
    cleanup();
    $productSelection.set({});
    await setLocale('en');
  });

  it('shows a named placeholder, then the image through the lazy loader', async () => {
    const src = picture();
    const loaded: string[] = [];
    const el = image(`src="${src}" alt="Linen shirt, red"`);
    el.addEventListener('shop:image-load', (e) => loaded.push((e as CustomEvent).detail.src));
    const base = await shadowPart(el, '[part="base"]');
    // The first render is the placeholder, named like the image, until the loader reports.
    const img = await shadowPart<HTMLImageElement>(el, '[part="img"]');
    expect(base.dataset.state).to.equal('loaded');
    expect(img.getAttribute('src')).to.equal(src);
    expect(img.alt).to.equal('Linen shirt, red');
    await waitFor(() => loaded.length === 1);
    expect(loaded).to.deep.equal([src]);
  });

  it('does not load an image far below the viewport until it comes near', async () => {
    // The loader's batch timer runs on a fake clock, so the test knows when a batch has gone.
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() });
    const watch = sinon.spy(images, 'watch');
    const started = recordImageStarts();
    const probe = watchIntersections();
    try {
      const src = picture();
      const root = mount(`<div style="height: 500vh"></div><shop-product-image src="${src}" alt="Far"></shop-product-image>`);
      const el = root.querySelector('shop-product-image')!;
      const placeholder = await shadowPart(el, '[part="placeholder"]');
      expect(placeholder.getAttribute('role')).to.equal('img');
      expect(placeholder.getAttribute('aria-label')).to.equal('Far');
      // Intersection observers are told in the order they were made: once this one, made after
      // the loader watched the box, has heard about it, the loader has too.
      const box = (await waitFor(() => watch.firstCall?.args[0], { message: 'the loader watching' })) as Element;
      probe.observe(box);
      expect(await probe.next(box), 'the box is far below').to.equal(false);
      await clock.tickAsync(IMAGE_THROTTLE_MS);
      expect(started.srcs, 'nothing started loading').to.deep.equal([]);
      expect(frame(el).dataset.state).to.equal('loading');
      el.scrollIntoView();
      expect(await probe.next(box), 'the box came near').to.equal(true);
      await clock.tickAsync(IMAGE_THROTTLE_MS);
      expect(started.srcs).to.deep.equal([src]);
      await shadowPart(el, '[part="img"]');
    } finally {
      window.scrollTo(0, 0);
      probe.disconnect();
      started.restore();
      watch.restore();
      clock.restore();
    }
  });

  it('shows a labelled stand-in when the image cannot load, after the retries', async () => {
    const failed: string[] = [];
    const src = missing();
    const el = image(`src="${src}" alt="Linen shirt"`);
    el.addEventListener('shop:image-fail', (e) => failed.push((e as CustomEvent).detail.src));
    const broken = await shadowPart(el, '[part="broken"]', 5000);
    expect(broken.getAttribute('role')).to.equal('img');
    expect(broken.getAttribute('aria-label')).to.equal('Linen shirt (Image unavailable)');
    expect(frame(el).dataset.state).to.equal('error');
    expect(failed).to.deep.equal([src]);
  });

  it('keeps the aspect ratio given, or the theme property, and is decorative without alt', async () => {
    expect(parseRatio('4/3')).to.equal('4 / 3');
    expect(parseRatio(' 1.5 ')).to.equal('1.5 / 1');
    expect(parseRatio('0/1')).to.equal(undefined);
    const el = image(`src="${picture()}" ratio="2/1"`);
    el.style.width = '300px';
    const img = await shadowPart<HTMLImageElement>(el, '[part="img"]');
    expect(img.alt).to.equal('');
    expect(el.getBoundingClientRect().height).to.be.closeTo(150, 1);
    const themed = mount(`<div style="--shop-image-aspect-ratio: 3 / 1; width: 300px"><shop-product-image src="${picture()}"></shop-product-image></div>`).querySelector('shop-product-image')!;
    await shadowPart(themed, '[part="img"]');
    expect(themed.getBoundingClientRect().height).to.be.closeTo(100, 1);
  });

  it('follows the variant picked for its product', async () => {
    const red = picture('red');
    const blue = picture('blue');
    const el = image(`src="${red}" alt="Shirt" product="linen-shirt"`);
    await waitFor(() => el.shadowRoot!.querySelector('[part="img"]')?.getAttribute('src') === red);
    $productSelection.setKey('linen-shirt', { code: 'LS-BLUE', options: {}, price: 1, linePrice: null, stock: 1, image: blue });
    await waitFor(() => el.shadowRoot!.querySelector('[part="img"]')?.getAttribute('src') === blue);
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    const el = image(`src="${missing()}" alt="恤衫"`);
    const broken = await shadowPart(el, '[part="broken"]', 5000);
    expect(broken.getAttribute('aria-label')).to.equal('恤衫 (圖片無法顯示)');
  });

  it('shows its error state for a missing src or a bad ratio or fit', async () => {
    const errors = collectErrors();
    try {
      const root = mount(`<shop-product-image></shop-product-image><shop-product-image src="${picture()}" ratio="wide"></shop-product-image><shop-product-image src="${picture()}" fit="stretch"></shop-product-image>`);
      for (const el of root.querySelectorAll('shop-product-image')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'), { message: 'data-invalid' });
      }
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['fit', 'ratio', 'src']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible loading, loaded and broken', async () => {
    const root = mount(`<div style="width: 200px"><shop-product-image src="${picture()}" alt="Loaded"></shop-product-image><shop-product-image src="${missing()}" alt="Broken"></shop-product-image></div>`);
    const [loaded, broken] = [...root.querySelectorAll('shop-product-image')];
    await expectAccessible(root);
    await shadowPart(loaded!, '[part="img"]');
    await shadowPart(broken!, '[part="broken"]', 5000);
    await expectAccessible(root);
  });
});
