import { expect } from 'chai';
import '../../widgets/product-slides/define';
import { setLocale } from '../../runtime/i18n';
import { $languagePrefix } from '../../runtime/session';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { picture } from '../helpers/browser/images';

const products = () =>
  ['Linen shirt', 'Wool scarf', 'Canvas tote', 'Denim jacket', 'Silk tie', 'Cotton socks'].map((name, i) => ({
    slug: name.toLowerCase().replace(' ', '-'),
    name,
    price: 1999 + i * 1000,
    linePrice: i === 0 ? 2999 : null,
    image: picture(),
    inStock: i !== 2,
  }));

function slides(value: unknown = products(), attrs = '', width = 400) {
  const el = mount(`<div style="width: ${width}px"><shop-product-slides ${attrs}></shop-product-slides></div>`).querySelector('shop-product-slides')!;
  el.setAttribute('products', JSON.stringify(value));
  return el;
}

const root = (el: Element) => el.shadowRoot!;
const part = (el: Element, name: string) => root(el).querySelector<HTMLElement>(`[part="${name}"]`)!;
const cards = (el: Element) => [...root(el).querySelectorAll<HTMLElement>('[part="card"]')];

describe('<shop-product-slides>', () => {
  afterEach(async () => {
    cleanup();
    $languagePrefix.set('');
    await setLocale('en');
  });

  it('is a labelled carousel of product cards linking to each product, with its price', async () => {
    $languagePrefix.set('/zh-HK');
    const el = slides(products(), 'label="You may also like"');
    const base = await shadowPart(el, '[part="base"]');
    expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(base.getAttribute('aria-label')).to.equal('You may also like');
    expect(cards(el).map((c) => c.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    expect(cards(el).every((c) => c.getAttribute('role') === 'group' && c.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    const link = cards(el)[0]!.querySelector<HTMLAnchorElement>('[part="link"]')!;
    expect(link.getAttribute('href')).to.equal('/zh-HK/product/linen-shirt');
    expect(link.textContent).to.equal('Linen shirt');
    await waitFor(() => link.querySelector('[part="img"]'));
    expect(link.querySelector('img')!.alt).to.equal('');
    const price = cards(el)[0]!.querySelector('shop-product-price')!;
    await waitFor(() => price.shadowRoot?.querySelector('[part="sale"]')?.textContent === '$19.99');
    expect(price.shadowRoot!.querySelector('[part="line"]')!.textContent).to.equal('$29.99');
    expect(cards(el)[2]!.querySelector('[part="sold-out"]')!.textContent).to.equal('Sold out');
  });

  it('keeps every card inside the strip: the page does not get wider', async () => {
    const el = slides(products().concat(products().map((p) => ({ ...p, slug: `${p.slug}-2`, linePrice: 9999 }))));
    await shadowPart(el, '[part="card"]');
    // The price's visually hidden text is absolutely positioned: only a positioned strip clips it.
    await waitFor(() => cards(el).at(-1)!.querySelector('shop-product-price')!.shadowRoot?.querySelector('.visually-hidden'));
    expect(document.documentElement.scrollWidth).to.be.at.most(innerWidth);
  });

  it('uses the href pattern or each product own href', async () => {
    const list = products();
    (list[1] as { href?: string }).href = '/custom/scarf';
    const el = slides(list, 'href="/goods/{slug}"');
    await shadowPart(el, '[part="link"]');
    const hrefs = cards(el).map((c) => c.querySelector('a')!.getAttribute('href'));
    expect(hrefs.slice(0, 2)).to.deep.equal(['/goods/linen-shirt', '/custom/scarf']);
  });

  it('moves one card at a time with the buttons and keys, stopping at the ends', async () => {
    const el = slides();
    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    const previous = (await shadowPart<HTMLButtonElement>(el, '[part="previous"]'));
    const next = part(el, 'next') as HTMLButtonElement;
    const strip = part(el, 'viewport');
    expect(previous.disabled).to.equal(true);
    expect(previous.getAttribute('aria-label')).to.equal('Previous products');
    // 400px wide: about two cards show (45% each), so five positions.
    const step = cards(el)[1]!.getBoundingClientRect().left - cards(el)[0]!.getBoundingClientRect().left;
    next.click();
    await waitFor(() => Math.abs(strip.scrollLeft - step) < 2, { message: 'one card along' });
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await waitFor(() => next.disabled);
    await waitFor(() => strip.scrollLeft >= strip.scrollWidth - strip.clientWidth - 2, { message: 'at the end' });
    expect(previous.disabled).to.equal(false);
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await waitFor(() => !next.disabled);
    expect(moves).to.deep.equal([1, 4, 3]);
  });

  // Rehearsal 31 (Firefox, busy machine): the smooth scroll of a Next stopped 2 px along, and
  // the strip stood between cards with Previous disabled. Here the move is cut short by a
  // script (no pointer, touch or wheel: not the shopper), then, once more, by the shopper.
  it('finishes a move the browser cut short, and leaves one the shopper cut short', async () => {
    const el = slides();
    const previous = await shadowPart<HTMLButtonElement>(el, '[part="previous"]');
    const next = part(el, 'next') as HTMLButtonElement;
    const strip = part(el, 'viewport');
    const step = cards(el)[1]!.getBoundingClientRect().left - cards(el)[0]!.getBoundingClientRect().left;
    next.click();
    strip.scrollTo({ left: 2, behavior: 'auto' });
    await waitFor(() => Math.abs(strip.scrollLeft - step) < 2, { message: () => `one card along (${step} px), the strip at ${strip.scrollLeft} px` });
    expect(previous.disabled).to.equal(false);

    const moves: number[] = [];
    el.addEventListener('shop:slide-change', (e) => moves.push((e as CustomEvent).detail.index));
    next.click();
    // The shopper takes hold of the strip on its way and leaves it at one card along.
    strip.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    strip.scrollTo({ left: step, behavior: 'auto' });
    await waitFor(() => moves.length === 2, { message: () => `the indicators where the shopper left the strip (moves: ${moves.join(', ')}; strip at ${strip.scrollLeft} px)` });
    expect(moves).to.deep.equal([2, 1]);
    expect(Math.abs(strip.scrollLeft - step) < 2, `the strip stays at ${step} px (it is at ${strip.scrollLeft})`).to.equal(true);
  });

  it('shows no buttons when every card fits', async () => {
    const el = slides(products().slice(0, 3), '', 1200);
    await shadowPart(el, '[part="card"]');
    await waitFor(() => !part(el, 'controls'));
    expect(part(el, 'viewport').hasAttribute('tabindex')).to.equal(false);
  });

  it('says so when there are no products', async () => {
    const el = slides([]);
    const empty = await shadowPart(el, '[part="empty"]');
    expect(empty.textContent).to.equal('No data');
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    const el = slides();
    await shadowPart(el, '[part="next"]');
    expect(part(el, 'base').getAttribute('aria-label')).to.equal('商品');
    expect(part(el, 'next').getAttribute('aria-label')).to.equal('下一组商品');
    expect(shadowText(el)).to.contain('已售罄');
  });

  it('shows its error state for missing or malformed products, a bad href or currency', async () => {
    const errors = collectErrors();
    try {
      const box = mount(`<shop-product-slides></shop-product-slides>
        <shop-product-slides products='[{"slug":"a","name":"A"}]'></shop-product-slides>
        <shop-product-slides products='[]' href="/product/"></shop-product-slides>
        <shop-product-slides products='[]' currency="dollars"></shop-product-slides>`);
      for (const el of box.querySelectorAll('shop-product-slides')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'), { message: 'data-invalid' });
      }
      await waitFor(() => errors.events.length >= 4);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['currency', 'href', 'products', 'products']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const el = slides();
    await shadowPart(el, '[part="card"] [part="img"]');
    await waitFor(() => cards(el)[0]!.querySelector('shop-product-price')!.shadowRoot?.querySelector('[part="sale"]'));
    await expectAccessible(el.parentElement!);
  });
});
