import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import '../../widgets/user-center/define';
import { readOrderQuery } from '../../runtime/orders';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { shopper, signInAs, signOutHere } from './user-fixtures';

const totals = { in_progress: 3, completed: 4, cancelled: 1, pending_cancellation: 1 };
/** The four order counts the centre reads beside the account (one request per status). */
const counts = () => Object.entries(totals).map(([status, total]) => ({ path: '/order/list', when: { status }, body: ok({ list: [], total, page: 1, pageSize: 10 }) }));
const answer = (user = shopper) => reply({ path: '/user/info', body: ok(user) }, ...counts());

describe('<shop-user-center>', () => {
  beforeEach(() => resetApi());
  afterEach(async () => {
    cleanup();
    signOutHere();
    await setLocale('en');
  });

  it('reminds of unpaid orders with a link to pay them, and shows credits, spending, counts by status and the last sign-in', async () => {
    await answer();
    signInAs();
    const root = mount('<shop-user-center></shop-user-center>');
    const el = root.querySelector('shop-user-center')!;
    const reminder = await shadowPart(el, '[part~="reminder"]');
    expect(reminder.textContent).to.contain('You have 2 unpaid orders');
    const pay = el.shadowRoot!.querySelector('[part="pay"]')!.getAttribute('href')!;
    expect(pay).to.equal('/user/order?status=in_progress&pay=unpaid');
    // The very parameter shop-user-order reads.
    expect(readOrderQuery(new URL(pay, location.origin).search)).to.deep.equal({ status: 'in_progress', pay: 'unpaid', page: 1 });
    const text = shadowText(el);
    expect(text).to.contain('Credits1,250');
    expect(text).to.contain(`Spending${new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(1234.56)}`);
    expect(text).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(shopper.lastLogin!)));
    const statuses = [...el.shadowRoot!.querySelectorAll('[part="statuses"] a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(statuses).to.deep.equal([
      ['3In progress', '/user/order?status=in_progress'],
      ['4Completed', '/user/order?status=completed'],
      ['1Cancelled', '/user/order?status=cancelled'],
      ['1Pending cancellation', '/user/order?status=pending_cancellation'],
    ]);
    const lists = (await requests()).filter((r) => r.path === '/order/list').map((r) => (r.body as { status: string }).status);
    expect(lists.sort()).to.deep.equal(Object.keys(totals).sort());
    await expectAccessible(root);
  });

  it('words one unpaid order in the singular, none as none', async () => {
    await answer({ ...shopper, unpaidOrderCount: 1 });
    signInAs();
    const el = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    expect((await shadowPart(el, '[part~="reminder"]')).textContent).to.contain('You have 1 unpaid order');
    cleanup();
    await answer({ ...shopper, unpaidOrderCount: 0, lastLogin: null });
    const none = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    expect((await shadowPart(none, '[part~="reminder"]')).textContent).to.equal('You have no unpaid orders.');
    expect(none.shadowRoot!.querySelector('[part="pay"]')).to.equal(null);
    expect(shadowText(none)).to.contain('Last sign-inNot yet');
  });

  it('counts the favourites with a link to them, and leaves the count out when it cannot be read', async () => {
    await answer();
    await reply({ path: '/favorite/count', body: ok({ product: 3, article: 2, total: 5 }) });
    signInAs();
    const root = mount('<shop-user-center></shop-user-center>');
    const el = root.querySelector('shop-user-center')!;
    const link = await shadowPart(el, '[part="favorites"]');
    expect(link.textContent).to.equal('5');
    expect(link.getAttribute('href')).to.equal('/user/favorite');
    expect(el.shadowRoot!.getElementById(link.getAttribute('aria-describedby')!)!.textContent).to.equal('Favourites');
    expect((await requests()).filter((r) => r.path === '/favorite/count')).to.have.length(1);
    await expectAccessible(root);
    cleanup();
    await answer();
    await reply({ path: '/favorite/count', status: 500, body: { code: 500, msg: 'Database unavailable', data: null } });
    const without = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    await shadowPart(without, '[part~="reminder"]');
    expect(without.shadowRoot!.querySelector('[part="favorites"]')).to.equal(null);
    expect(shadowText(without)).to.contain('Credits1,250');
  });

  it('says what failed and tries again', async () => {
    // Only the account fails: unanswered, the counts would fail too, and whichever failure came
    // first would be the one said (a busy machine's CI run said the counts').
    await reply({ path: '/user/info', status: 500, body: { code: 500, msg: 'Database unavailable', data: null } }, ...counts());
    signInAs();
    const el = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    const problem = await shadowPart(el, '[part="problem"]');
    expect(problem.textContent).to.contain('Your account details could not be loaded: Database unavailable');
    await answer();
    problem.querySelector('button')!.click();
    await shadowPart(el, '[part~="reminder"]');
  });

  it('speaks zh, and asks a guest to sign in without asking the server', async () => {
    await setLocale('zh');
    await answer();
    signInAs();
    const el = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    await waitFor(() => el.shadowRoot?.querySelector('[part~="reminder"]')?.textContent?.includes('您有2个未支付订单'));
    cleanup();
    signOutHere();
    await resetApi();
    const guest = mount('<shop-user-center></shop-user-center>').querySelector('shop-user-center')!;
    expect((await shadowPart(guest, '[part="signin-link"]')).textContent).to.equal('登录');
    expect(await requests()).to.have.length(0);
  });
});
