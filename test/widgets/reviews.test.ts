import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { browser } from '../../runtime/browser';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/reviews/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const review = (id: number, score: number, body: string, author = 'Mei') => ({ id, author, score, body, createdAt: '2024-05-01T10:00:00.000Z' });
const reviewPage = (list: unknown[], total = list.length, page = 1, distribution = [0, 0, 0, 1, 1]) => {
  const count = distribution.reduce((a, b) => a + b, 0);
  const average = count ? Math.round((distribution.reduce((a, n, i) => a + n * (i + 1), 0) / count) * 10) / 10 : null;
  return ok({ list, total, page, pageSize: 10, summary: { average, count, distribution } });
};
const mountReviews = (attrs = 'product="linen-mug"') => mount(`<shop-reviews ${attrs}></shop-reviews>`).querySelector('shop-reviews')!;

describe('<shop-reviews>', () => {
  const assigned: string[] = [];
  const realAssign = browser.assign;
  beforeEach(async () => {
    await resetApi();
    assigned.length = 0;
    browser.assign = (url: string) => void assigned.push(url);
    $token.set(undefined);
  });
  afterEach(async () => {
    cleanup();
    browser.assign = realAssign;
    $token.set(undefined);
    await setLocale('en');
  });

  it('shows the summary (average, stars, distribution) and the reviews', async () => {
    await reply({ path: '/review/list', body: reviewPage([review(1, 5, 'Lovely mug'), review(2, 4, 'Good\nvalue', 'Ken')], 2, 1, [0, 0, 0, 1, 3]) });
    const el = mountReviews();
    await waitFor(() => shadowText(el).includes('Lovely mug'));
    expect((await requests()).find((r) => r.path === '/review/list')!.body).to.deep.equal({ product: 'linen-mug', page: 1 });
    expect(el.shadowRoot!.querySelector('[part="average"]')!.textContent).to.equal('4.8');
    const score = el.shadowRoot!.querySelector('[part="summary"] shop-product-score') as HTMLElementTagNameMap['shop-product-score'];
    expect([score.score, score.count]).to.deep.equal([4.8, 4]);
    await waitFor(() => score.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') === 'Rated 4.8 out of 5, 4 reviews');
    const bars = [...el.shadowRoot!.querySelectorAll('.bar-row .visually-hidden')].map((b) => b.textContent);
    expect(bars).to.deep.equal(['5 stars: 3 reviews (75%)', '4 stars: 1 review (25%)', '3 stars: 0 reviews (0%)', '2 stars: 0 reviews (0%)', '1 star: 0 reviews (0%)']);
    expect(el.shadowRoot!.querySelector('[part="bar"] .fill rect')!.getAttribute('width')).to.equal('75.0');
    const items = el.shadowRoot!.querySelectorAll('[part="review"]');
    expect(items).to.have.length(2);
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).to.equal('2024-05-01T10:00:00.000Z');
    expect(items[0]!.querySelector('time')!.textContent).to.equal('May 1, 2024');
  });

  it('pages through the reviews', async () => {
    const first = Array.from({ length: 10 }, (_, i) => review(i + 1, 5, `Review ${i + 1}`));
    await reply({ path: '/review/list', body: reviewPage(first, 12, 1, [0, 0, 0, 0, 12]) }, { path: '/review/list', body: reviewPage([review(11, 5, 'Review 11'), review(12, 5, 'Review 12')], 12, 2, [0, 0, 0, 0, 12]) });
    const el = mountReviews();
    const nav = await shadowPart(el, '[part="pagination"]');
    const [previous, next] = [...nav.querySelectorAll('button')];
    expect(previous!.disabled).to.equal(true);
    expect(nav.textContent).to.contain('Page 1 of 2');
    next!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadowText(el).includes('Review 12'));
    expect((await requests()).filter((r) => r.path === '/review/list').map((r) => (r.body as { page: number }).page)).to.deep.equal([1, 2]);
    expect(next!.disabled).to.equal(true);
    expect(el.shadowRoot!.activeElement?.textContent, 'focus goes to the list').to.equal('Reviews');
  });

  it('shows the empty state with the spec message', async () => {
    await reply({ path: '/review/list', body: reviewPage([], 0, 1, [0, 0, 0, 0, 0]) });
    const el = mountReviews();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => empty.shadowRoot?.textContent?.includes('No records'));
    expect(empty.textContent).to.contain('Be the first to review this product.');
    expect(el.shadowRoot!.querySelector('[part="summary"]')).to.equal(null);
  });

  it('shows a failed load and tries again', async () => {
    await reply({ path: '/review/list', body: { code: 40, msg: 'No such product', data: { field: 'product' } } }, { path: '/review/list', body: reviewPage([review(1, 5, 'Back again')]) });
    const el = mountReviews();
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.contain('No such product');
    alert.querySelector('button')!.click();
    await waitFor(() => shadowText(el).includes('Back again'));
  });

  it('sends signed-out shoppers to sign-in and back', async () => {
    await reply({ path: '/review/list', body: reviewPage([review(1, 5, 'Lovely mug')]) });
    const el = mountReviews();
    const link = await shadowPart<HTMLAnchorElement>(el, '[part="sign-in"] a');
    expect(link.textContent).to.equal('Sign in to write a review');
    expect(new URL(link.href).pathname).to.equal('/auth/signin');
    expect(new URL(link.href).searchParams.get('redirect')).to.equal(location.pathname + location.search);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('writes a review: spec messages for a missing rating and text, tied to their fields; keyboard rating', async () => {
    $token.set('token-1');
    await reply({ path: '/review/list', body: reviewPage([review(1, 5, 'Lovely mug')]) });
    const el = mountReviews();
    const form = await shadowPart<HTMLFormElement>(el, '[part="form"]');
    (form.querySelector('[part="submit"]') as HTMLButtonElement).click();
    const textarea = form.querySelector('textarea')!;
    await waitFor(() => textarea.getAttribute('aria-invalid') === 'true');
    const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const ratingError = el.shadowRoot!.getElementById(radios[0]!.getAttribute('aria-describedby')!)!;
    expect(ratingError.textContent).to.equal('please Select Rating');
    const bodyError = el.shadowRoot!.getElementById(textarea.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(bodyError.textContent).to.equal('Your review is required');
    await waitFor(() => el.shadowRoot!.activeElement === radios[0], { message: 'focus on the first invalid field' });
    expect((await requests()).filter((r) => r.path === '/review/create')).to.have.length(0);

    // Arrow keys move through the native radio group.
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => radios[3]!.checked);
    expect(shadowText(el)).to.contain('4 stars');
    textarea.focus();
    await sendKeys({ type: 'Sturdy and pretty' });
    const created = new Promise<CustomEvent>((resolve) => el.addEventListener('shop:review-create', (e) => resolve(e as CustomEvent), { once: true }));
    await reply({ path: '/review/create', body: ok(review(9, 4, 'Sturdy and pretty')) }, { path: '/review/list', body: reviewPage([review(9, 4, 'Sturdy and pretty'), review(1, 5, 'Lovely mug')], 2, 1, [0, 0, 0, 1, 1]) });
    (form.querySelector('[part="submit"]') as HTMLButtonElement).click();
    expect((await created).detail.review.id).to.equal(9);
    const create = (await requests()).find((r) => r.path === '/review/create')!;
    expect(create.body).to.deep.equal({ product: 'linen-mug', score: 4, body: 'Sturdy and pretty' });
    expect(create.headers['x-auth']).to.equal('token-1');
    await waitFor(() => shadowText(el).includes('Thank you, your review has been posted.'));
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="review"]').length === 2);
    expect(textarea.value).to.equal('');
    expect(radios.every((r) => !r.checked)).to.equal(true);
  });

  it('shows the server moderation message on the text field', async () => {
    $token.set('token-1');
    await reply({ path: '/review/list', body: reviewPage([]) }, { path: '/review/create', body: { code: 40, msg: 'Please enter body', data: { field: 'body' } } });
    const el = mountReviews();
    const form = await shadowPart<HTMLFormElement>(el, '[part="form"]');
    form.querySelectorAll<HTMLInputElement>('input[type="radio"]')[4]!.click();
    const textarea = form.querySelector('textarea')!;
    textarea.focus();
    await sendKeys({ type: 'x'.repeat(30) });
    (form.querySelector('[part="submit"]') as HTMLButtonElement).click();
    await waitFor(() => textarea.getAttribute('aria-invalid') === 'true');
    const errorId = textarea.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(el.shadowRoot!.getElementById(errorId)!.textContent).to.equal('Please enter body');
    expect(textarea.value, 'the text is kept').to.have.length(30);
  });

  it('speaks zh', async () => {
    await setLocale('zh');
    await reply({ path: '/review/list', body: reviewPage([review(1, 5, '很好')], 1, 1, [0, 0, 0, 0, 1]) });
    const el = mountReviews();
    await waitFor(() => shadowText(el).includes('很好'));
    expect(shadowText(el)).to.contain('登录后撰写评价');
    expect(shadowText(el)).to.contain('5 星：1 条评价');
  });

  it('shows its error state for a missing or bad product', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-reviews></shop-reviews><shop-reviews product="../etc"></shop-reviews><shop-reviews product="a" no-form="maybe"></shop-reviews>');
      for (const el of root.querySelectorAll('shop-reviews')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'));
      }
      await waitFor(() => errors.events.length >= 3);
      expect(errors.events.map((e) => e.detail.attribute).sort()).to.deep.equal(['no-form', 'product', 'product']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, with reviews and with the form showing errors', async () => {
    $token.set('token-1');
    await reply({ path: '/review/list', body: reviewPage(Array.from({ length: 10 }, (_, i) => review(i + 1, (i % 5) + 1, `Review ${i}`)), 14, 1, [2, 3, 3, 3, 3]) });
    const root = mount('<main><h2>Reviews</h2><shop-reviews product="linen-mug"></shop-reviews></main>');
    const el = root.querySelector('shop-reviews')!;
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="review"]').length === 10);
    await expectAccessible(root);
    (el.shadowRoot!.querySelector('[part="submit"]') as HTMLButtonElement).click();
    await waitFor(() => el.shadowRoot!.querySelector('textarea[aria-invalid="true"]'));
    await expectAccessible(root);
  });
});
