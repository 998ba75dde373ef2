// <shop-reviews> (a product's reviews, of one render): drawn by the server renderer from the
// first page of `review/list` as data, hydrated with no mismatch and no fetch (summary, list,
// pagination, the sign-in link), its loading and error states too, then working: the next page
// loads, and a shopper signed in before it hydrated gets the write-a-review form.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/reviews/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const review = (id: number, score: number, body: string, author = 'Mei') => ({ id, author, score, body, createdAt: '2024-05-01T10:00:00.000Z' });
const reviewPage = (list: ReturnType<typeof review>[], total = list.length, page = 1, distribution = [0, 0, 0, 1, 1]) => {
  const count = distribution.reduce((a, b) => a + b, 0);
  const average = count ? Math.round((distribution.reduce((a, n, i) => a + n * (i + 1), 0) / count) * 10) / 10 : null;
  return { list, total, page, pageSize: 10, summary: { average, count, distribution } };
};
const here = () => `${location.pathname}${location.search}`;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const listRequests = async () => (await requests()).filter((r) => r.path === '/review/list');

describe('<shop-reviews> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
  });
  afterEach(async () => {
    cleanupPages();
    $token.set(undefined);
    await setLocale('en');
  });

  it('hydrates the server\'s first page: summary, reviews and the sign-in link, and fetches nothing', async () => {
    const data = reviewPage([review(1, 5, 'Lovely mug'), review(2, 4, 'Good value', 'Ken')], 2, 1, [0, 0, 0, 1, 3]);
    const result = await renderThenHydrate('shop-reviews', { product: 'linen-mug' }, { data, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Lovely mug');
    // The bars are drawn right by the server's markup (no script sets their width).
    expect(server).to.contain('width="75.0"');
    expect(part(el, 'average')!.textContent).to.equal('4.8');
    expect(all(el, 'review').map((r) => r.querySelector('.body')!.textContent)).to.deep.equal(['Lovely mug', 'Good value']);
    expect(all(el, 'review')[0]!.querySelector('time')!.textContent).to.equal('May 1, 2024');
    expect(el.shadowRoot!.querySelector('[part="bar"] .fill rect')!.getAttribute('width')).to.equal('75.0');
    const signIn = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="sign-in"] a')!;
    expect(signIn.textContent).to.equal('Sign in to write a review');
    expect(new URL(signIn.href).searchParams.get('redirect')).to.equal(here());
    expect(part(el, 'pagination')).to.equal(null);
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates the empty state, the loading state without data (then loads), and no form', async () => {
    const empty = await renderThenHydrate('shop-reviews', { product: 'linen-mug', 'no-form': true }, { data: reviewPage([], 0, 1, [0, 0, 0, 0, 0]), url: here() });
    expectHydrated(empty);
    expect(empty.el.shadowRoot!.querySelector('shop-empty')!.textContent).to.contain('Be the first to review this product.');
    expect(part(empty.el, 'summary')).to.equal(null);
    expect(part(empty.el, 'sign-in')).to.equal(null);
    await reply({ path: '/review/list', body: ok(reviewPage([review(3, 3, 'Fine')])) });
    const loading = await renderThenHydrate('shop-reviews', { product: 'linen-mug' }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.not.contain('part="review"');
    await waitFor(() => all(loading.el, 'review').length === 1, { message: 'the reviews loaded' });
    expect((await listRequests())[0]!.body).to.deep.equal({ product: 'linen-mug', page: 1 });
  });

  it('hydrates its error state for a missing or bad product', async () => {
    const bad = await renderThenHydrate('shop-reviews', { product: 'not a slug' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const missing = await renderThenHydrate('shop-reviews', {}, { url: here() });
    expectHydrated(missing);
    expect(part(missing.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('de');
    const data = reviewPage([review(1, 5, 'Schön')], 1, 1, [0, 0, 0, 0, 1]);
    const de = await renderThenHydrate('shop-reviews', { product: 'linen-mug' }, { locale: 'de', data, url: here() });
    expectHydrated(de);
    expect(part(de.el, 'average')!.textContent).to.equal('5,0');
    expect(all(de.el, 'review')[0]!.querySelector('time')!.textContent).to.equal('01.05.2024');
    expect(de.el.shadowRoot!.querySelector('[part="sign-in"] a')!.textContent).to.not.equal('Sign in to write a review');
  });

  it('works once hydrated: the server-drawn Next loads page 2', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1, 5, `Review ${i + 1}`));
    const result = await renderThenHydrate('shop-reviews', { product: 'linen-mug' }, { data: reviewPage(first, 12, 1, [0, 0, 0, 0, 12]), url: here() });
    expectHydrated(result);
    const nav = part(result.el, 'pagination')!;
    expect(nav.textContent).to.contain('Page 1 of 2');
    await reply({ path: '/review/list', body: ok(reviewPage([review(11, 5, 'Review 11'), review(12, 5, 'Review 12')], 12, 2, [0, 0, 0, 0, 12])) });
    nav.querySelectorAll('button')[1]!.click();
    await waitFor(() => all(result.el, 'review').length === 2, { message: 'page 2' });
    expect((await listRequests())[0]!.body).to.deep.equal({ product: 'linen-mug', page: 2 });
    expect(part(result.el, 'pagination')!.textContent).to.contain('Page 2 of 2');
  });

  it('works once hydrated: a shopper signed in before it hydrated gets the form', async () => {
    $token.set('token-1');
    const result = await renderThenHydrate('shop-reviews', { product: 'linen-mug' }, { data: reviewPage([review(1, 5, 'Lovely mug')]), url: here() });
    expectHydrated(result);
    expect(result.server).to.contain('part="sign-in"');
    await waitFor(() => part(result.el, 'form'), { message: 'the write-a-review form' });
    expect(part(result.el, 'rating')!.querySelectorAll('input[type="radio"]')).to.have.length(5);
  });
});
