// <shop-verify-prompt> (one render): drawn by the server renderer, signed out (the server knows
// no shopper), and hydrated with no mismatch: the account named, or the generic line without
// one, a sign-in link back to this very address; another language (its attributes are free
// text: no value is bad); then working: a shopper signed in in the browser gets the resend once
// hydrated, and it sends the link.
import { expect } from 'chai';
import { setLocale } from '../../../runtime/i18n';
import { $languagePrefix, $token, $userInfo } from '../../../runtime/session';
import '../../../widgets/verify-prompt/define';
import { requests } from '../../helpers/browser/api';
import { resetAccount, startSignedOut, user } from '../../helpers/browser/auth-form';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, renderThenHydrate } from '../../helpers/browser/server-render';

const part = (el: Element, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const links = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[part="link"]')].map((a) => [a.textContent, a.getAttribute('href')]);
// The page's address, as the server would have had it for this request.
const here = () => `${location.pathname}${location.search}`;

describe('<shop-verify-prompt> server render and hydration', () => {
  beforeEach(async () => {
    await startSignedOut();
  });
  afterEach(async () => {
    cleanupPages();
    await resetAccount();
  });

  it('hydrates signed out: the account named, a sign-in link that comes back here, the way home', async () => {
    const result = await renderThenHydrate('shop-verify-prompt', { account: 'new@example.com', 'home-href': '/' }, { url: here() });
    expectHydrated(result);
    expect(part(result.el, '[part="title"]')!.textContent).to.equal('We sent a verification link to new@example.com');
    expect(links(result.el)).to.deep.equal([
      ['Sign in', `/auth/signin?redirect=${encodeURIComponent(here())}`],
      ['Continue shopping', '/'],
    ]);
    expect(part(result.el, '[part="resend"]')).to.equal(null);
  });

  it('hydrates without an account: the generic line, home under the language prefix', async () => {
    const result = await renderThenHydrate('shop-verify-prompt', {}, { url: here() });
    expectHydrated(result);
    expect(part(result.el, '[part="title"]')!.textContent).to.equal('We sent a verification link to your e-mail address');
    expect(links(result.el)[1]).to.deep.equal(['Continue shopping', '/']);
  });

  it('hydrates in another language, under its prefix', async () => {
    await setLocale('zh');
    $languagePrefix.set('/zh');
    const result = await renderThenHydrate('shop-verify-prompt', { account: 'new@example.com' }, { locale: 'zh', prefix: '/zh', url: here() });
    expectHydrated(result);
    expect(part(result.el, '[part="title"]')!.textContent).to.equal('我们已向 new@example.com 发送验证链接');
    expect(links(result.el)).to.deep.equal([
      ['登录', `/zh/auth/signin?redirect=${encodeURIComponent(here())}`],
      ['继续购物', '/zh/'],
    ]);
  });

  it('works once hydrated: a shopper signed in in the browser gets the resend, and it sends the link', async () => {
    $token.set('tok-1');
    $userInfo.set(user);
    const result = await renderThenHydrate('shop-verify-prompt', { 'home-href': '/' }, { url: here() });
    expectHydrated(result);
    // The server drew it signed out; the browser's shopper follows at once.
    await waitFor(() => part(result.el, '[part="resend-button"]'), { message: 'the resend' });
    expect(part(result.el, '[part="title"]')!.textContent).to.equal('We sent a verification link to ada@example.com');
    expect(links(result.el)).to.deep.equal([['Continue shopping', '/']]);
    part(result.el, '[part="resend-button"]')!.click();
    await waitFor(() => part(result.el, '[part="resend-status"]')?.textContent === 'A new verification link is on its way to ada@example.com.', { message: 'sent' });
    const resends = (await requests()).filter((r) => r.path === '/auth/verify/resend');
    expect(resends).to.have.length(1);
    expect(resends[0]!.headers['x-auth']).to.equal('tok-1');
  });
});
