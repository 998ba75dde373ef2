// <shop-comments> (an article's comments, of one render): drawn by the server renderer from the
// `comment/list` answer as data, hydrated with no mismatch and no fetch (count, list, the sign-in
// link), its empty, loading and error states too, then working: a shopper signed in posts a comment.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/comments/define';
import { ok, reply, requests, resetApi } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const comment = (id: number, body: string, author = 'Mei') => ({ id, author, body, createdAt: '2024-05-01T10:00:00.000Z' });
const here = () => `${location.pathname}${location.search}`;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
const listRequests = async () => (await requests()).filter((r) => r.path === '/comment/list');

describe('<shop-comments> server render and hydration', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set(undefined);
  });
  afterEach(async () => {
    cleanupPages();
    $token.set(undefined);
    await setLocale('en');
  });

  it('hydrates the server\'s comments: count, authors, dates and the sign-in link, and fetches nothing', async () => {
    const result = await renderThenHydrate('shop-comments', { article: 'packing-light' }, { data: { list: [comment(1, 'Useful, thanks'), comment(2, 'Agreed', 'Ken')] }, url: here() });
    expectHydrated(result);
    const { el, server } = result;
    expect(server).to.contain('Useful, thanks');
    expect(part(el, 'count')!.textContent).to.equal('2 comments');
    expect(all(el, 'comment').map((c) => c.querySelector('.author')!.textContent)).to.deep.equal(['Mei', 'Ken']);
    expect(all(el, 'comment')[0]!.querySelector('time')!.getAttribute('datetime')).to.equal('2024-05-01T10:00:00.000Z');
    const signIn = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="sign-in"] a')!;
    expect(signIn.textContent).to.equal('Sign in to comment');
    expect(new URL(signIn.href).searchParams.get('redirect')).to.equal(here());
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates the empty list, and the loading state without data (then loads)', async () => {
    const empty = await renderThenHydrate('shop-comments', { article: 'packing-light' }, { data: { list: [] }, url: here() });
    expectHydrated(empty);
    expect(empty.el.shadowRoot!.querySelector('shop-empty')!.textContent).to.contain('Be the first to comment.');
    expect(part(empty.el, 'count')).to.equal(null);
    await reply({ path: '/comment/list', body: ok({ list: [comment(3, 'Late but here')] }) });
    const loading = await renderThenHydrate('shop-comments', { article: 'packing-light', 'no-form': true }, { url: here() });
    expectHydrated(loading);
    expect(loading.server).to.contain('aria-busy="true"');
    await waitFor(() => all(loading.el, 'comment').length === 1, { message: 'the comments loaded' });
    expect(part(loading.el, 'sign-in')).to.equal(null);
  });

  it('hydrates its error state for a missing or bad article', async () => {
    const bad = await renderThenHydrate('shop-comments', { article: 'no such/slug' }, { url: here() });
    expectHydrated(bad);
    expect(part(bad.el, 'error')).to.not.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    const missing = await renderThenHydrate('shop-comments', {}, { url: here() });
    expectHydrated(missing);
    expect(part(missing.el, 'error')).to.not.equal(null);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh-HK');
    const zh = await renderThenHydrate('shop-comments', { article: 'packing-light' }, { locale: 'zh-HK', data: { list: [comment(1, '好文')] }, url: here() });
    expectHydrated(zh);
    expect(part(zh.el, 'count')!.textContent).to.not.equal('1 comment');
    expect(part(zh.el, 'count')!.textContent).to.contain('1');
    expect(zh.el.shadowRoot!.querySelector('[part="sign-in"] a')!.textContent).to.not.equal('Sign in to comment');
  });

  it('works once hydrated: a signed-in shopper posts a comment, added to the server\'s list', async () => {
    $token.set('token-1');
    const result = await renderThenHydrate('shop-comments', { article: 'packing-light' }, { data: { list: [comment(1, 'Useful, thanks')] }, url: here() });
    expectHydrated(result);
    expect(result.server).to.contain('part="sign-in"');
    const textarea = await waitFor(() => result.el.shadowRoot!.querySelector<HTMLTextAreaElement>('[part="textarea"]'), { message: 'the form' });
    await reply({ path: '/comment/create', body: ok(comment(2, 'Me too', 'Ada')) });
    textarea!.focus();
    await sendKeys({ type: 'Me too' });
    part(result.el, 'submit')!.click();
    await waitFor(() => all(result.el, 'comment').length === 2, { message: 'the new comment' });
    expect((await requests()).find((r) => r.path === '/comment/create')!.body).to.deep.equal({ article: 'packing-light', body: 'Me too' });
    expect(await listRequests()).to.have.length(0);
  });
});
