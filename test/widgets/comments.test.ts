import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import '../../widgets/comments/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';

const comment = (id: number, body: string, author = 'Mei') => ({ id, author, body, createdAt: '2024-05-01T10:00:00.000Z' });
const mountComments = () => mount('<shop-comments article="packing-light"></shop-comments>').querySelector('shop-comments')!;

describe('<shop-comments>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
  });
  afterEach(async () => {
    cleanup();
    $token.set(undefined);
    await setLocale('en');
  });

  it('lists the comments with their count, author and date', async () => {
    await reply({ path: '/comment/list', body: ok({ list: [comment(1, 'Useful, thanks'), comment(2, 'Agreed', 'Ken')] }) });
    const el = mountComments();
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="comment"]').length === 2);
    expect((await requests()).find((r) => r.path === '/comment/list')!.body).to.deep.equal({ article: 'packing-light' });
    expect(el.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('2 comments');
    const first = el.shadowRoot!.querySelector('[part="comment"]')!;
    expect(first.querySelector('.author')!.textContent).to.equal('Mei');
    expect(first.querySelector('time')!.getAttribute('datetime')).to.equal('2024-05-01T10:00:00.000Z');
    expect(first.querySelector('.body')!.textContent).to.equal('Useful, thanks');
  });

  it('shows the empty state with the spec message', async () => {
    await reply({ path: '/comment/list', body: ok({ list: [] }) });
    const el = mountComments();
    const empty = await shadowPart(el, 'shop-empty');
    await waitFor(() => empty.shadowRoot?.textContent?.includes('No records'));
    expect(empty.textContent).to.contain('Be the first to comment.');
  });

  it('shows a failed load and tries again', async () => {
    await reply({ path: '/comment/list', status: 503, body: null }, { path: '/comment/list', body: ok({ list: [comment(1, 'Hello')] }) });
    const el = mountComments();
    const alert = await shadowPart(el, '[role="alert"]');
    expect(alert.textContent).to.contain('The request timed out and the server did not respond.');
    alert.querySelector('button')!.click();
    await waitFor(() => shadowText(el).includes('Hello'));
  });

  it('sends signed-out shoppers to sign-in under the language prefix', async () => {
    await reply({ path: '/comment/list', body: ok({ list: [] }) });
    const el = mountComments();
    const link = await shadowPart<HTMLAnchorElement>(el, '[part="sign-in"] a');
    expect(link.textContent).to.equal('Sign in to comment');
    expect(new URL(link.href).pathname).to.equal('/auth/signin');
  });

  it('posts a comment by keyboard, with the spec message when empty and the server message when refused', async () => {
    $token.set('token-2');
    await reply({ path: '/comment/list', body: ok({ list: [comment(1, 'First!')] }) });
    const el = mountComments();
    const form = await shadowPart<HTMLFormElement>(el, '[part="form"]');
    const textarea = form.querySelector('textarea')!;
    textarea.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' }); // the focused submit button
    await waitFor(() => textarea.getAttribute('aria-invalid') === 'true');
    const errorOf = () => el.shadowRoot!.getElementById(textarea.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
    expect(errorOf()).to.equal('Your comment is required');
    await waitFor(() => el.shadowRoot!.activeElement === textarea);

    await reply({ path: '/comment/create', body: { code: 40, msg: 'Please enter body', data: { field: 'body' } } });
    await sendKeys({ type: 'Too long, says the server' });
    expect(textarea.hasAttribute('aria-invalid'), 'typing clears the error').to.equal(false);
    (form.querySelector('[part="submit"]') as HTMLButtonElement).click();
    await waitFor(() => textarea.getAttribute('aria-invalid') === 'true');
    expect(errorOf()).to.equal('Please enter body');

    await reply({ path: '/comment/create', body: ok(comment(5, 'Too long, says the server', 'Me')) });
    const created = new Promise<CustomEvent>((resolve) => el.addEventListener('shop:comment-create', (e) => resolve(e as CustomEvent), { once: true }));
    (form.querySelector('[part="submit"]') as HTMLButtonElement).click();
    expect((await created).detail).to.deep.include({ article: 'packing-light' });
    await waitFor(() => el.shadowRoot!.querySelectorAll('[part="comment"]').length === 2);
    expect(el.shadowRoot!.querySelectorAll('[part="comment"] .body')[1]!.textContent).to.equal('Too long, says the server');
    expect(shadowText(el)).to.contain('Thank you, your comment has been posted.');
    const create = (await requests()).filter((r) => r.path === '/comment/create');
    expect(create.at(-1)!.body).to.deep.equal({ article: 'packing-light', body: 'Too long, says the server' });
  });

  it('speaks zh-HK', async () => {
    await setLocale('zh-HK');
    await reply({ path: '/comment/list', body: ok({ list: [comment(1, '好文')] }) });
    const el = mountComments();
    await waitFor(() => shadowText(el).includes('好文'));
    expect(shadowText(el)).to.contain('1 則留言');
    expect(shadowText(el)).to.contain('登入後留言');
  });

  it('shows its error state for a missing or bad article', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-comments></shop-comments><shop-comments article="a b"></shop-comments>');
      for (const el of root.querySelectorAll('shop-comments')) {
        await shadowPart(el, '[part="error"]');
        await waitFor(() => el.hasAttribute('data-invalid'));
      }
      await waitFor(() => errors.events.length >= 2);
      expect(errors.events.map((e) => e.detail.attribute)).to.deep.equal(['article', 'article']);
    } finally {
      errors.stop();
    }
  });

  it('is accessible, signed in and out', async () => {
    await reply({ path: '/comment/list', body: ok({ list: [comment(1, 'Useful')] }) }, { path: '/comment/list', body: ok({ list: [comment(1, 'Useful')] }) });
    let root = mount('<main><h2>Comments</h2><shop-comments article="packing-light"></shop-comments></main>');
    await waitFor(() => shadowText(root.querySelector('shop-comments')!).includes('Useful'));
    await expectAccessible(root);
    cleanup();
    $token.set('token-2');
    root = mount('<main><h2>Comments</h2><shop-comments article="packing-light"></shop-comments></main>');
    const el = root.querySelector('shop-comments')!;
    await waitFor(() => shadowText(el).includes('Useful'));
    (el.shadowRoot!.querySelector('[part="submit"]') as HTMLButtonElement).click();
    await waitFor(() => el.shadowRoot!.querySelector('textarea[aria-invalid="true"]'));
    await expectAccessible(root);
  });
});
