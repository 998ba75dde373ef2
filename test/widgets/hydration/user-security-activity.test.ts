// <shop-user-security-activity> (one render): the activity log under the security screen's route
// (shop-user-log's component, with the link back to security by default), drawn by the server
// renderer for a guest (the sign-in prompt) and, with data (the user/log answer), as the entries;
// hydrated with no mismatch, in another language too, with no entries, and without its back
// link; nothing fetched again; then working: a guest who signs in gets their log.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-security-activity/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';
import type { ActivityEntry } from '../../../runtime/api/types';

const entries: ActivityEntry[] = [
  { action: 'order:place:SE1007', ip: '203.0.113.24', createdAt: '2025-03-04T23:30:00.000Z' },
  { action: 'signin:password:email', ip: '198.51.100.7', createdAt: '2025-03-01T08:00:00.000Z' },
];
const here = () => `${location.pathname}${location.search}`;
const actions = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="action"]')].map((n) => n.textContent);

describe('<shop-user-security-activity> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-security-activity', '[part="list"]');

  it("hydrates the shopper's log with the link back to security, and does not fetch it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security-activity', {}, { url: here(), data: entries });
    expectHydrated(result);
    expect(actions(result.el)).to.deep.equal(['Placed order SE1007', 'Signed in: Password (e-mail)']);
    const back = result.el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="back"]')!;
    expect([back.textContent, back.getAttribute('href')]).to.deep.equal(['Back to security', '/user/security']);
    expect((await requests()).filter((r) => r.path === '/user/log')).to.have.length(0);
  });

  it('hydrates an empty log, without the back link when told so', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security-activity', { 'back-link': 'false' }, { url: here(), data: [] });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="empty"]')!.textContent).to.equal('No records');
    expect(result.el.shadowRoot!.querySelector('[part="back"]') === null, 'no back link').to.equal(true);
  });

  it('hydrates its error state for a bad attribute', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-security-activity', { 'back-link': 'maybe' }, { url: here(), data: entries });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-security-activity', {}, { url: here(), locale: 'zh', data: entries });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="back"]')!.textContent).to.equal('返回安全设置');
  });

  it('works once hydrated: a guest who signs in gets their log', async () => {
    const result = await renderThenHydrate('shop-user-security-activity', {}, { url: here() });
    expectHydrated(result);
    await reply({ path: '/user/log', body: ok(entries) });
    $token.set('tok');
    await waitFor(() => actions(result.el).length === 2, { message: 'the log' });
  });
});
