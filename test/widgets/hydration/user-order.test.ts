// <shop-user-order> (one render): drawn by the server renderer for a guest (the sign-in prompt,
// coming back to the page) and, with data (the page of order/list the address's query asks
// for, the page asked for with a session), as the signed-in shopper's list: the filters checked
// from the address, the cards (dates in UTC until hydrated) and the page links written from the
// server's address; hydrated with no mismatch and nothing fetched again, in another language,
// empty; then working: a filter loads its list.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user-order/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { order, paged } from '../order-fixtures';

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="order"]')];
const text = (n: Element) => n.textContent!.replace(/\s+/g, ' ').trim();
const listRequests = async () => (await requests()).filter((r) => r.path === '/order/list');
const checked = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.checked).map((r) => r.value);

describe('<shop-user-order> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and loads nothing", async () => {
    history.replaceState(null, '', '/user/order?pay=unpaid');
    const result = await renderThenHydrate('shop-user-order', {}, { url: '/user/order?pay=unpaid' });
    expectHydrated(result);
    const link = result.el.shadowRoot!.querySelector('a[part="signin-link"]')!;
    expect(link.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/order?pay=unpaid')}`);
    expect(text(result.el.shadowRoot!.querySelector('[part="signin"]')!)).to.equal('Sign in to see your orders and after-sales applications. Sign in');
    expect(result.el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    expect(await listRequests()).to.have.length(0);
  });

  it("hydrates the signed-in shopper's page of orders for the address's query, and does not fetch it again", async () => {
    history.replaceState(null, '', '/user/order?status=in_progress&page=2');
    $token.set('tok');
    const data = paged([order('SE1002'), order('SE1001', { payStatus: 'paid' })], 25, 2);
    const result = await renderThenHydrate('shop-user-order', {}, { url: '/user/order?status=in_progress&page=2', data });
    expectHydrated(result);
    expect(result.server).to.contain('Order SE1002');
    expect(cards(result.el).map((c) => c.querySelector('h3')!.textContent)).to.deep.equal(['Order SE1002', 'Order SE1001']);
    const first = text(cards(result.el)[0]!);
    expect(first).to.contain('In progress').and.contain('Unpaid').and.contain('Placed May 2, 2024').and.contain('Total $63.00');
    expect(checked(result.el)).to.deep.equal(['in_progress', '']);
    // The page links from the server's address: real links before any script.
    const pages = [...result.el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part="pagination"] a')].map((a) => a.getAttribute('href'));
    expect(pages).to.include('/user/order?status=in_progress').and.include('/user/order?status=in_progress&page=3');
    expect(result.el.shadowRoot!.querySelector('[part="pagination"] [aria-current="page"]')!.textContent).to.equal('2');
    await waitFor(() => cards(result.el)[0]!.querySelector('[part="thumbs"] img:not(.no-script)'), { message: 'the picture loaded once live' });
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates in another language, under its prefix', async () => {
    history.replaceState(null, '', '/zh/user/order');
    $languagePrefix.set('/zh');
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-order', {}, { url: '/zh/user/order', locale: 'zh', prefix: '/zh', data: paged([order('SE1002')]) });
    expectHydrated(result);
    const card = cards(result.el)[0]!;
    expect(text(card)).to.contain('进行中').and.contain('未支付');
    expect(card.querySelector('h3 a')!.getAttribute('href')).to.equal('/zh/user/order/SE1002');
  });

  it('hydrates the empty list', async () => {
    history.replaceState(null, '', '/user/order?pay=paid');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-order', {}, { url: '/user/order?pay=paid', data: paged([]) });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('shop-empty')).to.not.equal(null);
    expect(cards(result.el)).to.have.length(0);
    expect(checked(result.el)).to.deep.equal(['', 'paid']);
  });

  it('works once hydrated: a status filter loads its list and the address follows', async () => {
    history.replaceState(null, '', '/user/order');
    $token.set('tok');
    await reply({ path: '/order/list', body: ok(paged([order('SE1009', { status: 'completed', payStatus: 'paid' })])) });
    const result = await renderThenHydrate('shop-user-order', {}, { url: '/user/order', data: paged([order('SE1002')]) });
    expectHydrated(result);
    const completed = [...result.el.shadowRoot!.querySelectorAll('fieldset')[0]!.querySelectorAll('label')].find((l) => l.textContent === 'Completed')!.querySelector('input')!;
    completed.click();
    await waitFor(() => cards(result.el)[0]?.querySelector('h3')!.textContent === 'Order SE1009', { message: 'the completed orders' });
    expect(location.search).to.equal('?status=completed');
    expect((await listRequests()).map((r) => r.body)).to.deep.equal([{ status: 'completed', page: 1 }]);
  });
});
