// <shop-user-return-detail> (one render): drawn by the server renderer for a guest (the sign-in
// prompt) and, with data (the application as return/detail answers it, the page asked for with
// a session), as the shopper's return: status line, every field (dates UTC until hydrated), the
// shop's return address and the parcel form once approved, cancel while it waits; hydrated with
// no mismatch and not read again, in another language; a missing number is the error state;
// then working: the parcel's company and tracking number are sent.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token } from '../../../runtime/session';
import '../../../widgets/user-return-detail/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { userScreenHooks } from '../../helpers/browser/user-screen';
import { returnOrder } from '../order-fixtures';

const merchantAddress = { consignee: 'Shop Elements Returns', contactNumber: '+852 5555 0000', address: '8 Harbour Road, Wan Chai, Hong Kong' };
const approved = (changes = {}) => returnOrder('RT1', { auditStatus: 'audit_successful', merchantAddress, ...changes });
const part = (el: Element, selector: string) => el.shadowRoot!.querySelector(selector);
const statusLine = (el: Element) => part(el, '[part="status-line"]')?.textContent;
const facts = (el: Element) => Object.fromEntries([...part(el, '[part="facts"]')!.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
const detailRequests = async () => (await requests()).filter((r) => r.path === '/return/detail');

describe('<shop-user-return-detail> server render and hydration', () => {
  const start = location.href;
  userScreenHooks({
    after: () => {
      $languagePrefix.set('');
      history.replaceState(null, '', start);
    },
  });

  it("hydrates a guest's sign-in prompt, coming back to the page, and reads nothing", async () => {
    history.replaceState(null, '', '/user/return/RT1');
    const result = await renderThenHydrate('shop-user-return-detail', { number: 'RT1' }, { url: '/user/return/RT1' });
    expectHydrated(result);
    expect(part(result.el, 'a[part="signin-link"]')!.getAttribute('href')).to.equal(`/auth/signin?redirect=${encodeURIComponent('/user/return/RT1')}`);
    expect(part(result.el, '[part="facts"]')).to.equal(null);
    expect(await detailRequests()).to.have.length(0);
  });

  it("hydrates the shopper's waiting application from the server's data (cancel offered), and does not read it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-return-detail', { number: 'RT1' }, { url: '/user/return/RT1', data: returnOrder('RT1') });
    expectHydrated(result);
    expect(statusLine(result.el)).to.equal('Status: Pending approval');
    const shown = facts(result.el);
    expect(shown['Return number']).to.equal('RT1');
    expect(shown['Refund amount']).to.equal('$63.00');
    expect(result.server).to.contain('May 3, 2024, 10:00 AM');
    expect(part(result.el, '[part="facts"] a')!.getAttribute('href')).to.equal('/user/order/SE1001');
    expect(part(result.el, '[part="cancel"]')).to.not.equal(null);
    expect(part(result.el, '[part="logistics"]')).to.equal(null);
    expect(await detailRequests()).to.have.length(0);
  });

  it('hydrates in another language, under its prefix', async () => {
    $languagePrefix.set('/zh');
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-return-detail', { number: 'RT1' }, { url: '/zh/user/return/RT1', locale: 'zh', prefix: '/zh', data: approved() });
    expectHydrated(result);
    expect(statusLine(result.el)).to.contain('待审核');
    expect(part(result.el, '.back a')!.getAttribute('href')).to.equal('/zh/user/return');
  });

  it('hydrates its error state for a missing number', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-return-detail', { number: ' ' }, { url: '/user/return/x', data: approved() });
    expectHydrated(bad);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
    expect(part(bad.el, '[part="facts"]')).to.equal(null);
  });

  it("works once hydrated: an approved return's parcel is sent from the form the server drew", async () => {
    $token.set('tok');
    await reply({ path: '/return/logistics', body: ok(approved({ logisticsCompany: 'SF Express', logisticsNumber: 'SF123456', deliveryTime: '2024-05-04T08:00:00.000Z' })) });
    const result = await renderThenHydrate('shop-user-return-detail', { number: 'RT1' }, { url: '/user/return/RT1', data: approved() });
    expectHydrated(result);
    expect(part(result.el, '[part="merchant-address"]')!.textContent).to.contain('8 Harbour Road');
    const form = part(result.el, '[part="logistics"]') as HTMLFormElement;
    const [company] = [...form.querySelectorAll('input')];
    company!.focus();
    await sendKeys({ type: 'SF Express' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'SF123456' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => facts(result.el)['Tracking number'] === 'SF123456');
    expect((await requests()).filter((r) => r.path === '/return/logistics').map((r) => r.body)).to.deep.equal([{ number: 'RT1', logisticsCompany: 'SF Express', logisticsNumber: 'SF123456' }]);
  });
});
