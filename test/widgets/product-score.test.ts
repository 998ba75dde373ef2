import { expect } from 'chai';
import '../../widgets/product-score/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

const score = (html: string) => mount(html).querySelector('shop-product-score')!;
const fills = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('svg')].map((svg) => svg.querySelector('.full')?.getAttribute('clip-path') ?? 'none');

describe('<shop-product-score>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('fills the stars to the exact score', async () => {
    const el = score('<shop-product-score score="3.5"></shop-product-score>');
    await shadowPart(el, '[part="stars"]');
    expect(fills(el)).to.deep.equal(['inset(0 0.0% 0 0)', 'inset(0 0.0% 0 0)', 'inset(0 0.0% 0 0)', 'inset(0 50.0% 0 0)', 'none']);
    expect(el.shadowRoot!.querySelector('[part="value"]')!.textContent).to.equal('3.5');
  });

  it('reads as one phrase with the review count, in the right plural', async () => {
    const el = score('<shop-product-score score="4.25" count="12"></shop-product-score>');
    const stars = await shadowPart(el, '[part="stars"]');
    expect(stars.getAttribute('role')).to.equal('img');
    expect(stars.getAttribute('aria-label')).to.equal('Rated 4.3 out of 5, 12 reviews');
    expect(el.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('(12)');
    el.setAttribute('count', '1');
    await waitFor(() => stars.getAttribute('aria-label') === 'Rated 4.3 out of 5, 1 review');
  });

  it('honours max, caps the score at it, and hides the number with no-value', async () => {
    const el = score('<shop-product-score score="12" max="10" no-value></shop-product-score>');
    const stars = await shadowPart(el, '[part="stars"]');
    expect(stars.querySelectorAll('svg')).to.have.length(10);
    expect(stars.getAttribute('aria-label')).to.equal('Rated 10.0 out of 10');
    expect(el.shadowRoot!.querySelector('[part="value"]')).to.equal(null);
  });

  it('speaks zh-HK', async () => {
    const el = score('<shop-product-score score="4" count="3"></shop-product-score>');
    const stars = await shadowPart(el, '[part="stars"]');
    await setLocale('zh-HK');
    await waitFor(() => stars.getAttribute('aria-label') === '評分 4.0，滿分 5，3 則評價', { message: String(stars.getAttribute('aria-label')) });
  });

  it('shows its error state for a missing or malformed score', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-product-score></shop-product-score><shop-product-score score="five"></shop-product-score><shop-product-score score="2" max="0"></shop-product-score>');
      for (const el of root.querySelectorAll('shop-product-score')) await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['max', 'score', 'score']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount('<p><shop-product-score score="4.5" count="20"></shop-product-score></p>');
    await shadowPart(root.querySelector('shop-product-score')!, '[part="stars"]');
    await expectAccessible(root);
  });
});
