// <shop-product-score>: drawn by the server renderer, hydrated in the browser with no mismatch,
// in each of its states.
import { expect } from 'chai';
import '../../../widgets/product-score/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`);
const fills = (el: Element) => [...el.shadowRoot!.querySelectorAll('svg')].map((svg) => svg.querySelector('.full')?.getAttribute('clip-path') ?? 'none');

describe('<shop-product-score> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates a score, its stars filled to the exact score, keeping the server text', async () => {
    const plain = await renderThenHydrate('shop-product-score', { score: '3.5' });
    expectHydrated(plain);
    expect(fills(plain.el)).to.deep.equal(['inset(0 0.0% 0 0)', 'inset(0 0.0% 0 0)', 'inset(0 0.0% 0 0)', 'inset(0 50.0% 0 0)', 'none']);
    expect(part(plain.el, 'value')!.textContent).to.equal('3.5');
    expect(part(plain.el, 'stars')!.getAttribute('aria-label')).to.equal('Rated 3.5 out of 5');
    expect(part(plain.el, 'count')).to.equal(null);
  });

  it('hydrates with a review count, in the right plural, and follows a changed count', async () => {
    const many = await renderThenHydrate('shop-product-score', { score: '4.25', count: 12 });
    expectHydrated(many);
    expect(many.server).to.contain('Rated 4.3 out of 5, 12 reviews');
    const stars = part(many.el, 'stars')!;
    expect(stars.getAttribute('aria-label')).to.equal('Rated 4.3 out of 5, 12 reviews');
    expect(part(many.el, 'count')!.textContent).to.equal('(12)');
    many.el.setAttribute('count', '1');
    await waitFor(() => stars.getAttribute('aria-label') === 'Rated 4.3 out of 5, 1 review');
  });

  it('hydrates with max and no-value: the score capped, no number shown', async () => {
    const capped = await renderThenHydrate('shop-product-score', { score: 12, max: 10, 'no-value': true });
    expectHydrated(capped);
    expect(part(capped.el, 'stars')!.querySelectorAll('svg')).to.have.length(10);
    expect(part(capped.el, 'stars')!.getAttribute('aria-label')).to.equal('Rated 10.0 out of 10');
    expect(part(capped.el, 'value')).to.equal(null);
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-product-score', { score: '-1' });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(part(bad.el, 'stars')).to.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-product-score', { score: '4.5', count: 1 }, { locale: 'de' });
    expectHydrated(de);
    expect(part(de.el, 'value')!.textContent).to.equal('4,5');
    expect(part(de.el, 'stars')!.getAttribute('aria-label')).to.equal('Bewertung: 4,5 von 5, 1 Bewertung');
    expect(part(de.el, 'count')!.textContent).to.equal('(1)');
  });
});
