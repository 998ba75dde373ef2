// <shop-user-return> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (the list as return/list answers it, the page asked for with a session), as the
// shopper's applications: number, order link, type, status and audit in words, amount and date
// (UTC until hydrated); hydrated with no mismatch and not fetched again, in another language,
// empty; then working: a return the shop audits updates live.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../../runtime/socket';
import '../../../widgets/user-return/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { forgetSocket, push, returnOrder, socketServer } from '../order-fixtures';

const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="return"]')];
const text = (n: Element) => n.textContent!.replace(/\s+/g, ' ').trim();
const listRequests = async () => (await requests()).filter((r) => r.path === '/return/list');

describe('<shop-user-return> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      closeSocket();
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and loads nothing", async () => {
    history.replaceState(null, '', '/user/return');
    const result = await renderThenHydrate('shop-user-return', {}, { url: '/user/return' });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/return')}`);
    expect(result.el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    expect(await listRequests()).to.have.length(0);
  });

  it("hydrates the shopper's applications from the server's data, and does not fetch them again", async () => {
    $token.set('tok');
    const list = [returnOrder('RT2', { applyType: 'exchange', refundAmount: 0, auditStatus: 'audit_successful' }), returnOrder('RT1', { status: 'completed', auditStatus: 'audit_successful' })];
    const result = await renderThenHydrate('shop-user-return', {}, { url: '/user/return', data: { list } });
    expectHydrated(result);
    expect(result.server).to.contain('Return RT2').and.contain('May 3, 2024');
    expect(cards(result.el).map((c) => c.querySelector('h3')!.textContent)).to.deep.equal(['Return RT2', 'Return RT1']);
    const first = text(cards(result.el)[0]!);
    expect(first).to.contain('Exchange').and.contain('Audit successful').and.contain('SE1001');
    expect(cards(result.el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/user/return/RT2');
    expect(cards(result.el)[0]!.querySelector('dd a')!.getAttribute('href')).to.equal('/user/order/SE1001');
    expect(await listRequests()).to.have.length(0);
  });

  it('hydrates in another language, under its prefix', async () => {
    $languagePrefix.set('/zh-HK');
    await setLocale('zh-HK');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-return', {}, { url: '/zh-HK/user/return', locale: 'zh-HK', prefix: '/zh-HK', data: { list: [returnOrder('RT9', { applyType: 'exchange' })] } });
    expectHydrated(result);
    expect(text(cards(result.el)[0]!)).to.contain('換貨').and.contain('待審核').and.contain('售後單 RT9');
    expect(cards(result.el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/zh-HK/user/return/RT9');
  });

  it('hydrates the empty list', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-return', {}, { url: '/user/return', data: { list: [] } });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('shop-empty[kind="records"]')).to.not.equal(null);
    expect(cards(result.el)).to.have.length(0);
  });

  it('works once hydrated: a return the shop audits updates live, and is announced', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-return', {}, { url: '/user/return', data: { list: [returnOrder('RT5')] } });
    expectHydrated(result);
    await reply({ path: '/return/detail', body: ok(returnOrder('RT5', { auditStatus: 'audit_successful' })) });
    await push({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'RT5' });
    await waitFor(() => result.el.shadowRoot!.querySelector('[part="audit"]')!.textContent === 'Audit successful');
    expect(result.el.shadowRoot!.querySelector('[part="live"]')!.textContent).to.equal('Return RT5 is now: Pending approval, Audit successful');
  });
});
