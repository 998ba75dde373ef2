// <shop-user-center> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (user/info and the order counts by status: the page was asked for with a
// session), as the centre: the unpaid reminder with its link, the summary (the last sign-in in
// UTC until hydrated), the counts by status; hydrated with no mismatch, in another language too,
// and with no orders at all; nothing fetched again; then working: a payment confirmed over the
// socket refreshes it.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../../runtime/socket';
import '../../../widgets/user-center/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';
import { forgetSocket, push, socketServer } from '../order-fixtures';
import { shopper } from '../user-fixtures';

const counts = { in_progress: 3, completed: 4, cancelled: 1, pending_cancellation: 1 };
const here = () => `${location.pathname}${location.search}`;
const shown = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map((n) => n.textContent!.replace(/\s+/g, ' ').trim());

describe('<shop-user-center> server render and hydration', () => {
  userScreenHooks({ after: () => closeSocket() });

  itHydratesTheSignInPrompt('shop-user-center', '[part="stats"]');

  it("hydrates the shopper's centre and does not fetch it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-center', {}, { url: here(), data: { user: shopper, counts } });
    expectHydrated(result);
    expect(result.server).to.contain('You have 2 unpaid orders');
    expect(shown(result.el, '[part~="reminder"] span')).to.deep.equal(['You have 2 unpaid orders']);
    expect(result.el.shadowRoot!.querySelector('[part="pay"]')!.getAttribute('href')).to.equal('/user/order?status=in_progress&pay=unpaid');
    expect(shown(result.el, '[part="stats"] dd').slice(0, 3)).to.deep.equal(['1,250', '$1,234.56', '9']);
    // The server wrote the last sign-in in UTC.
    expect(result.server).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(shopper.lastLogin!)));
    expect(shown(result.el, '[part="statuses"] a')).to.deep.equal(['3In progress', '4Completed', '1Cancelled', '1Pending cancellation']);
    const asked = (await requests()).filter((r) => r.path === '/user/info' || r.path === '/order/list');
    expect(asked).to.have.length(0);
  });

  it('hydrates the favourites count the server drew, a link to the favourites, and does not count again', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-center', {}, { url: here(), data: { user: shopper, counts, favorites: { product: 4, article: 1, total: 5 } } });
    expectHydrated(result);
    const link = result.el.shadowRoot!.querySelector('[part="favorites"]')!;
    expect(link.textContent).to.equal('5');
    expect(link.getAttribute('href')).to.equal('/user/favorite');
    expect(result.server).to.contain('Favourites');
    expect((await requests()).filter((r) => r.path === '/favorite/count')).to.have.length(0);
  });

  it('hydrates a centre with no orders and no sign-in yet', async () => {
    $token.set('tok');
    const none = { ...shopper, unpaidOrderCount: 0, orderCount: 0, spendingAmount: 0, lastLogin: null };
    const result = await renderThenHydrate('shop-user-center', {}, { url: here(), data: { user: none, counts: { in_progress: 0, completed: 0, cancelled: 0, pending_cancellation: 0 } } });
    expectHydrated(result);
    expect(shown(result.el, '[part~="reminder"]')).to.deep.equal(['You have no unpaid orders.']);
    expect(result.el.shadowRoot!.querySelector('[part="pay"]')).to.equal(null);
    expect(shown(result.el, '[part="stats"] dd')[3]).to.equal('Not yet');
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-center', {}, { url: here(), locale: 'zh', data: { user: shopper, counts } });
    expectHydrated(result);
    expect(shown(result.el, '[part="statuses"] a')[0]).to.equal('3进行中');
  });

  it('works once hydrated: a payment confirmed over the socket refreshes the centre', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-center', {}, { url: here(), data: { user: shopper, counts } });
    expectHydrated(result);
    await reply(
      { path: '/user/info', body: ok({ ...shopper, unpaidOrderCount: 1 }) },
      ...Object.entries({ ...counts, in_progress: 3 }).map(([status, total]) => ({ path: '/order/list', when: { status }, body: ok({ list: [], total, page: 1, pageSize: 10 }) })),
    );
    await push({ namespace: 'order', mutation: 'setPayStatus', action: 'payment/confirmed', number: 'SE7' });
    await waitFor(() => shown(result.el, '[part~="reminder"] span')[0] === 'You have 1 unpaid order', { message: 'refreshed' });
  });
});
