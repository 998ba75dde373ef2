// <shop-user-log> (one render): drawn by the server renderer for a guest (the sign-in prompt)
// and, with data (the user/log answer: the page was asked for with a session), as the entries
// in words with their address and time (UTC until hydrated); hydrated with no mismatch, in
// another language too, with no entries, and with its back link; nothing fetched again; then
// working: a guest who signs in gets their log.
import { expect } from 'chai';
import type { ActivityEntry } from '../../../runtime/api/types';
import { setLocale } from '../../../runtime/i18n';
import { $token } from '../../../runtime/session';
import '../../../widgets/user-log/define';
import { ok, reply, requests } from '../../helpers/browser/api';
import { waitFor } from '../../helpers/browser/dom';
import { expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';
import { itHydratesTheSignInPrompt, userScreenHooks } from '../../helpers/browser/user-screen';

const entries: ActivityEntry[] = [
  { action: 'order:place:SE1007', ip: '203.0.113.24', createdAt: '2025-03-04T23:30:00.000Z' },
  { action: 'signin:password:email', ip: '198.51.100.7', createdAt: '2025-03-01T08:00:00.000Z' },
];
const here = () => `${location.pathname}${location.search}`;
const actions = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="action"]')].map((n) => n.textContent);

describe('<shop-user-log> server render and hydration', () => {
  userScreenHooks();

  itHydratesTheSignInPrompt('shop-user-log', '[part="list"]');

  it("hydrates the shopper's log, and does not fetch it again", async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-log', {}, { url: here(), data: entries });
    expectHydrated(result);
    expect(actions(result.el)).to.deep.equal(['Placed order SE1007', 'Signed in: Password (e-mail)']);
    // The server wrote the times in UTC (the shopper's zone is the browser's).
    expect(result.server).to.contain(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(entries[0]!.createdAt)));
    expect(result.el.shadowRoot!.querySelector('[part="meta"]')!.textContent).to.contain('From 203.0.113.24');
    expect(result.el.shadowRoot!.querySelector('[part="back"]')).to.equal(null);
    expect((await requests()).filter((r) => r.path === '/user/log')).to.have.length(0);
  });

  it('hydrates an empty log', async () => {
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-log', {}, { url: here(), data: [] });
    expectHydrated(result);
    expect(result.el.shadowRoot!.querySelector('[part="empty"]')!.textContent).to.equal('No records');
  });

  it('hydrates its error state for a bad attribute', async () => {
    $token.set('tok');
    const bad = await renderThenHydrate('shop-user-log', { 'back-link': 'maybe' }, { url: here(), data: entries });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(bad.el.shadowRoot!.querySelector('[part="list"]')).to.equal(null);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in another language, with the link back to security', async () => {
    await setLocale('zh');
    $token.set('tok');
    const result = await renderThenHydrate('shop-user-log', { 'back-link': true }, { url: here(), locale: 'zh', data: entries });
    expectHydrated(result);
    expect(actions(result.el)).to.deep.equal(['提交了订单 SE1007', '登录：密码（电子邮箱）']);
    expect(result.el.shadowRoot!.querySelector('[part="back"]')!.textContent).to.equal('返回安全设置');
  });

  it('works once hydrated: a guest who signs in gets their log', async () => {
    const result = await renderThenHydrate('shop-user-log', {}, { url: here() });
    expectHydrated(result);
    await reply({ path: '/user/log', body: ok(entries) });
    $token.set('tok');
    await waitFor(() => actions(result.el).length === 2, { message: 'the log' });
    expect(actions(result.el)[0]).to.equal('Placed order SE1007');
  });
});
