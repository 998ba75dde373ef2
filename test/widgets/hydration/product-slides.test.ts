// <shop-product-slides> (a strip of product cards, of one render): drawn by the server renderer
// as the browser's first render draws it (every card, its link, name and price, the buttons, no
// measurement), hydrated with no mismatch, then working: it measures the cards that fit and the
// server-drawn Next moves the strip one card along.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import '../../../widgets/product-slides/define';
import { waitFor } from '../../helpers/browser/dom';
import { picture } from '../../helpers/browser/images';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverRender } from '../../helpers/browser/server-render';

const products = () =>
  ['Linen shirt', 'Wool scarf', 'Canvas tote', 'Denim jacket', 'Silk tie', 'Cotton socks'].map((name, i) => ({
    slug: name.toLowerCase().replace(' ', '-'),
    name,
    price: 1999 + i * 1000,
    linePrice: i === 0 ? 2999 : null,
    image: picture(),
    inStock: i !== 2,
  }));
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];

// Far below the viewport: the cards' pictures stay placeholders, as the server drew them.
before(() => void (document.body.style.paddingTop = '300vh'));
after(() => void (document.body.style.paddingTop = ''));

describe('<shop-product-slides> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates every card (link, name, price, sold out) and the buttons, keeping the server markup', async () => {
    const result = await renderThenHydrate('shop-product-slides', { products: JSON.stringify(products()), label: 'Related' });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Denim jacket');
    expect(part(el, 'base')!.getAttribute('aria-label')).to.equal('Related');
    expect(all(el, 'card')).to.have.length(6);
    expect(all(el, 'card')[1]!.getAttribute('aria-label')).to.equal('2 of 6');
    expect(part(el, 'link')!.getAttribute('href')).to.equal('/product/linen-shirt');
    expect(part(el, 'name')!.textContent).to.equal('Linen shirt');
    expect(part(el, 'sold-out')!.textContent).to.equal('Sold out');
    expect(part(el, 'price')!.shadowRoot!.querySelector('[part="sale"]')!.textContent).to.equal('$19.99');
    expect((part(el, 'previous') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('hydrates the empty strip and its error state for a bad href', async () => {
    const empty = await renderThenHydrate('shop-product-slides', { products: '[]' });
    expectHydrated(empty);
    expect(part(empty.el, 'empty')!.textContent).to.equal('No data');
    const bad = await renderThenHydrate('shop-product-slides', { products: JSON.stringify(products()), href: '/product' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-slides', { products: JSON.stringify(products()) }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'sold-out')!.textContent).to.equal('Ausverkauft');
    expect(all(de.el, 'card')[0]!.getAttribute('aria-label')).to.equal('1 von 6');
  });

  it('works once hydrated: it measures what fits, and Next moves the strip one card along', async () => {
    const html = await serverRender('shop-product-slides', { products: JSON.stringify(products()) });
    const page = await hydratePage(`<div style="width: 400px">${html}</div>`, 'shop-product-slides');
    expectHydrated(page);
    const { el } = page;
    const strip = part(el, 'viewport')!;
    const next = part(el, 'next') as HTMLButtonElement;
    const step = all(el, 'card')[1]!.getBoundingClientRect().left - all(el, 'card')[0]!.getBoundingClientRect().left;
    // In view, as a shopper pressing Next sees it: Firefox runs no smooth scroll in a strip
    // three screens below the viewport.
    el.scrollIntoView({ block: 'center' });
    next.click();
    // Said at a timeout: where the strip stopped, and where the cards are now (a card that
    // changed width would move the snap point the test measured).
    const stood = () => `one card along (${step} px): the strip is at ${strip.scrollLeft} px, the second card ${all(el, 'card')[1]!.getBoundingClientRect().left - all(el, 'card')[0]!.getBoundingClientRect().left} px from the first, Previous ${(part(el, 'previous') as HTMLButtonElement).disabled ? 'disabled' : 'enabled'}, the strip ${el.getBoundingClientRect().top} px from the top of a ${innerHeight} px view`;
    await waitFor(() => Math.abs(strip.scrollLeft - step) < 2, { message: stood });
    await waitFor(() => !(part(el, 'previous') as HTMLButtonElement).disabled);
    // 400px wide: two cards fit, so five positions; End reaches the last.
    strip.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, composed: true }));
    await waitFor(() => next.disabled, { message: 'at the end' });
  });
});
